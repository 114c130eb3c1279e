import { and, asc, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { gameCategories, players, skillLevels } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { normaliseHexColor } from "~/utils/contrast";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { changedFields, recordAudit } from "../audit.server";
import { countDependents, type DeleteRefusal } from "../dependents.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { actorRole, lockedFor, lockedForActor, MASTER_IN_USE } from "./master-use.server";

export type SkillLevel = typeof skillLevels.$inferSelect;

/** `position` is 1-based among all levels; the others shift to make room. */
export type SkillLevelInput = { name: string; color: string; position: number };

export type SkillLevelRefusal = { ok: false; field: "name" | null; error: string };

export const skillLevelListSpec = {
  sorts: ["order", "name"] as const,
  defaultSort: "order" as const,
};

type SkillLevelListParams = ListParams<(typeof skillLevelListSpec.sorts)[number]>;

const sortColumns = { order: skillLevels.sortOrder, name: skillLevels.name };

function whereOf(params: SkillLevelListParams): SQL | undefined {
  return params.q ? contains(skillLevels.name, params.q) : undefined;
}

const orderOf = (params: SkillLevelListParams) => [ordered(sortColumns[params.sort], params.direction), ordered(skillLevels.id, params.direction)];

function orderedSkillLevels(params: SkillLevelListParams) {
  return getDb()
    .select()
    .from(skillLevels)
    .where(whereOf(params))
    .orderBy(...orderOf(params))
    .$dynamic();
}

export function listSkillLevels(params: SkillLevelListParams) {
  const total = getDb().select({ n: count() }).from(skillLevels).where(whereOf(params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: orderedSkillLevels(params).limit(window.perPage).offset(window.offset).all(), window };
}

export const skillLevelExport: ExportDefinition<SkillLevel> = {
  roles: ["admin", "event"],
  sheet: (t) => t("nav.skillLevels"),
  columns: (t) => [
    { header: t("skillLevels.fields.position"), width: 10, type: "number", value: (l) => l.sortOrder },
    { header: t("skillLevels.fields.name"), width: 24, type: "text", value: (l) => l.name },
    { header: t("skillLevels.fields.color"), width: 12, type: "text", value: (l) => l.color },
  ],
  rows: (search) => {
    const params = readListParams(search, skillLevelListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: skillLevels.id })
        .from(skillLevels)
        .where(whereOf(params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => inIdOrder(chunk, getDb().select().from(skillLevels).where(inArray(skillLevels.id, chunk)).all()));
  },
};

export function findSkillLevel(id: number) {
  return getDb().select().from(skillLevels).where(eq(skillLevels.id, id)).get() ?? null;
}

/** Skill levels for a select, in their order. */
export function skillLevelChoices() {
  return getDb().select({ id: skillLevels.id, name: skillLevels.name, color: skillLevels.color }).from(skillLevels).orderBy(skillLevels.sortOrder, skillLevels.id).all();
}

export function countSkillLevels() {
  return getDb().select({ n: count() }).from(skillLevels).get()?.n ?? 0;
}

function nameTaken(name: string, exceptId?: number) {
  const same = sql`lower(${skillLevels.name}) = lower(${name})`;
  return (
    getDb()
      .select({ id: skillLevels.id })
      .from(skillLevels)
      .where(exceptId ? and(same, ne(skillLevels.id, exceptId)) : same)
      .get() !== undefined
  );
}

/** Every level's id in the current order (ties, as old data may have, broken by id). */
function currentOrder() {
  return getDb()
    .select({ id: skillLevels.id })
    .from(skillLevels)
    .orderBy(asc(skillLevels.sortOrder), asc(skillLevels.id))
    .all()
    .map((l) => l.id);
}

/** Numbers the levels 1…n in the given order; only rows whose number changes are written. Call inside a transaction. */
function writeOrder(ids: number[]) {
  const db = getDb();
  const before = new Map(
    db
      .select({ id: skillLevels.id, sortOrder: skillLevels.sortOrder })
      .from(skillLevels)
      .all()
      .map((l) => [l.id, l.sortOrder]),
  );
  ids.forEach((id, index) => {
    if (before.get(id) !== index + 1)
      db.update(skillLevels)
        .set({ sortOrder: index + 1 })
        .where(eq(skillLevels.id, id))
        .run();
  });
}

function placed(ids: number[], id: number, position: number) {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position, 1), others.length + 1) - 1;
  return [...others.slice(0, at), id, ...others.slice(at)];
}

export function saveSkillLevel(input: SkillLevelInput, actorId: number, id?: number): { ok: true; skillLevel: SkillLevel } | SkillLevelRefusal {
  return writeTransaction(() => {
    const db = getDb();
    const name = input.name.trim().replace(/\s+/g, " ");
    const color = normaliseHexColor(input.color);
    const before = id === undefined ? null : findSkillLevel(id);
    if (id !== undefined && !before) return { ok: false, field: null, error: "missing" };
    if (before && lockedForActor(actorId, "skillLevel", before.id)) return { ok: false, field: null, error: MASTER_IN_USE };
    if (nameTaken(name, id)) return { ok: false, field: "name", error: "skillLevels.errors.nameTaken" };
    const saved = before
      ? db.update(skillLevels).set({ name, color }).where(eq(skillLevels.id, before.id)).returning().get()!
      : db.insert(skillLevels).values({ name, color, sortOrder: Number.MAX_SAFE_INTEGER }).returning().get()!;
    writeOrder(placed(currentOrder(), saved.id, input.position));
    const after = findSkillLevel(saved.id)!;
    if (before) {
      const changes = changedFields(before, after, ["name", "color", "sortOrder"]);
      recordAudit({ userId: actorId, action: "update", entity: "skill_level", entityId: after.id, summary: after.name, changes });
    } else {
      recordAudit({ userId: actorId, action: "create", entity: "skill_level", entityId: after.id, summary: `${after.name} ${after.color}` });
    }
    return { ok: true, skillLevel: after };
  });
}

/** What a move answers: done (or nothing to move), a move that names no level, or one the user may not make. */
export type ReorderResult = "done" | "invalid" | typeof MASTER_IN_USE;

/**
 * Whether a new order puts levels that events use in another order among
 * themselves, which only admins may do; others may place the levels no event
 * uses anywhere, and add levels anywhere.
 */
function reordersLockedLevels(actorId: number, before: number[], after: number[]) {
  const locked = lockedFor(actorRole(actorId), "skillLevel", before);
  const lockedOrder = (ids: number[]) => ids.filter((id) => locked.has(id)).join(",");
  return lockedOrder(before) !== lockedOrder(after);
}

/** One step up or down (the up/down buttons). */
export function moveSkillLevel(id: number, direction: "up" | "down", actorId: number): ReorderResult {
  return writeTransaction(() => {
    const before = currentOrder();
    const ids = [...before];
    const index = ids.indexOf(id);
    if (index < 0) return "invalid";
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= ids.length) return "done";
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    if (reordersLockedLevels(actorId, before, ids)) return MASTER_IN_USE;
    writeOrder(ids);
    recordAudit({ userId: actorId, action: "update", entity: "skill_level", entityId: id, summary: `order ${direction}` });
    return "done";
  });
}

/**
 * A new order for some levels (a dragged page of the list): they take the
 * places they held among all levels, in the new sequence, and every level is
 * numbered again. Ids that are not levels, or repeated, refuse the whole move.
 */
export function reorderSkillLevels(ids: number[], actorId: number): ReorderResult {
  return writeTransaction(() => {
    const all = currentOrder();
    const moved = new Set(ids);
    if (moved.size !== ids.length || ids.some((id) => !all.includes(id))) return "invalid";
    const queue = [...ids];
    const next = all.map((id) => (moved.has(id) ? queue.shift()! : id));
    if (reordersLockedLevels(actorId, all, next)) return MASTER_IN_USE;
    writeOrder(next);
    recordAudit({ userId: actorId, action: "update", entity: "skill_level", entityId: null, summary: "order", changes: { order: { from: all, to: next } } });
    return "done";
  });
}

export function skillLevelDependents(id: number) {
  return countDependents(
    [
      { table: gameCategories, column: gameCategories.skillLevelId, label: "dependents.gameCategories" },
      { table: players, column: players.skillLevelId, label: "dependents.players" },
    ],
    id,
  );
}

export function removeSkillLevel(id: number, actorId: number): { ok: true; name: string } | DeleteRefusal {
  return writeTransaction(() => {
    const level = findSkillLevel(id);
    if (!level) return { ok: false, error: "list.notFound", name: null, dependents: [] };
    if (lockedForActor(actorId, "skillLevel", id)) return { ok: false, error: MASTER_IN_USE, name: level.name, dependents: [] };
    const dependents = skillLevelDependents(id);
    if (dependents.length) return { ok: false, error: "list.deleteBlocked", name: level.name, dependents };
    getDb().delete(skillLevels).where(eq(skillLevels.id, id)).run();
    writeOrder(currentOrder());
    recordAudit({ userId: actorId, action: "delete", entity: "skill_level", entityId: id, summary: level.name });
    return { ok: true, name: level.name };
  });
}
