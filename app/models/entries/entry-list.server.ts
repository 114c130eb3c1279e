import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { entries, entryPlayers, entryStatuses, type EntryStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { listEvent } from "../competition/team-list.server";
import { categoriesOfEvents, categoryLabel, type TeamCategory } from "../events/team-category.server";
import { idsInOrder, inIdOrder, rowsByIds, type ExportDefinition } from "../export-rows.server";
import { contains } from "../list.server";
import type { SessionUser } from "../accounts/user.server";
import { entryPlayersOf } from "./entry.server";
import type { EntryRow } from "./entry-admin.server";

/**
 * The staff's list of a category's entries (docs/design.md §3.8): in the order
 * they came, a page at a time, by status and by a player's name, phone or
 * e-mail; and the same filter as a spreadsheet through `/export/entry`.
 */

export const entryListSpec = {
  sorts: ["received"] as const,
  defaultSort: "received" as const,
  filters: ["status"] as const,
};

export type EntryListParams = ListParams<(typeof entryListSpec.sorts)[number], (typeof entryListSpec.filters)[number]>;

export function entryStatusOf(value: string | undefined): EntryStatus | null {
  return (entryStatuses as readonly string[]).includes(value ?? "") ? (value as EntryStatus) : null;
}

function whereOf(eventId: number, eventCategoryId: number, params: EntryListParams): SQL | undefined {
  const status = entryStatusOf(params.filters.status);
  const named = params.q
    ? exists(
        getDb()
          .select({ one: sql`1` })
          .from(entryPlayers)
          .where(
            and(eq(entryPlayers.entryId, entries.id), or(contains(entryPlayers.name, params.q), contains(entryPlayers.phone, params.q.replace(/^0/, "")), contains(entryPlayers.email, params.q))),
          ),
      )
    : undefined;
  return and(eq(entries.eventId, eventId), eq(entries.eventCategoryId, eventCategoryId), status ? eq(entries.status, status) : undefined, named);
}

function withPlayers(rows: (typeof entries.$inferSelect)[]): EntryRow[] {
  const people = entryPlayersOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, players: people.filter((p) => p.entryId === row.id) }));
}

/** One page of a category's entries, oldest first, with their players. */
export function listEntries(eventId: number, eventCategoryId: number, params: EntryListParams) {
  const db = getDb();
  const where = whereOf(eventId, eventCategoryId, params);
  const total = db.select({ n: count() }).from(entries).where(where).get()?.n ?? 0;
  const window = pageWindow(total, params);
  const rows = db
    .select()
    .from(entries)
    .where(where)
    .orderBy(params.direction === "desc" ? sql`${entries.id} desc` : asc(entries.id))
    .limit(window.perPage)
    .offset(window.offset)
    .all();
  return { rows: withPlayers(rows), window };
}

/**
 * The category the entries screen works on: the one asked for, else the
 * event's first. One of another event is not found (404), as on the group and
 * schedule screens: read as the event's first, a window posted with it would
 * change that category instead.
 */
export function listCategory(eventId: number, requested: string | null): TeamCategory | null {
  const categories = categoriesOfEvents([eventId]);
  if (!requested) return categories[0] ?? null;
  const category = categories.find((c) => String(c.id) === requested);
  if (!category) throw data(null, { status: 404 });
  return category;
}

type EntryExportRow = EntryRow & { category: TeamCategory };
type Translate = (key: string, options?: Record<string, unknown>) => string;

export const entryExport = {
  roles: ["admin", "event"],
  sheet: (t: Translate) => t("entries.staff.title"),
  columns: (t: Translate) => [
    { header: t("teams.fields.category"), width: 28, type: "text", value: (entry) => categoryLabel(entry.category, t) },
    { header: t("entries.staff.received"), width: 20, type: "date", value: (entry) => entry.createdAt },
    { header: t("teams.fields.status"), width: 14, type: "text", value: (entry) => t(`entries.statuses.${entry.status}`) },
    { header: t("teams.fields.name"), width: 24, type: "text", value: (entry) => entry.teamName },
    { header: t("entries.staff.entrants"), width: 40, type: "text", value: (entry) => entry.players.map((p) => `${p.name} (${p.birthDate})`).join("; ") },
    { header: t("teams.fields.club"), width: 24, type: "text", value: (entry) => [...new Set(entry.players.map((p) => p.club).filter(Boolean))].join("; ") || null },
    { header: t("players.fields.phone"), width: 18, type: "text", value: (entry) => entry.contactPhone },
    { header: t("players.fields.email"), width: 26, type: "text", value: (entry) => entry.contactEmail },
    { header: t("entries.staff.paid"), width: 8, type: "boolean", value: (entry) => entry.paid },
    { header: t("entries.staff.paidNote"), width: 24, type: "text", value: (entry) => entry.paidNote || null },
    { header: t("entries.staff.message"), width: 30, type: "text", value: (entry) => entry.message || null },
  ],
  rows: (search: URLSearchParams, user: SessionUser) => {
    const { event } = listEvent(user, search);
    const category = event ? listCategory(event.id, search.get("category")) : null;
    if (!event || !category) return [];
    const params = readListParams(search, entryListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: entries.id })
        .from(entries)
        .where(whereOf(event.id, category.id, params))
        .orderBy(params.direction === "desc" ? sql`${entries.id} desc` : asc(entries.id)),
    );
    return rowsByIds(ids, (chunk) => withPlayers(inIdOrder(chunk, getDb().select().from(entries).where(inArray(entries.id, chunk)).all())).map((row) => ({ ...row, category })));
  },
} satisfies ExportDefinition<EntryExportRow>;
