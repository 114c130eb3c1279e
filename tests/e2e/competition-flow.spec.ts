import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, openContext, serverNow, signIn, test, waitForHydration } from "./fixtures";
import { createTestUser } from "./backoffice-support";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A whole competition, from an empty event to a champion, through the screens
 * an event manager uses; a spectator in a second browser context watches the
 * public pages change live. Only the event itself (covered by
 * events-form.spec.ts) is made straight in the database.
 */

const tag = Math.random().toString(36).slice(2, 7);
const slug = `liga-alur-${tag}`;
const eventName = `Liga Alur ${tag}`;
const categoryLabel = "Tennis Putra Intermediate";
/** "Alur <tag> 1" … "Alur <tag> 8": the lower number always wins, so the order is known before a ball is hit. */
const teamName = (n: number) => `Alur ${tag} ${n}`;
const playerName = (n: number) => `Atlet ${tag} ${n}`;
const numberOf = (team: string) => Number(new RegExp(`^Alur ${tag} (\\d)$`).exec(team.trim())?.[1]);

/**
 * A published event running today, one singles category (groups then knockout),
 * run by an event manager of its own (the demo manager's one-event view stays as other tests expect it).
 */
function emptyEvent(managerEmail: string) {
  return withDatabase((db) => {
    const now = serverNow();
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(slug, eventName, now - 60 * 60_000, now + 24 * 60 * 60_000).lastInsertRowid,
    );
    const gameCategory = db
      .prepare(
        `select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id
         where gt.name = 'Tennis' and gt.players_per_side = 1 and sl.name = 'Intermediate' and gc.gender = 'men'`,
      )
      .get() as { id: number };
    const categoryId = Number(
      db.prepare("insert into event_categories (event_id, game_category_id, format, advance_per_group, max_teams) values (?, ?, 'groups_knockout', 2, 8)").run(eventId, gameCategory.id)
        .lastInsertRowid,
    );
    const manager = db.prepare("select id from users where email = ?").get(managerEmail) as { id: number };
    db.prepare("insert into event_managers (user_id, event_id) values (?, ?)").run(manager.id, eventId);
    return { eventId, categoryId };
  });
}

/** A match card's games of one side, set by set, as the public pages show them. */
function setCells(card: Locator, side: 0 | 1) {
  return card.locator(".match-side").nth(side).locator(".match-side-set");
}

/** Opens a match in match progress and saves it finished: the lower-numbered team wins 6-2 6-3. */
async function enterResult(page: Page, href: string) {
  await page.goto(href);
  await waitForHydration(page);
  const heads = page.getByRole("group", { name: "Skor per set" }).getByRole("columnheader");
  await expect(heads).toHaveCount(3);
  const [, home, away] = (await heads.allTextContents()).map((text) => text.trim());
  const homeWins = numberOf(home!) < numberOf(away!);
  const games: [number, number][] = [
    [6, 2],
    [6, 3],
  ];
  for (const [i, [winner, loser]] of games.entries()) {
    await page.getByRole("spinbutton", { name: `Set ${i + 1}, ${home}`, exact: true }).fill(String(homeWins ? winner : loser));
    await page.getByRole("spinbutton", { name: `Set ${i + 1}, ${away}`, exact: true }).fill(String(homeWins ? loser : winner));
  }
  // The status radios are pills: the input itself is visually hidden, so a person taps its label.
  const finished = page.getByRole("radio", { name: "Selesai", exact: true });
  await page.locator("label").filter({ has: finished }).click();
  await expect(finished).toBeChecked();
  const code = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "Simpan skor" }).click();
  await expect(page.getByText(`Skor ${code} tersimpan.`)).toBeVisible();
  return { code, home: home!, away: away!, winner: homeWins ? home! : away! };
}

/** The links of the event's matches still to play in match progress, with what they say. */
async function matchesToPlay(page: Page, eventId: number) {
  await page.goto(`/match-progress/events/${eventId}?view=next`);
  await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  const links = page.locator(`a[href^="/match-progress/matches/"]`);
  return Promise.all((await links.all()).map(async (link) => ({ href: (await link.getAttribute("href"))!, text: (await link.textContent()) ?? "" })));
}

test("an event manager runs a singles category from an empty event to its champion while a spectator watches live", async ({ page, browser, consoleErrors }) => {
  // About seventy page steps through the real UI: on a loaded 2-core machine each can take a few seconds.
  test.setTimeout(420_000);
  const manager = createTestUser("alur");
  const { eventId, categoryId } = emptyEvent(manager.email);
  const scope = `event=${eventId}&category=${categoryId}`;

  // --- Players: two through the form, six from a spreadsheet. ---
  await signIn(page, manager);
  await page.goto("/add-player");
  await expect(page).toHaveURL(/\/add-player$/);
  for (const n of [1, 2]) {
    if (n > 1) await page.getByRole("link", { name: "Tambah Pemain" }).click();
    await expect(page).toHaveURL(/\/add-player$/);
    // The address changes a moment before the form replaces the list (whose sort link is also labelled "Nama"): wait for the field itself.
    await page.getByRole("textbox", { name: "Nama" }).fill(playerName(n));
    await page.getByLabel("Jenis kelamin").selectOption("male");
    await page.getByLabel("Tanggal lahir").fill(`1995-01-0${n}`);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(/\/list-player$/);
    await expect(page.getByText(`${playerName(n)} telah ditambahkan.`)).toBeVisible();
  }
  await page.getByRole("link", { name: "Impor spreadsheet" }).click();
  const rows = [3, 4, 5, 6, 7, 8].map((n) => `${playerName(n)},L,1995-01-0${n},,,,,PB Alur,`);
  await page.getByLabel("Berkas spreadsheet").setInputFiles({
    name: "atlet.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,gender,birth_date,phone,email,city_code,city,club,skill_level\n${rows.join("\n")}\n`),
  });
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByText("atlet.csv: 6 baris")).toBeVisible();
  await page.getByRole("button", { name: "Impor sekarang" }).click();
  await expect(page.getByText("6 pemain telah diimpor.")).toBeVisible();

  // --- Teams: one player each; the two best seeded so they head different groups. ---
  for (let n = 1; n <= 8; n++) {
    await page.goto(`/add-team?event=${eventId}`);
    // The category list follows the event in React state: a choice made before hydration would be reset by it.
    await waitForHydration(page);
    await expect(page.getByLabel("Event")).toHaveValue(String(eventId));
    await page.getByLabel("Kategori").selectOption({ label: categoryLabel });
    await page.getByLabel("Cari pemain").fill(playerName(n));
    await page
      .getByRole("list", { name: "Hasil pencarian" })
      .getByRole("button", { name: new RegExp(`${playerName(n)}\\b`) })
      .click();
    if (n === 1) await expect(page.getByText(`${categoryLabel}: Tepat 1 pemain`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Pemain terpilih" })).toContainText(playerName(n));
    await page.getByLabel("Nama tim").fill(teamName(n));
    if (n <= 2) await page.getByLabel("Unggulan").fill(String(n));
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(new RegExp(`/list-team\\?event=${eventId}$`));
    await expect(page.getByText(`${teamName(n)} telah ditambahkan.`)).toBeVisible();
  }

  // --- The spectator opens the groups page before anything is played, and stays on it. ---
  const spectatorContext = await openContext(browser, { locale: "id-ID", javaScriptEnabled: true });
  const spectator = await spectatorContext.newPage();
  spectator.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`spectator: ${message.text()}`);
  });
  spectator.on("pageerror", (error) => consoleErrors.push(`spectator: ${error.message}`));

  // --- The draw: two groups of four from a draw number. ---
  await page.goto(`/list-group?${scope}`);
  await expect(page.getByRole("heading", { name: `Grup · ${eventName}` })).toBeVisible();
  await expect(page.getByText("8 tim di kategori ini belum masuk grup.")).toBeVisible();
  await page.getByRole("link", { name: "Undian grup" }).first().click();
  await expect(page.getByRole("heading", { name: "Undian Grup" })).toBeVisible();
  await page.getByLabel("Jumlah grup").fill("2");
  await page.getByLabel("Nomor undian").fill("2718");
  await page.getByRole("button", { name: "Lihat hasil undian" }).click();
  await expect(page.getByRole("heading", { name: "Hasil undian nomor 2718" })).toBeVisible();
  const drawn: Record<"A" | "B", number[]> = { A: [], B: [] };
  for (const group of ["A", "B"] as const) {
    const members = page.getByRole("region", { name: `Grup ${group}` }).getByRole("listitem");
    await expect(members).toHaveCount(4);
    drawn[group] = (await members.allTextContents()).map((text) => numberOf(text.replace(/\s*\[unggulan \d+\].*$/, "").replace(/\s*·.*$/, ""))).sort((a, b) => a - b);
  }
  // Seeds head different groups: team 1 is drawn into A, team 2 into B.
  expect(drawn.A[0]).toBe(1);
  expect(drawn.B[0]).toBe(2);
  expect([...drawn.A, ...drawn.B].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await page.getByRole("button", { name: "Simpan undian ini" }).click();
  await expect(page).toHaveURL(new RegExp(`/list-group\\?${scope}$`));
  await expect(page.getByText("2 grup dari undian nomor 2718 tersimpan.")).toBeVisible();

  const stream = spectator.waitForResponse((response) => response.url().includes(`/live-event/stream/${slug}`));
  await spectator.goto(`/live-event/groups/${slug}`);
  await stream;
  await spectator.evaluate(() => Object.assign(window, { lagaSameDocument: true }));
  const table = (group: "A" | "B") => spectator.getByRole("region", { name: new RegExp(`^Klasemen Grup ${group},`) });
  for (const group of ["A", "B"] as const) {
    const body = table(group)
      .getByRole("row")
      .filter({ has: spectator.getByRole("rowheader") });
    await expect(body).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expect(body.nth(i).getByRole("cell").nth(1), "played before any result").toHaveText("0");
  }

  // --- The group schedule: one day, two courts. ---
  await page.goto(`/list-schedule?${scope}`);
  await expect(page.getByRole("heading", { name: `Jadwal · ${eventName}` })).toBeVisible();
  await page.getByRole("link", { name: "Buat jadwal grup" }).first().click();
  await expect(page.getByRole("heading", { name: "Buat Jadwal Grup" })).toBeVisible();
  const days = page.locator('input[name="days"]');
  for (let i = 1; i < (await days.count()); i++) await days.nth(i).uncheck();
  await page.getByLabel("Jam mulai").fill("08:00");
  await page.getByLabel("Jam selesai").fill("18:00");
  await page.getByLabel("Lama satu pertandingan (menit)").fill("45");
  await page.getByLabel("Lapangan", { exact: true }).fill("Lapangan Alur 1, Lapangan Alur 2");
  await page.getByLabel("Istirahat minimal (slot)").fill("1");
  await page.getByRole("button", { name: "Lihat pratinjau" }).click();
  await expect(page.getByRole("heading", { name: "Pratinjau jadwal" })).toBeVisible();
  await expect(page.getByText("12 pertandingan.", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Simpan 12 pertandingan" }).click();
  await expect(page).toHaveURL(new RegExp(`/list-schedule\\?${scope}$`));
  await expect(page.getByText("12 pertandingan grup dijadwalkan.")).toBeVisible();

  // --- Every group match gets its result in match progress. ---
  const groupMatches = await matchesToPlay(page, eventId);
  expect(groupMatches).toHaveLength(12);
  const saved: Awaited<ReturnType<typeof enterResult>>[] = [];
  for (const match of groupMatches.slice(0, -1)) saved.push(await enterResult(page, match.href));

  // The spectator's page has followed eleven results without a reload: the last match's two teams have played two.
  const played = spectator.locator("table.standings tbody tr > td:nth-of-type(2)");
  const playedCounts = async () =>
    (await played.allTextContents())
      .map((text) => text.trim())
      .sort()
      .join(",");
  await expect.poll(playedCounts, { timeout: 10_000 }).toBe("2,2,3,3,3,3,3,3");
  // It notes when the last result shows, so the delay is measured in the browser, not by the polling of expect().
  await spectator.evaluate(() => {
    const observer = new MutationObserver(() => {
      const cells = [...document.querySelectorAll("table.standings tbody tr > td:nth-of-type(2)")];
      if (cells.length !== 8 || cells.some((cell) => cell.textContent?.trim() !== "3")) return;
      Object.assign(window, { lagaChangedAt: Date.now() });
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  saved.push(await enterResult(page, groupMatches.at(-1)!.href));
  const confirmedAt = serverNow();
  expect(new Set(saved.map((match) => match.code)).size).toBe(12);
  await expect.poll(playedCounts, { timeout: 10_000 }).toBe("3,3,3,3,3,3,3,3");
  const marks = await spectator.evaluate(() => {
    const marks = window as unknown as { lagaSameDocument?: boolean; lagaChangedAt?: number };
    return { lagaSameDocument: marks.lagaSameDocument, lagaChangedAt: marks.lagaChangedAt };
  });
  expect(marks.lagaSameDocument, "no reload").toBe(true);
  test.info().annotations.push({ type: "live update", description: `${marks.lagaChangedAt! - confirmedAt} ms after the save was confirmed` });
  expect(marks.lagaChangedAt! - confirmedAt, "milliseconds from the saved last result to the spectator's standings").toBeLessThan(2_000);

  // Every team has played three; the spectator sees the points in the order made above, the top two through.
  for (const group of ["A", "B"] as const) {
    const body = table(group)
      .getByRole("row")
      .filter({ has: spectator.getByRole("rowheader") });
    for (const [place, n] of drawn[group].entries()) {
      const row = body.nth(place);
      await expect(row.getByRole("rowheader")).toContainText(teamName(n));
      await expect(row.getByRole("cell").nth(1), `${teamName(n)} played`).toHaveText("3");
      await expect(row.getByRole("cell").last(), `${teamName(n)} points`).toHaveText(String(3 - place));
      if (place < 2) await expect(row.getByRole("rowheader")).toContainText("Lolos");
      else await expect(row.getByRole("rowheader")).not.toContainText("Lolos");
    }
  }
  expect(await spectator.evaluate(() => (window as unknown as { lagaSameDocument?: boolean }).lagaSameDocument), "still no reload").toBe(true);

  // The results page lists a finished match with its set score.
  const last = saved.at(-1)!;
  await spectator.goto(`/live-event/results/${slug}`);
  await expect(spectator.getByRole("heading", { name: "Hasil terbaru" })).toBeVisible();
  const card = spectator.locator(".match-card").filter({ hasText: last.home }).filter({ hasText: last.away });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Selesai");
  const winnerSide = last.winner === last.home ? 0 : 1;
  await expect(setCells(card, winnerSide)).toHaveText(["6", "6"]);
  await expect(setCells(card, winnerSide === 0 ? 1 : 0)).toHaveText(["2", "3"]);

  // --- The staff's standings: the order made above, the qualifying places marked. ---
  await page.goto(`/match-progress/standings?event=${eventId}`);
  for (const group of ["A", "B"] as const) {
    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(`^Grup ${group}`) }) });
    await expect(article.getByRole("heading", { name: new RegExp(`^Grup ${group}`) })).toContainText("Selesai");
    const body = article.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(body.getByRole("rowheader")).toHaveText(drawn[group].map(teamName));
    for (let place = 0; place < 4; place++) {
      await expect(body.nth(place).getByRole("cell").first()).toHaveText(String(place + 1));
      if (place < 2) await expect(body.nth(place)).toHaveClass(/bg-success/);
      else await expect(body.nth(place)).not.toHaveClass(/bg-success/);
    }
  }

  // --- The knockout bracket: 1A–2B and 1B–2A, filled at once from the finished groups. ---
  const [a1, a2] = drawn.A.map(teamName);
  const [b1, b2] = drawn.B.map(teamName);
  await page.goto(`/list-schedule/knockout?${scope}`);
  await expect(page.getByRole("heading", { name: "Bagan Babak Gugur" })).toBeVisible();
  const codeRow = (scopeOf: Page | Locator, code: string) => scopeOf.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
  await expect(codeRow(page, "SF1")).toContainText("Juara Grup A");
  await page.getByLabel("Atur otomatis", { exact: true }).check();
  await page.getByLabel("Jam mulai").fill("13:00");
  await page.getByLabel("Lama satu pertandingan (menit)").fill("60");
  await page.getByLabel("Lapangan", { exact: true }).fill("Lapangan Alur 1, Lapangan Alur 2");
  await page.getByRole("button", { name: "Lihat pratinjau" }).click();
  await expect(page.getByRole("heading", { name: "Pratinjau bagan" })).toBeVisible();
  await page.getByRole("button", { name: "Simpan bagan (3 pertandingan)" }).click();
  await expect(page.getByText(/Bagan dengan 3 pertandingan tersimpan/)).toBeVisible();
  const scheduleRow = (code: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: code, exact: true }) });
  await expect(scheduleRow("SF1")).toContainText(a1!);
  await expect(scheduleRow("SF1")).toContainText(b2!);
  await expect(scheduleRow("SF2")).toContainText(b1!);
  await expect(scheduleRow("SF2")).toContainText(a2!);

  // Both semi-finals, then the final holds their winners; the final crowns team 1.
  const waiting = await matchesToPlay(page, eventId);
  expect(waiting).toHaveLength(3);
  // The final waits for the semi-finals' winners: it names no team yet.
  const semis = waiting.filter((match) => match.text.includes(`Alur ${tag} `));
  expect(semis.map((match) => /SF\d/.exec(match.text)?.[0])).toEqual(["SF1", "SF2"]);
  const waitingFinal = waiting.find((match) => !semis.includes(match))!;
  expect(waitingFinal.text).toContain("Pemenang SF1");
  expect(waitingFinal.text).toContain("Pemenang SF2");
  const semiWinners = [];
  for (const semi of semis) semiWinners.push((await enterResult(page, semi.href)).winner);
  expect(semiWinners.sort()).toEqual([teamName(1), teamName(2)]);
  const finals = await matchesToPlay(page, eventId);
  expect(finals).toHaveLength(1);
  expect(finals[0]!.text).toContain(teamName(1));
  expect(finals[0]!.text).toContain(teamName(2));
  const final = await enterResult(page, finals[0]!.href);
  expect(final.code).toBe("F");
  expect(final.winner).toBe(teamName(1));

  // --- The public groups page names the champion in the bracket's final. ---
  await spectator.goto(`/live-event/groups/${slug}`);
  const bracket = spectator.getByRole("region", { name: "Babak gugur" });
  const finalRound = bracket.getByRole("listitem").filter({ has: spectator.getByRole("heading", { name: "Final", exact: true }) });
  const finalCard = finalRound.locator(".match-card");
  await expect(finalCard).toContainText("Selesai");
  await expect(finalCard.locator(".match-side").filter({ hasText: "(Pemenang)" })).toContainText(teamName(1));
  await spectatorContext.close();
});
