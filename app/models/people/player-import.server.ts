import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { auditLog, cities, players, skillLevels, teamPlayers, type PlayerGender } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { log } from "~/utils/logger.server";
import { normalisePhone } from "~/utils/phone";
import type { RowError, SheetImport } from "~/utils/spreadsheet-import.server";
import { timeSlices } from "~/utils/time-slices.server";
import { recordAudits } from "../audit.server";
import { writeInBatches, type BatchWrite } from "../import-batches.server";
import { nameKey, playersKnownAs } from "./player.server";
import { nowMs } from "~/clock.server";

/** Words people (and the export, in any language) use for a player's gender. */
const genderWords: Record<string, PlayerGender> = {
  male: "male",
  m: "male",
  l: "male",
  "laki-laki": "male",
  "laki laki": "male",
  lakilaki: "male",
  pria: "male",
  putra: "male",
  female: "female",
  f: "female",
  p: "female",
  perempuan: "female",
  wanita: "female",
  putri: "female",
};

/** "2001-07-15", or "15/07/2001" and "15-07-2001" as Indonesian spreadsheets write dates. */
function isoDate(text: string) {
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return local ? `${local[3]}-${local[2]!.padStart(2, "0")}-${local[1]!.padStart(2, "0")}` : text;
}

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const latestToday = () => new Date(nowMs() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.tooLong?max=${max}` })
    .optional();

/** One spreadsheet row of players; every cell arrives as text. */
export const playerImportRow = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong?max=100" }),
  gender: z
    .string({ error: "validation.required" })
    .transform((text) => genderWords[text.trim().toLowerCase()])
    .pipe(z.enum(["male", "female"], { error: "players.import.errors.gender" })),
  birthDate: z
    .string({ error: "validation.required" })
    .transform((text) => isoDate(text.trim()))
    .refine(isCalendarDate, { error: "players.errors.birthDateInvalid", abort: true })
    .refine((value) => value >= "1900-01-01", { error: "players.errors.birthDateTooEarly" })
    .refine((value) => value <= latestToday(), { error: "players.errors.birthDateFuture" }),
  phone: optionalText(30).transform((text, ctx) => {
    if (text === undefined) return null;
    // A spreadsheet that took "0812…" for a number has dropped its leading zero.
    const phone = normalisePhone(/^8\d{8,11}$/.test(text) ? `0${text}` : text);
    if (!phone) ctx.addIssue({ code: "custom", message: "players.errors.phone" });
    return phone;
  }),
  email: optionalText(254).pipe(z.email({ error: "validation.email" }).optional()),
  cityCode: optionalText(20),
  city: optionalText(100),
  club: optionalText(100),
  skillLevel: optionalText(100),
});

export type PlayerImportRow = z.infer<typeof playerImportRow>;
type Rows = { row: number; value: PlayerImportRow }[];

/** City names without their kind ("KOTA ADMINISTRASI JAKARTA SELATAN" → "JAKARTA SELATAN"). */
function coreCityName(name: string) {
  return name
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(KABUPATEN|KAB\.?|KOTA ADMINISTRASI|KOTA ADM\.?|KOTA)\s+/, "");
}

/** The cities by code, by name and by name without its kind, read once: a row is a lookup, not a pass over 514 cities. */
function cityResolver() {
  const all = getDb().select({ id: cities.id, code: cities.code, name: cities.name }).from(cities).all();
  const byCode = new Map(all.map((c) => [c.code, c.id]));
  const grouped = (key: (name: string) => string) => {
    const groups = new Map<string, number[]>();
    for (const city of all) groups.set(key(city.name), [...(groups.get(key(city.name)) ?? []), city.id]);
    return groups;
  };
  const byName = grouped((name) => name);
  const byCoreName = grouped(coreCityName);
  return (row: PlayerImportRow): { id: number | null } | { error: RowError["message"]; field: "city" | "cityCode" } => {
    if (row.cityCode) {
      const id = byCode.get(row.cityCode);
      return id !== undefined ? { id } : { error: `players.import.errors.cityUnknown?${new URLSearchParams({ city: row.cityCode })}`, field: "cityCode" };
    }
    if (!row.city) return { id: null };
    const wanted = row.city.toUpperCase().replace(/\s+/g, " ").trim();
    const found = byName.get(wanted) ?? byCoreName.get(coreCityName(wanted)) ?? [];
    if (found.length === 1) return { id: found[0]! };
    const params = new URLSearchParams({ city: row.city });
    return { error: `players.import.errors.${found.length ? "cityAmbiguous" : "cityUnknown"}?${params}`, field: "city" };
  };
}

/** A clean row as the player it adds. */
type Addition = { row: number; player: typeof players.$inferInsert };

/** Rows a batch checks against the registry at once, and writes in one statement. */
const BATCH = 100;

const identity = (name: string, birthDate: string) => `${birthDate}|${nameKey(name)}`;

/** Which of these rows name a player already known: one indexed search per row (see playersKnownAs). */
function knownAmong(rows: { name: string; birthDate: string }[]) {
  return new Set(playersKnownAs(rows).map((player) => identity(player.name, player.birthDate)));
}

/**
 * Every row checked, in batches with a turn of the event loop between them: a
 * row that names an unknown city or skill level, or a player already known (or
 * already in the file) by name and birth date, is an error; a clean file is the
 * players it adds.
 */
async function planImport(rows: Rows): Promise<{ errors: RowError[]; additions: Addition[] }> {
  const cityOf = cityResolver();
  const levels = new Map(
    getDb()
      .select({ id: skillLevels.id, name: skillLevels.name })
      .from(skillLevels)
      .all()
      .map((l) => [l.name.toLowerCase(), l.id]),
  );
  const errors: RowError[] = [];
  const additions: Addition[] = [];
  const seen = new Map<string, number>();
  const slices = timeSlices();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const known = knownAmong(batch.map(({ value }) => value));
    for (const { row, value } of batch) {
      const rowErrors: RowError[] = [];
      const city = cityOf(value);
      if ("error" in city) rowErrors.push({ row, field: city.field, message: city.error });
      const levelId = value.skillLevel ? levels.get(value.skillLevel.toLowerCase()) : null;
      if (levelId === undefined) rowErrors.push({ row, field: "skillLevel", message: `players.import.errors.skillLevelUnknown?${new URLSearchParams({ level: value.skillLevel! })}` });
      const key = identity(value.name, value.birthDate);
      const earlier = seen.get(key);
      if (earlier !== undefined) rowErrors.push({ row, field: "name", message: `players.import.errors.duplicateInFile?row=${earlier}` });
      else if (known.has(key)) rowErrors.push({ row, field: "name", message: `players.import.errors.duplicateExisting?${new URLSearchParams({ name: value.name })}` });
      seen.set(key, earlier ?? row);
      errors.push(...rowErrors);
      if (rowErrors.length || "error" in city || levelId === undefined) continue;
      additions.push({
        row,
        player: {
          name: value.name.replace(/\s+/g, " "),
          gender: value.gender,
          birthDate: value.birthDate,
          phone: value.phone,
          email: value.email?.toLowerCase() ?? null,
          cityId: city.id,
          club: value.club?.replace(/\s+/g, " ") ?? null,
          skillLevelId: levelId,
        },
      });
    }
    if (slices.due()) await slices.next();
  }
  return { errors, additions };
}

/** The ids among `ids` that `table` still has. */
function existing(table: typeof cities | typeof skillLevels, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  return new Set(
    wanted.length
      ? getDb()
          .select({ id: table.id })
          .from(table)
          .where(inArray(table.id, wanted))
          .all()
          .map((r) => r.id)
      : [],
  );
}

/**
 * One batch of new players with their audit entries. Checked again under the
 * write lock: a player added or a city or skill level removed since the rows
 * were checked refuses the batch, and with it the import.
 */
function writeBatch(batch: Addition[], actorId: number): BatchWrite<number[]> {
  const known = knownAmong(batch.map(({ player }) => ({ name: player.name, birthDate: player.birthDate! })));
  const cityIds = existing(
    cities,
    batch.map(({ player }) => player.cityId),
  );
  const levelIds = existing(
    skillLevels,
    batch.map(({ player }) => player.skillLevelId),
  );
  const errors: RowError[] = [];
  for (const { row, player } of batch) {
    if (known.has(identity(player.name, player.birthDate!))) errors.push({ row, field: "name", message: `players.import.errors.duplicateExisting?${new URLSearchParams({ name: player.name })}` });
    if (player.cityId && !cityIds.has(player.cityId)) errors.push({ row, field: "city", message: "players.errors.unknownCity" });
    if (player.skillLevelId && !levelIds.has(player.skillLevelId)) errors.push({ row, field: "skillLevel", message: "players.errors.unknownSkillLevel" });
  }
  if (errors.length) return { ok: false, errors };
  const ids = getDb()
    .insert(players)
    .values(batch.map(({ player }) => player))
    .returning({ id: players.id })
    .all()
    .map((p) => p.id);
  recordAudits(batch.map(({ row, player }, index) => ({ userId: actorId, action: "import", entity: "player", entityId: ids[index]!, summary: `${player.name} (${player.birthDate}), row ${row}` })));
  return { ok: true, written: ids };
}

/** Takes back a written batch: its players and their import entries, except players someone put on a team meanwhile. */
function undoBatch(ids: number[]) {
  const db = getDb();
  const inUse = new Set(
    db
      .select({ id: teamPlayers.playerId })
      .from(teamPlayers)
      .where(inArray(teamPlayers.playerId, ids))
      .all()
      .map((r) => r.id),
  );
  const gone = ids.filter((id) => !inUse.has(id));
  if (gone.length) {
    db.delete(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.action, "import"), inArray(auditLog.entityId, gone)))
      .run();
    db.delete(players).where(inArray(players.id, gone)).run();
  }
  if (inUse.size) log.warn("an import taken back keeps players already put on a team", { players: [...inUse] });
}

/**
 * Adds every row as a new player, or none: the rows are checked first (see
 * planImport), then written in batches (see writeInBatches).
 */
async function applyImport(rows: Rows, actorId: number) {
  const plan = await planImport(rows);
  if (plan.errors.length) return { ok: false, errors: plan.errors } as const;
  const written = await writeInBatches(plan.additions, BATCH, { write: (batch) => writeBatch(batch, actorId), undo: undoBatch });
  return written.ok ? ({ ok: true, summary: { added: plan.additions.length, updated: 0, unchanged: 0 } } as const) : written;
}

export const playerImport: SheetImport<PlayerImportRow> = {
  entity: "player",
  fields: {
    name: ["players.fields.name"],
    gender: ["players.fields.gender"],
    birthDate: ["players.fields.birthDate"],
    phone: ["players.fields.phone"],
    email: ["players.fields.email"],
    cityCode: ["players.fields.cityCode"],
    city: ["players.fields.city"],
    club: ["players.fields.club"],
    skillLevel: ["players.fields.skillLevel"],
  },
  required: ["name", "gender", "birthDate"],
  schema: playerImportRow,
  plan: async (rows) => ({ errors: (await planImport(rows)).errors, summary: { added: rows.length, updated: 0, unchanged: 0 } }),
  apply: (rows, _columns, actorId) => applyImport(rows, actorId),
  cells: (row) => [row.name, row.gender, row.birthDate, row.phone ?? "", row.email ?? "", row.cityCode ?? "", row.city ?? "", row.club ?? "", row.skillLevel ?? ""],
};
