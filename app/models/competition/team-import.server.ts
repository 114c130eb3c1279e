import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auditLog, players, teamPlayers, teams, teamStatuses, type TeamStatus } from "#drizzle/schema";
import { eventChoices } from "~/auth/event-access.server";
import { getDb, writeTransaction } from "~/db.server";
import { TEAM_NAME_MAX } from "~/domain/roster";
import { translations } from "~/i18n/resources";
import { log } from "~/utils/logger.server";
import type { RowError, SheetImport } from "~/utils/spreadsheet-import.server";
import { timeSlices } from "~/utils/time-slices.server";
import { writeInBatches, type BatchWrite } from "../import-batches.server";
import { nameKey, visiblePlayers } from "../people/player.server";
import { categoriesOfEvents, type TeamCategory } from "../events/team-category.server";
import { categoryUsage, insertTeam, type TeamField, type TeamInput } from "./team.server";
import type { SessionUser } from "../accounts/user.server";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.tooLong?max=${max}` })
    .optional();

/** Names in a cell, separated by ";" (a comma may sit inside a club or a name). */
const nameList = z
  .string({ error: "teams.import.errors.noPlayers" })
  .max(2000, { error: "validation.tooLong?max=2000" })
  .transform((text) =>
    text
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0, { error: "teams.import.errors.noPlayers" });

/** One spreadsheet row of teams; every cell arrives as text. */
export const teamImportRow = z.object({
  eventSlug: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(120, { error: "validation.tooLong?max=120" }),
  category: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(120, { error: "validation.tooLong?max=120" }),
  teamName: optionalText(TEAM_NAME_MAX),
  club: optionalText(100),
  seed: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: "teams.errors.seed" })
    .transform(Number)
    .refine((seed) => seed >= 1, { error: "teams.errors.seed" })
    .optional(),
  status: optionalText(40),
  players: nameList,
  captain: optionalText(254),
});

export type TeamImportRow = z.infer<typeof teamImportRow>;
type Rows = { row: number; value: TeamImportRow }[];

const loose = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("id");

function localeValues(path: string[]): string[] {
  return Object.values(translations).flatMap((locale) => {
    let node: unknown = locale;
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === "string" ? [node] : [];
  });
}

/** "registered", or its name in any language ("Terdaftar") as the export writes it. */
function statusOf(text: string | undefined): TeamStatus | null {
  if (!text) return "registered";
  const wanted = loose(text);
  return teamStatuses.find((status) => status === wanted || localeValues(["teams", "statuses", status]).some((label) => loose(label) === wanted)) ?? null;
}

/**
 * The names a category answers to in a file: its event category id, its own
 * display name, and "Padel Men Beginner" with the gender word in English, as
 * the field name, or in any language of the interface ("Padel Putra Beginner").
 */
function categoryNames(category: TeamCategory): Set<string> {
  const genders = [category.gender, ...localeValues(["teams", "categoryGenders", category.gender])];
  return new Set([String(category.id), ...(category.name?.trim() ? [loose(category.name)] : []), ...genders.map((gender) => loose(`${category.gameType} ${gender} ${category.skillLevel}`))]);
}

/**
 * Players named in a file that the user may see, as the team form finds them:
 * by e-mail or by name, each an indexed search (players_email_idx,
 * players_name_idx; nameKey then decides, as everywhere) remembered for the
 * import: a name repeated in many rows is looked up once.
 */
function playerResolver(user: SessionUser) {
  const candidates = (where: SQL) =>
    getDb()
      .select({ id: players.id, name: players.name, email: players.email })
      .from(players)
      .where(and(where, visiblePlayers(user)))
      .prepare();
  const byEmail = candidates(sql`${players.email} = ${sql.placeholder("text")} collate nocase`);
  const byName = candidates(sql`${players.name} = ${sql.placeholder("text")} collate nocase`);
  const found = new Map<string, { id: number; name: string } | { error: string }>();
  const resolve = (text: string): { id: number; name: string } | { error: string } => {
    const email = text.includes("@") ? byEmail.all({ text }).filter((p) => p.email?.toLowerCase() === text.toLowerCase()) : [];
    const named = email.length ? email : byName.all({ text: text.replace(/\s+/g, " ") }).filter((p) => nameKey(p.name) === nameKey(text));
    if (named.length === 1) return { id: named[0]!.id, name: named[0]!.name };
    return { error: `teams.import.errors.${named.length ? "playerAmbiguous" : "playerUnknown"}?${new URLSearchParams({ player: text })}` };
  };
  return (text: string) => {
    if (!found.has(text)) found.set(text, resolve(text));
    return found.get(text)!;
  };
}

/** The import's column for each field of the team form, so a refusal points at the right cell. */
const columnOf: Record<TeamField, string> = {
  eventId: "eventSlug",
  eventCategoryId: "category",
  name: "teamName",
  club: "club",
  seed: "seed",
  status: "status",
  playerIds: "players",
  captainId: "captain",
};

class Rollback extends Error {}

type Insert = ReturnType<typeof insertTeam>;

/** What the team form would say to this team now: insertTeam in a transaction that is rolled back. */
function dryRun(input: TeamInput, user: SessionUser): Insert {
  let result: Insert | null = null;
  try {
    writeTransaction(() => {
      result = insertTeam(input, user);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result!;
}

function refusalErrors(row: number, result: Insert): RowError[] {
  if (result.ok) return [];
  return Object.entries(result.fieldErrors).flatMap(([field, messages]) => (messages ?? []).map((message) => ({ row, field: columnOf[field as TeamField], message })));
}

type PlannedTeam = { row: number; input: TeamInput };

/**
 * Every row checked, in slices with a turn of the event loop between them,
 * against the same rules as the form (roster, one team per player and
 * category, seeds, the category's limit). Each row is judged alone against the
 * database (see dryRun); what the file's earlier clean rows take — their
 * players, seeds and places in a category — is counted here, as if they were
 * already written. Only events the user runs are found.
 */
async function planImport(rows: Rows, user: SessionUser): Promise<{ errors: RowError[]; teams: PlannedTeam[] }> {
  const events = eventChoices(user);
  const categories = categoriesOfEvents(events.map((event) => event.id)).map((category) => ({ category, names: categoryNames(category) }));
  const entered = new Map(
    [
      ...categoryUsage(
        categories.map((c) => c.category.id),
        null,
      ),
    ].map(([id, usage]) => [id, usage.entered]),
  );
  const playerOf = playerResolver(user);
  const takenInFile = new Map<string, string>();
  const seededInFile = new Map<string, string>();
  const errors: RowError[] = [];
  const teams: PlannedTeam[] = [];
  const slices = timeSlices();
  for (const { row, value } of rows) {
    if (slices.due()) await slices.next();
    const rowErrors: RowError[] = [];
    const wantedEvent = loose(value.eventSlug);
    const event = events.find((e) => e.slug === wantedEvent) ?? events.find((e) => loose(e.name) === wantedEvent);
    if (!event) {
      errors.push({ row, field: "eventSlug", message: `teams.import.errors.eventUnknown?${new URLSearchParams({ slug: value.eventSlug })}` });
      continue;
    }
    const category = categories.find((c) => c.category.eventId === event.id && c.names.has(loose(value.category)))?.category;
    if (!category) rowErrors.push({ row, field: "category", message: `teams.import.errors.categoryUnknown?${new URLSearchParams({ category: value.category })}` });
    const status = statusOf(value.status);
    if (!status) rowErrors.push({ row, field: "status", message: "teams.import.errors.status" });
    const roster: { id: number; name: string }[] = [];
    for (const text of value.players) {
      const player = playerOf(text);
      if ("error" in player) rowErrors.push({ row, field: "players", message: player.error });
      else roster.push(player);
    }
    const captain = value.captain ? playerOf(value.captain) : null;
    if (captain && "error" in captain) rowErrors.push({ row, field: "captain", message: captain.error });
    if (rowErrors.length || !category || !status) {
      errors.push(...rowErrors);
      continue;
    }
    const input: TeamInput = {
      eventId: event.id,
      eventCategoryId: category.id,
      name: value.teamName ?? null,
      club: value.club ?? null,
      seed: value.seed ?? null,
      status,
      playerIds: roster.map((player) => player.id),
      captainId: captain && "id" in captain ? captain.id : null,
    };
    const judged = dryRun(input, user);
    rowErrors.push(...refusalErrors(row, judged));
    for (const player of roster) {
      const team = takenInFile.get(`${category.id}|${player.id}`);
      if (team !== undefined) rowErrors.push({ row, field: "players", message: `teams.errors.playerTaken?${new URLSearchParams({ player: player.name, team })}` });
    }
    const seededBy = input.seed === null ? undefined : seededInFile.get(`${category.id}|${input.seed}`);
    if (seededBy !== undefined) rowErrors.push({ row, field: "seed", message: `teams.errors.seedTaken?${new URLSearchParams({ seed: String(input.seed), team: seededBy })}` });
    if (category.maxTeams !== null && status !== "withdrawn" && (entered.get(category.id) ?? 0) >= category.maxTeams) {
      const full = `teams.errors.categoryFull?${new URLSearchParams({ max: String(category.maxTeams) })}`;
      if (!rowErrors.some((e) => e.message === full)) rowErrors.push({ row, field: "category", message: full });
    }
    if (rowErrors.length || !judged.ok) {
      errors.push(...rowErrors);
      continue;
    }
    for (const player of roster) takenInFile.set(`${category.id}|${player.id}`, judged.team.name);
    if (input.seed !== null) seededInFile.set(`${category.id}|${input.seed}`, judged.team.name);
    if (status !== "withdrawn") entered.set(category.id, (entered.get(category.id) ?? 0) + 1);
    teams.push({ row, input });
  }
  return { errors, teams };
}

/** Teams a batch writes in one transaction: each is judged again by insertTeam, now against the batches before it. */
const BATCH = 10;

function writeBatch(batch: PlannedTeam[], user: SessionUser): BatchWrite<{ teamId: number; eventId: number }[]> {
  const written: { teamId: number; eventId: number }[] = [];
  const errors: RowError[] = [];
  for (const { row, input } of batch) {
    const result = insertTeam(input, user);
    if (result.ok) written.push({ teamId: result.team.id, eventId: result.team.eventId });
    else errors.push(...refusalErrors(row, result));
  }
  return errors.length ? { ok: false, errors } : { ok: true, written };
}

/** Takes back a written batch: each team with its roster and its entry in the log, except one put in a group or a match meanwhile. */
function undoBatch(written: { teamId: number }[]) {
  const db = getDb();
  const kept: number[] = [];
  for (const { teamId } of written) {
    try {
      db.$client.transaction(() => {
        db.delete(teamPlayers).where(eq(teamPlayers.teamId, teamId)).run();
        db.delete(teams).where(eq(teams.id, teamId)).run();
        db.delete(auditLog)
          .where(and(eq(auditLog.entity, "team"), eq(auditLog.action, "create"), eq(auditLog.entityId, teamId)))
          .run();
      })();
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_FOREIGNKEY")) throw error;
      kept.push(teamId);
    }
  }
  if (kept.length) log.warn("an import taken back keeps teams already drawn or scheduled", { teams: kept });
}

/**
 * Adds every row as a team, or none: the rows are checked first (see
 * planImport), then written in batches (see writeInBatches).
 */
async function applyImport(rows: Rows, user: SessionUser) {
  const plan = await planImport(rows, user);
  if (plan.errors.length) return { ok: false, errors: plan.errors } as const;
  const written = await writeInBatches(plan.teams, BATCH, { write: (batch) => writeBatch(batch, user), undo: undoBatch });
  return written.ok ? ({ ok: true, summary: { added: plan.teams.length, updated: 0, unchanged: 0 } } as const) : written;
}

/** The team import of one user: they find and fill only the events they run. */
export function teamImportFor(user: SessionUser): SheetImport<TeamImportRow> {
  return {
    entity: "team",
    fields: {
      eventSlug: ["teams.fields.event"],
      category: ["teams.fields.category"],
      teamName: ["teams.fields.name"],
      club: ["teams.fields.club"],
      seed: ["teams.fields.seed"],
      status: ["teams.fields.status"],
      players: ["teams.fields.players"],
      captain: ["teams.fields.captain"],
    },
    required: ["eventSlug", "category", "players"],
    schema: teamImportRow,
    plan: async (rows) => ({ errors: (await planImport(rows, user)).errors, summary: { added: rows.length, updated: 0, unchanged: 0 } }),
    apply: (rows) => applyImport(rows, user),
    cells: (row) => [row.eventSlug, row.category, row.teamName ?? "", row.club ?? "", row.seed ? String(row.seed) : "", row.status ?? "", row.players.join("; "), row.captain ?? ""],
  };
}
