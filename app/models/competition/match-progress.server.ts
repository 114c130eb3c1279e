import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { auditLog, matches, matchStatValues, users, type MatchStatus } from "#drizzle/schema";
import { eventChoices } from "~/auth/event-access.server";
import { getDb } from "~/db.server";
import type { SessionUser } from "../accounts/user.server";
import { findMatchForScoring, statisticsForGameType } from "./match-result.server";

export type ProgressCounts = Record<"live" | "remaining" | "done", number>;

const done = new Set<MatchStatus>(["finished", "walkover", "retired", "cancelled"]);

/** The events a user runs, with how many of their matches are live, still to play and done. */
export function progressEvents(user: SessionUser) {
  const choices = eventChoices(user);
  if (choices.length === 0) return [];
  const rows = getDb()
    .select({ eventId: matches.eventId, status: matches.status, n: count() })
    .from(matches)
    .where(
      inArray(
        matches.eventId,
        choices.map((e) => e.id),
      ),
    )
    .groupBy(matches.eventId, matches.status)
    .all();
  return choices.map((event) => {
    const counts: ProgressCounts = { live: 0, remaining: 0, done: 0 };
    for (const row of rows) {
      if (row.eventId !== event.id) continue;
      if (row.status === "live") counts.live += row.n;
      else if (done.has(row.status)) counts.done += row.n;
      else counts.remaining += row.n;
    }
    return { ...event, counts };
  });
}

/** Everything the score form needs beyond the public match detail: version, rules, statistics and their values. */
export function scoringContext(matchId: number) {
  const found = findMatchForScoring(matchId);
  if (!found) return null;
  const values = getDb().select().from(matchStatValues).where(eq(matchStatValues.matchId, matchId)).all();
  const valueOf = (teamId: number | null, statisticId: number) => values.find((v) => v.teamId === teamId && v.statisticId === statisticId)?.value ?? 0;
  return {
    eventId: found.match.eventId,
    version: found.match.version,
    status: found.match.status,
    rules: found.rules,
    stage: found.match.stage,
    statistics: statisticsForGameType(found.gameTypeId).map((statistic) => ({
      id: statistic.id,
      name: statistic.name,
      home: valueOf(found.match.homeTeamId, statistic.id),
      away: valueOf(found.match.awayTeamId, statistic.id),
    })),
  };
}

/** Who changed a match's score, status or statistics, newest first: a user, or a scorer link by its name. */
export function matchHistory(matchId: number) {
  return getDb()
    .select({ id: auditLog.id, at: auditLog.at, summary: auditLog.summary, action: auditLog.action, user: sql<string | null>`coalesce(${users.name}, ${auditLog.actor})` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(inArray(auditLog.entity, ["match", "match-statistics", "schedule"]), eq(auditLog.entityId, matchId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50)
    .all();
}
