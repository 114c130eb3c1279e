import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const flag = z.enum(["0", "1", "true", "false", "yes", "no"], { error: "use 1 or 0" }).transform((v) => v === "1" || v === "true" || v === "yes");

/** An http(s) origin and nothing more (no path, query or fragment), kept without its trailing slash. */
function httpOrigin(example: string) {
  return z
    .url({ protocol: /^https?$/, error: `must be an http(s) origin such as ${example}` })
    .refine((value) => !URL.canParse(value) || new URL(value).href === `${new URL(value).origin}/`, { error: `must be an http(s) origin such as ${example}, without a path` })
    .transform((value) => new URL(value).origin);
}

const settingsSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_PATH: z.string().min(1).optional(),
    SESSION_SECRET: z
      .string()
      .superRefine((value, context) => {
        // Every secret of the list verifies cookies, so each one is held to the length rule: a short old one would be the weak link.
        const secrets = sessionSecrets(value);
        secrets.forEach((secret, index) => {
          if (secret.length >= 32) return;
          const message = secrets.length === 1 ? "needs at least 32 characters (comma-separated to rotate)" : `secret ${index + 1} of the comma list needs at least 32 characters`;
          context.addIssue({ code: "custom", message });
        });
      })
      .optional(),
    // The site is served from the root of its origin: a path here would be left off every link but the absolute ones.
    BASE_URL: httpOrigin("https://laga.example").optional(),
    ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).default("admin@laga.local"),
    ADMIN_PASSWORD: z
      .string()
      .min(8, { error: "needs at least 8 characters" })
      .refine((v) => Buffer.byteLength(v) <= 72, { error: "may not exceed 72 bytes" })
      .optional(),
    DEMO_PASSWORD: z
      .string()
      .min(8, { error: "needs at least 8 characters" })
      .refine((v) => Buffer.byteLength(v) <= 72, { error: "may not exceed 72 bytes" })
      .optional(),
    SEED_DEMO: flag.default(true),
    DEFAULT_EVENT_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: "must be a slug (a-z, 0-9, -)" })
      .default("martabaks-vol-2"),
    TRUST_PROXY: z.string().default("loopback"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    LOGIN_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
    PASSWORD_RESET_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(5),
    ENTRY_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(3),
    SESSION_MAX_AGE_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(365).default(30),
    SESSION_IDLE_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(365).default(7),
    API_TOKEN_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(3650).default(30),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number({ error: "must be a number" }).int().min(1).default(200),
    LIVE_PUBSUB_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL such as redis://redis:6379" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example:465" }).optional(),
    MAIL_FROM: z.string().min(3, { error: "must be a sender such as Laga <no-reply@laga.example>" }).default("Laga <no-reply@laga.local>"),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    DATABASE_MAX_MB: z.coerce.number({ error: "must be a number of megabytes" }).int().min(1).optional(),
    MIN_FREE_DISK_MB: z.coerce.number({ error: "must be a number of megabytes" }).int().min(0).default(100),
    // Web Push (docs/decisions/0075-web-push-notices.md): the private half of the key pair, for servers that share no data folder.
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "must be a P-256 private key of 32 bytes in base64url (43 characters), as the data folder's vapid-private-key holds" })
      .optional(),
    // The one push service sent to besides the browsers' own (a local one over plain HTTP, for tests): an origin.
    PUSH_TEST_ORIGIN: httpOrigin("http://127.0.0.1:4400").optional(),
    NOTICE_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).default(300),
    // Tests and demonstrations of a given day: the server's clock starts at this instant and runs on (app/clock.server.ts).
    CLOCK_AT: z.iso
      .datetime({ offset: true, error: "must be an instant with its offset, such as 2026-06-13T10:40:00+07:00" })
      .transform((value) => new Date(value))
      .optional(),
  })
  .superRefine((s, context) => {
    // Links in mail never take a request's host (anyone can send any Host header), so mail that leaves a production server needs the public origin.
    if (s.NODE_ENV === "production" && s.SMTP_URL && !s.BASE_URL) {
      context.addIssue({ code: "custom", path: ["BASE_URL"], message: "must be set when SMTP_URL is: password-reset links in mail point at it, e.g. https://laga.example" });
    }
  });

export type Settings = Omit<z.infer<typeof settingsSchema>, "SESSION_SECRET"> & {
  DATABASE_PATH: string;
  UPLOADS_DIR: string;
  SESSION_SECRETS: string[];
};

/** Reads the environment once; a bad value stops the process with a message naming it. */
function readSettings(env: NodeJS.ProcessEnv): Settings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join("\n")}`);
  }
  const s = parsed.data;
  const dataDir = path.resolve(s.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let secrets: string[] | undefined;
  return {
    ...s,
    DATA_DIR: dataDir,
    DATABASE_PATH: path.resolve(s.DATABASE_PATH ?? path.join(dataDir, "laga.sqlite")),
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    // Generated at its first use (prepareDataFolder, at start), not as the settings are read: a start refused for its
    // database file leaves the data folder as it found it.
    get SESSION_SECRETS() {
      return (secrets ??= s.SESSION_SECRET ? sessionSecrets(s.SESSION_SECRET) : [generatedSecret(dataDir)]);
    },
  };
}

/**
 * What a data folder holds besides its database: the uploads folder and, when
 * SESSION_SECRET is not given, the generated secret. Made once the start has
 * found the database file usable, and by the admin CLI's commands that write.
 */
export function prepareDataFolder() {
  const current = settings();
  mkdirSync(current.UPLOADS_DIR, { recursive: true });
  // Reading the secrets writes the generated one when it is to be generated.
  void current.SESSION_SECRETS;
}

/** The secrets of SESSION_SECRET's comma list: the first signs, all verify. */
function sessionSecrets(value: string) {
  return value.split(",").map((secret) => secret.trim());
}

/** A secret made once per data folder, so sessions survive restarts without configuration. */
function generatedSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process started at the same moment and wrote it first.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

let cached: Settings | undefined;

export function settings(): Settings {
  cached ??= readSettings(process.env);
  return cached;
}

export { readSettings };
