import { settings } from "~/config.server";
import { randomSecret } from "~/utils/crypto.server";
import { countUsers, createUser } from "~/models/accounts/user.server";

/**
 * An empty database gets its first admin from ADMIN_EMAIL / ADMIN_PASSWORD. Without
 * a password a random one is made and printed once: it is not stored anywhere else.
 */
export async function ensureFirstAdmin() {
  if (countUsers() > 0) return null;
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = settings();
  const password = ADMIN_PASSWORD ?? randomSecret(12);
  const admin = await createUser({ name: "Administrator", email: ADMIN_EMAIL, role: "admin", password });
  if (!ADMIN_PASSWORD) {
    console.log(
      [
        "",
        "  First admin created. This password is shown only once:",
        `    e-mail:   ${admin.email}`,
        `    password: ${password}`,
        "  Change it after signing in, or set ADMIN_EMAIL / ADMIN_PASSWORD before the first start.",
        "",
      ].join("\n"),
    );
  }
  return admin;
}
