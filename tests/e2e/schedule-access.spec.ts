import { expect as baseExpect, signIn, test } from "./fixtures";
import { otherEventWithSchedule } from "./schedule-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

test("an event manager gets 404 for another event's groups and schedule, pages, data and posts alike", async ({ page, consoleErrors, baseURL }) => {
  test.setTimeout(90_000);
  const other = otherEventWithSchedule();
  await signIn(page, "manager", "/list-schedule");
  await expect(page.getByRole("heading", { name: /^Jadwal · / })).toBeVisible();
  // The other event is not among the manager's choices.
  await expect(page.getByRole("option", { name: "Liga Jadwal" })).toHaveCount(0);

  for (const path of [
    `/list-group?event=${other.eventId}`,
    `/list-group/draw?event=${other.eventId}`,
    `/add-group?event=${other.eventId}`,
    `/edit-group/${other.groupId}`,
    `/list-schedule?event=${other.eventId}`,
    `/list-schedule?category=${other.categoryId}`,
    `/list-schedule/generate?event=${other.eventId}`,
    `/list-schedule/knockout?event=${other.eventId}`,
    `/list-schedule/match/${other.matchId}`,
    `/list-schedule/print?event=${other.eventId}`,
    `/export/group?event=${other.eventId}&format=csv`,
    `/export/schedule?event=${other.eventId}&format=csv`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  for (const path of [`/edit-group/${other.groupId}.data`, `/list-schedule/match/${other.matchId}.data`]) {
    const data = await page.request.get(path);
    expect(data.status(), path).toBe(404);
    expect(await data.text()).not.toContain("Tim Jadwal Rahasia");
  }

  // Writes answer 404 as well, and change nothing.
  const origin = { Origin: baseURL! };
  const posts: [string, Record<string, string>][] = [
    [`/edit-group/${other.groupId}`, { intent: "remove" }],
    ["/list-group", { intent: "remove", id: String(other.groupId) }],
    ["/list-schedule", { intent: "removeSchedule", id: String(other.groupId) }],
    [`/list-schedule/match/${other.matchId}`, { intent: "cancel", version: "1" }],
    [`/list-schedule/match/${other.matchId}`, { intent: "move", version: "1", day: "2020-01-04", time: "10:00", court: "Dibajak", matchMinutes: "60" }],
    [`/list-schedule/generate?event=${other.eventId}`, { intent: "save", days: "2020-01-04", start: "08:00", end: "18:00", matchMinutes: "60", courts: "X", minRestSlots: "0" }],
  ];
  for (const [path, form] of posts) {
    const response = await page.request.post(path, { headers: origin, form });
    expect(response.status(), path).toBe(404);
  }
  consoleErrors.splice(0);

  // An admin runs every event, so the same match opens for them.
  await page.context().clearCookies();
  await signIn(page, "admin", `/list-schedule/match/${other.matchId}`);
  await expect(page.getByRole("heading", { name: "A-1" })).toBeVisible();
  await expect(page.getByText("Tim Jadwal Rahasia").first()).toBeVisible();
});
