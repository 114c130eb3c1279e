import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { cities, districts, entryPlayers, events, players, provinces, subdistricts } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { recordAudit, changedFields } from "../audit.server";
import { countDependents, type Dependent, type DeleteRefusal } from "../dependents.server";

/**
 * The four levels of Indonesian administrative areas, each a table with a BPS
 * code, a name and (below provinces) its parent. One set of rules serves them
 * all: a code starts with its parent's code, is unique in its level, and a name
 * is kept as it was typed (the national data's capitals included): pages that
 * show an address title-case it for reading (`app/utils/address.ts`).
 */
export const regionEntities = ["province", "city", "district", "subdistrict"] as const;
export type RegionEntity = (typeof regionEntities)[number];

type Level = {
  table: SQLiteTable;
  id: SQLiteColumn;
  code: SQLiteColumn;
  name: SQLiteColumn;
  parentId: SQLiteColumn | null;
  postalCode: SQLiteColumn | null;
  parent: RegionEntity | null;
  child: RegionEntity | null;
  /** The trigram index of names (migrations/0001_search_indexes.sql), where reading the whole level is too slow. */
  nameIndex: string | null;
  dependents: Dependent[];
};

export const regionLevels: Record<RegionEntity, Level> = {
  province: {
    table: provinces,
    id: provinces.id,
    code: provinces.code,
    name: provinces.name,
    parentId: null,
    postalCode: null,
    parent: null,
    child: "city",
    nameIndex: null,
    dependents: [
      { table: cities, column: cities.provinceId, label: "dependents.cities" },
      { table: events, column: events.provinceId, label: "dependents.events" },
    ],
  },
  city: {
    table: cities,
    id: cities.id,
    code: cities.code,
    name: cities.name,
    parentId: cities.provinceId,
    postalCode: null,
    parent: "province",
    child: "district",
    nameIndex: null,
    dependents: [
      { table: districts, column: districts.cityId, label: "dependents.districts" },
      { table: events, column: events.cityId, label: "dependents.events" },
      { table: players, column: players.cityId, label: "dependents.players" },
      { table: entryPlayers, column: entryPlayers.cityId, label: "entries.dependents.entrants" },
    ],
  },
  district: {
    table: districts,
    id: districts.id,
    code: districts.code,
    name: districts.name,
    parentId: districts.cityId,
    postalCode: null,
    parent: "city",
    child: "subdistrict",
    nameIndex: null,
    dependents: [
      { table: subdistricts, column: subdistricts.districtId, label: "dependents.subdistricts" },
      { table: events, column: events.districtId, label: "dependents.events" },
    ],
  },
  subdistrict: {
    table: subdistricts,
    id: subdistricts.id,
    code: subdistricts.code,
    name: subdistricts.name,
    parentId: subdistricts.districtId,
    postalCode: subdistricts.postalCode,
    parent: "district",
    child: null,
    nameIndex: "subdistricts_search",
    dependents: [{ table: events, column: events.subdistrictId, label: "dependents.events" }],
  },
};

export type RegionRef = { id: number; code: string; name: string };
export type Region = RegionRef & { parentId: number | null; postalCode: string | null; parent: RegionRef | null };

/** What a form or a spreadsheet row says about a region. */
export type RegionInput = { code: string; name: string; parentId: number | null; postalCode: string | null };

/** A refusal names the field it concerns and a translation key (with parameters in query form). */
export type RegionRefusal = { ok: false; field: "code" | "name" | "parentId" | null; error: string };

/** How a name is stored: as typed, without the spaces around it or doubled inside it. */
export function storedRegionName(name: string) {
  return name.trim().replace(/\s+/g, " ");
}

export function findRegionRef(entity: RegionEntity, id: number): RegionRef | null {
  const level = regionLevels[entity];
  return (getDb().select({ id: level.id, code: level.code, name: level.name }).from(level.table).where(eq(level.id, id)).get() as RegionRef | undefined) ?? null;
}

export function findRegionByCode(entity: RegionEntity, code: string): (RegionRef & { parentId: number | null }) | null {
  const level = regionLevels[entity];
  const row = getDb()
    .select({ id: level.id, code: level.code, name: level.name, ...(level.parentId ? { parentId: level.parentId } : {}) })
    .from(level.table)
    .where(eq(level.code, code))
    .get() as (RegionRef & { parentId?: number }) | undefined;
  return row ? { ...row, parentId: row.parentId ?? null } : null;
}

export function findRegion(entity: RegionEntity, id: number): Region | null {
  const level = regionLevels[entity];
  const row = getDb()
    .select({
      id: level.id,
      code: level.code,
      name: level.name,
      ...(level.parentId ? { parentId: level.parentId } : {}),
      ...(level.postalCode ? { postalCode: level.postalCode } : {}),
    })
    .from(level.table)
    .where(eq(level.id, id))
    .get() as (RegionRef & { parentId?: number; postalCode?: string | null }) | undefined;
  if (!row) return null;
  const parentId = row.parentId ?? null;
  const parent = level.parent && parentId !== null ? findRegionRef(level.parent, parentId) : null;
  return { id: row.id, code: row.code, name: row.name, parentId, postalCode: row.postalCode ?? null, parent };
}

/**
 * The database-side rules of a region: the parent exists, the code starts with
 * the parent's code, the code is free in its level, and a code with regions
 * below it stays as it is (theirs start with it).
 */
function refusalOf(entity: RegionEntity, input: RegionInput, before: Region | null): RegionRefusal | null {
  const level = regionLevels[entity];
  if (level.parent) {
    const parent = input.parentId === null ? null : findRegionRef(level.parent, input.parentId);
    if (!parent) return { ok: false, field: "parentId", error: "regions.errors.parentMissing" };
    if (!input.code.startsWith(`${parent.code}.`)) {
      return { ok: false, field: "code", error: `regions.errors.codeParent?parent=${encodeURIComponent(parent.name)}&prefix=${parent.code}.` };
    }
  }
  const taken = findRegionByCode(entity, input.code);
  if (taken && taken.id !== before?.id) return { ok: false, field: "code", error: `regions.errors.codeTaken?name=${encodeURIComponent(taken.name)}` };
  if (before && before.code !== input.code && level.child) {
    const children = countDependents([level.dependents[0]!], before.id);
    if (children.length) return { ok: false, field: "code", error: "regions.errors.codeLocked" };
  }
  return null;
}

/** The table and column values that store a region. */
export function regionValues(entity: RegionEntity, input: RegionInput) {
  const name = storedRegionName(input.name);
  const parentId = input.parentId!;
  switch (entity) {
    case "province":
      return { table: provinces, values: { code: input.code, name } };
    case "city":
      return { table: cities, values: { code: input.code, name, provinceId: parentId } };
    case "district":
      return { table: districts, values: { code: input.code, name, cityId: parentId } };
    case "subdistrict":
      return { table: subdistricts, values: { code: input.code, name, districtId: parentId, postalCode: input.postalCode || null } };
  }
}

/** Inserts a region or, with `id`, updates it; writes the audit log in the same transaction. */
export function saveRegion(entity: RegionEntity, input: RegionInput, actorId: number, id?: number): { ok: true; region: RegionRef } | RegionRefusal | { ok: false; field: null; error: "missing" } {
  return writeTransaction(() => {
    const db = getDb();
    const level = regionLevels[entity];
    const before = id === undefined ? null : findRegion(entity, id);
    if (id !== undefined && !before) return { ok: false, field: null, error: "missing" } as const;
    const refusal = refusalOf(entity, input, before);
    if (refusal) return refusal;
    const { table, values } = regionValues(entity, input);
    if (before) {
      db.update(table).set(values).where(eq(level.id, before.id)).run();
      const after = { ...before, code: values.code, name: values.name, parentId: input.parentId, postalCode: entity === "subdistrict" ? input.postalCode || null : null };
      const changes = changedFields(before, after, ["code", "name", "parentId", "postalCode"]);
      recordAudit({ userId: actorId, action: "update", entity, entityId: before.id, summary: `${values.code} ${values.name}`, changes });
      return { ok: true, region: { id: before.id, code: values.code, name: values.name } } as const;
    }
    const created = db.insert(table).values(values).returning({ id: level.id }).get() as { id: number };
    recordAudit({ userId: actorId, action: "create", entity, entityId: created.id, summary: `${values.code} ${values.name}` });
    return { ok: true, region: { id: created.id, code: values.code, name: values.name } } as const;
  });
}

/** What still refers to a region: the level below, events, players. */
export function regionDependents(entity: RegionEntity, id: number) {
  return countDependents(regionLevels[entity].dependents, id);
}

/** Deletes a region nothing refers to; otherwise refuses, naming what depends on it. */
export function removeRegion(entity: RegionEntity, id: number, actorId: number): { ok: true; name: string } | DeleteRefusal {
  return writeTransaction(() => {
    const level = regionLevels[entity];
    const region = findRegionRef(entity, id);
    if (!region) return { ok: false, error: "list.notFound", name: null, dependents: [] };
    const dependents = regionDependents(entity, id);
    if (dependents.length) return { ok: false, error: "list.deleteBlocked", name: region.name, dependents };
    getDb().delete(level.table).where(eq(level.id, id)).run();
    recordAudit({ userId: actorId, action: "delete", entity, entityId: id, summary: `${region.code} ${region.name}` });
    return { ok: true, name: region.name };
  });
}
