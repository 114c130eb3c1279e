/**
 * How long a spectator's page waits before it reconnects to the live stream
 * after a drop: `attempt` counts the tries that failed since the last stream
 * that opened (0 for the first), `random` is a number in [0, 1). The wait is
 * between half and all of a ceiling: a second for the first three tries (a
 * restarted server is usually back within them), then twice as long after
 * each failed one, up to 15 s. The random part spreads the phones of a
 * restarted server over that window rather than bringing every one back in the
 * same millisecond; the growth keeps a server that stays away from being asked
 * ever faster, and the cap brings a page back soon after a long outage.
 *
 * The spectator script carries this function's source, so it stands alone: no
 * imports, no values from outside its body. The stream's `retry` hint, for any
 * other reader of it, is the first try's ceiling (`reconnectDelay(0, 1)`).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const firstMs = 1_000;
  const triesAtFirst = 3;
  const capMs = 15_000;
  const ceiling = Math.min(capMs, firstMs * 2 ** Math.max(0, attempt - triesAtFirst + 1));
  return Math.round(ceiling * (0.5 + 0.5 * Math.min(1, Math.max(0, random))));
}
