import { and, count, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { eventCategories, gameCategories, gameTypes, genders, skillLevels, type CategoryGender } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { changedFields, recordAudit } from "../audit.server";
import { countDependents, type DeleteRefusal } from "../dependents.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { lockedForActor, MASTER_IN_USE } from "./master-use.server";

export type GameCategoryInput = { gameTypeId: number; skillLevelId: number; gender: CategoryGender; name: string | null };

export type GameCategoryRefusal = { ok: false; field: "gameTypeId" | "skillLevelId" | "gender" | null; error: string };

export const gameCategoryListSpec = {
  sorts: ["gameType", "skillLevel", "gender", "name"] as const,
  defaultSort: "gameType" as const,
  filters: ["gameType", "skillLevel", "gender"] as const,
};

type GameCategoryListParams = ListParams<(typeof gameCategoryListSpec.sorts)[number], (typeof gameCategoryListSpec.filters)[number]>;

export type GameCategoryRow = {
  id: number;
  name: string | null;
  gender: CategoryGender;
  gameType: { id: number; name: string };
  skillLevel: { id: number; name: string; color: string };
};

const rowColumns = {
  id: gameCategories.id,
  name: gameCategories.name,
  gender: gameCategories.gender,
  gameType: { id: gameTypes.id, name: gameTypes.name },
  skillLevel: { id: skillLevels.id, name: skillLevels.name, color: skillLevels.color },
};

/** What the category column shows: the display name, or the game type and level it is made of. */
const shownName = sql`coalesce(${gameCategories.name}, ${gameTypes.name} || ' ' || ${skillLevels.name})`;

/** Each sort, then the game type, the level in its order and the gender to settle ties. */
const sortColumns = {
  gameType: [gameTypes.name, skillLevels.sortOrder, gameCategories.gender],
  skillLevel: [skillLevels.sortOrder, gameTypes.name, gameCategories.gender],
  gender: [gameCategories.gender, gameTypes.name, skillLevels.sortOrder],
  name: [shownName, gameCategories.gender],
};

function idFilter(value: string | undefined) {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : value ? -1 : null;
}

function whereOf(params: GameCategoryListParams): SQL | undefined {
  const gameType = idFilter(params.filters.gameType);
  const skillLevel = idFilter(params.filters.skillLevel);
  const gender = params.filters.gender;
  return and(
    params.q ? or(contains(gameCategories.name, params.q), contains(gameTypes.name, params.q), contains(skillLevels.name, params.q)) : undefined,
    gameType !== null ? eq(gameCategories.gameTypeId, gameType) : undefined,
    skillLevel !== null ? eq(gameCategories.skillLevelId, skillLevel) : undefined,
    gender ? ((genders as readonly string[]).includes(gender) ? eq(gameCategories.gender, gender as CategoryGender) : eq(gameCategories.id, -1)) : undefined,
  );
}

/** Categories with their game type and level: a few hundred rows at most, joined on primary keys. */
function joined<T extends SQLiteSelect>(query: T) {
  return query.innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId)).innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId));
}

function orderOf(params: GameCategoryListParams) {
  const [first, ...rest] = sortColumns[params.sort];
  return [ordered(first!, params.direction), ...rest.map((column) => ordered(column, "asc")), ordered(gameCategories.id, "asc")];
}

function orderedCategories(params: GameCategoryListParams) {
  return joined(getDb().select(rowColumns).from(gameCategories).$dynamic())
    .where(whereOf(params))
    .orderBy(...orderOf(params));
}

export function listGameCategories(params: GameCategoryListParams) {
  const total =
    joined(getDb().select({ n: count() }).from(gameCategories).$dynamic())
      .where(whereOf(params))
      .get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: orderedCategories(params).limit(window.perPage).offset(window.offset).all() as GameCategoryRow[], window };
}

export const gameCategoryExport: ExportDefinition<GameCategoryRow> = {
  roles: ["admin", "event"],
  sheet: (t) => t("nav.gameCategories"),
  columns: (t) => [
    { header: t("gameCategories.fields.gameType"), width: 20, type: "text", value: (c) => c.gameType.name },
    { header: t("gameCategories.fields.skillLevel"), width: 20, type: "text", value: (c) => c.skillLevel.name },
    { header: t("gameCategories.fields.gender"), width: 14, type: "text", value: (c) => t(`gameCategories.genders.${c.gender}`) },
    { header: t("gameCategories.fields.name"), width: 32, type: "text", value: (c) => c.name },
  ],
  rows: (search) => {
    const params = readListParams(search, gameCategoryListSpec);
    const ids = idsInOrder(
      joined(getDb().select({ id: gameCategories.id }).from(gameCategories).$dynamic())
        .where(whereOf(params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => inIdOrder(chunk, joined(getDb().select(rowColumns).from(gameCategories).$dynamic()).where(inArray(gameCategories.id, chunk)).all() as GameCategoryRow[]));
  },
};

export function findGameCategory(id: number) {
  return getDb().select().from(gameCategories).where(eq(gameCategories.id, id)).get() ?? null;
}

export function findGameCategoryRow(id: number) {
  return (joined(getDb().select(rowColumns).from(gameCategories).$dynamic()).where(eq(gameCategories.id, id)).get() as GameCategoryRow | undefined) ?? null;
}

/** How the audit log names a category, whatever the reader's language. */
function auditLabel(row: GameCategoryRow) {
  return row.name ?? `${row.gameType.name} ${row.skillLevel.name} ${row.gender}`;
}

/** The database-side rules: the game type and level exist, and no other category has the same three. */
function refusalOf(input: GameCategoryInput, exceptId?: number): GameCategoryRefusal | null {
  const db = getDb();
  if (!db.select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.id, input.gameTypeId)).get()) {
    return { ok: false, field: "gameTypeId", error: "gameCategories.errors.gameTypeMissing" };
  }
  if (!db.select({ id: skillLevels.id }).from(skillLevels).where(eq(skillLevels.id, input.skillLevelId)).get()) {
    return { ok: false, field: "skillLevelId", error: "gameCategories.errors.skillLevelMissing" };
  }
  const same = and(
    eq(gameCategories.gameTypeId, input.gameTypeId),
    eq(gameCategories.skillLevelId, input.skillLevelId),
    eq(gameCategories.gender, input.gender),
    exceptId ? ne(gameCategories.id, exceptId) : undefined,
  );
  if (db.select({ id: gameCategories.id }).from(gameCategories).where(same).get()) {
    return { ok: false, field: "gender", error: "gameCategories.errors.taken" };
  }
  return null;
}

export function saveGameCategory(input: GameCategoryInput, actorId: number, id?: number): { ok: true; row: GameCategoryRow } | GameCategoryRefusal {
  return writeTransaction(() => {
    const db = getDb();
    const values = { ...input, name: input.name?.trim().replace(/\s+/g, " ") || null };
    const before = id === undefined ? null : findGameCategory(id);
    if (id !== undefined && !before) return { ok: false, field: null, error: "missing" };
    if (before && lockedForActor(actorId, "gameCategory", before.id)) return { ok: false, field: null, error: MASTER_IN_USE };
    const refusal = refusalOf(values, id);
    if (refusal) return refusal;
    let savedId: number;
    if (before) {
      db.update(gameCategories).set(values).where(eq(gameCategories.id, before.id)).run();
      savedId = before.id;
    } else {
      savedId = db.insert(gameCategories).values(values).returning({ id: gameCategories.id }).get()!.id;
    }
    const row = findGameCategoryRow(savedId)!;
    if (before) {
      const changes = changedFields(before, values, ["gameTypeId", "skillLevelId", "gender", "name"]);
      recordAudit({ userId: actorId, action: "update", entity: "game_category", entityId: savedId, summary: auditLabel(row), changes });
    } else {
      recordAudit({ userId: actorId, action: "create", entity: "game_category", entityId: savedId, summary: auditLabel(row) });
    }
    return { ok: true, row };
  });
}

export function gameCategoryDependents(id: number) {
  return countDependents([{ table: eventCategories, column: eventCategories.gameCategoryId, label: "dependents.events" }], id);
}

/** Deletes a category no event plays; `describe` names it in the answer (in the reader's language). */
export function removeGameCategory(id: number, actorId: number, describe: (row: GameCategoryRow) => string): { ok: true; name: string } | DeleteRefusal {
  return writeTransaction(() => {
    const row = findGameCategoryRow(id);
    if (!row) return { ok: false, error: "list.notFound", name: null, dependents: [] };
    if (lockedForActor(actorId, "gameCategory", id)) return { ok: false, error: MASTER_IN_USE, name: describe(row), dependents: [] };
    const dependents = gameCategoryDependents(id);
    if (dependents.length) return { ok: false, error: "list.deleteBlocked", name: describe(row), dependents };
    getDb().delete(gameCategories).where(eq(gameCategories.id, id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "game_category", entityId: id, summary: auditLabel(row) });
    return { ok: true, name: describe(row) };
  });
}
