import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, eventManagers, events, users } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { findApiTokenUser, issueApiToken } from "~/models/accounts/api-token.server";
import { findActiveSession, startSession } from "~/models/accounts/session.server";
import { createManagedUser, findManagedUser, removeManagedUser, updateManagedUser } from "~/models/accounts/user-admin.server";
import { listUsers, userExport, userListSpec } from "~/models/accounts/user-list.server";
import { createUser } from "~/models/accounts/user.server";
import { readListParams } from "~/utils/list-params";
import { now as clockNow } from "~/clock.server";

let adminId: number;
let eventIds: number[];

beforeAll(async () => {
  migrateDatabase(getDb());
  adminId = (await createUser({ name: "Admin Utama", email: "admin@example.id", role: "admin", password: "admin-password-1" })).id;
  const now = clockNow();
  eventIds = getDb()
    .insert(events)
    .values([
      { slug: "liga-a", name: "Liga A", startsAt: now, endsAt: now },
      { slug: "liga-b", name: "Liga B", startsAt: now, endsAt: now },
    ])
    .returning({ id: events.id })
    .all()
    .map((e) => e.id);
});

const list = (query: string) => listUsers(readListParams(new URLSearchParams(query), userListSpec));

describe("managing users", () => {
  it("creates an event manager with assigned events and an audit entry", async () => {
    const result = await createManagedUser({ name: "Dewi", email: "DEWI@example.id", role: "event", active: true, eventIds: [eventIds[0]!], password: "dewi-password-1" }, adminId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.email).toBe("dewi@example.id");
    expect(findManagedUser(result.user.id)?.eventIds).toEqual([eventIds[0]]);
    expect(getDb().select().from(auditLog).where(eq(auditLog.entityId, result.user.id)).all()).toEqual([expect.objectContaining({ action: "create", entity: "user", userId: adminId })]);
  });

  it("refuses an e-mail another account has, in any case", async () => {
    const result = await createManagedUser({ name: "Copy", email: "Admin@Example.id", role: "event", active: true, eventIds: [], password: "copy-password-1" }, adminId);
    expect(result).toEqual({ ok: false, field: "email", error: "users.errors.emailTaken" });
  });

  it("records what changed, and drops event assignments of an admin", async () => {
    const created = await createManagedUser({ name: "Rudi", email: "rudi@example.id", role: "event", active: true, eventIds, password: "rudi-password-1" }, adminId);
    if (!created.ok) throw new Error("setup");
    const id = created.user.id;
    expect(await updateManagedUser(id, { name: "Rudi H", email: "rudi@example.id", role: "admin", active: true, eventIds }, adminId)).toEqual({ ok: true });
    expect(findManagedUser(id)).toMatchObject({ name: "Rudi H", role: "admin", eventIds: [] });
    const entry = getDb().select().from(auditLog).where(eq(auditLog.entityId, id)).all().at(-1)!;
    expect(entry.changes).toMatchObject({ name: { from: "Rudi", to: "Rudi H" }, role: { from: "event", to: "admin" } });
  });

  it("signs a user out everywhere when deactivated or given a new password", async () => {
    const created = await createManagedUser({ name: "Sari", email: "sari@example.id", role: "event", active: true, eventIds: [], password: "sari-password-1" }, adminId);
    if (!created.ok) throw new Error("setup");
    const id = created.user.id;
    const session = startSession(id, { userAgent: null, ip: null });
    const token = issueApiToken(id, "phone");
    await updateManagedUser(id, { name: "Sari", email: "sari@example.id", role: "event", active: true, eventIds: [], password: "another-password-2" }, adminId);
    expect(findActiveSession(session)).toBeNull();
    expect(findApiTokenUser(token)).toBeNull();
    const again = startSession(id, { userAgent: null, ip: null });
    await updateManagedUser(id, { name: "Sari", email: "sari@example.id", role: "event", active: false, eventIds: [] }, adminId);
    expect(findActiveSession(again)).toBeNull();
  });

  it("keeps at least one active admin and lets nobody demote themselves", async () => {
    expect(await updateManagedUser(adminId, { name: "Admin Utama", email: "admin@example.id", role: "event", active: true, eventIds: [] }, adminId)).toMatchObject({
      ok: false,
      error: "users.errors.selfDemote",
    });
    expect(removeManagedUser(adminId, adminId)).toMatchObject({ ok: false, error: "users.errors.selfRemove" });
  });

  it("deletes an unused account but deactivates one with history", async () => {
    const unused = await createManagedUser({ name: "Baru", email: "baru@example.id", role: "event", active: true, eventIds: [eventIds[1]!], password: "baru-password-1" }, adminId);
    const used = await createManagedUser({ name: "Lama", email: "lama@example.id", role: "event", active: true, eventIds: [], password: "lama-password-1" }, adminId);
    if (!unused.ok || !used.ok) throw new Error("setup");
    getDb().update(users).set({ lastLoginAt: clockNow() }).where(eq(users.id, used.user.id)).run();
    expect(removeManagedUser(unused.user.id, adminId)).toEqual({ ok: true, outcome: "deleted", name: "Baru" });
    expect(findManagedUser(unused.user.id)).toBeNull();
    expect(getDb().select().from(eventManagers).where(eq(eventManagers.userId, unused.user.id)).all()).toEqual([]);
    expect(removeManagedUser(used.user.id, adminId)).toEqual({ ok: true, outcome: "deactivated", name: "Lama" });
    expect(findManagedUser(used.user.id)?.active).toBe(false);
  });
});

describe("the users list", () => {
  it("searches name and e-mail, filters by role and status, sorts and pages", () => {
    expect(list("q=dewi").rows.map((u) => u.name)).toEqual(["Dewi"]);
    expect(list("q=EXAMPLE.ID&role=admin").rows.every((u) => u.role === "admin")).toBe(true);
    expect(list("status=inactive").rows.map((u) => u.name)).toContain("Lama");
    const byEmailDesc = list("sort=email&dir=desc").rows.map((u) => u.email);
    expect(byEmailDesc).toEqual([...byEmailDesc].sort().reverse());
    const firstPage = list("perPage=10");
    expect(firstPage.window.total).toBeGreaterThanOrEqual(5);
    expect(list("q=%25").window.total).toBe(0);
    expect(list("q=_").window.total).toBe(0);
  });

  it("lists the events an event manager runs", () => {
    expect(list("q=dewi").rows[0]!.events).toEqual([{ id: eventIds[0], name: "Liga A" }]);
  });

  it("exports the current filter, every page", () => {
    const rows = [...userExport.rows(new URLSearchParams("role=event&perPage=10&page=9"))].flat();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((u) => u.role === "event")).toBe(true);
  });
});
