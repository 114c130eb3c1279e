import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { serverNow } from "./http";

/** An event the demo manager does not run, with its own manager, written into the test server's database. */
export type SecondEvent = {
  eventId: number;
  slug: string;
  categoryId: number;
  teamIds: [number, number];
  playerId: number;
  groupId: number;
  matchId: number;
  manager: { id: number; email: string; password: string };
};

/**
 * Writes "event B" next to the demo event: a published event with a category,
 * two singles teams with a player each (a futsal category when `scoring` is goals), a
 * group and a scheduled match, run by a manager of its own. `tag` keeps slugs and e-mails apart between test files sharing the server.
 */
export function createSecondEvent(tag: string, { scoring = "sets" }: { scoring?: "sets" | "goals" } = {}): SecondEvent {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const password = `second-manager-${tag}-password`;
  const passwordHash = bcrypt.hashSync(password, 10);
  try {
    return db
      .transaction((): SecondEvent => {
        const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
        const slug = `liga-${tag}`;
        const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Liga ${tag}`, serverNow(), serverNow() + 86_400_000);
        // Men's tennis singles: one male player makes a complete roster. A goals game: futsal, with its match clock.
        const gameCategoryId = (
          db
            .prepare(
              scoring === "sets"
                ? "select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.players_per_side = 1 and gt.scoring = 'sets' and gc.gender in ('men', 'open') order by gc.id limit 1"
                : "select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.scoring = 'goals' and gt.half_minutes is not null and gc.gender in ('men', 'open') order by gc.id limit 1",
            )
            .get() as { id: number }
        ).id;
        const categoryId = insert("insert into event_categories (event_id, game_category_id) values (?, ?)", eventId, gameCategoryId);
        const teamIds = [1, 2].map((n) => insert("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", eventId, categoryId, `Tim ${tag} ${n}`)) as [number, number];
        const playerIds = teamIds.map((teamId, n) => {
          const playerId = insert("insert into players (name, gender) values (?, 'male')", `Pemain ${tag} ${n + 1}`);
          insert("insert into team_players (team_id, player_id, event_category_id) values (?, ?, ?)", teamId, playerId, categoryId);
          return playerId;
        });
        const groupId = insert("insert into groups (event_id, event_category_id, name) values (?, ?, 'A')", eventId, categoryId);
        teamIds.forEach((teamId, n) => insert("insert into group_teams (group_id, team_id, position) values (?, ?, ?)", groupId, teamId, n + 1));
        const matchId = insert(
          "insert into matches (event_id, event_category_id, group_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, ?, 'A1', ?, ?, 'Court 1', ?, 'scheduled')",
          eventId,
          categoryId,
          groupId,
          teamIds[0],
          teamIds[1],
          serverNow(),
        );
        const email = `manager-${tag}@laga.local`;
        const managerId = insert("insert into users (name, email, password_hash, role) values (?, ?, ?, 'event')", `Manager ${tag}`, email, passwordHash);
        insert("insert into event_managers (user_id, event_id) values (?, ?)", managerId, eventId);
        return { eventId, slug, categoryId, teamIds, playerId: playerIds[0]!, groupId, matchId, manager: { id: managerId, email, password } };
      })
      .immediate();
  } finally {
    db.close();
  }
}
