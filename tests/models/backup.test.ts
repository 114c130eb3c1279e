import Database from "better-sqlite3";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { backupDatabase, restoreDatabase } from "~/models/backup.server";
import { createUser } from "~/models/user.server";

describe("online backup and restore", () => {
  it("copies a consistent database while writes go on, and puts it back", async () => {
    const db = getDb();
    migrateDatabase(db);
    await createUser({ name: "Sebelum", email: "before@example.id", role: "admin", password: "before-password" });
    const target = path.join(path.dirname(db.$client.name), `backup-${process.pid}-${Date.now()}.sqlite`);
    // Writes keep arriving while the backup runs.
    let writes = 0;
    const writer = setInterval(() => {
      db.update(users).set({ name: `Sebelum ${++writes}` }).where(eq(users.email, "before@example.id")).run();
    }, 1);
    const pages = await backupDatabase(target);
    clearInterval(writer);
    expect(pages).toBeGreaterThan(0);

    const copy = new Database(target, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("select count(*) from users").pluck().get()).toBe(1);
    copy.close();

    await createUser({ name: "Sesudah", email: "after@example.id", role: "event", password: "after-password" });
    await restoreDatabase(target);
    const restored = getDb().select({ email: users.email }).from(users).all();
    expect(restored).toEqual([{ email: "before@example.id" }]);
    rmSync(target, { force: true });
    expect(existsSync(target)).toBe(false);
  });

  it("refuses to restore a file that is not a sound database", async () => {
    const bogus = path.join(path.dirname(getDb().$client.name), `bogus-${process.pid}.sqlite`);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(bogus, "not a database at all");
    await expect(restoreDatabase(bogus)).rejects.toThrow();
    rmSync(bogus, { force: true });
  });
});
