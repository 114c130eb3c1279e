/**
 * A schedule longer than this opens on one day — today's when the event runs
 * today, else the next day with matches — so a phone at the venue does not
 * load a whole tournament's worth of matches. Every day stays a tap away.
 */
const ONE_DAY_FROM = 150;

/** The day a schedule shows: the one asked for, all of them, or (for a long schedule) the day nearest to today. */
export function shownDay(days: string[], asked: string | null, total: number, today: string): string | null {
  if (asked === "all") return null;
  if (asked !== null && days.includes(asked)) return asked;
  if (total <= ONE_DAY_FROM || days.length < 2) return null;
  return days.find((day) => day >= today) ?? days.at(-1)!;
}
