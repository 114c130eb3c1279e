import { expect as fixtureExpect, signIn, test } from "./fixtures";
import { otherEventWithTeam } from "./teams-fixtures";

/** The test server shares two cores with other test runs: a page after a write may take more than the default 5 s. */
const expect = fixtureExpect.configure({ timeout: 15_000 });

test("an event manager sees only the demo's teams and gets 404 for another event's team", async ({ page, consoleErrors, baseURL }) => {
  const other = otherEventWithTeam();
  await signIn(page, "manager", "/list-team");
  await expect(page).toHaveURL(/\/list-team$/);
  await expect(page.getByRole("heading", { name: "Tim · Martabaks Vol. 2" })).toBeVisible();
  // The other event is not among the manager's events (other tests may give the manager more), and its team is nowhere.
  await expect(page.getByRole("option", { name: "Liga Lain" })).toHaveCount(0);
  await page.getByLabel("Cari di daftar ini").fill("Tim Rahasia Lain");
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();

  expect((await page.goto(`/edit-team/${other.teamId}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
  for (const path of [`/list-team?event=${other.eventId}`, `/add-team?event=${other.eventId}`, `/export/team?event=${other.eventId}&format=csv`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  const data = await page.request.get(`/edit-team/${other.teamId}.data`);
  expect(data.status()).toBe(404);
  expect(await data.text()).not.toContain("Tim Rahasia Lain");

  // Writes answer 404 as well, and change nothing.
  const origin = { Origin: baseURL! };
  const edit = await page.request.post(`/edit-team/${other.teamId}`, {
    headers: origin,
    form: { eventId: String(other.eventId), eventCategoryId: "1", name: "Dibajak", status: "withdrawn" },
  });
  expect(edit.status()).toBe(404);
  const remove = await page.request.post("/list-team", { headers: origin, form: { intent: "remove", id: String(other.teamId) } });
  expect(remove.status()).toBe(404);
  const add = await page.request.post("/add-team", { headers: origin, form: { eventId: String(other.eventId), eventCategoryId: "1", status: "registered" } });
  expect(add.status()).toBe(404);
  consoleErrors.splice(0);

  // An admin runs every event, so the same team opens for them.
  await page.context().clearCookies();
  await signIn(page, "admin", `/edit-team/${other.teamId}`);
  await expect(page.getByLabel("Nama tim")).toHaveValue("Tim Rahasia Lain");
});
