import { and, eq } from "drizzle-orm";
import { eventCategories, events, gameCategories, gameTypes, skillLevels, users, type CategoryGender, type PlayerGender } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { createPlayer } from "~/models/people/player.server";
import { toSessionUser, type SessionUser } from "~/models/accounts/user.server";
import { prepareDatabase } from "~/seed/prepare.server";
import { now as clockNow } from "~/clock.server";

/**
 * The demo (event A, run by the demo manager) plus "Liga B", an event the
 * manager does not run, with a category for each kind of roster rule.
 */
export async function prepareLeague() {
  process.env.ADMIN_PASSWORD = "teams-tests-admin-password";
  process.env.DEMO_PASSWORD = "teams-tests-manager-password";
  await prepareDatabase();
  const db = getDb();
  const account = (email: string): SessionUser => toSessionUser(db.select().from(users).where(eq(users.email, email)).get()!);
  const demo = db.select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
  const now = clockNow();
  const ligaB = db.insert(events).values({ slug: "liga-b", name: "Liga B", startsAt: now, endsAt: now, status: "published" }).returning().get();

  const gameCategory = (type: string, level: string, gender: CategoryGender) =>
    db
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
      .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
      .where(and(eq(gameTypes.name, type), eq(skillLevels.name, level), eq(gameCategories.gender, gender)))
      .get()!.id;
  const category = (type: string, level: string, gender: CategoryGender, maxTeams: number | null, sortOrder: number) =>
    db
      .insert(eventCategories)
      .values({ eventId: ligaB.id, gameCategoryId: gameCategory(type, level, gender), maxTeams, sortOrder })
      .returning()
      .get().id;

  const categories = {
    padelMen: category("Padel", "Beginner", "men", 2, 1),
    padelWomen: category("Padel", "Intermediate", "women", null, 2),
    padelMixed: category("Padel", "Advanced", "mixed", null, 3),
    tennisMen: category("Tennis", "Intermediate", "men", null, 4),
    futsalOpen: category("Futsal", "Intermediate", "open", null, 5),
  };
  return { admin: account("admin@laga.local"), manager: account("manager@laga.local"), demo, ligaB, categories };
}

let births = 0;

/** A new player; birth dates differ so no two are duplicates. */
export function newPlayer(name: string, gender: PlayerGender, actorId: number, extra: Partial<{ club: string; email: string; phone: string }> = {}) {
  births += 1;
  const birthDate = `${1960 + Math.floor(births / 28)}-01-${String((births % 28) + 1).padStart(2, "0")}`;
  const result = createPlayer({ name, gender, birthDate, phone: extra.phone ?? null, email: extra.email ?? null, cityId: null, club: extra.club ?? null, skillLevelId: null }, null, actorId, false);
  if (!result.ok) throw new Error(`setup: ${name}`);
  return result.player;
}
