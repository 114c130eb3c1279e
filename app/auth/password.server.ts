import bcrypt from "bcryptjs";

/** bcrypt cost: about 100 ms per check here, slow enough for offline guessing, quick enough for a login. */
const COST = 11;

/** bcrypt only reads the first 72 bytes, so longer passwords are refused rather than silently cut. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

export function passwordByteLength(password: string) {
  return Buffer.byteLength(password, "utf8");
}

export function hashPassword(password: string) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) throw new Error("password longer than 72 bytes");
  return bcrypt.hash(password, COST);
}

/** A hash of a password nobody has, checked when the e-mail is unknown so both answers take as long. */
const decoyHash = bcrypt.hashSync("laga-decoy-password-for-unknown-accounts", COST);

export function verifyPassword(password: string, hash: string | null) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return bcrypt.compare("", decoyHash).then(() => false);
  return bcrypt.compare(password, hash ?? decoyHash).then((ok) => ok && hash !== null);
}
