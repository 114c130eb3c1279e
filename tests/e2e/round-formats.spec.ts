import { expect as baseExpect, openPage, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A published event of its own with an Americano of 12 players played to 24 points. */
function americanoEvent() {
  const tag = Math.random().toString(36).slice(2, 8);
  return withDatabase((db) => {
    const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
    const slug = `americano-${tag}`;
    const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Americano Minggu ${tag}`, serverNow(), serverNow() + 86_400_000);
    const padel = (db.prepare("select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.name = 'Padel' order by gc.id limit 1").get() as { id: number }).id;
    const categoryId = insert("insert into event_categories (event_id, game_category_id, format, format_settings) values (?, ?, 'americano', ?)", eventId, padel, JSON.stringify({ total: 24 }));
    const players = Array.from({ length: 12 }, (_, i) => `Pemain ${String.fromCharCode(65 + i)} ${tag}`);
    for (const name of players) insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, categoryId, name);
    return { slug, eventId, categoryId, players };
  });
}

/** Staff type round 1's first match: 15-9 to its home pair. */
function playFirstMatch(categoryId: number) {
  withDatabase((db) => {
    const match = db.prepare("select id from matches where event_category_id = ? and code = 'R1-1'").get(categoryId) as { id: number };
    db.prepare("update matches set status = 'finished', home_score = 15, away_score = 9 where id = ?").run(match.id);
    db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, 1, 15, 9)").run(match.id);
  });
}

test("staff make an Americano of 12 from its preview, and spectators read its leaderboard on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const americano = americanoEvent();
  await signIn(page, "admin", `/list-schedule/rounds?event=${americano.eventId}&category=${americano.categoryId}`);
  await expect(page.getByRole("heading", { name: "Buat jadwal" })).toBeVisible();
  await page.getByLabel("Nomor undian").fill("2026");
  await page.getByRole("button", { name: "Pratinjau", exact: true }).click();
  const preview = page.getByRole("region", { name: /Pratinjau: belum ada yang disimpan/ });
  await expect(preview).toBeVisible();
  // 12 players on 3 courts: 11 rounds, everyone on court in each.
  await expect(preview.getByRole("article")).toHaveCount(11);
  await expect(preview.getByRole("article").first().getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Simpan babak-babak ini" }).click();
  await expect(page.getByText("Tersimpan: babak 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Babak yang sudah dibuat" })).toBeVisible();
  // Every round is made: no second schedule is offered.
  await expect(page.getByText("Semua 11 babak sudah dibuat.")).toBeVisible();

  playFirstMatch(americano.categoryId);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/live-event/groups/${americano.slug}`);
  const board = page.getByRole("region", { name: /Klasemen pemain/ });
  await expect(board.getByRole("row")).toHaveCount(13);
  // The winning pair of round 1 leads with 15 points, level with each other.
  await expect(board.getByRole("row").nth(1)).toContainText("15");
  await expect(board.getByRole("row").nth(1)).toContainText("Sama di semua aturan");
  await expect(page.getByRole("heading", { name: "Babak 11" })).toBeVisible();
  // The page fits the phone: nothing scrolls sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

/**
 * The walk of a new organiser, on phones: an event with an Americano of 12 and
 * a Swiss of 10 made on the event form, its rounds made on the rounds page and
 * planned by the event plan, an Americano match scored point by point on its
 * scorer link, a Swiss of two rounds (round 2 by score, no rematch), and
 * spectators watching the leaderboard and the standings move.
 */
test("a new organiser runs an Americano of 12 and a Swiss of 10 on phones, scored by a link and watched on the leaderboard", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const tag = Math.random().toString(36).slice(2, 8);
  const day = new Date(serverNow() + 20 * 86_400_000).toISOString().slice(0, 10);
  const padel = withDatabase((db) => {
    const of = (level: string) =>
      db
        .prepare(
          "select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id where gt.name = 'Padel' and sl.name = ? and gc.gender = 'mixed'",
        )
        .pluck()
        .get(level) as number;
    return { americano: of("Beginner"), swiss: of("Intermediate") };
  });
  const noSideways = () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // The event form: two padel categories, one an Americano and one a Swiss; groups' own fields hide for them.
  await signIn(page, "admin", "/add-event");
  await page.getByLabel("Nama event").fill(`Padel Minggu ${tag}`);
  await page.getByLabel("Tanggal mulai").fill(day);
  await page.getByLabel("Jam mulai").fill("08:00");
  await page.getByLabel("Tanggal selesai").fill(day);
  await page.getByLabel("Jam selesai").fill("22:00");
  const row = (id: number) => page.getByRole("listitem").filter({ has: page.locator(`input[name$=".gameCategoryId"][value="${id}"]`) });
  for (const [id, format] of [
    [padel.americano, "americano"],
    [padel.swiss, "swiss"],
  ] as const) {
    await row(id).getByRole("checkbox").first().check();
    await row(id)
      .getByLabel(/^Format/)
      .selectOption(format);
    await expect(row(id).getByLabel(/^Lolos per grup/)).toBeHidden();
    await expect(row(id).getByLabel(/^Aturan tie-break/)).toBeHidden();
  }
  await page.getByLabel("Status").selectOption("published");
  await noSideways();
  await page.getByRole("button", { name: "Simpan" }).last().click();
  await expect(page).toHaveURL(/\/list-event/);

  // The entrants (12 players alone, 10 pairs) and three courts open all day.
  const event = withDatabase((db) => {
    const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
    const eventId = db.prepare("select id from events where name = ?").pluck().get(`Padel Minggu ${tag}`) as number;
    const categoryOf = (gameCategoryId: number) => db.prepare("select id from event_categories where event_id = ? and game_category_id = ?").pluck().get(eventId, gameCategoryId) as number;
    const americano = categoryOf(padel.americano);
    const swiss = categoryOf(padel.swiss);
    const players = Array.from({ length: 12 }, (_, i) => `Pemain ${String.fromCharCode(65 + i)} ${tag}`);
    players.forEach((name, i) => {
      const playerId = insert("insert into players (name, gender) values (?, ?)", name, i % 2 ? "female" : "male");
      const teamId = insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, americano, name);
      insert("insert into team_players (team_id, player_id, event_category_id, captain) values (?, ?, ?, 1)", teamId, playerId, americano);
    });
    for (let i = 1; i <= 10; i++) insert("insert into teams (event_id, event_category_id, name, seed, status) values (?, ?, ?, ?, 'confirmed')", eventId, swiss, `Pasangan ${i} ${tag}`, i);
    for (let c = 1; c <= 3; c++) {
      const courtId = insert("insert into event_courts (event_id, name, sort_order) values (?, ?, ?)", eventId, `Lapangan ${c}`, c);
      insert("insert into court_hours (court_id, day, opens_at, closes_at) values (?, ?, ?, ?)", courtId, day, 8 * 60, 22 * 60);
    }
    db.prepare("update event_categories set match_minutes = 20, rest_minutes = 0 where id = ?").run(americano);
    return { eventId, americano, swiss, slug: db.prepare("select slug from events where id = ?").pluck().get(eventId) as string };
  });

  // The Americano's whole schedule, from its preview.
  await page.goto(`/list-schedule?event=${event.eventId}&category=${event.americano}`);
  await expect(page.getByText("Kategori ini dimainkan per babak: buat babaknya di halaman babak")).toBeVisible();
  await page.getByRole("link", { name: "Babak", exact: true }).click();
  await page.getByLabel("Nomor undian").fill("2026");
  await page.getByRole("button", { name: "Pratinjau", exact: true }).click();
  await page.getByRole("button", { name: "Simpan babak-babak ini" }).click();
  await expect(page.getByText("Tersimpan: babak 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.")).toBeVisible();
  await noSideways();

  // The event plan places the Americano's 33 matches, its preview naming each pair by its players.
  await page.goto(`/plan-event?event=${event.eventId}`);
  await page.getByRole("checkbox", { name: /Padel .*Intermediate|Padel .*Menengah/ }).uncheck();
  await page.getByRole("button", { name: "Tampilkan rencana" }).click();
  await expect(page).toHaveURL(/&preview=/);
  const first = withDatabase((db) => {
    const side = (which: string) =>
      db
        .prepare(
          "select group_concat(name, ' / ') from (select t.name from matches m join match_sides s on s.match_id = m.id and s.side = ? join teams t on t.id = s.team_id where m.event_category_id = ? and m.code = 'R1-1' order by s.id)",
        )
        .pluck()
        .get(which, event.americano) as string;
    return { home: side("home"), away: side("away") };
  });
  await expect(page.getByText(first.home).first()).toBeVisible();
  await page.getByRole("button", { name: "Simpan rencana ini" }).click();
  await expect(page.getByText("Rencana disimpan: 33 pertandingan berubah.")).toBeVisible();

  // A scorer link for R1-1, opened on a phone with no account, scored point by point to 21.
  const spectator = await openPage(browser, { viewport: { width: 360, height: 740 } });
  await spectator.goto(`/live-event/groups/${event.slug}`);
  const board = spectator.getByRole("region", { name: /Klasemen pemain/ });
  await expect(board.getByRole("row")).toHaveCount(13);
  await expect(board.getByRole("row").nth(1)).toContainText("0");

  await page.goto(`/list-schedule/rounds?event=${event.eventId}&category=${event.americano}`);
  await page.getByRole("link", { name: "Hasil R1-1" }).click();
  await page.getByRole("button", { name: "Buat tautan pencatat skor untuk pertandingan ini" }).click();
  const link = await page.locator("#created-link-url").inputValue();
  const scorer = await openPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
  await scorer.goto(new URL(link).pathname);
  await scorer.getByRole("button", { name: new RegExp(`^Mulai: ${first.home}`) }).tap();
  const home = scorer.getByRole("button", { name: `Poin untuk ${first.home}` });
  const away = scorer.getByRole("button", { name: /^Poin untuk / }).nth(1);
  for (let n = 0; n < 13; n++) await home.tap();
  // The venue's TV board shows the live pair match with both players of each side, and its score.
  const tv = await openPage(browser, { viewport: { width: 1280, height: 720 } });
  await tv.goto(`/live-event/tv/${event.slug}`);
  const court = tv.locator(".tv-court-live").filter({ hasText: first.home });
  for (const name of [...first.home.split(" / "), ...first.away.split(" / ")]) await expect(court).toContainText(name);
  await expect(court).toContainText("13");
  await tv.close();
  for (let n = 0; n < 8; n++) await away.tap();
  await expect(scorer.getByText(`Pertandingan selesai: ${first.home} menang.`)).toBeVisible();
  await scorer.close();

  // The spectator's leaderboard: the winning pair on top with 13 points each.
  await spectator.reload();
  await expect(board.getByRole("row").nth(1)).toContainText("13");
  await expect(board.getByRole("row").nth(2)).toContainText("13");
  for (const name of first.home.split(" / ")) await expect(board.getByRole("row").filter({ hasText: name })).toContainText("13");

  // The Swiss of 10: round 1 top half against bottom half, results typed, round 2 by score without a rematch.
  await page.goto(`/list-schedule/rounds?event=${event.eventId}&category=${event.swiss}`);
  await page.getByRole("button", { name: "Pratinjau", exact: true }).click();
  await page.getByRole("button", { name: "Simpan babak ini" }).click();
  await expect(page.getByText("Tersimpan: babak 1.")).toBeVisible();
  const round1 = withDatabase(
    (db) =>
      db.prepare("select id, home_team_id as home, away_team_id as away from matches where event_category_id = ? and round = 1 order by code").all(event.swiss) as {
        id: number;
        home: number;
        away: number;
      }[],
  );
  expect(round1).toHaveLength(5);
  // Staff type round 1: the home team wins 6-2 6-3 (on a phone, the match's result page).
  for (const match of round1) {
    await page.goto(`/match-progress/matches/${match.id}`);
    await page.getByLabel("Selesai", { exact: true }).check({ force: true });
    await page
      .getByLabel(/^Set 1, .*Pasangan/)
      .first()
      .fill("6");
    await page
      .getByLabel(/^Set 1, .*Pasangan/)
      .nth(1)
      .fill("2");
    await page
      .getByLabel(/^Set 2, .*Pasangan/)
      .first()
      .fill("6");
    await page
      .getByLabel(/^Set 2, .*Pasangan/)
      .nth(1)
      .fill("3");
    await page.getByRole("button", { name: "Simpan skor" }).click();
    await expect(page.getByText(/^Skor R1-\d tersimpan\.$/)).toBeVisible();
  }
  await page.goto(`/list-schedule/rounds?event=${event.eventId}&category=${event.swiss}`);
  await page.getByRole("button", { name: "Pratinjau", exact: true }).click();
  await page.getByRole("button", { name: "Simpan babak ini" }).click();
  await expect(page.getByText("Tersimpan: babak 2.")).toBeVisible();
  const round2 = withDatabase(
    (db) => db.prepare("select home_team_id as home, away_team_id as away from matches where event_category_id = ? and round = 2").all(event.swiss) as { home: number; away: number }[],
  );
  const winners = new Set(round1.map((m) => m.home));
  const met = new Set(round1.map((m) => [m.home, m.away].sort().join("-")));
  // Winners meet winners, losers meet losers (one pair across the odd score groups of five), and no two teams meet again.
  expect(round2.filter((m) => winners.has(m.home) !== winners.has(m.away)).length).toBeLessThanOrEqual(1);
  for (const m of round2) expect(met.has([m.home, m.away].sort().join("-"))).toBe(false);
  // A correction of round 1 now says it changes the standings, not round 2's pairing.
  await page.goto(`/match-progress/matches/${round1[0]!.id}`);
  await expect(page.getByText("Koreksi hasil babak sebelumnya langsung mengubah klasemen")).toBeVisible();

  // Spectators see the Swiss standings: the five winners on 1 point above the five others.
  await spectator.goto(`/live-event/groups/${event.slug}`);
  const swiss = spectator.getByRole("region", { name: /Sistem Swiss/ });
  const standings = swiss.getByRole("region", { name: /^Klasemen ·/ });
  await expect(standings.getByRole("row")).toHaveCount(11);
  for (let r = 1; r <= 5; r++) await expect(standings.getByRole("row").nth(r).getByRole("cell").nth(1)).toHaveText("1");
  await expect(swiss.getByRole("article", { name: "Babak 2" })).toBeVisible();
  // Two categories' rounds on one page: every id is its own (each round's heading had the same id in both).
  expect(await spectator.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id).filter((id, i, all) => all.indexOf(id) !== i))).toEqual([]);
  await expect.poll(() => spectator.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await spectator.close();
});
