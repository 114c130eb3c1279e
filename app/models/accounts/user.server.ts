import { eq } from "drizzle-orm";
import { users, type UserRole } from "#drizzle/schema";
import { hashPassword } from "~/auth/password.server";
import { countRows, getDb } from "~/db.server";
import { now } from "~/clock.server";

export type User = typeof users.$inferSelect;

/** What the rest of the app may know about a signed-in person. */
/**
 * Who a request is. Signed in through the browser, it also carries the event
 * the session works on (decision 0065), which the back office's lists open on;
 * an API token's user has none.
 */
export type SessionUser = Pick<User, "id" | "name" | "email" | "role"> & { workingEventId?: number | null };

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export function findUserByEmail(email: string) {
  return getDb().query.users.findFirst({ where: eq(users.email, normaliseEmail(email)) });
}

export function findUserById(id: number) {
  return getDb().query.users.findFirst({ where: eq(users.id, id) });
}

export function countUsers() {
  return countRows(getDb(), users);
}

type NewUser = { name: string; email: string; role: UserRole; active?: boolean };

export async function createUser(input: NewUser & { password: string }) {
  return insertUser({ ...input, passwordHash: await hashPassword(input.password) });
}

/** A user whose password was hashed beforehand (hashPassword). */
export function insertUser(input: NewUser & { passwordHash: string }) {
  const [user] = getDb()
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      role: input.role,
      active: input.active ?? true,
      passwordHash: input.passwordHash,
    })
    .returning()
    .all();
  return user!;
}

export async function setPassword(userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  getDb().update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

export function recordLogin(userId: number) {
  getDb().update(users).set({ lastLoginAt: now() }).where(eq(users.id, userId)).run();
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
