import { and, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { eventCategories, gameCategories, gameTypes, matches, matchStatistics, scoringModes, type ScoringMode } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { changedFields, recordAudit } from "../audit.server";
import { countDependents, type DeleteRefusal, type DependentCount } from "../dependents.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { lockedForActor, MASTER_IN_USE } from "./master-use.server";

export type GameType = typeof gameTypes.$inferSelect;

/** What the form says about a game type; the set and point rules only matter for `sets` scoring, the clock for `goals`. */
/** A game type as a form saves it; its usual match length keeps the sport's default unless given. */
export type GameTypeInput = Omit<GameType, "id" | "createdAt" | "updatedAt" | "matchMinutes"> & { matchMinutes?: number };

export type GameTypeRefusal = { ok: false; field: "name" | null; error: string };

export const gameTypeListSpec = {
  sorts: ["name", "scoring", "playersPerSide", "active"] as const,
  defaultSort: "name" as const,
  filters: ["scoring", "status"] as const,
};

type GameTypeListParams = ListParams<(typeof gameTypeListSpec.sorts)[number], (typeof gameTypeListSpec.filters)[number]>;

const sortColumns = {
  name: gameTypes.name,
  scoring: gameTypes.scoring,
  playersPerSide: gameTypes.playersPerSide,
  active: gameTypes.active,
};

function whereOf(params: GameTypeListParams): SQL | undefined {
  const scoring = params.filters.scoring;
  return and(
    params.q ? contains(gameTypes.name, params.q) : undefined,
    scoring && (scoringModes as readonly string[]).includes(scoring) ? eq(gameTypes.scoring, scoring as ScoringMode) : undefined,
    params.filters.status === "active" ? eq(gameTypes.active, true) : params.filters.status === "inactive" ? eq(gameTypes.active, false) : undefined,
  );
}

const orderOf = (params: GameTypeListParams) => [ordered(sortColumns[params.sort], params.direction), ordered(gameTypes.name, "asc"), ordered(gameTypes.id, "asc")];

function orderedGameTypes(params: GameTypeListParams) {
  return getDb()
    .select()
    .from(gameTypes)
    .where(whereOf(params))
    .orderBy(...orderOf(params))
    .$dynamic();
}

export function listGameTypes(params: GameTypeListParams) {
  const total = getDb().select({ n: count() }).from(gameTypes).where(whereOf(params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: orderedGameTypes(params).limit(window.perPage).offset(window.offset).all(), window };
}

export const gameTypeExport: ExportDefinition<GameType> = {
  roles: ["admin", "event"],
  sheet: (t) => t("nav.gameTypes"),
  columns: (t) => [
    { header: t("gameTypes.fields.name"), width: 24, type: "text", value: (g) => g.name },
    { header: t("gameTypes.fields.scoring"), width: 14, type: "text", value: (g) => t(`gameTypes.scoring.${g.scoring}`) },
    { header: t("gameTypes.fields.setsToWin"), width: 12, type: "number", value: (g) => g.setsToWin },
    { header: t("gameTypes.fields.playersPerSide"), width: 12, type: "number", value: (g) => g.playersPerSide },
    { header: t("gameTypes.fields.setTarget"), width: 12, type: "number", value: (g) => g.setTarget },
    { header: t("gameTypes.fields.winByTwo"), width: 12, type: "boolean", value: (g) => g.winByTwo },
    { header: t("gameTypes.fields.setCap"), width: 12, type: "number", value: (g) => g.setCap },
    { header: t("gameTypes.fields.pointCounting"), width: 14, type: "text", value: (g) => (g.scoring === "sets" ? t(`gameTypes.pointCounting.${g.pointCounting}`) : "") },
    { header: t("gameTypes.fields.deuce"), width: 14, type: "text", value: (g) => (g.scoring === "sets" && g.pointCounting === "games" ? t(`gameTypes.deuce.${g.deuce}`) : "") },
    { header: t("gameTypes.fields.tieBreakTo"), width: 12, type: "number", value: (g) => (g.scoring === "sets" && g.pointCounting === "games" ? g.tieBreakTo : null) },
    { header: t("gameTypes.fields.matchTieBreakTo"), width: 12, type: "number", value: (g) => g.matchTieBreakTo },
    { header: t("gameTypes.fields.serve"), width: 14, type: "text", value: (g) => (g.scoring === "sets" && g.pointCounting === "rally" ? t(`gameTypes.serve.${g.serve}`) : "") },
    { header: t("gameTypes.fields.intervalAt"), width: 12, type: "number", value: (g) => g.intervalAt },
    { header: t("gameTypes.fields.decidingEndsAt"), width: 12, type: "number", value: (g) => g.decidingEndsAt },
    { header: t("gameTypes.fields.halfMinutes"), width: 12, type: "number", value: (g) => g.halfMinutes },
    { header: t("gameTypes.fields.active"), width: 10, type: "boolean", value: (g) => g.active },
    { header: t("gameTypes.fields.matchMinutes"), width: 12, type: "number", value: (g) => g.matchMinutes },
  ],
  rows: (search) => {
    const params = readListParams(search, gameTypeListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: gameTypes.id })
        .from(gameTypes)
        .where(whereOf(params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => inIdOrder(chunk, getDb().select().from(gameTypes).where(inArray(gameTypes.id, chunk)).all()));
  },
};

export function findGameType(id: number) {
  return getDb().select().from(gameTypes).where(eq(gameTypes.id, id)).get() ?? null;
}

/** Game types for a select, active ones first. */
export function gameTypeChoices() {
  return getDb()
    .select({ id: gameTypes.id, name: gameTypes.name, active: gameTypes.active })
    .from(gameTypes)
    .orderBy(sql`${gameTypes.active} desc`, gameTypes.name)
    .all();
}

/** Names are unique whatever their case: "padel" is the Padel that exists. */
function nameTaken(name: string, exceptId?: number) {
  const same = sql`lower(${gameTypes.name}) = lower(${name})`;
  return (
    getDb()
      .select({ id: gameTypes.id })
      .from(gameTypes)
      .where(exceptId ? and(same, ne(gameTypes.id, exceptId)) : same)
      .get() !== undefined
  );
}

/** The point rules' neutral values, stored where they do not apply. */
const noPointRules = { pointCounting: "games", deuce: "advantage", tieBreakTo: 7, matchTieBreakTo: null, serve: "rallyWinner", intervalAt: null, decidingEndsAt: null } as const;

/**
 * Stores only the rules that apply: a goals game has no sets or points (its set
 * rules neutral, as the seeded futsal's are); a sets game has no clock. Counted
 * in games, a set is won by two with its tie-break at the target all, so it
 * ends at target + 1 games; rally counting has no deuce, tie-break or match tie-break.
 */
function storedValues(input: GameTypeInput): GameTypeInput {
  const name = input.name.trim().replace(/\s+/g, " ");
  if (input.scoring === "goals") return { ...input, ...noPointRules, name, setsToWin: 1, setTarget: 0, winByTwo: false, setCap: null };
  const sets = { ...input, name, halfMinutes: null };
  if (input.pointCounting === "games") return { ...sets, winByTwo: true, setCap: input.setTarget + 1, serve: noPointRules.serve, intervalAt: null, decidingEndsAt: null };
  return { ...sets, deuce: noPointRules.deuce, tieBreakTo: noPointRules.tieBreakTo, matchTieBreakTo: null };
}

export function saveGameType(input: GameTypeInput, actorId: number, id?: number): { ok: true; gameType: GameType } | GameTypeRefusal {
  return writeTransaction(() => {
    const db = getDb();
    const values = storedValues(input);
    const before = id === undefined ? null : findGameType(id);
    if (id !== undefined && !before) return { ok: false, field: null, error: "missing" };
    if (before && lockedForActor(actorId, "gameType", before.id)) return { ok: false, field: null, error: MASTER_IN_USE };
    if (nameTaken(values.name, id)) return { ok: false, field: "name", error: "gameTypes.errors.nameTaken" };
    if (before) {
      const [after] = db.update(gameTypes).set(values).where(eq(gameTypes.id, before.id)).returning().all();
      const changes = changedFields(before, values, [
        "name",
        "scoring",
        "setsToWin",
        "playersPerSide",
        "setTarget",
        "winByTwo",
        "setCap",
        "pointCounting",
        "deuce",
        "tieBreakTo",
        "matchTieBreakTo",
        "serve",
        "intervalAt",
        "decidingEndsAt",
        "halfMinutes",
        "matchMinutes",
        "active",
      ]);
      recordAudit({ userId: actorId, action: "update", entity: "game_type", entityId: before.id, summary: values.name, changes });
      return { ok: true, gameType: after! };
    }
    const [created] = db.insert(gameTypes).values(values).returning().all();
    recordAudit({ userId: actorId, action: "create", entity: "game_type", entityId: created!.id, summary: values.name });
    return { ok: true, gameType: created! };
  });
}

/**
 * Categories and statistics point at a game type directly; matches only through
 * their event's category, so they are counted along that path.
 */
export function gameTypeDependents(id: number): DependentCount[] {
  const direct = countDependents(
    [
      { table: gameCategories, column: gameCategories.gameTypeId, label: "dependents.gameCategories" },
      { table: matchStatistics, column: matchStatistics.gameTypeId, label: "dependents.statistics" },
    ],
    id,
  );
  const played =
    getDb()
      .select({ n: count() })
      .from(matches)
      .innerJoin(eventCategories, eq(eventCategories.id, matches.eventCategoryId))
      .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
      .where(eq(gameCategories.gameTypeId, id))
      .get()?.n ?? 0;
  return played > 0 ? [...direct, { label: "dependents.matches", count: played }] : direct;
}

export function removeGameType(id: number, actorId: number): { ok: true; name: string } | DeleteRefusal {
  return writeTransaction(() => {
    const gameType = findGameType(id);
    if (!gameType) return { ok: false, error: "list.notFound", name: null, dependents: [] };
    if (lockedForActor(actorId, "gameType", id)) return { ok: false, error: MASTER_IN_USE, name: gameType.name, dependents: [] };
    const dependents = gameTypeDependents(id);
    if (dependents.length) return { ok: false, error: "list.deleteBlocked", name: gameType.name, dependents };
    getDb().delete(gameTypes).where(eq(gameTypes.id, id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "game_type", entityId: id, summary: gameType.name });
    return { ok: true, name: gameType.name };
  });
}
