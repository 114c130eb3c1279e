import { z } from "zod";
import { cities, players, skillLevels, type PlayerGender } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import type { RowError, SheetImport } from "~/utils/spreadsheet-import.server";
import { normalisePhone } from "~/utils/phone";
import { recordAudit } from "./audit.server";
import { findDuplicatePlayers, nameKey } from "./player.server";

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

const latestToday = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

const optionalText = (max: number) => z.string().trim().max(max, { error: `validation.tooLong?max=${max}` }).optional();

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

function cityResolver() {
  const all = getDb().select({ id: cities.id, code: cities.code, name: cities.name }).from(cities).all();
  return (row: PlayerImportRow): { id: number | null } | { error: RowError["message"]; field: "city" | "cityCode" } => {
    if (row.cityCode) {
      const city = all.find((c) => c.code === row.cityCode);
      return city ? { id: city.id } : { error: `players.import.errors.cityUnknown?${new URLSearchParams({ city: row.cityCode })}`, field: "cityCode" };
    }
    if (!row.city) return { id: null };
    const wanted = row.city.toUpperCase().replace(/\s+/g, " ").trim();
    const exact = all.filter((c) => c.name === wanted);
    const found = exact.length ? exact : all.filter((c) => coreCityName(c.name) === coreCityName(wanted));
    if (found.length === 1) return { id: found[0]!.id };
    const params = new URLSearchParams({ city: row.city });
    return { error: `players.import.errors.${found.length ? "cityAmbiguous" : "cityUnknown"}?${params}`, field: "city" };
  };
}

class Rollback extends Error {}

/**
 * Adds every row as a new player in one transaction, or none: a row that
 * names an unknown city or skill level, or a player already known (or already
 * in the file) by name and birth date, stops the whole import. A dry run
 * (`write` false) goes through the same steps and rolls back.
 */
function runImport(rows: Rows, actorId: number | null, write: boolean) {
  const errors: RowError[] = [];
  let added = 0;
  try {
    writeTransaction(() => {
      const db = getDb();
      const cityOf = cityResolver();
      const levels = db.select({ id: skillLevels.id, name: skillLevels.name }).from(skillLevels).all();
      const seen = new Map<string, number>();
      for (const { row, value } of rows) {
        const city = cityOf(value);
        if ("error" in city) errors.push({ row, field: city.field, message: city.error });
        const level = value.skillLevel ? levels.find((l) => l.name.toLowerCase() === value.skillLevel!.toLowerCase()) : null;
        if (level === undefined) errors.push({ row, field: "skillLevel", message: `players.import.errors.skillLevelUnknown?${new URLSearchParams({ level: value.skillLevel! })}` });
        const key = `${nameKey(value.name)}|${value.birthDate}`;
        const earlier = seen.get(key);
        if (earlier !== undefined) errors.push({ row, field: "name", message: `players.import.errors.duplicateInFile?row=${earlier}` });
        else if (findDuplicatePlayers(value.name, value.birthDate).length) {
          errors.push({ row, field: "name", message: `players.import.errors.duplicateExisting?${new URLSearchParams({ name: value.name })}` });
        }
        seen.set(key, earlier ?? row);
        if (errors.length || "error" in city || level === undefined) continue;
        const player = db
          .insert(players)
          .values({
            name: value.name.replace(/\s+/g, " "),
            gender: value.gender,
            birthDate: value.birthDate,
            phone: value.phone,
            email: value.email?.toLowerCase() ?? null,
            cityId: city.id,
            club: value.club?.replace(/\s+/g, " ") ?? null,
            skillLevelId: level?.id ?? null,
          })
          .returning({ id: players.id })
          .get();
        recordAudit({ userId: actorId, action: "import", entity: "player", entityId: player.id, summary: `${value.name} (${value.birthDate}), row ${row}` });
        added += 1;
      }
      if (!write || errors.length) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return { errors, added: errors.length ? 0 : added };
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
  plan: (rows) => {
    const { errors } = runImport(rows, null, false);
    return { errors, summary: { added: rows.length, updated: 0, unchanged: 0 } };
  },
  apply: (rows, _columns, actorId) => {
    const { errors, added } = runImport(rows, actorId, true);
    return errors.length ? { ok: false, errors } : { ok: true, summary: { added, updated: 0, unchanged: 0 } };
  },
  cells: (row) => [row.name, row.gender, row.birthDate, row.phone ?? "", row.email ?? "", row.cityCode ?? "", row.city ?? "", row.club ?? "", row.skillLevel ?? ""],
};
