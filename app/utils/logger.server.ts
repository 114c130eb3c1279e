import { settings } from "~/config.server";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

/** Keys whose values never reach the log, wherever they appear. */
const secretKeys = /pass(word)?|token|secret|authorization|cookie/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKeys.test(k) ? "[redacted]" : redact(v, depth + 1)]));
}

/**
 * stdout's lines of one turn of the event loop, written together at its end:
 * a burst of requests logs a line each, and a write apiece (synchronous for a
 * pipe or a file) was a twentieth of a stored page's answer. Lines still held
 * when the process exits are written then.
 */
let heldLines: string[] = [];

function writeHeldLines() {
  if (heldLines.length === 0) return;
  const text = heldLines.join("");
  heldLines = [];
  process.stdout.write(text);
}

process.on("exit", writeHeldLines);

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[settings().LOG_LEVEL]) return;
  const line = `${JSON.stringify({ t: new Date().toISOString(), level, msg: message, ...(redact(fields ?? {}) as object) })}\n`;
  if (level === "error" || level === "warn") {
    process.stderr.write(line);
    return;
  }
  if (heldLines.length === 0) setImmediate(writeHeldLines);
  heldLines.push(line);
}

/** One JSON line per entry: debug and info on stdout, warnings and errors on stderr at once; secrets redacted. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
