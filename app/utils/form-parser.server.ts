import { Worker } from "node:worker_threads";
import { log } from "./logger.server";
import { Turns } from "./turns.server";

/**
 * Upload forms parsed on a thread of their own. Reading a multipart body is
 * synchronous work in proportion to its size: a form with three 20 MB camera
 * photos took about 190 ms of the event loop in one piece (docs/security.md,
 * upload limits). Here the body, read by the request into a buffer of its own,
 * is handed to a worker thread without a copy; the worker parses it with the
 * platform's own form reader and hands each file back the same way.
 */

/** How long one form may take to parse before its worker is replaced and the form refused as unreadable. */
const PARSE_MS = 30_000;

/** Forms in the worker at once, and waiting for it: a few staff uploading together, not a queue of gigabytes. */
const parsing = new Turns("upload form", { running: 2, waiting: 6, waitMs: 30_000 });

type Part = { name: string; value: string } | { name: string; file: { name: string; type: string; data: ArrayBuffer } };
type Answer = { id: number; parts: Part[] | null };

/** The worker's whole program: one message in (the body), one out (its parts, files as transferred buffers). */
const workerSource = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ id, body, length, type }) => {
  try {
    const form = await new Response(new Uint8Array(body, 0, length), { headers: { "Content-Type": type } }).formData();
    const parts = [];
    const transfer = [];
    for (const [name, value] of form) {
      if (typeof value === "string") {
        parts.push({ name, value });
        continue;
      }
      const data = await value.arrayBuffer();
      parts.push({ name, file: { name: value.name, type: value.type, data } });
      transfer.push(data);
    }
    parentPort.postMessage({ id, parts }, transfer);
  } catch {
    parentPort.postMessage({ id, parts: null });
  }
});
`;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (parts: Part[] | null) => void>();

function failAll() {
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

function parser() {
  if (worker) return worker;
  const started = new Worker(workerSource, { eval: true });
  // The thread never keeps a stopping server alive; a form in it then fails like any unfinished request.
  started.unref();
  started.on("message", ({ id, parts }: Answer) => {
    waiting.get(id)?.(parts);
    waiting.delete(id);
  });
  started.on("error", (error) => log.error("upload form parser failed", { error }));
  started.on("exit", () => {
    if (worker === started) worker = null;
    failAll();
  });
  worker = started;
  return started;
}

/** A FormData from the worker's parts: each file a File over the bytes the worker handed back. */
function formOf(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else form.append(part.name, new File([new Uint8Array(part.file.data)], part.file.name, { type: part.file.type }));
  }
  return form;
}

/**
 * Parses a form body (multipart or URL-encoded) off the event loop. `body`
 * must own its buffer, which is handed over (it is unusable here afterwards).
 * Null for a body that is not a form of that type; Busy (turns.server) when
 * too many forms are being parsed already.
 */
export function parseFormBody(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | null> {
  return parsing.take(
    () =>
      new Promise<FormData | null>((resolve) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          log.warn("upload form parse timed out", { ms: PARSE_MS });
          waiting.delete(id);
          resolve(null);
          void worker?.terminate();
        }, PARSE_MS);
        waiting.set(id, (parts) => {
          clearTimeout(timer);
          resolve(parts ? formOf(parts) : null);
        });
        parser().postMessage({ id, body: body.buffer, length: body.byteLength, type: contentType }, [body.buffer]);
      }),
  );
}
