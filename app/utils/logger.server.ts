import { settings } from "~/config.server";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

/** Keys whose values never reach the log, wherever they appear. */
const secretKeys = /pass(word)?|token|secret|authorization|cookie/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, secretKeys.test(k) ? "[redacted]" : redact(v, depth + 1)]),
  );
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[settings().LOG_LEVEL]) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg: message, ...(redact(fields ?? {}) as object) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

/** One JSON line per entry on stdout/stderr, with secrets redacted. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
