import { and, count, eq, inArray, or, type SQL } from "drizzle-orm";
import { eventManagers, events, users, userRoles, type UserRole } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";

export const userListSpec = {
  sorts: ["name", "email", "role", "lastLogin", "created"] as const,
  defaultSort: "name" as const,
  filters: ["role", "status"] as const,
};

type UserListParams = ListParams<(typeof userListSpec.sorts)[number], (typeof userListSpec.filters)[number]>;

export type UserRow = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  events: { id: number; name: string }[];
};

const sortColumns = {
  name: users.name,
  email: users.email,
  role: users.role,
  lastLogin: users.lastLoginAt,
  created: users.createdAt,
};

function whereOf(params: UserListParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (params.q) conditions.push(or(contains(users.name, params.q), contains(users.email, params.q)));
  const role = params.filters.role;
  if (role && (userRoles as readonly string[]).includes(role)) conditions.push(eq(users.role, role as UserRole));
  if (params.filters.status === "active") conditions.push(eq(users.active, true));
  if (params.filters.status === "inactive") conditions.push(eq(users.active, false));
  return and(...conditions);
}

function withEvents(rows: Omit<UserRow, "events">[]): UserRow[] {
  if (rows.length === 0) return [];
  const assignments = getDb()
    .select({ userId: eventManagers.userId, id: events.id, name: events.name })
    .from(eventManagers)
    .innerJoin(events, eq(events.id, eventManagers.eventId))
    .where(
      inArray(
        eventManagers.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(events.name)
    .all();
  return rows.map((row) => ({ ...row, events: assignments.filter((a) => a.userId === row.id).map(({ id, name }) => ({ id, name })) }));
}

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** One page of the users list, with the events each event manager runs. */
export function listUsers(params: UserListParams) {
  const db = getDb();
  const where = whereOf(params);
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const window = pageWindow(total, params);
  const rows = db.select(rowColumns).from(users).where(where).orderBy(ordered(sortColumns[params.sort], params.direction), ordered(users.id, "asc")).limit(window.perPage).offset(window.offset).all();
  return { rows: withEvents(rows), window };
}

export const userExport = {
  roles: ["admin"],
  sheet: (t) => t("users.title"),
  columns: (t) => [
    { header: t("users.fields.name"), width: 28, type: "text", value: (u) => u.name },
    { header: t("users.fields.email"), width: 32, type: "text", value: (u) => u.email },
    { header: t("users.fields.role"), width: 16, type: "text", value: (u) => t(`roles.${u.role}`) },
    { header: t("users.fields.active"), width: 10, type: "boolean", value: (u) => u.active },
    { header: t("users.fields.events"), width: 40, type: "text", value: (u) => u.events.map((e) => e.name).join(", ") },
    { header: t("users.fields.lastLogin"), width: 20, type: "date", value: (u) => u.lastLoginAt },
    { header: t("users.fields.created"), width: 20, type: "date", value: (u) => u.createdAt },
  ],
  rows: (search) => {
    const params = readListParams(search, userListSpec);
    const ids = idsInOrder(getDb().select({ id: users.id }).from(users).where(whereOf(params)).orderBy(ordered(sortColumns[params.sort], params.direction), ordered(users.id, "asc")));
    return rowsByIds(ids, (chunk) => withEvents(inIdOrder(chunk, getDb().select(rowColumns).from(users).where(inArray(users.id, chunk)).all())));
  },
} satisfies ExportDefinition<UserRow>;
