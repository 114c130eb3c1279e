import { and, count, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { gameTypes, matchStatistics, matchStatValues } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import type { RowError } from "~/utils/spreadsheet-import.server";
import { changedFields, recordAudit } from "../audit.server";
import { countDependents, type DeleteRefusal } from "../dependents.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { actorRole, lockedFor, lockedForActor, MASTER_IN_USE } from "./master-use.server";

export type MatchStatistic = typeof matchStatistics.$inferSelect;

/** `gameTypeId` null: recorded for every game type. */
export type MatchStatisticInput = { name: string; key: string; gameTypeId: number | null; sortOrder: number };

export type MatchStatisticRefusal = { ok: false; field: "key" | "gameTypeId" | null; error: string };

/** The filter value of statistics kept for every game type. */
export const everyGameType = "general";

export const matchStatisticListSpec = {
  sorts: ["order", "name", "key", "gameType"] as const,
  defaultSort: "order" as const,
  filters: ["gameType"] as const,
};

type MatchStatisticListParams = ListParams<(typeof matchStatisticListSpec.sorts)[number], (typeof matchStatisticListSpec.filters)[number]>;

export type MatchStatisticRow = MatchStatistic & { gameTypeName: string | null };

const rowColumns = {
  id: matchStatistics.id,
  gameTypeId: matchStatistics.gameTypeId,
  name: matchStatistics.name,
  key: matchStatistics.key,
  sortOrder: matchStatistics.sortOrder,
  createdAt: matchStatistics.createdAt,
  updatedAt: matchStatistics.updatedAt,
  gameTypeName: gameTypes.name,
};

/** "Order" is the order staff meet the statistics in: per game type (general ones first), then their number. */
const sortColumns = {
  order: [gameTypes.name, matchStatistics.sortOrder],
  name: [matchStatistics.name],
  key: [matchStatistics.key],
  gameType: [gameTypes.name, matchStatistics.sortOrder],
};

function whereOf(params: MatchStatisticListParams): SQL | undefined {
  const gameType = params.filters.gameType;
  const byType =
    gameType === undefined ? undefined : gameType === everyGameType ? isNull(matchStatistics.gameTypeId) : /^\d{1,9}$/.test(gameType) ? eq(matchStatistics.gameTypeId, Number(gameType)) : sql`0`;
  return and(params.q ? or(contains(matchStatistics.name, params.q), contains(matchStatistics.key, params.q)) : undefined, byType);
}

function orderOf(params: MatchStatisticListParams) {
  const [first, ...rest] = sortColumns[params.sort];
  return [ordered(first!, params.direction), ...rest.map((column) => ordered(column, params.direction)), ordered(matchStatistics.id, "asc")];
}

const statisticRows = () => getDb().select(rowColumns).from(matchStatistics).leftJoin(gameTypes, eq(gameTypes.id, matchStatistics.gameTypeId)).$dynamic();

function orderedStatistics(params: MatchStatisticListParams) {
  return statisticRows()
    .where(whereOf(params))
    .orderBy(...orderOf(params));
}

export function listMatchStatistics(params: MatchStatisticListParams) {
  const total = getDb().select({ n: count() }).from(matchStatistics).where(whereOf(params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: orderedStatistics(params).limit(window.perPage).offset(window.offset).all(), window };
}

/** The export's headers, which the import reads back (as do their plain field names). */
export const matchStatisticHeaders = {
  gameType: ["statistics.fields.gameType"],
  name: ["statistics.fields.name"],
  key: ["statistics.fields.key"],
  sortOrder: ["statistics.fields.sortOrder"],
};

export const matchStatisticExport: ExportDefinition<MatchStatisticRow> = {
  roles: ["admin", "event"],
  sheet: (t) => t("nav.matchStatistics"),
  columns: (t) => [
    { header: t("statistics.fields.gameType"), width: 20, type: "text", value: (s) => s.gameTypeName ?? "" },
    { header: t("statistics.fields.name"), width: 28, type: "text", value: (s) => s.name },
    { header: t("statistics.fields.key"), width: 24, type: "text", value: (s) => s.key },
    { header: t("statistics.fields.sortOrder"), width: 10, type: "number", value: (s) => s.sortOrder },
  ],
  rows: (search) => {
    const params = readListParams(search, matchStatisticListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: matchStatistics.id })
        .from(matchStatistics)
        .leftJoin(gameTypes, eq(gameTypes.id, matchStatistics.gameTypeId))
        .where(whereOf(params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => inIdOrder(chunk, statisticRows().where(inArray(matchStatistics.id, chunk)).all()));
  },
};

export function findMatchStatistic(id: number) {
  return getDb().select().from(matchStatistics).where(eq(matchStatistics.id, id)).get() ?? null;
}

/**
 * A key is unique per game type, and a general statistic (every game type)
 * counts for each of them: "aces" for Tennis clashes with a general "aces".
 */
function keyClash(key: string, gameTypeId: number | null, exceptId?: number) {
  const scope = gameTypeId === null ? undefined : or(eq(matchStatistics.gameTypeId, gameTypeId), isNull(matchStatistics.gameTypeId));
  return (
    getDb()
      .select({ id: matchStatistics.id })
      .from(matchStatistics)
      .where(and(eq(matchStatistics.key, key), scope, exceptId ? ne(matchStatistics.id, exceptId) : undefined))
      .get() !== undefined
  );
}

function gameTypeExists(id: number | null) {
  return id === null || getDb().select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.id, id)).get() !== undefined;
}

function storedValues(input: MatchStatisticInput) {
  return { ...input, name: input.name.trim().replace(/\s+/g, " ") };
}

export function saveMatchStatistic(input: MatchStatisticInput, actorId: number, id?: number): { ok: true; statistic: MatchStatistic } | MatchStatisticRefusal {
  return writeTransaction(() => {
    const db = getDb();
    const values = storedValues(input);
    const before = id === undefined ? null : findMatchStatistic(id);
    if (id !== undefined && !before) return { ok: false, field: null, error: "missing" };
    if (before && lockedForActor(actorId, "matchStatistic", before.id)) return { ok: false, field: null, error: MASTER_IN_USE };
    if (!gameTypeExists(values.gameTypeId)) return { ok: false, field: "gameTypeId", error: "statistics.errors.gameTypeMissing" };
    if (keyClash(values.key, values.gameTypeId, id)) return { ok: false, field: "key", error: "statistics.errors.keyTaken" };
    if (before) {
      const after = db.update(matchStatistics).set(values).where(eq(matchStatistics.id, before.id)).returning().get()!;
      const changes = changedFields(before, values, ["name", "key", "gameTypeId", "sortOrder"]);
      recordAudit({ userId: actorId, action: "update", entity: "match_statistic", entityId: after.id, summary: `${after.key} ${after.name}`, changes });
      return { ok: true, statistic: after };
    }
    const created = db.insert(matchStatistics).values(values).returning().get()!;
    recordAudit({ userId: actorId, action: "create", entity: "match_statistic", entityId: created.id, summary: `${created.key} ${created.name}` });
    return { ok: true, statistic: created };
  });
}

/** The next free number in a game type's order, for a new statistic's form. */
export function nextStatisticOrder(gameTypeId: number | null) {
  const where = gameTypeId === null ? isNull(matchStatistics.gameTypeId) : eq(matchStatistics.gameTypeId, gameTypeId);
  return (
    (getDb()
      .select({ max: sql<number | null>`max(${matchStatistics.sortOrder})` })
      .from(matchStatistics)
      .where(where)
      .get()?.max ?? 0) + 1
  );
}

export function matchStatisticDependents(id: number) {
  return countDependents([{ table: matchStatValues, column: matchStatValues.statisticId, label: "dependents.statValues" }], id);
}

export function removeMatchStatistic(id: number, actorId: number): { ok: true; name: string } | DeleteRefusal {
  return writeTransaction(() => {
    const statistic = findMatchStatistic(id);
    if (!statistic) return { ok: false, error: "list.notFound", name: null, dependents: [] };
    if (lockedForActor(actorId, "matchStatistic", id)) return { ok: false, error: MASTER_IN_USE, name: statistic.name, dependents: [] };
    const dependents = matchStatisticDependents(id);
    if (dependents.length) return { ok: false, error: "list.deleteBlocked", name: statistic.name, dependents };
    getDb().delete(matchStatistics).where(eq(matchStatistics.id, id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "match_statistic", entityId: id, summary: `${statistic.key} ${statistic.name}` });
    return { ok: true, name: statistic.name };
  });
}

/** A validated spreadsheet row: the game type by name, empty for every game type. */
export type MatchStatisticSheetRow = { gameType?: string; name: string; key: string; sortOrder?: number };

type Write = { id: number | null; values: MatchStatisticInput };

/**
 * What importing these rows would do: by game type and key, a new statistic is
 * added and a known one updated when its name or order differ. Refused rows: an
 * unknown game type, a key twice for the same game type (in the file, or
 * between a general statistic and a game type's own), and a change to a
 * statistic an event uses when the user may not make it.
 */
export function planMatchStatisticImport(rows: { row: number; value: MatchStatisticSheetRow }[], actorId: number) {
  const db = getDb();
  const typeIds = new Map(
    db
      .select({ id: gameTypes.id, name: gameTypes.name })
      .from(gameTypes)
      .all()
      .map((t) => [t.name.toLocaleLowerCase("id-ID"), t.id]),
  );
  const existing = db.select().from(matchStatistics).all();
  const locked = lockedFor(
    actorRole(actorId),
    "matchStatistic",
    existing.map((s) => s.id),
  );
  const errors: RowError[] = [];
  const writes: Write[] = [];
  const summary = { added: 0, updated: 0, unchanged: 0 };
  const inFile = new Map<string, number>();
  const scopeKey = (gameTypeId: number | null, key: string) => `${gameTypeId ?? "*"}:${key}`;
  for (const { row, value } of rows) {
    const typeName = value.gameType?.trim();
    const gameTypeId = typeName ? typeIds.get(typeName.toLocaleLowerCase("id-ID")) : null;
    if (gameTypeId === undefined) {
      errors.push({ row, field: "gameType", message: `statistics.errors.gameTypeUnknown?name=${encodeURIComponent(typeName ?? "")}` });
      continue;
    }
    const seen = inFile.get(scopeKey(gameTypeId, value.key));
    if (seen !== undefined) {
      errors.push({ row, field: "key", message: `imports.errors.duplicate?row=${seen}` });
      continue;
    }
    inFile.set(scopeKey(gameTypeId, value.key), row);
    const current = existing.find((s) => s.key === value.key && s.gameTypeId === gameTypeId);
    const clash = existing.some((s) => s.key === value.key && s.id !== current?.id && (gameTypeId === null || s.gameTypeId === null || s.gameTypeId === gameTypeId));
    if (clash) {
      errors.push({ row, field: "key", message: "statistics.errors.keyTaken" });
      continue;
    }
    const values = storedValues({ name: value.name, key: value.key, gameTypeId, sortOrder: value.sortOrder ?? current?.sortOrder ?? 0 });
    if (!current) {
      summary.added += 1;
      writes.push({ id: null, values });
    } else if (current.name !== values.name || current.sortOrder !== values.sortOrder) {
      if (locked.has(current.id)) {
        errors.push({ row, field: "name", message: `${MASTER_IN_USE}?name=${encodeURIComponent(current.name)}` });
        continue;
      }
      summary.updated += 1;
      writes.push({ id: current.id, values });
    } else summary.unchanged += 1;
  }
  return { errors, writes, summary };
}

/** Writes an import in one transaction, planned again inside it: all rows or none. */
export function applyMatchStatisticImport(rows: { row: number; value: MatchStatisticSheetRow }[], actorId: number) {
  return writeTransaction(() => {
    const plan = planMatchStatisticImport(rows, actorId);
    if (plan.errors.length) return { ok: false as const, errors: plan.errors };
    const db = getDb();
    for (const write of plan.writes) {
      if (write.id === null) db.insert(matchStatistics).values(write.values).run();
      else db.update(matchStatistics).set(write.values).where(eq(matchStatistics.id, write.id)).run();
    }
    const { added, updated, unchanged } = plan.summary;
    recordAudit({ userId: actorId, action: "import", entity: "match_statistic", entityId: null, summary: `spreadsheet: ${added} added, ${updated} updated, ${unchanged} unchanged` });
    return { ok: true as const, summary: plan.summary };
  });
}
