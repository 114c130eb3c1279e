import { and, eq } from "drizzle-orm";
import { eventCategories, events, gameCategories, gameTypes, groups, groupTeams, skillLevels, teams, users, type CategoryGender, type CompetitionFormat } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { eventDays } from "~/models/competition/schedule-time.server";
import { toSessionUser, type SessionUser } from "~/models/accounts/user.server";
import { prepareDatabase } from "~/seed/prepare.server";

/**
 * The demo (run by the demo manager) plus "Liga B", an event the manager does
 * not run. Categories made here are fresh, so what a test draws and schedules
 * is its own.
 */
export async function prepareSchedule() {
  process.env.ADMIN_PASSWORD = "schedule-tests-admin-password";
  process.env.DEMO_PASSWORD = "schedule-tests-manager-password";
  await prepareDatabase();
  const db = getDb();
  const account = (email: string): SessionUser => toSessionUser(db.select().from(users).where(eq(users.email, email)).get()!);
  const demo = db.select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
  const ligaB = db.insert(events).values({ slug: "liga-b", name: "Liga B", startsAt: demo.startsAt, endsAt: demo.endsAt, status: "published" }).returning().get();
  return { admin: account("admin@laga.local"), manager: account("manager@laga.local"), demo, ligaB, days: eventDays(demo) };
}

function gameCategory(type: string, level: string, gender: CategoryGender) {
  return getDb()
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
    .where(and(eq(gameTypes.name, type), eq(skillLevels.name, level), eq(gameCategories.gender, gender)))
    .get()!.id;
}

/** A new category of an event with `teams` teams named "<prefix> 1" …; clubs and seeds as given. */
export function newCategory(
  eventId: number,
  kind: { type: string; level: string; gender: CategoryGender },
  options: { format?: CompetitionFormat; advancePerGroup?: number; thirdPlace?: boolean; teams: number; prefix: string; club?: (i: number) => string | null; seed?: (i: number) => number | null },
) {
  const db = getDb();
  const category = db
    .insert(eventCategories)
    .values({
      eventId,
      gameCategoryId: gameCategory(kind.type, kind.level, kind.gender),
      format: options.format ?? "groups_knockout",
      advancePerGroup: options.advancePerGroup ?? 2,
      thirdPlace: options.thirdPlace ?? false,
      tieBreakPreset: "padel",
      sortOrder: 10,
    })
    .returning()
    .get();
  const teamIds = Array.from(
    { length: options.teams },
    (_, i) =>
      db
        .insert(teams)
        .values({ eventId, eventCategoryId: category.id, name: `${options.prefix} ${i + 1}`, club: options.club?.(i) ?? null, seed: options.seed?.(i) ?? null, status: "confirmed" })
        .returning()
        .get().id,
  );
  return { category, teamIds };
}

/** A group written directly (the group screens have their own tests). */
export function newGroup(eventId: number, eventCategoryId: number, name: string, teamIds: number[]) {
  const db = getDb();
  const group = db.insert(groups).values({ eventId, eventCategoryId, name }).returning().get();
  teamIds.forEach((teamId, i) =>
    db
      .insert(groupTeams)
      .values({ groupId: group.id, teamId, position: i + 1 })
      .run(),
  );
  return group;
}

/** "YYYY-MM-DD" of an instant on the demo's clock (Asia/Jakarta). */
export const jakartaDay = (instant: Date) => localDateKey(instant, "Asia/Jakarta");

/** The parts of a message() ("key?name=value…"). */
export function parseMessage(text: string) {
  const [key, query] = text.split("?", 2) as [string, string | undefined];
  return { key, params: Object.fromEntries(new URLSearchParams(query ?? "")) };
}

/** The 404 a guard throws, or null when it lets the user through. */
export function refusal(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}
