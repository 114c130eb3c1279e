/**
 * Putting matches on courts and times, and checking manual moves.
 * Times are minutes from midnight of the event day; days are 0-based.
 */

export type ScheduleMatch = {
  key: string;
  /** Null for a knockout side not known yet. */
  home: number | null;
  away: number | null;
  round: number;
  /** Rounds are ordered within a group; matches without one form a single group (the bracket). */
  groupKey?: string;
};

export type ScheduleInput = {
  matches: readonly ScheduleMatch[];
  days: number;
  dayStartMinutes: number;
  dayEndMinutes: number;
  matchMinutes: number;
  courts: readonly string[];
  /** Empty slots a team gets between two of its matches on the same day. */
  minRestSlots: number;
};

export type ScheduledSlot = { key: string; day: number; startMinutes: number; court: string };

export type ScheduleResult = {
  slots: ScheduledSlot[];
  /** No slot was left for these. */
  unplaced: string[];
  /** Placed with less rest than minRestSlots because no slot allowed the full rest. */
  relaxedRest: string[];
};

/**
 * Greedy, in round order: each match takes the earliest time that keeps its
 * teams free and rested, and comes after every earlier round of its group.
 * When no time allows the full rest, the rest shrinks step by step (never to
 * the point of playing twice at once). Courts are handed out afterwards: the
 * time decides everything else, so each time's matches go to the courts with
 * the fewest matches that day, which keeps every day's courts within one
 * match of each other.
 */
export function scheduleMatches(input: ScheduleInput): ScheduleResult {
  const { courts, minRestSlots } = input;
  const slotsPerDay = input.matchMinutes > 0 ? Math.max(0, Math.floor((input.dayEndMinutes - input.dayStartMinutes) / input.matchMinutes)) : 0;
  // A time counts slots across days (day * slotsPerDay + slot); courts are left for later.
  const times = Math.max(0, input.days) * slotsPerDay;
  const dayOf = (time: number) => Math.floor(time / slotsPerDay);

  const load = new Map<number, number>();
  const teamTimes = new Map<number, number[]>();
  const groupRounds = new Map<string, { round: number; time: number }[]>();
  const placed: { match: ScheduleMatch; time: number }[] = [];
  const unplaced: string[] = [];
  const relaxedRest: string[] = [];

  const ordered = input.matches.map((match, i) => ({ match, i })).sort((a, b) => a.match.round - b.match.round || a.i - b.i);

  for (const { match } of ordered) {
    const group = match.groupKey ?? "";
    const earlier = (groupRounds.get(group) ?? []).filter((p) => p.round < match.round);
    const floor = earlier.reduce((latest, p) => Math.max(latest, p.time + 1), 0);
    const teams = [match.home, match.away].filter((id): id is number => id !== null);

    const fits = (time: number, rest: number) =>
      (load.get(time) ?? 0) < courts.length && teams.every((team) => (teamTimes.get(team) ?? []).every((other) => other !== time && (dayOf(other) !== dayOf(time) || Math.abs(other - time) > rest)));
    const earliest = (rest: number) => {
      for (let time = floor; time < times; time++) if (fits(time, rest)) return time;
      return null;
    };

    let rest = minRestSlots;
    let time = earliest(rest);
    while (time === null && rest > 0) time = earliest(--rest);
    if (time === null) {
      unplaced.push(match.key);
      continue;
    }
    if (rest < minRestSlots) relaxedRest.push(match.key);
    load.set(time, (load.get(time) ?? 0) + 1);
    for (const team of teams) teamTimes.set(team, [...(teamTimes.get(team) ?? []), time]);
    groupRounds.set(group, [...(groupRounds.get(group) ?? []), { round: match.round, time }]);
    placed.push({ match, time });
  }

  return { slots: assignCourts(placed, input, slotsPerDay), unplaced, relaxedRest };
}

function assignCourts(placed: readonly { match: ScheduleMatch; time: number }[], { courts, dayStartMinutes, matchMinutes }: ScheduleInput, slotsPerDay: number): ScheduledSlot[] {
  const atTime = new Map<number, ScheduleMatch[]>();
  for (const { match, time } of placed) atTime.set(time, [...(atTime.get(time) ?? []), match]);
  const usage = courts.map((name, index) => ({ name, index, today: 0, total: 0 }));
  const slots: ScheduledSlot[] = [];
  let day = -1;
  for (const time of [...atTime.keys()].sort((a, b) => a - b)) {
    const matches = atTime.get(time) ?? [];
    if (Math.floor(time / slotsPerDay) !== day) {
      day = Math.floor(time / slotsPerDay);
      for (const u of usage) u.today = 0;
    }
    const startMinutes = dayStartMinutes + (time % slotsPerDay) * matchMinutes;
    // Fewest matches today, then fewest overall, then the order staff listed the courts in.
    const free = [...usage].sort((a, b) => a.today - b.today || a.total - b.total || a.index - b.index);
    free.slice(0, matches.length).forEach((court, i) => {
      const match = matches[i];
      if (!match) return;
      court.today++;
      court.total++;
      slots.push({ key: match.key, day, startMinutes, court: court.name });
    });
  }
  const courtIndex = new Map(courts.map((name, index) => [name, index]));
  return slots.sort((a, b) => a.day - b.day || a.startMinutes - b.startMinutes || (courtIndex.get(a.court) ?? 0) - (courtIndex.get(b.court) ?? 0));
}

/** A match already on the schedule, or the one being moved. */
export type Booking = {
  key: string;
  home: number | null;
  away: number | null;
  court: string;
  day: number;
  startMinutes: number;
  matchMinutes: number;
};

export type Clash = { kind: "team"; key: string; teamId: number } | { kind: "court"; key: string; court: string };

const overlaps = (a: Booking, b: Booking) => a.day === b.day && a.startMinutes < b.startMinutes + b.matchMinutes && b.startMinutes < a.startMinutes + a.matchMinutes;

/**
 * The first existing match that overlaps `candidate` in time and shares a
 * team or its court; a shared team is reported before a shared court. The
 * candidate's own earlier booking (same key) is ignored.
 */
export function findClash(existing: readonly Booking[], candidate: Booking): Clash | null {
  for (const other of existing) {
    if (other.key === candidate.key || !overlaps(other, candidate)) continue;
    const teamId = [candidate.home, candidate.away].find((id) => id !== null && (id === other.home || id === other.away));
    if (teamId !== undefined && teamId !== null) return { kind: "team", key: other.key, teamId };
    if (other.court === candidate.court) return { kind: "court", key: other.key, court: other.court };
  }
  return null;
}

/**
 * - schedule.teamClash: the moved match `key` would overlap match `with` of the same team.
 * - schedule.courtClash: the moved match `key` would overlap match `with` on the same court.
 * - schedule.outsideDay: the moved match `key` would start before midnight or end after it.
 */
export type ScheduleError =
  | { code: "schedule.teamClash"; params: { key: string; with: string; teamId: number } }
  | { code: "schedule.courtClash"; params: { key: string; with: string; court: string } }
  | { code: "schedule.outsideDay"; params: { key: string; startMinutes: number } };

export type ShiftResult = { ok: true; moves: { key: string; startMinutes: number }[] } | { ok: false; error: ScheduleError };

const minutesPerDay = 24 * 60;

/**
 * Moves every match of `day` (on `court`, or on every court) starting at or
 * after `afterMinutes` by `byMinutes` (negative = earlier). The moved matches
 * keep their spacing, so only the matches left in place can clash with them.
 */
export function shiftMatches(existing: readonly Booking[], { court, day, afterMinutes, byMinutes }: { court?: string; day: number; afterMinutes: number; byMinutes: number }): ShiftResult {
  const moves = (b: Booking) => b.day === day && b.startMinutes >= afterMinutes && (court === undefined || b.court === court);
  const staying = existing.filter((b) => !moves(b));
  const moved = existing.filter(moves).map((b) => ({ ...b, startMinutes: b.startMinutes + byMinutes }));
  for (const b of moved) {
    if (b.startMinutes < 0 || b.startMinutes + b.matchMinutes > minutesPerDay) {
      return {
        ok: false,
        error: { code: "schedule.outsideDay", params: { key: b.key, startMinutes: b.startMinutes } },
      };
    }
    const clash = findClash(staying, b);
    if (clash?.kind === "team") {
      return {
        ok: false,
        error: { code: "schedule.teamClash", params: { key: b.key, with: clash.key, teamId: clash.teamId } },
      };
    }
    if (clash?.kind === "court") {
      return {
        ok: false,
        error: { code: "schedule.courtClash", params: { key: b.key, with: clash.key, court: clash.court } },
      };
    }
  }
  return { ok: true, moves: moved.map((b) => ({ key: b.key, startMinutes: b.startMinutes })) };
}
