import { and, eq, gt } from "drizzle-orm";
import { apiTokens, users } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";
import { randomSecret, sameDigest, sha256 } from "~/utils/crypto.server";
import type { SessionUser } from "./user.server";
import { now as clockNow, nowMs } from "~/clock.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is written at most once a minute per token. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Issues a bearer token `id|secret`; the secret (64 characters) is only ever stored as its sha256. */
export function issueApiToken(userId: number, name: string) {
  const secret = randomSecret(48);
  const [row] = getDb()
    .insert(apiTokens)
    .values({
      userId,
      name: name.slice(0, 100),
      tokenHash: sha256(secret),
      expiresAt: new Date(nowMs() + settings().API_TOKEN_DAYS * DAY_MS),
    })
    .returning({ id: apiTokens.id })
    .all();
  return `${row!.id}|${secret}`;
}

function parseToken(token: string) {
  const match = /^(\d{1,15})\|([A-Za-z0-9_-]{40,200})$/.exec(token);
  return match ? { id: Number(match[1]), secret: match[2]! } : null;
}

/** The user behind a bearer token, if the token is well-formed, unexpired and its user active. */
export function findApiTokenUser(token: string, now = clockNow()): { tokenId: number; user: SessionUser } | null {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = getDb()
    .select({
      id: apiTokens.id,
      tokenHash: apiTokens.tokenHash,
      lastUsedAt: apiTokens.lastUsedAt,
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.id, parsed.id), gt(apiTokens.expiresAt, now), eq(users.active, true)))
    .get();
  if (!row || !sameDigest(row.tokenHash, sha256(parsed.secret))) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    getDb().update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id)).run();
  }
  return { tokenId: row.id, user: row.user };
}

export function revokeApiToken(tokenId: number) {
  getDb().delete(apiTokens).where(eq(apiTokens.id, tokenId)).run();
}

export function revokeUserApiTokens(userId: number) {
  getDb().delete(apiTokens).where(eq(apiTokens.userId, userId)).run();
}
