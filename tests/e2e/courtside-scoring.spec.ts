import { createHash, randomBytes } from "node:crypto";
import { expect as baseExpect, openContext, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

const tag = Math.random().toString(36).slice(2, 7);
const court = `Lapangan ${tag}`;

/** A published event running today with one match of the sport on a court of its own (men's beginners), so the points scored here touch nothing else. */
let events = 0;
function matchToday(sport: "Padel" | "Badminton" | "Futsal" = "Padel") {
  const slug = `lapangan-${tag}-${++events}`;
  return withDatabase((db) => {
    const now = serverNow();
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(slug, `Lapangan ${tag} ${events}`, now - 60 * 60_000, now + 24 * 60 * 60_000).lastInsertRowid,
    );
    const gameCategory = db
      .prepare(
        `select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id
         where gt.name = ? and sl.name = 'Beginner' and gc.gender = 'men'`,
      )
      .get(sport) as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory.id).lastInsertRowid);
    const team = (name: string) => Number(db.prepare("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')").run(eventId, categoryId, name).lastInsertRowid);
    const home = team(`Elang ${tag}`);
    const away = team(`Rajawali ${tag}`);
    const groupId = Number(db.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, 'A')").run(eventId, categoryId).lastInsertRowid);
    db.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, 1), (?, ?, 2)").run(groupId, home, groupId, away);
    db.prepare("insert into matches (event_id, event_category_id, group_id, code, home_team_id, away_team_id, court, scheduled_at) values (?, ?, ?, 'A1', ?, ?, ?, ?)").run(
      eventId,
      categoryId,
      groupId,
      home,
      away,
      court,
      now,
    );
    const matchId = Number((db.prepare("select id from matches where event_id = ?").get(eventId) as { id: number }).id);
    return { eventId, matchId, slug, home };
  });
}

/** A scorer link for one match, made straight in the database (the staff's screen is the first test's): its page's path. */
function scorerLinkFor(eventId: number, matchId: number) {
  const secret = randomBytes(32).toString("base64url");
  withDatabase((db) => {
    const adminId = db.prepare("select id from users where role = 'admin' order by id limit 1").pluck().get() as number;
    db.prepare("insert into scorer_links (event_id, name, match_id, secret_hash, created_by, expires_at) values (?, ?, ?, ?, ?, ?)").run(
      eventId,
      `Pencatat ${tag}`,
      matchId,
      createHash("sha256").update(secret).digest("hex"),
      adminId,
      serverNow() + 24 * 60 * 60_000,
    );
  });
  return { path: `/score/${secret}`, secret };
}

/**
 * A padel match of its own, its scorer link, and a phone at the court that has started it: without the page's offline copy,
 * whose worker would send the taps past the test's routes.
 */
async function phoneOnNewMatch(browser: import("@playwright/test").Browser) {
  const { eventId, matchId } = matchToday();
  const link = scorerLinkFor(eventId, matchId);
  const phone = await openContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
  const scorer = await phone.newPage();
  await scorer.goto(link.path);
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await scorer.getByRole("button", { name: `Mulai: Elang ${tag} servis` }).click();
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await expect(scorer.getByRole("button", { name: `Poin untuk Elang ${tag}` })).toBeVisible();
  return { phone, scorer, matchId, link };
}

test("staff hand a court's scorer link to a phone without an account, which scores a padel game to its golden point, undoes and is refused once revoked", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { eventId, matchId, slug, home: homeTeam } = matchToday();
  await signIn(page, "admin", `/match-progress/events/${eventId}`);
  await page.getByRole("link", { name: "Tautan pencatat skor" }).click();
  const today = await page.getByLabel("Lapangan dan hari").locator("option", { hasText: court }).getAttribute("value");
  await page.getByLabel("Lapangan dan hari").selectOption(today!);
  await page.getByRole("button", { name: "Buat tautan" }).click();
  await expect(page.getByRole("img", { name: `Kode QR Pencatat ${court}` })).toBeVisible();
  const link = await page.getByLabel("Tautan", { exact: true }).inputValue();
  expect(link).toMatch(/\/score\/[A-Za-z0-9_-]{43}$/);

  const phone = await openContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const scorer = await phone.newPage();
  await scorer.goto(link);
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await scorer.getByRole("button", { name: `Mulai: Elang ${tag} servis` }).click();
  const home = scorer.getByRole("button", { name: `Poin untuk Elang ${tag}` });
  const away = scorer.getByRole("button", { name: `Poin untuk Rajawali ${tag}` });
  const board = scorer.locator(".scorer-board");
  await home.click();
  await expect(board).toContainText("15");

  // A spectator who follows the home team watches the match page: each point arrives over the event stream and is put in place,
  // in the page and in the followed team's bar above it, without fetching either again.
  const spectator = await openContext(browser, { viewport: { width: 360, height: 740 } });
  const watching = await spectator.newPage();
  await watching.goto(`/live-event/teams-detail/${slug}/${homeTeam}`);
  await watching.locator(`[data-follow="${homeTeam}"]`).click();
  const matchPage = `/live-event/match-detail/${slug}/${matchId}`;
  await watching.goto(matchPage);
  const pinned = watching.locator("#followed-team");
  await expect(watching.locator(`#content [data-score="${matchId}:home-point"]`)).toHaveText("15");
  await expect(pinned.locator(`[data-score="${matchId}:home-point"]`)).toHaveText("15");
  const refetched: string[] = [];
  watching.on("request", (request) => {
    if (request.url().includes(matchPage) || request.url().includes("/live-event/following/")) refetched.push(request.url());
  });
  for (const pad of [home, home, away, away, away]) {
    await pad.click();
    await expect(pad).toBeEnabled();
  }
  await expect(board).toContainText("40");
  await expect(watching.locator(`#content [data-score="${matchId}:home-point"]`)).toHaveText("40");
  await expect(watching.locator(`#content [data-score="${matchId}:away-point"]`)).toHaveText("40");
  await expect(pinned.locator(`[data-score="${matchId}:home-point"]`)).toHaveText("40");
  await expect(pinned.locator(`[data-score="${matchId}:away-point"]`)).toHaveText("40");
  await expect(watching.locator(`#content [data-serve="${matchId}:home"]`)).toBeVisible();
  await expect(pinned.locator(`[data-serve="${matchId}:home"]`)).toBeVisible();
  expect(refetched).toEqual([]);
  await spectator.close();
  await expect(board).toContainText(`Game point Elang ${tag}`);
  await expect(board).toContainText(`Game point Rajawali ${tag}`);
  await away.click();
  await expect(scorer.locator(".scorer-board-row").nth(1)).toContainText("1");
  await scorer.getByRole("button", { name: "Batalkan poin terakhir" }).click();
  await expect(board).toContainText(`Game point Elang ${tag}`);
  expect(await scorer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/match-progress/events/${eventId}/scorer-links`);
  await page.getByRole("button", { name: `Cabut Pencatat ${court}` }).click();
  await expect(page.getByText("Tidak ada tautan pencatat skor yang aktif.")).toBeVisible();
  await scorer.reload();
  await expect(scorer.getByText("Panitia telah mencabut tautan pencatat skor ini.")).toBeVisible();
  await phone.close();
});

test("a phone keeps scoring through a Wi-Fi drop: ten points wait on the phone, are sent in order when it is back, and count once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { matchId, slug } = matchToday();
  await signIn(page, "admin", `/match-progress/matches/${matchId}`);
  await page.getByRole("button", { name: "Buat tautan pencatat skor untuk pertandingan ini" }).click();
  const link = await page.getByLabel("Tautan", { exact: true }).inputValue();

  const phone = await openContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const scorer = await phone.newPage();
  await scorer.goto(link);
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await scorer.getByRole("button", { name: `Mulai: Elang ${tag} servis` }).click();
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  const home = scorer.getByRole("button", { name: `Poin untuk Elang ${tag}` });
  const away = scorer.getByRole("button", { name: `Poin untuk Rajawali ${tag}` });
  const board = scorer.locator(".scorer-board");
  await home.click();
  await expect(scorer.locator(".scorer-sync")).toHaveText("");
  // The page has made its offline copy: its worker controls it and holds the page and its assets.
  await scorer.waitForFunction(async () => navigator.serviceWorker.controller !== null && (await (await caches.open("laga-scorer-v1")).keys()).length > 2);

  await phone.setOffline(true);
  // Ten points offline, from 15-0: two games to Elang, then 30-15 in the third.
  for (const pad of [home, home, home, home, home, home, home, home, away, home]) await pad.click();
  await expect(board).toContainText("30");
  await expect(scorer.locator(".scorer-sync")).toContainText(/^Luring — 10 poin menunggu dikirim\. Dicoba lagi pukul \d\d.\d\d.\d\d/);
  // Opened again without a network, from the home screen or a reload: the page and its waiting points are still there.
  await scorer.reload();
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await expect(board).toContainText("30");
  await expect(scorer.locator(".scorer-sync")).toContainText("Luring — 10 poin menunggu dikirim");
  await phone.setOffline(false);
  await expect(scorer.locator(".scorer-sync")).toHaveText("", { timeout: 30_000 });
  const stored = await page.request.get(`/live-event/match-detail/${slug}/${matchId}`);
  const html = await stored.text();
  expect(html).toContain(`data-score="${matchId}:home-set-1">2<`);
  expect(html).toContain(`data-score="${matchId}:home-point">30<`);
  expect(html).toContain(`data-score="${matchId}:away-point">15<`);

  // The correction form shows the score on screen, 2-0 in games, and follows the points scored while it is open.
  await scorer.getByText("Koreksi skor").click();
  const homeGames = scorer.getByLabel(`Set 1 · Elang ${tag}`);
  await expect(homeGames).toHaveValue("2");
  await expect(scorer.getByLabel(`Set 1 · Rajawali ${tag}`)).toHaveValue("0");
  await home.click();
  await home.click();
  await expect(homeGames).toHaveValue("3");
  await phone.close();
});

test("a phone scores a whole badminton match rally by rally, and runs a futsal match's clock through both halves", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const badminton = matchToday("Badminton");
  const futsal = matchToday("Futsal");
  const linkFor = async (matchId: number) => {
    await page.goto(`/match-progress/matches/${matchId}`);
    await page.getByRole("button", { name: "Buat tautan pencatat skor untuk pertandingan ini" }).click();
    return page.getByLabel("Tautan", { exact: true }).inputValue();
  };
  await signIn(page, "admin", `/match-progress/matches/${badminton.matchId}`);
  const badmintonLink = await linkFor(badminton.matchId);
  const futsalLink = await linkFor(futsal.matchId);

  const phone = await openContext(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const scorer = await phone.newPage();
  await scorer.goto(badmintonLink);
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await scorer.getByRole("button", { name: `Mulai: Rajawali ${tag} servis` }).click();
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  const home = scorer.getByRole("button", { name: `Poin untuk Elang ${tag}` });
  const away = scorer.getByRole("button", { name: `Poin untuk Rajawali ${tag}` });
  const board = scorer.locator(".scorer-board");
  const rows = scorer.locator(".scorer-board-row");
  const tap = async (pad: typeof home, times: number) => {
    for (let i = 0; i < times; i++) await pad.click();
  };
  // Before the first rally the board reads 0-0, not blank.
  await expect(rows.nth(0).locator(".scorer-board-sets")).toHaveText("0");
  await expect(rows.nth(1).locator(".scorer-board-sets")).toHaveText("0");
  // The rally's winner serves; the leader reaching 11 calls the interval.
  await tap(away, 1);
  await tap(home, 11);
  await expect(board).toContainText("Jeda");
  await expect(rows.nth(0).locator(".scorer-serve")).toHaveText("●");
  // 20-20, then won by two at 22-20: the game, and the break between games.
  await tap(away, 19);
  await tap(home, 9);
  await expect(rows.nth(1).locator(".scorer-board-sets")).toHaveText("20");
  await expect(board).not.toContainText("Game point");
  await tap(home, 1);
  await expect(board).toContainText(`Game point Elang ${tag}`);
  await tap(home, 1);
  await expect(board).toContainText("Pindah sisi atau jeda");
  await expect(rows.nth(0).locator(".scorer-board-sets")).toHaveText("22");
  await tap(away, 15);
  await tap(home, 20);
  await expect(board).toContainText(`Match point Elang ${tag}`);
  await tap(home, 1);
  await expect(scorer.getByText(`Pertandingan selesai: Elang ${tag} menang.`)).toBeVisible();
  // Once every tap is sent, the page's own header says what spectators see: the match is over, no longer live.
  await expect(scorer.locator(".scorer-header .match-status")).toHaveText("Selesai", { timeout: 30_000 });
  const schedule = await (await page.request.get(`/live-event/match-detail/${badminton.slug}/${badminton.matchId}`)).text();
  expect(schedule).toContain(`data-score="${badminton.matchId}:home-set-1">22<`);
  expect(schedule).toContain(`data-score="${badminton.matchId}:away-set-2">15<`);
  expect(schedule).toContain("Selesai");

  await scorer.goto(futsalLink);
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  await scorer.getByRole("button", { name: "Mulai pertandingan" }).click();
  await expect(scorer.locator("main.scorer[data-js=true]")).toBeAttached();
  const clock = scorer.getByRole("region", { name: "Jam pertandingan" });
  await expect(clock).toContainText("Jam belum berjalan");
  await clock.getByRole("button", { name: "Mulai babak 1" }).click();
  await expect(clock.getByRole("timer")).toHaveText(/^00:0[1-9]$/);
  await scorer.getByRole("button", { name: `Gol untuk Rajawali ${tag}` }).click();
  await clock.getByRole("button", { name: "Hentikan jam" }).click();
  await expect(clock).toContainText("Dihentikan");
  await clock.getByRole("button", { name: "Peluit turun minum" }).click();
  await expect(clock).toContainText("Turun minum");
  await expect(scorer.locator(".scorer-sync")).toHaveText("", { timeout: 30_000 });

  // A spectator's page shows the half and the clock, and follows the second half's kick-off without a reload.
  const spectator = await openContext(browser, { viewport: { width: 360, height: 740 } });
  const watching = await spectator.newPage();
  await watching.goto(`/live-event/match-detail/${futsal.slug}/${futsal.matchId}`);
  await expect(watching.locator(".match-clock").first()).toHaveText("Turun minum");
  await clock.getByRole("button", { name: "Mulai babak 2" }).click();
  await expect(watching.locator(".match-clock").first()).toContainText("Babak 2");
  await expect(watching.locator("[data-clock-since]").first()).toHaveText(/^00:0\d$/);
  await spectator.close();

  await scorer.getByText("Akhiri pertandingan dengan cara lain").click();
  await scorer.getByRole("button", { name: "Peluit akhir: selesaikan dengan skor ini" }).click();
  await expect(scorer.getByText("Pertandingan ini tidak sedang berlangsung: poin tidak dapat dicatat.")).toBeVisible();
  expect(await scorer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();
});

test("a phone that cannot send backs off, says why and when it tries next, and sends at once when it is back online", async ({ browser }) => {
  test.setTimeout(90_000);
  const { phone, scorer, matchId } = await phoneOnNewMatch(browser);
  const sync = scorer.locator(".scorer-sync");
  let sends = 0;
  await scorer.route("**/entries", (route) => {
    sends++;
    return route.abort("connectionrefused");
  });
  await scorer.getByRole("button", { name: `Poin untuk Elang ${tag}` }).click();
  await expect(sync).toContainText(/^Server tidak menjawab — 1 poin menunggu dikirim\. Dicoba lagi pukul \d\d.\d\d.\d\d/);
  // A few seconds of a server away: tries at about 0, 1 and 3 s, not hundreds a second.
  await scorer.waitForTimeout(6_000);
  expect(sends).toBeGreaterThanOrEqual(2);
  expect(sends).toBeLessThanOrEqual(5);

  // A full disk answers 507: the scorer is told.
  await scorer.unroute("**/entries");
  await scorer.route("**/entries", (route) => {
    sends++;
    return route.fulfill({ status: 507, contentType: "application/json", body: "{}" });
  });
  await scorer.getByRole("button", { name: "Kirim sekarang" }).click();
  await expect(sync).toContainText("Penyimpanan server penuh — 1 poin menunggu dikirim");
  // The next try is seconds away, but a page shown again (the scorer back from another app) tries at once.
  const beforeShown = sends;
  await scorer.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(() => sends, { timeout: 3_000 }).toBe(beforeShown + 1);

  // Offline, then back: the next try is many seconds away, but the browser's online event sends at once.
  await scorer.unroute("**/entries");
  await phone.setOffline(true);
  await scorer.getByRole("button", { name: "Kirim sekarang" }).click();
  await expect(sync).toContainText("Luring — 1 poin menunggu dikirim");
  await phone.setOffline(false);
  await expect(sync).toHaveText("", { timeout: 5_000 });
  expect(withDatabase((db) => db.prepare("select count(*) from match_points where match_id = ? and kind = 'point'").pluck().get(matchId))).toBe(1);
  await phone.close();
});

test("a queue longer than one send goes out in pieces the server takes, in order, none lost or doubled", async ({ browser }) => {
  test.setTimeout(120_000);
  const { phone, scorer, matchId, link } = await phoneOnNewMatch(browser);
  const start = withDatabase((db) => db.prepare("select client_id from match_points where match_id = ? and kind = 'baseline'").pluck().get(matchId) as string);
  // 350 points of a padel match with a golden point, still live: two sets to 7-6 (tie-breaks of 22-20), and 6-6 and 7-7 in the third.
  type Side = "home" | "away";
  const other = (side: Side): Side => (side === "home" ? "away" : "home");
  const game = (winner: Side): Side[] => [winner, other(winner), winner, other(winner), winner, other(winner), winner];
  const sixAll = Array.from({ length: 12 }, (_, i) => game(i % 2 === 0 ? "home" : "away")).flat();
  const tieBreak = (winner: Side, pairs: number): Side[] => Array.from({ length: pairs * 2 }, (_, i): Side => (i % 2 === 0 ? winner : other(winner)));
  const sides = [...sixAll, ...tieBreak("home", 20), "home", "home", ...sixAll, ...tieBreak("away", 20), "away", "away", ...sixAll, ...tieBreak("home", 7)] as Side[];
  expect(sides).toHaveLength(350);
  const at = serverNow();
  const taps = sides.map((side, i) => ({
    kind: "point",
    clientId: `long-${tag}-${String(i).padStart(4, "0")}`,
    side,
    at: at + i,
    after: i === 0 ? start : `long-${tag}-${String(i - 1).padStart(4, "0")}`,
  }));
  // The phone held these through a long Wi-Fi drop: they are in its storage when the page opens again.
  await scorer.evaluate(([key, queue]) => localStorage.setItem(key, JSON.stringify({ queue, server: null })), [`laga-scorer:${link.secret}:${matchId}`, taps] as const);
  const pieces: { first: string; length: number }[] = [];
  scorer.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/entries")) return;
    const piece = JSON.parse(new URLSearchParams(request.postData() ?? "").get("entries") ?? "[]") as { clientId: string }[];
    pieces.push({ first: piece[0]!.clientId, length: piece.length });
  });
  // The sync line is empty before the page has read its storage too: wait for the sends and every point stored, then for the line.
  const sending = scorer.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/entries"), { timeout: 60_000 });
  await scorer.reload();
  await sending;
  const storedPoints = () => withDatabase((db) => db.prepare("select count(*) from match_points where match_id = ? and kind = 'point'").pluck().get(matchId));
  await expect.poll(storedPoints, { timeout: 60_000 }).toBe(350);
  await expect(scorer.locator(".scorer-sync")).toHaveText("", { timeout: 60_000 });
  // 300, then the 50 after them (a piece that took too long on a busy server may be sent again: it counts once).
  expect(pieces.every((piece) => piece.length <= 300)).toBe(true);
  expect(pieces[0]).toEqual({ first: taps[0]!.clientId, length: 300 });
  expect(pieces.at(-1)).toEqual({ first: taps[300]!.clientId, length: 50 });
  const stored = withDatabase((db) => db.prepare("select client_id from match_points where match_id = ? and kind = 'point' order by id").pluck().all(matchId));
  expect(stored).toEqual(taps.map((t) => t.clientId));
  const sets = withDatabase((db) => db.prepare("select home || '-' || away from match_sets where match_id = ? order by set_no").pluck().all(matchId));
  expect(sets).toEqual(["7-6", "6-7", "6-6"]);
  await expect(scorer.locator(".scorer-board")).toContainText("Tie-break");
  await phone.close();
});
