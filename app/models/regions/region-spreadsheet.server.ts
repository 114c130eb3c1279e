import { eq, inArray } from "drizzle-orm";
import { getDb, writeTransaction } from "~/db.server";
import type { RowError } from "~/utils/spreadsheet-import.server";
import { recordAudit } from "../audit.server";
import { regionLevels, regionValues, storedRegionName, type RegionEntity } from "./region.server";

/** A validated spreadsheet row of one level; `postalCode` undefined when the sheet has no such column. */
export type RegionSheetRow = { code: string; name: string; postalCode?: string };

type Write = { row: number; id: number | null; code: string; name: string; parentId: number | null; postalCode: string | null };

export type RegionImportPlan = {
  errors: RowError[];
  writes: Write[];
  summary: { added: number; updated: number; unchanged: number };
};

type Existing = { id: number; name: string; parentId: number | null; postalCode: string | null };

function parentCodeOf(code: string) {
  return code.slice(0, code.lastIndexOf("."));
}

/** Rows looked up by code, 500 codes a query (SQLite bounds the number of bound values); each is an index search. */
function byCodes<T>(codes: string[], query: (chunk: string[]) => T[]): T[] {
  const unique = [...new Set(codes)];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += 500) found.push(...query(unique.slice(start, start + 500)));
  return found;
}

/**
 * What importing these rows into a level would do, row by row, without writing:
 * by code, a new region is added and a known one updated when its name, parent
 * or postal code differ. Refused rows: a code twice in the file, a parent code
 * the level above does not have.
 */
export function planRegionImport(entity: RegionEntity, rows: { row: number; value: RegionSheetRow }[], withPostalCodes: boolean): RegionImportPlan {
  const level = regionLevels[entity];
  const parentLevel = level.parent ? regionLevels[level.parent] : null;
  const parentIds = parentLevel
    ? new Map(
        byCodes(
          rows.map((r) => parentCodeOf(r.value.code)),
          (codes) => getDb().select({ code: parentLevel.code, id: parentLevel.id }).from(parentLevel.table).where(inArray(parentLevel.code, codes)).all() as { code: string; id: number }[],
        ).map((p) => [p.code, p.id]),
      )
    : null;
  const selection = {
    id: level.id,
    code: level.code,
    name: level.name,
    ...(level.parentId ? { parentId: level.parentId } : {}),
    ...(level.postalCode ? { postalCode: level.postalCode } : {}),
  };
  const existing = new Map(
    byCodes(
      rows.map((r) => r.value.code),
      (codes) => getDb().select(selection).from(level.table).where(inArray(level.code, codes)).all() as (Existing & { code: string })[],
    ).map((r) => [r.code, { id: r.id, name: r.name, parentId: r.parentId ?? null, postalCode: r.postalCode ?? null }]),
  );

  const errors: RowError[] = [];
  const writes: Write[] = [];
  const summary = { added: 0, updated: 0, unchanged: 0 };
  const firstRowOf = new Map<string, number>();
  for (const { row, value } of rows) {
    const seen = firstRowOf.get(value.code);
    if (seen !== undefined) {
      errors.push({ row, field: "code", message: `imports.errors.duplicate?row=${seen}` });
      continue;
    }
    firstRowOf.set(value.code, row);
    let parentId: number | null = null;
    if (parentIds) {
      const parentCode = parentCodeOf(value.code);
      const found = parentIds.get(parentCode);
      if (found === undefined) {
        errors.push({ row, field: "parentCode", message: `regions.errors.parentCodeUnknown?code=${parentCode}` });
        continue;
      }
      parentId = found;
    }
    const name = storedRegionName(value.name);
    const current = existing.get(value.code);
    const postalCode = entity !== "subdistrict" ? null : withPostalCodes ? (value.postalCode ?? null) : (current?.postalCode ?? null);
    if (!current) {
      summary.added += 1;
      writes.push({ row, id: null, code: value.code, name, parentId, postalCode });
    } else if (current.name !== name || current.parentId !== parentId || current.postalCode !== postalCode) {
      summary.updated += 1;
      writes.push({ row, id: current.id, code: value.code, name, parentId, postalCode });
    } else {
      summary.unchanged += 1;
    }
  }
  return { errors, writes, summary };
}

/**
 * Writes an import, all of it or nothing: the plan is made again inside the
 * transaction, so a parent deleted since the preview refuses the whole import.
 */
export function applyRegionImport(
  entity: RegionEntity,
  rows: { row: number; value: RegionSheetRow }[],
  withPostalCodes: boolean,
  actorId: number,
): { ok: true; summary: RegionImportPlan["summary"] } | { ok: false; errors: RowError[] } {
  return writeTransaction(() => {
    const db = getDb();
    const level = regionLevels[entity];
    const plan = planRegionImport(entity, rows, withPostalCodes);
    if (plan.errors.length) return { ok: false, errors: plan.errors };
    const inserts = plan.writes.filter((w) => w.id === null);
    for (let start = 0; start < inserts.length; start += 500) {
      const chunk = inserts.slice(start, start + 500).map((w) => regionValues(entity, w));
      db.insert(chunk[0]!.table)
        .values(chunk.map((c) => c.values))
        .run();
    }
    for (const write of plan.writes) {
      if (write.id === null) continue;
      const { table, values } = regionValues(entity, write);
      db.update(table).set(values).where(eq(level.id, write.id)).run();
    }
    const { added, updated, unchanged } = plan.summary;
    recordAudit({ userId: actorId, action: "import", entity, entityId: null, summary: `spreadsheet: ${added} added, ${updated} updated, ${unchanged} unchanged` });
    return { ok: true, summary: plan.summary };
  });
}
