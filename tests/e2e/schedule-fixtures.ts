import { DEMO_SLUG, withDatabase } from "./teams-fixtures";

type Gender = "men" | "women" | "mixed";

const genderLabel: Record<Gender, string> = { men: "Putra", women: "Putri", mixed: "Campuran" };

/** The demo event: its id and its days on the venue's clock (WIB). */
export function demoEvent() {
  return withDatabase((db) => {
    const event = db.prepare("select id, starts_at as startsAt, ends_at as endsAt from events where slug = ?").get(DEMO_SLUG) as { id: number; startsAt: number; endsAt: number };
    const day = (ms: number) => new Date(ms + 7 * 60 * 60_000).toISOString().slice(0, 10);
    const days: string[] = [];
    for (let at = Date.parse(`${day(event.startsAt)}T00:00:00Z`); at <= Date.parse(`${day(event.endsAt)}T00:00:00Z`); at += 24 * 60 * 60_000) {
      days.push(new Date(at).toISOString().slice(0, 10));
    }
    return { id: event.id, days };
  });
}

/**
 * A padel category of the demo that no other test uses, with `teams` teams
 * ("<prefix> 1" …, alternately of two clubs, the first two seeded) and, when
 * asked, groups already made. Made once per run, whichever test asks first.
 */
export function demoCategory(options: { level: string; gender: Gender; teams: number; prefix: string; groups?: number[] }) {
  return withDatabase((db) => {
    const eventId = (db.prepare("select id from events where slug = ?").get(DEMO_SLUG) as { id: number }).id;
    const gameCategoryId = (
      db
        .prepare(
          `select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id
           where gt.name = 'Padel' and sl.name = ? and gc.gender = ?`,
        )
        .get(options.level, options.gender) as { id: number }
    ).id;
    const label = `Padel ${genderLabel[options.gender]} ${options.level}`;
    const existing = db.prepare("select id from event_categories where event_id = ? and game_category_id = ?").get(eventId, gameCategoryId) as { id: number } | undefined;
    if (existing) return { eventId, categoryId: existing.id, label };
    const categoryId = Number(
      db
        .prepare("insert into event_categories (event_id, game_category_id, format, advance_per_group, tiebreak_preset, sort_order) values (?, ?, 'groups_knockout', 2, 'padel', 20)")
        .run(eventId, gameCategoryId).lastInsertRowid,
    );
    const teamIds = Array.from({ length: options.teams }, (_, i) =>
      Number(
        db
          .prepare("insert into teams (event_id, event_category_id, name, club, seed, status) values (?, ?, ?, ?, ?, 'confirmed')")
          .run(eventId, categoryId, `${options.prefix} ${i + 1}`, i % 2 === 0 ? "PB Garuda" : "PB Rajawali", i < 2 ? i + 1 : null).lastInsertRowid,
      ),
    );
    let next = 0;
    (options.groups ?? []).forEach((size, g) => {
      const groupId = Number(db.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, ?)").run(eventId, categoryId, String.fromCharCode(65 + g)).lastInsertRowid);
      for (let position = 1; position <= size; position++) {
        db.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, ?)").run(groupId, teamIds[next++], position);
      }
    });
    return { eventId, categoryId, label };
  });
}

/** Another event, not run by the demo manager, with a group and a scheduled match of its own. */
export function otherEventWithSchedule() {
  return withDatabase((db) => {
    const found = db
      .prepare(
        "select e.id as eventId, g.id as groupId, m.id as matchId, ec.id as categoryId from events e join groups g on g.event_id = e.id join matches m on m.group_id = g.id join event_categories ec on ec.id = g.event_category_id where e.slug = 'liga-jadwal'",
      )
      .get() as { eventId: number; groupId: number; matchId: number; categoryId: number } | undefined;
    if (found) return found;
    // Older than the demo, so the demo stays every user's first event.
    const eventId = Number(
      db.prepare("insert into events (slug, name, starts_at, ends_at, status) values ('liga-jadwal', 'Liga Jadwal', ?, ?, 'published')").run(Date.UTC(2020, 0, 4), Date.UTC(2020, 0, 5))
        .lastInsertRowid,
    );
    const gameCategory = db.prepare("select id from game_categories where gender = 'open' limit 1").get() as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory.id).lastInsertRowid);
    const teams = ["Tim Jadwal Rahasia", "Tim Jadwal Lain"].map((name) =>
      Number(db.prepare("insert into teams (event_id, event_category_id, name) values (?, ?, ?)").run(eventId, categoryId, name).lastInsertRowid),
    );
    const groupId = Number(db.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, 'A')").run(eventId, categoryId).lastInsertRowid);
    teams.forEach((teamId, i) => db.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, ?)").run(groupId, teamId, i + 1));
    const matchId = Number(
      db
        .prepare("insert into matches (event_id, event_category_id, group_id, stage, code, home_team_id, away_team_id, court, scheduled_at) values (?, ?, ?, 'group', 'A-1', ?, ?, 'Court Rahasia', ?)")
        .run(eventId, categoryId, groupId, teams[0], teams[1], Date.UTC(2020, 0, 4, 2)).lastInsertRowid,
    );
    return { eventId, groupId, matchId, categoryId };
  });
}
