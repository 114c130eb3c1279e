import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * bcrypt runs in JavaScript here (bcryptjs), slow by design for every hash and
 * every check. On the event loop that time is taken from every other
 * request — a burst of logins held up the pages, and a first start hashed its
 * two passwords between the demo's inserts. On a thread of its own it runs on
 * the machine's other core, and the event loop only waits for the answer.
 */
const source = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcrypt);
parentPort.on("message", ({ id, task, args }) => {
  try {
    const result = task === "hash" ? bcrypt.hashSync(args[0], args[1]) : bcrypt.compareSync(args[0], args[1]);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Task = { hash: [password: string, cost: number]; compare: [password: string, hash: string] };
type Answer = { id: number; result?: string | boolean; error?: string };
type Waiting = { resolve: (value: never) => void; reject: (error: Error) => void };

/** Two threads at most: a first start's two passwords, or two logins, are worked out side by side. */
export const PASSWORD_THREADS = Math.min(2, availableParallelism());

type PasswordThread = { worker: Worker; waiting: Map<number, Waiting> };
const threads: (PasswordThread | null)[] = Array.from({ length: PASSWORD_THREADS }, () => null);
let nextId = 1;

function startThread(slot: number): PasswordThread {
  const worker = new Worker(source, { eval: true, workerData: { bcrypt: createRequire(import.meta.url).resolve("bcryptjs") } });
  const thread: PasswordThread = { worker, waiting: new Map() };
  const fail = (error: Error) => {
    for (const { reject } of thread.waiting.values()) reject(error);
    thread.waiting.clear();
    if (threads[slot] === thread) threads[slot] = null;
  };
  worker.on("message", ({ id, result, error }: Answer) => {
    const request = thread.waiting.get(id);
    if (!request) return;
    thread.waiting.delete(id);
    if (thread.waiting.size === 0) worker.unref();
    if (error === undefined) request.resolve(result as never);
    else request.reject(new Error(error));
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the password thread stopped (exit code ${code})`)));
  // Idle, a thread keeps nothing alive: a process ends as if it were not there.
  worker.unref();
  threads[slot] = thread;
  return thread;
}

/** The thread with the least work waiting (started on first use, started again after a crash). */
function leastBusyThread(): PasswordThread {
  let chosen = 0;
  for (let slot = 1; slot < threads.length; slot++) {
    if ((threads[slot]?.waiting.size ?? 0) < (threads[chosen]?.waiting.size ?? 0)) chosen = slot;
  }
  return threads[chosen] ?? startThread(chosen);
}

/** Runs a bcrypt task on a password thread. */
export function onPasswordThread<Name extends keyof Task>(task: Name, ...args: Task[Name]): Promise<Name extends "hash" ? string : boolean> {
  const thread = leastBusyThread();
  const id = nextId++;
  return new Promise<never>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    // An answer awaited keeps the process alive until it comes.
    thread.worker.ref();
    thread.worker.postMessage({ id, task, args });
  });
}
