import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES, passwordByteLength } from "./password-policy";

/** bcrypt cost: about 100 ms per check here, slow enough for offline guessing, quick enough for a login. */
const COST = 11;

export { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordByteLength } from "./password-policy";

export async function hashPassword(password: string) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) throw new Error("password longer than 72 bytes");
  return bcrypt.hash(password, COST);
}

/** A hash of a password nobody has, checked when the e-mail is unknown so both answers take as long. */
const decoyHash = bcrypt.hashSync("laga-decoy-password-for-unknown-accounts", COST);

export function verifyPassword(password: string, hash: string | null) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return bcrypt.compare("", decoyHash).then(() => false);
  return bcrypt.compare(password, hash ?? decoyHash).then((ok) => ok && hash !== null);
}
