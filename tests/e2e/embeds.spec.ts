import Database from "better-sqlite3";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { e2eDatabaseFile } from "../../playwright.config";
import { expect, serverNow, signIn, test } from "./fixtures";

/**
 * A club's own site, at another origin, frames the embed staff copied from the
 * event's page in the back office: the groups show there and follow a change
 * live, the snippet's script sizes the frame to its content, a frame of 344 px
 * shows every column, while a normal page of the portal refuses to be framed.
 */

/** Renames a team of the demo event and raises the event's version, as a write from another process would. */
function renameTeam(id: number, name: string) {
  const db = new Database(e2eDatabaseFile);
  db.pragma("busy_timeout = 5000");
  db.transaction(() => {
    db.prepare("update teams set name = ? where id = ?").run(name, id);
    db.prepare("update events set version = version + 1, updated_at = ? where id = (select event_id from teams where id = ?)").run(serverNow(), id);
  })();
  db.close();
}

function lastGroupTeam(): { id: number; name: string } {
  const db = new Database(e2eDatabaseFile, { readonly: true });
  const team = db
    .prepare("select t.id, t.name from teams t join group_teams g on g.team_id = t.id join events e on e.id = t.event_id where e.slug = 'martabaks-vol-2' order by t.id desc limit 1")
    .get() as { id: number; name: string };
  db.close();
  return team;
}

test("a club's site frames the groups embed copied from the back office, sized to its content, and sees it live; a normal page refuses the frame", async ({ page, consoleErrors }) => {
  await signIn(page, "manager");
  await page.goto("/match-progress");
  await page
    .getByRole("link", { name: /Martabaks Vol\. 2/ })
    .first()
    .click();
  await page.getByText("Sematkan di situs Anda").click();
  const snippet = await page.getByLabel("Grup & klasemen").inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/localhost:\d+\/embed\/martabaks-vol-2\/groups"[^>]* height="720"/);
  expect(snippet).toMatch(/<script src="http:\/\/localhost:\d+\/embed\.js" async><\/script>$/);
  const normalPage = new URL("/live-event/groups/martabaks-vol-2", page.url()).toString();
  const narrowEmbed = new URL("/embed/martabaks-vol-2/groups?lng=de", page.url()).toString();

  // The club's site: another origin on this machine (a page of a public address may not frame a local one in Chromium).
  const clubPage = `<!doctype html><html lang="id"><title>Klub Padel</title><body style="background:#fde68a">
    ${snippet.replace('src="', 'id="embed" src="').replace('/groups"', '/groups?transparent=1"')}
    <iframe id="normal" title="Halaman biasa" src="${normalPage}"></iframe>
    <iframe id="narrow" title="Grup, sempit" src="${narrowEmbed}" style="width:344px;border:0" height="400"></iframe></body></html>`;
  const clubSite = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(clubPage));
  await new Promise<void>((resolve) => clubSite.listen(0, "127.0.0.1", resolve));
  const team = lastGroupTeam();
  try {
    await page.goto(`http://127.0.0.1:${(clubSite.address() as AddressInfo).port}/`);
    const embed = page.frameLocator("#embed");
    await expect(embed.getByRole("table").first()).toBeVisible();
    await expect(
      embed
        .getByRole("cell", { name: team.name })
        .or(embed.getByRole("rowheader", { name: team.name }))
        .first(),
    ).toBeVisible();
    // The club's colour shows through the transparent embed.
    expect(await embed.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe("rgba(0, 0, 0, 0)");

    // The snippet's script gives the frame its content's height: the whole page, no scroll bar inside the frame.
    const contentHeight = () => embed.locator(".live-embed").evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
    const frameHeight = () => page.locator("#embed").evaluate((frame) => Math.round(frame.getBoundingClientRect().height));
    await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
    expect(await frameHeight()).toBeGreaterThan(720);
    // Only a message of the expected shape, with a sane height, from the embed's frame is taken: none of these.
    await page.evaluate(() => {
      const taken: string[] = ((window as unknown as { taken: string[] }).taken = []);
      const watch = (frame: HTMLIFrameElement) => new MutationObserver(() => taken.push(frame.style.height)).observe(frame, { attributes: true, attributeFilter: ["style"] });
      watch(document.querySelector<HTMLIFrameElement>("#embed")!);
      // A frame of the club's own origin sends the right message: it is not Laga's.
      const other = document.createElement("iframe");
      other.title = "Iklan";
      watch(other);
      other.srcdoc = `<script>parent.postMessage({ type: "laga:embed-height", height: 150 }, "*")</${"script"}>`;
      document.body.append(other);
      window.postMessage({ type: "laga:embed-height", height: 120 }, "*");
    });
    const embedFrame = page.frames().find((frame) => frame.url().includes("/embed/martabaks-vol-2/groups?transparent=1"))!;
    await embedFrame.evaluate(() => {
      for (const message of [
        { type: "laga:embed-height", height: "130" },
        { type: "other", height: 140 },
        { type: "laga:embed-height", height: 1e9 },
        { type: "laga:embed-height", height: -5 },
        "laga:embed-height",
        null,
      ]) {
        window.parent.postMessage(message, "*");
      }
    });
    await page.waitForTimeout(300);
    const taken = await page.evaluate(() => (window as unknown as { taken: string[] }).taken);
    for (const forged of ["120px", "130px", "140px", "150px", "1000000000px", "-5px", "0px"]) expect(taken).not.toContain(forged);

    // At 344 px every group table fits its card, the points column included (in German, whose headings are the longest).
    const narrow = page.frameLocator("#narrow");
    await expect(narrow.getByRole("table").first()).toBeVisible();
    const fits = await narrow.locator("table.standings").evaluateAll((tables) =>
      tables.map((table) => {
        const scroll = table.parentElement!;
        const points = table.querySelector("thead th:last-child")!.getBoundingClientRect();
        return scroll.scrollWidth <= scroll.clientWidth && points.right <= scroll.getBoundingClientRect().right;
      }),
    );
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.every(Boolean)).toBe(true);

    const renamed = `${team.name} Live`;
    renameTeam(team.id, renamed);
    await expect(embed.getByText(renamed).first()).toBeVisible({ timeout: 10_000 });

    // The normal page is refused: its frame holds no page of the portal.
    await expect.poll(() => consoleErrors.findIndex((message) => message.includes("frame-ancestors 'none'"))).toBeGreaterThanOrEqual(0);
    expect(await page.frameLocator("#normal").getByRole("table").count()).toBe(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((message) => !message.includes("frame-ancestors 'none'")));
  } finally {
    renameTeam(team.id, team.name);
    clubSite.closeAllConnections();
    await new Promise((resolve) => clubSite.close(resolve));
  }
});
