import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matches, scorerLinks } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { createScorerLink, linkMatchIds, liveScorerLinks, openScorerLink, revokeScorerLink } from "~/models/competition/scorer-link.server";
import { jakartaDay, newCategory, prepareSchedule } from "./schedule-fixtures";
import { now } from "~/clock.server";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
let day: string;
const at = (hour: number) => new Date(`${day}T${String(hour - 7).padStart(2, "0")}:00:00Z`);
let courtMatchIds: number[];

beforeAll(async () => {
  world = await prepareSchedule();
  day = jakartaDay(now());
  const { category, teamIds } = newCategory(world.ligaB.id, { type: "Padel", level: "Beginner", gender: "men" }, { teams: 4, prefix: "Link", format: "knockout" });
  const insert = (code: string, court: string, hour: number) =>
    getDb()
      .insert(matches)
      .values({ eventId: world.ligaB.id, eventCategoryId: category.id, stage: "sf", code, homeTeamId: teamIds[0]!, awayTeamId: teamIds[1]!, court, scheduledAt: at(hour) })
      .returning()
      .get().id;
  // Out of order on purpose: the link lists them by time.
  courtMatchIds = [insert("L3", "Court 3", 15), insert("L1", "Court 3", 9), insert("L2", "Court 3", 11), insert("L9", "Court 4", 10)];
}, 60_000);

describe("scorer links", () => {
  it("covers a court's matches of the day in schedule order, and keeps only the secret's hash", () => {
    const created = createScorerLink(world.ligaB.id, { court: "Court 3", day }, "Court 3 scorer", world.manager.id);
    if (!created.ok) throw new Error(created.error);
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = getDb().select().from(scorerLinks).where(eq(scorerLinks.id, created.link.id)).get()!;
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    const opened = openScorerLink(created.secret);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(linkMatchIds(opened.link)).toEqual([courtMatchIds[1], courtMatchIds[2], courtMatchIds[0]]);
    // It ends at the end of its day in the event's time zone (midnight WIB is 17:00 UTC the day before).
    expect(stored.expiresAt.toISOString()).toBe(`${day}T17:00:00.000Z`);
    expect(openScorerLink(created.secret, new Date(stored.expiresAt.getTime() - 1)).ok).toBe(true);
    expect(openScorerLink(created.secret, stored.expiresAt)).toEqual({ ok: false, refusal: "expired" });
  });

  it("refuses a court without matches that day, and a match of another event", () => {
    expect(createScorerLink(world.ligaB.id, { court: "Court 9", day }, "Court 9 scorer", world.admin.id)).toEqual({ ok: false, error: "noMatches" });
    expect(createScorerLink(world.demo.id, { matchId: courtMatchIds[0]! }, "Wrong", world.admin.id)).toEqual({ ok: false, error: "missing" });
  });

  it("opens nothing for an unknown or malformed secret, and nothing once revoked", () => {
    expect(openScorerLink("x".repeat(43))).toEqual({ ok: false, refusal: "unknown" });
    expect(openScorerLink("../../etc/passwd")).toEqual({ ok: false, refusal: "unknown" });
    const created = createScorerLink(world.ligaB.id, { matchId: courtMatchIds[3]! }, "L9 scorer", world.admin.id);
    if (!created.ok) throw new Error(created.error);
    expect(liveScorerLinks(world.ligaB.id).map((l) => l.name)).toContain("L9 scorer");
    expect(revokeScorerLink(world.demo.id, created.link.id, world.admin.id)).toBe(false);
    expect(revokeScorerLink(world.ligaB.id, created.link.id, world.admin.id)).toBe(true);
    expect(openScorerLink(created.secret)).toEqual({ ok: false, refusal: "revoked" });
    expect(liveScorerLinks(world.ligaB.id).map((l) => l.name)).not.toContain("L9 scorer");
  });
});
