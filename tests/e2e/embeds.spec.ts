import Database from "better-sqlite3";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { e2eDatabaseFile } from "../../playwright.config";
import { expect, serverNow, signIn, test } from "./fixtures";

/**
 * A club's own site, at another origin, frames the embed staff copied from the
 * event's page in the back office: the groups show there and follow a change
 * live, while a normal page of the portal refuses to be framed.
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

test("a club's site frames the groups embed copied from the back office and sees it live; a normal page refuses the frame", async ({ page, consoleErrors }) => {
  await signIn(page, "manager");
  await page.goto("/match-progress");
  await page
    .getByRole("link", { name: /Martabaks Vol\. 2/ })
    .first()
    .click();
  await page.getByText("Sematkan di situs Anda").click();
  const snippet = await page.getByLabel("Grup & klasemen").inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/localhost:\d+\/embed\/martabaks-vol-2\/groups"/);
  const normalPage = new URL("/live-event/groups/martabaks-vol-2", page.url()).toString();

  // The club's site: another origin on this machine (a page of a public address may not frame a local one in Chromium).
  const clubPage = `<!doctype html><html lang="id"><title>Klub Padel</title><body style="background:#fde68a">
    ${snippet.replace('src="', 'id="embed" src="').replace('/groups"', '/groups?transparent=1"')}
    <iframe id="normal" title="Halaman biasa" src="${normalPage}"></iframe></body></html>`;
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
