import type Database from "better-sqlite3";
import { groupBracket } from "./group-bracket";
import { roundRobin } from "~/domain/round-robin";

/**
 * A badminton weekend as the issue describes it, written straight into a
 * database (the model tests' own, or a test server's): five doubles categories
 * of twelve pairs, a third of the 90 players in two of them, each category four
 * groups of three and a knockout of the top two (quarter-finals, semi-finals,
 * final), six courts open 09:00–18:00 on both days, and no match placed yet.
 * 95 matches of 30 minutes, 20 minutes of rest.
 */
export type BadmintonEvent = {
  eventId: number;
  slug: string;
  days: [string, string];
  categoryIds: number[];
  /** The teams of each category, in order; each team's two players. */
  teams: { id: number; categoryId: number; players: [number, number] }[];
  /** Players of two categories. */
  doubles: number[];
  courts: string[];
};

const categoryKinds = [
  { level: "Beginner", gender: "men" },
  { level: "Intermediate", gender: "women" },
  { level: "Advanced", gender: "mixed" },
  { level: "Beginner", gender: "women" },
  { level: "Intermediate", gender: "men" },
] as const;

const DAY_MS = 24 * 60 * 60_000;
const WIB_MS = 7 * 60 * 60_000;

/**
 * `firstDay` is a "YYYY-MM-DD" on the venue's clock (WIB); the event runs that day and the next. Without `matches`, the groups
 * have no schedule yet; without `courts`, the event has none (staff add them on the plan screen).
 */
export function createBadmintonEvent(
  db: Database.Database,
  { slug, firstDay, matches = true, courts: withCourts = true }: { slug: string; firstDay: string; matches?: boolean; courts?: boolean },
): BadmintonEvent {
  const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
  const one = <T>(sql: string, ...values: unknown[]) => db.prepare(sql).get(...values) as T | undefined;
  const midnight = Date.parse(`${firstDay}T00:00:00Z`) - WIB_MS;
  const days: [string, string] = [firstDay, new Date(Date.parse(`${firstDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)];
  return db
    .transaction((): BadmintonEvent => {
      const eventId = insert(
        "insert into events (slug, name, status, timezone, starts_at, ends_at) values (?, ?, 'published', 'Asia/Jakarta', ?, ?)",
        slug,
        `Badminton ${slug}`,
        midnight + 9 * 60 * 60_000,
        midnight + DAY_MS + 18 * 60 * 60_000,
      );
      const badminton = one<{ id: number }>("select id from game_types where name = 'Badminton'")!.id;
      const categoryIds = categoryKinds.map((kind, i) => {
        const level = one<{ id: number }>("select id from skill_levels where name = ?", kind.level)!.id;
        const gameCategory =
          one<{ id: number }>("select id from game_categories where game_type_id = ? and skill_level_id = ? and gender = ?", badminton, level, kind.gender)?.id ??
          insert("insert into game_categories (game_type_id, skill_level_id, gender) values (?, ?, ?)", badminton, level, kind.gender);
        return insert(
          "insert into event_categories (event_id, game_category_id, format, advance_per_group, sort_order, rest_minutes) values (?, ?, 'groups_knockout', 2, ?, 20)",
          eventId,
          gameCategory,
          i,
        );
      });

      // 90 players: 30 play two categories (6 as a category's first, spread over the others as their second), 60 play one.
      const players = Array.from({ length: 90 }, (_, i) => insert("insert into players (name, gender) values (?, ?)", `${slug} Pemain ${i + 1}`, i % 2 ? "female" : "male"));
      const doubles = players.slice(0, 30);
      const slots = categoryIds.map((): number[] => []);
      doubles.forEach((player, d) => {
        const first = d % 5;
        const second = (first + 1 + (Math.floor(d / 5) % 4)) % 5;
        slots[first]!.push(player);
        slots[second]!.push(player);
      });
      players.slice(30).forEach((player, s) => slots[s % 5]!.push(player));

      const teams: BadmintonEvent["teams"] = [];
      categoryIds.forEach((categoryId, c) => {
        const roster = slots[c]!;
        const ids = Array.from({ length: 12 }, (_, t) => {
          const pair: [number, number] = [roster[t]!, roster[t + 12]!];
          const teamId = insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, categoryId, `${slug} C${c + 1} Pasangan ${t + 1}`);
          pair.forEach((player, p) => insert("insert into team_players (team_id, player_id, event_category_id, captain) values (?, ?, ?, ?)", teamId, player, categoryId, p === 0 ? 1 : 0));
          teams.push({ id: teamId, categoryId, players: pair });
          return teamId;
        });
        const groupNames = ["A", "B", "C", "D"];
        groupNames.forEach((name, g) => {
          const groupId = insert("insert into groups (event_id, event_category_id, name) values (?, ?, ?)", eventId, categoryId, name);
          const members = [ids[g]!, ids[g + 4]!, ids[g + 8]!];
          members.forEach((teamId, position) => insert("insert into group_teams (group_id, team_id, position) values (?, ?, ?)", groupId, teamId, position + 1));
          let number = 0;
          if (!matches) return;
          for (const round of roundRobin(members)) {
            for (const pairing of round.pairings) {
              insert(
                "insert into matches (event_id, event_category_id, group_id, stage, round, code, home_team_id, away_team_id) values (?, ?, ?, 'group', ?, ?, ?, ?)",
                eventId,
                categoryId,
                groupId,
                round.round,
                `${name}-${++number}`,
                pairing.home,
                pairing.away,
              );
            }
          }
        });
        if (!matches) return;
        for (const match of groupBracket(
          groupNames.map((name) => ({ name, advancing: 2 })),
          { thirdPlace: false },
        )) {
          insert(
            "insert into matches (event_id, event_category_id, stage, round, code, home_source, away_source) values (?, ?, ?, ?, ?, ?, ?)",
            eventId,
            categoryId,
            match.stage,
            match.round,
            match.code,
            match.homeSource,
            match.awaySource,
          );
        }
      });

      const courts = withCourts ? Array.from({ length: 6 }, (_, i) => `Court ${i + 1}`) : [];
      courts.forEach((name, i) => {
        const courtId = insert("insert into event_courts (event_id, name, sort_order) values (?, ?, ?)", eventId, name, i + 1);
        for (const day of days) insert("insert into court_hours (court_id, day, opens_at, closes_at) values (?, ?, ?, ?)", courtId, day, 9 * 60, 18 * 60);
      });
      return { eventId, slug, days, categoryIds, teams, doubles, courts };
    })
    .immediate();
}

/** A saved match as the checks read it back from its row. */
export type SavedMatch = {
  id: number;
  code: string;
  categoryId: number;
  stage: string;
  groupName: string | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeSource: string | null;
  awaySource: string | null;
  court: string | null;
  start: number | null;
  /** When it ended, once played. */
  finished: number | null;
  status: string;
};

export function savedMatches(db: Database.Database, eventId: number): SavedMatch[] {
  return db
    .prepare(
      `select m.id, m.code, m.event_category_id as categoryId, m.stage, g.name as groupName, m.home_team_id as homeTeamId, m.away_team_id as awayTeamId,
              m.home_source as homeSource, m.away_source as awaySource, m.court, m.scheduled_at as start, m.finished_at as finished, m.status
       from matches m left join groups g on g.id = m.group_id where m.event_id = ? order by m.id`,
    )
    .all(eventId) as SavedMatch[];
}

/**
 * Every rule a saved plan must keep, checked from the rows alone (not by the
 * planner's checker): no player in two matches at once or with less rest than
 * their categories ask (the longer of the two), no court holding two matches,
 * every match inside its court's hours, and no knockout match before its
 * feeders' expected end (a group's last match for "1A", the match for "W:QF1").
 * Matches are `minutes` long, or end when they ended once played; `rest` is
 * every category's, or each category's by id. Answers what is broken, in
 * words; empty when sound.
 */
export function brokenRules(db: Database.Database, eventId: number, { minutes = 30, rest = 20 }: { minutes?: number; rest?: number | ReadonlyMap<number, number> } = {}): string[] {
  const restOf = (m: SavedMatch) => (typeof rest === "number" ? rest : (rest.get(m.categoryId) ?? 0));
  const rows = savedMatches(db, eventId).filter((m) => m.start !== null && m.court !== null && m.status !== "cancelled");
  const end = (m: SavedMatch) => m.finished ?? m.start! + minutes * 60_000;
  const broken: string[] = [];
  const roster = new Map<number, number[]>();
  for (const row of db.prepare("select tp.team_id as teamId, tp.player_id as playerId from team_players tp join teams t on t.id = tp.team_id where t.event_id = ?").all(eventId) as {
    teamId: number;
    playerId: number;
  }[]) {
    roster.set(row.teamId, [...(roster.get(row.teamId) ?? []), row.playerId]);
  }
  const byPlayer = new Map<number, SavedMatch[]>();
  for (const m of rows) for (const team of [m.homeTeamId, m.awayTeamId]) for (const player of team ? (roster.get(team) ?? []) : []) byPlayer.set(player, [...(byPlayer.get(player) ?? []), m]);
  for (const [player, list] of byPlayer) {
    list.sort((a, b) => a.start! - b.start!);
    for (let i = 1; i < list.length; i++) {
      const gap = (list[i]!.start! - end(list[i - 1]!)) / 60_000;
      if (gap < 0) broken.push(`player ${player} in ${list[i - 1]!.code} and ${list[i]!.code} at once`);
      else if (gap < Math.max(restOf(list[i - 1]!), restOf(list[i]!))) broken.push(`player ${player} rests ${gap} min between ${list[i - 1]!.code} and ${list[i]!.code}`);
    }
  }
  const byCourt = new Map<string, SavedMatch[]>();
  for (const m of rows) byCourt.set(m.court!, [...(byCourt.get(m.court!) ?? []), m]);
  for (const [court, list] of byCourt) {
    list.sort((a, b) => a.start! - b.start!);
    for (let i = 1; i < list.length; i++) if (list[i]!.start! < end(list[i - 1]!)) broken.push(`${court} holds ${list[i - 1]!.code} and ${list[i]!.code} at once`);
  }
  const hours = db.prepare("select c.name, h.day, h.opens_at as opensAt, h.closes_at as closesAt from court_hours h join event_courts c on c.id = h.court_id where c.event_id = ?").all(eventId) as {
    name: string;
    day: string;
    opensAt: number;
    closesAt: number;
  }[];
  for (const m of rows) {
    const local = new Date(m.start! + WIB_MS);
    const day = local.toISOString().slice(0, 10);
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    const open = hours.find((h) => h.name === m.court && h.day === day);
    if (!open || minute < open.opensAt || minute + minutes > open.closesAt) broken.push(`${m.code} on ${m.court} outside its hours`);
  }
  const byCode = new Map(rows.map((m) => [`${m.categoryId}|${m.code}`, m]));
  for (const m of rows.filter((row) => row.stage !== "group")) {
    for (const source of [m.homeSource, m.awaySource]) {
      const previous = /^[WL]:(.+)$/.exec(source ?? "")?.[1];
      const group = /^\d+([A-Z]+)$/.exec(source ?? "")?.[1];
      const feeders = previous ? [byCode.get(`${m.categoryId}|${previous}`)] : rows.filter((r) => r.categoryId === m.categoryId && r.stage === "group" && r.groupName === group);
      for (const feeder of feeders) if (feeder && end(feeder) > m.start!) broken.push(`${m.code} starts before its feeder ${feeder.code} ends`);
    }
  }
  return broken;
}
