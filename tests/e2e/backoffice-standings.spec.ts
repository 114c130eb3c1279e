import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect as baseExpect, openContext, signIn, test } from "./fixtures";
import { demoEvent } from "./schedule-fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

// Each test signs in and opens several pages; two workers share one server.
test.describe.configure({ timeout: 90_000 });

/**
 * An event of its own with one padel group of four: Klasemen 1 beats 2
 * beats 3 beats 1, all 6-4 6-4, and each of them still plays Klasemen 4.
 * Made once per run; `finishGroup` then has 4 lose its three matches.
 */
function midGroupEvent() {
  return withDatabase((db) => {
    const found = db.prepare("select e.id as eventId, g.id as groupId from events e join groups g on g.event_id = e.id where e.slug = 'liga-klasemen'").get() as
      { eventId: number; groupId: number } | undefined;
    if (found) return found;
    // Older than the demo, so the demo stays every user's first event.
    const eventId = Number(
      db.prepare("insert into events (slug, name, starts_at, ends_at, status) values ('liga-klasemen', 'Liga Klasemen', ?, ?, 'published')").run(Date.UTC(2020, 1, 1), Date.UTC(2020, 1, 2))
        .lastInsertRowid,
    );
    const gameCategory = db.prepare("select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.name = 'Padel' limit 1").get() as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id, tiebreak_preset) values (?, ?, 'padel')").run(eventId, gameCategory.id).lastInsertRowid);
    const teams = [1, 2, 3, 4].map((n) => Number(db.prepare("insert into teams (event_id, event_category_id, name) values (?, ?, ?)").run(eventId, categoryId, `Klasemen ${n}`).lastInsertRowid));
    const groupId = Number(db.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, 'A')").run(eventId, categoryId).lastInsertRowid);
    teams.forEach((teamId, i) => db.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, ?)").run(groupId, teamId, i + 1));
    const pairs: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 0],
      [0, 3],
      [1, 3],
      [2, 3],
    ];
    pairs.forEach(([home, away], i) => {
      const matchId = Number(
        db
          .prepare("insert into matches (event_id, event_category_id, group_id, stage, code, home_team_id, away_team_id, court, scheduled_at) values (?, ?, ?, 'group', ?, ?, ?, 'Court Klasemen', ?)")
          .run(eventId, categoryId, groupId, `A-${i + 1}`, teams[home], teams[away], Date.UTC(2020, 1, 1, 2 + i)).lastInsertRowid,
      );
      if (i < 3) won(db, matchId, teams[home]!);
    });
    return { eventId, groupId };
  });
}

type Db = Parameters<Parameters<typeof withDatabase>[0]>[0];

/** The home side wins 6-4 6-4. */
function won(db: Db, matchId: number, homeTeamId: number) {
  db.prepare("update matches set status = 'finished', winner_team_id = ?, home_score = 2, away_score = 0 where id = ?").run(homeTeamId, matchId);
  for (const setNo of [1, 2]) db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, ?, 6, 4)").run(matchId, setNo);
}

function finishGroup(groupId: number) {
  withDatabase((db) => {
    const open = db.prepare("select id, home_team_id as homeTeamId from matches where group_id = ? and status = 'scheduled'").all(groupId) as { id: number; homeTeamId: number }[];
    for (const match of open) won(db, match.id, match.homeTeamId);
  });
}

const groupArticle = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: /^Grup A/ }) });

test("the staff standings ask for lots only once no result to come can change the tie", async ({ page }) => {
  const { eventId, groupId } = midGroupEvent();
  await signIn(page, "admin", `/match-progress/standings?event=${eventId}`);
  const article = groupArticle(page);
  await expect(article.getByRole("rowheader")).toHaveText(["Klasemen 1", "Klasemen 2", "Klasemen 3", "Klasemen 4"]);
  // Mid-group: the three share first place for now, and nobody is sent to draw lots.
  await expect(article.getByText("Seri sementara", { exact: true })).toHaveCount(3);
  await expect(article.getByText(/^Seri sementara: pertandingan yang belum dimainkan/)).toBeVisible();
  await expect(article.getByText("Seri, perlu undian")).toHaveCount(0);
  await expect(article.getByRole("link", { name: "Catat hasil undian" })).toHaveCount(0);
  // The "for now" badge and its hint are readable in both themes.
  for (const theme of ["light", "dark"] as const) {
    await page.request.post("/preferences", { form: { theme, redirectTo: "/" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const contrast = await new AxeBuilder({ page }).withRules(["color-contrast"]).include("article").analyze();
    expect(
      contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
      theme,
    ).toEqual([]);
  }
  await page.goto(`/edit-group/${groupId}`);
  await expect(page.getByRole("heading", { name: "Klasemen sementara" })).toBeVisible();
  await expect(page.getByText(/^Seri sementara: pertandingan yang belum dimainkan/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Undian untuk posisi yang sama" })).toHaveCount(0);

  // Klasemen 4 loses all three: the circle is final, and only lots can order it.
  finishGroup(groupId);
  await page.goto(`/match-progress/standings?event=${eventId}`);
  await expect(article.getByText("Seri, perlu undian")).toHaveCount(3);
  await expect(article.getByText("Seri sementara", { exact: true })).toHaveCount(0);
  await article.getByRole("link", { name: "Catat hasil undian" }).click();
  await expect(page.getByRole("heading", { name: "Undian untuk posisi yang sama" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Posisi 1" }).getByRole("combobox")).toHaveCount(3);
});

/** Per group table of the page: whether its box scrolls sideways, and how many lines each "±" cell and the "Decided by" column take. */
async function tableLayout(page: Page) {
  return page.evaluate(() => {
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    return [...document.querySelectorAll("article")].map((article) => {
      const headers = [...article.querySelectorAll("thead th")];
      const sign = headers.findIndex((th) => th.textContent?.trim() === "±");
      const decided = headers.at(-1)!;
      const box = article.getBoundingClientRect();
      const cells = [...article.querySelectorAll("tbody tr")].map((row) => row.children);
      return {
        scrolls: article.scrollWidth > article.clientWidth,
        signLines: cells.map((row) => lines(row[sign]!)),
        decidedHeaderLines: lines(decided),
        decidedInside: [decided, ...cells.map((row) => row[row.length - 1]!)].every((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.left >= box.left && rect.right <= box.right;
        }),
      };
    });
  });
}

for (const locale of ["id-ID", "en-US", "de-DE"]) {
  test(`the staff standings fit a 1280 px screen with the sidebar open, and a phone without sideways scrolling (${locale})`, async ({ browser }) => {
    const context = await openContext(browser, { locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, "admin", `/match-progress/standings?event=${demoEvent().id}`);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect.poll(async () => (await page.locator("#sidebar").boundingBox())?.width).toBe(260);
    const wide = await tableLayout(page);
    expect(wide.length).toBeGreaterThan(3);
    for (const table of wide) {
      expect(table).toMatchObject({ scrolls: false, decidedHeaderLines: 1, decidedInside: true });
      expect(new Set(table.signLines)).toEqual(new Set([1]));
    }

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await context.close();
  });
}

/**
 * An event of its own with a futsal group on the football preset: Futsal 2
 * beat Futsal 1, who has the better goal difference; both end on six points.
 */
function futsalEvent() {
  return withDatabase((db) => {
    const found = db.prepare("select id from events where slug = 'liga-futsal-uefa'").get() as { id: number } | undefined;
    if (found) return { eventId: found.id };
    const eventId = Number(
      db.prepare("insert into events (slug, name, starts_at, ends_at, status) values ('liga-futsal-uefa', 'Liga Futsal UEFA', ?, ?, 'published')").run(Date.UTC(2020, 2, 1), Date.UTC(2020, 2, 2))
        .lastInsertRowid,
    );
    const gameCategory = db
      .prepare(
        "select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id where gt.name = 'Futsal' and sl.name = 'Beginner' and gc.gender = 'men'",
      )
      .get() as { id: number };
    const categoryId = Number(
      db.prepare("insert into event_categories (event_id, game_category_id, tiebreak_preset, points_win, points_draw, points_loss) values (?, ?, 'football', 3, 1, 0)").run(eventId, gameCategory.id)
        .lastInsertRowid,
    );
    const teams = [1, 2, 3, 4].map((n) => Number(db.prepare("insert into teams (event_id, event_category_id, name) values (?, ?, ?)").run(eventId, categoryId, `Futsal ${n}`).lastInsertRowid));
    const groupId = Number(db.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, 'A')").run(eventId, categoryId).lastInsertRowid);
    teams.forEach((teamId, i) => db.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, ?)").run(groupId, teamId, i + 1));
    const results: [number, number, number, number][] = [
      [1, 0, 1, 0],
      [0, 2, 5, 0],
      [0, 3, 5, 0],
      [1, 2, 1, 0],
      [3, 1, 1, 0],
      [2, 3, 1, 0],
    ];
    results.forEach(([home, away, homeGoals, awayGoals], i) => {
      db.prepare(
        "insert into matches (event_id, event_category_id, group_id, stage, code, home_team_id, away_team_id, court, scheduled_at, status, winner_team_id, home_score, away_score) values (?, ?, ?, 'group', ?, ?, ?, 'Court Futsal', ?, 'finished', ?, ?, ?)",
      ).run(eventId, categoryId, groupId, `A-${i + 1}`, teams[home], teams[away], Date.UTC(2020, 2, 1, 2 + i), teams[homeGoals > awayGoals ? home : away], homeGoals, awayGoals);
    });
    return { eventId };
  });
}

test("a football category set to the UEFA preset ranks teams level on points by head-to-head", async ({ page }) => {
  const { eventId } = futsalEvent();
  await signIn(page, "admin", `/match-progress/standings?event=${eventId}`);
  const article = groupArticle(page);
  await expect(page.getByText(/^Aturan sepak bola:/)).toBeVisible();
  await expect(article.getByRole("rowheader")).toHaveText(["Futsal 1", "Futsal 2", "Futsal 3", "Futsal 4"]);

  await page.goto(`/edit-event/${eventId}`);
  const preset = page.getByLabel("Aturan tie-break — Futsal Beginner Putra");
  await expect(preset).toHaveValue("football");
  await preset.selectOption({ label: "Sepak bola / futsal: pertemuan langsung dulu (UEFA)" });
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/list-event$/);

  await page.goto(`/match-progress/standings?event=${eventId}`);
  await expect(
    page.getByText("Aturan UEFA: Poin → Poin antar-tim seri → Selisih gim antar-tim seri → Gim/poin/gol dicetak antar-tim seri → Selisih gim/poin → Gim/poin/gol dicetak → Undian"),
  ).toBeVisible();
  await expect(article.getByRole("rowheader")).toHaveText(["Futsal 2", "Futsal 1", "Futsal 3", "Futsal 4"]);
  await expect(article.getByRole("row", { name: /Futsal 2/ })).toContainText("Poin antar-tim seri");
});
