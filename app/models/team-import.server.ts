import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { players, teamStatuses, type TeamStatus } from "#drizzle/schema";
import { eventChoices } from "~/auth/event-access.server";
import { getDb, writeTransaction } from "~/db.server";
import { TEAM_NAME_MAX } from "~/domain/roster";
import { translations } from "~/i18n/resources";
import type { RowError, SheetImport } from "~/utils/spreadsheet-import.server";
import { nameKey } from "./player.server";
import { categoriesOfEvents, type TeamCategory } from "./team-category.server";
import { insertTeam, refreshTeamsOf, type TeamField } from "./team.server";
import type { SessionUser } from "./user.server";

const optionalText = (max: number) => z.string().trim().max(max, { error: `validation.tooLong?max=${max}` }).optional();

/** Names in a cell, separated by ";" (a comma may sit inside a club or a name). */
const nameList = z
  .string({ error: "teams.import.errors.noPlayers" })
  .max(2000, { error: "validation.tooLong?max=2000" })
  .transform((text) => text.split(";").map((part) => part.trim()).filter(Boolean))
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
  return new Set([
    String(category.id),
    ...(category.name?.trim() ? [loose(category.name)] : []),
    ...genders.map((gender) => loose(`${category.gameType} ${gender} ${category.skillLevel}`)),
  ]);
}

/**
 * Players named in a file, by e-mail or by name, each an indexed search
 * (players_email_idx, players_name_idx; nameKey then decides, as everywhere)
 * remembered for the import: a name repeated in many rows is looked up once.
 */
function playerResolver() {
  const candidates = (where: SQL) => getDb().select({ id: players.id, name: players.name, email: players.email }).from(players).where(where).prepare();
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

/**
 * Adds every row as a team, in one transaction, or none. Each team passes the
 * same rules as in the form (roster, one team per player and category, seeds,
 * the category's limit), counting the teams of earlier rows. Only events the
 * user runs are found. A dry run (`write` false) rolls back.
 */
function runImport(rows: Rows, user: SessionUser, write: boolean) {
  const errors: RowError[] = [];
  const eventIds: number[] = [];
  try {
    writeTransaction(() => {
      const events = eventChoices(user);
      const categories = categoriesOfEvents(events.map((event) => event.id)).map((category) => ({ category, names: categoryNames(category) }));
      const playerOf = playerResolver();
      for (const { row, value } of rows) {
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
        const playerIds: number[] = [];
        for (const text of value.players) {
          const player = playerOf(text);
          if ("error" in player) rowErrors.push({ row, field: "players", message: player.error });
          else playerIds.push(player.id);
        }
        const captain = value.captain ? playerOf(value.captain) : null;
        if (captain && "error" in captain) rowErrors.push({ row, field: "captain", message: captain.error });
        if (rowErrors.length || !category || !status) {
          errors.push(...rowErrors);
          continue;
        }
        const result = insertTeam(
          {
            eventId: event.id,
            eventCategoryId: category.id,
            name: value.teamName ?? null,
            club: value.club ?? null,
            seed: value.seed ?? null,
            status,
            playerIds,
            captainId: captain && "id" in captain ? captain.id : null,
          },
          user.id,
        );
        if (result.ok) eventIds.push(event.id);
        else {
          for (const [field, messages] of Object.entries(result.fieldErrors)) {
            for (const message of messages ?? []) errors.push({ row, field: columnOf[field as TeamField], message });
          }
        }
      }
      if (!write || errors.length) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (write && errors.length === 0) refreshTeamsOf(eventIds);
  return { errors, added: errors.length ? 0 : eventIds.length };
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
    plan: (rows) => ({ errors: runImport(rows, user, false).errors, summary: { added: rows.length, updated: 0, unchanged: 0 } }),
    apply: (rows) => {
      const { errors, added } = runImport(rows, user, true);
      return errors.length ? { ok: false, errors } : { ok: true, summary: { added, updated: 0, unchanged: 0 } };
    },
    cells: (row) => [row.eventSlug, row.category, row.teamName ?? "", row.club ?? "", row.seed ? String(row.seed) : "", row.status ?? "", row.players.join("; "), row.captain ?? ""],
  };
}
