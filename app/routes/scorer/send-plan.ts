/**
 * How the scorer's phone sends the taps it holds (scoring-queue.ts): in pieces
 * the server takes, and again after a failure only when the back-off says so.
 * Pure, so the schedule is tested on its own.
 */

/** The most taps one send carries (routes/scorer/entries.ts refuses more): a longer queue goes in pieces, in order. */
export const TAPS_PER_SEND = 300;

/** How long a send may take before it is given up and tried again: a hung connection's 10 s, and time for the server to take its taps. */
export const sendTimeout = (taps: number) => 10_000 + 50 * taps;

const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/** Why taps are waiting on the phone: no network, no answer (or a 5xx), a server whose disk is full (507), or a send refused (another 4xx). */
export type WaitReason = "offline" | "serverAway" | "storageFull" | "refused";

/**
 * The wait before the next try after `failures` failed sends in a row: 1 s,
 * doubling up to 30 s, each spread by a quarter either way (`random` in
 * [0, 1)) so the phones of a venue whose Wi-Fi comes back do not all try in
 * the same moment.
 */
export function retryDelay(failures: number, random: number): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(Math.max(failures, 1) - 1, 10));
  return Math.min(LONGEST_RETRY_MS, Math.round(base * (0.75 + 0.5 * random)));
}

/** Why a send failed: by its answer's status, or with none (`null`) by whether the browser says it is online. */
export function waitReason(status: number | null, online: boolean): WaitReason {
  if (status === null) return online ? "serverAway" : "offline";
  if (status === 507) return "storageFull";
  return status >= 500 ? "serverAway" : "refused";
}
