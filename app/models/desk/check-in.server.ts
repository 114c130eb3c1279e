import { and, asc, eq, inArray } from "drizzle-orm";
import { checkIns, events, players, teamPlayers, teams } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { now as clockNow } from "~/clock.server";
import { recordAudit } from "../audit.server";
import { eventDays } from "../competition/schedule-time.server";

/**
 * Check-in on the day (docs/design.md §7.12): where the event asks for it,
 * the desk calls a match only once its players are at the venue. Staff check
 * a player in at the desk; an entrant checks their team's players in by their
 * private link, on the event's days. Either may undo it. A check-in shows on
 * no public page, so it does not move the event's version: the desk reads it
 * again on its own (decision 0074).
 */

/** Who checks a player in: a user at the desk, or an entrant by their link (the entry). */
export type CheckInBy = { userId: number } | { entryId: number; name: string };

export type CheckInOutcome = { ok: true; player: string; checkedIn: boolean } | { ok: false; reason: "notPlaying" };

/** Checks a player of the event in (`checkedIn` true) or undoes it; a player on none of the event's teams is refused. */
export function setCheckIn(eventId: number, playerId: number, checkedIn: boolean, by: CheckInBy): CheckInOutcome {
  return writeTransaction((): CheckInOutcome => {
    const db = getDb();
    const player = db
      .select({ id: players.id, name: players.name })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(and(eq(teams.eventId, eventId), eq(teamPlayers.playerId, playerId)))
      .get();
    if (!player) return { ok: false, reason: "notPlaying" };
    const changed = checkedIn
      ? db
          .insert(checkIns)
          .values({ eventId, playerId, checkedInAt: clockNow(), userId: "userId" in by ? by.userId : null, entryId: "entryId" in by ? by.entryId : null })
          .onConflictDoNothing()
          .run().changes
      : db
          .delete(checkIns)
          .where(and(eq(checkIns.eventId, eventId), eq(checkIns.playerId, playerId)))
          .run().changes;
    if (changed > 0) {
      recordAudit({
        userId: "userId" in by ? by.userId : null,
        actor: "entryId" in by ? by.name : null,
        action: checkedIn ? "check-in" : "check-out",
        entity: "player",
        entityId: playerId,
        eventId,
        summary: `${player.name}: ${checkedIn ? "checked in" : "check-in undone"}`,
      });
    }
    return { ok: true, player: player.name, checkedIn };
  });
}

/** A team's players with whether each has checked in at its event. */
export function teamCheckIns(teamId: number) {
  const db = getDb();
  const team = db.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, teamId)).get();
  if (!team) return [];
  const roster = db
    .select({ id: players.id, name: players.name })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(eq(teamPlayers.teamId, teamId))
    .orderBy(asc(teamPlayers.id))
    .all();
  const checked = checkedInOf(
    team.eventId,
    roster.map((p) => p.id),
  );
  return roster.map((p) => ({ ...p, checkedIn: checked.has(p.id) }));
}

function checkedInOf(eventId: number, playerIds: number[]): Set<number> {
  if (playerIds.length === 0) return new Set();
  return new Set(
    getDb()
      .select({ playerId: checkIns.playerId })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, eventId), inArray(checkIns.playerId, playerIds)))
      .all()
      .map((row) => row.playerId),
  );
}

/** Whether an entrant may check in now: the event asks for it and today, on the venue's clock, is one of its days. */
export function entrantCheckInOpen(eventId: number, at = clockNow()): boolean {
  const event = getDb()
    .select({ startsAt: events.startsAt, endsAt: events.endsAt, timezone: events.timezone, checkInRequired: events.checkInRequired })
    .from(events)
    .where(eq(events.id, eventId))
    .get();
  return !!event?.checkInRequired && eventDays(event).includes(localDateKey(at, event.timezone));
}

export type EntrantCheckInOutcome = CheckInOutcome | { ok: false; reason: "closed" };

/**
 * An entrant checks a player of their team in, or undoes it, by their private
 * link: only an accepted entry's team, only on the event's days and only where
 * the event asks for check-in.
 */
export function entrantCheckIn(entry: { id: number; eventId: number; status: string; teamId: number | null }, playerId: number, checkedIn: boolean, at = clockNow()): EntrantCheckInOutcome {
  if (entry.status !== "accepted" || entry.teamId === null || !entrantCheckInOpen(entry.eventId, at)) return { ok: false, reason: "closed" };
  if (!teamCheckIns(entry.teamId).some((p) => p.id === playerId)) return { ok: false, reason: "notPlaying" };
  return setCheckIn(entry.eventId, playerId, checkedIn, { entryId: entry.id, name: `entry #${entry.id}` });
}
