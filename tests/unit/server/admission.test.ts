import express from "express";
import { request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { admissionLine } from "../../../server/admission";

/**
 * The admission line (server/admission.ts) over real HTTP: a handler that
 * holds each admitted request until the test lets it answer.
 */

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Resolves once `ready()` holds, checking every few milliseconds (a loaded machine delays a request's arrival). */
async function until(ready: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the server");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** `waitBefore`: paths held this long before they reach the line, as a first view waiting for a render of the same page in flight. */
function lineOf(limit: number, waitBefore: Record<string, number> = {}, turnMs?: number) {
  const arrived: string[] = [];
  const admitted: string[] = [];
  // Requests admitted in the same turn of the event loop as the one admitted before them.
  const sameTurn: string[] = [];
  let previousTurn = { over: true };
  const held = new Map<string, () => void>();
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(`${req.method} ${req.path}`);
    const wait = waitBefore[req.path];
    if (wait) setTimeout(next, wait);
    else next();
  });
  const heldTooLong: string[] = [];
  app.use(admissionLine(limit, (req) => req.method === "POST", { turnMs, heldTooLong: (req, ms) => heldTooLong.push(`${req.path} ${ms} ms`) }));
  app.use((req, res) => {
    admitted.push(`${req.method} ${req.path}`);
    if (!previousTurn.over) sameTurn.push(`${req.method} ${req.path}`);
    const turn = { over: false };
    setImmediate(() => (turn.over = true));
    previousTurn = turn;
    if (req.path.startsWith("/quick")) return res.send("ok");
    if (req.path.startsWith("/slow")) {
      // The headers and a first part go out at once; the rest waits, as for a reader on a slow line.
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("first part ");
      held.set(req.path, () => res.end("last part"));
      return;
    }
    held.set(req.path, () => res.send("ok"));
  });
  server = app.listen(0);
  const port = (server.address() as AddressInfo).port;
  /** Sends a request and waits until the server has it, so requests arrive in the order they are sent; `abort` leaves before any answer. */
  const send = async (method: string, path: string) => {
    const sent = request({ port, path, method });
    const answer = new Promise<number>((resolve, reject) => {
      sent.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      sent.on("error", reject);
    });
    sent.end();
    const abort = () => {
      answer.catch(() => undefined);
      sent.destroy();
    };
    await until(() => arrived.includes(`${method} ${path}`));
    return { answer, abort };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const release = async (path: string) => {
    held.get(path)!();
    await settle();
  };
  /** Sends the requests in one write on one connection (pipelined), so the server reads them all in one turn of its loop. */
  const pipeline = (paths: string[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: laga.test\r\n\r\n`).join("")));
      let answers = "";
      socket.on("data", (chunk: Buffer) => {
        answers += chunk.toString();
        if (answers.split("\r\n\r\nok").length > paths.length) socket.destroy();
      });
      socket.on("close", () => resolve(answers));
      socket.on("error", reject);
    });
  return { admitted, sameTurn, heldTooLong, send, pipeline, settle, release };
}

describe("the admission line", () => {
  it("works on at most the limit at once and admits the others in arrival order", async () => {
    const line = lineOf(2);
    const answers: Promise<number>[] = [];
    for (const path of ["/a", "/b", "/c", "/d"]) answers.push((await line.send("GET", path)).answer);
    await line.settle();
    expect(line.admitted).toEqual(["GET /a", "GET /b"]);
    await line.release("/b");
    expect(line.admitted).toEqual(["GET /a", "GET /b", "GET /c"]);
    await line.release("/a");
    await line.release("/c");
    await line.release("/d");
    expect(line.admitted).toEqual(["GET /a", "GET /b", "GET /c", "GET /d"]);
    expect(await Promise.all(answers)).toEqual([200, 200, 200, 200]);
  });

  it("takes the turn back once a response's headers are out, while its body is still on its way", async () => {
    const line = lineOf(1);
    const slow = await line.send("GET", "/slow-export");
    const next = await line.send("GET", "/b");
    await line.settle();
    expect(line.admitted).toEqual(["GET /slow-export", "GET /b"]);
    await line.release("/b");
    await line.release("/slow-export");
    expect(await Promise.all([slow.answer, next.answer])).toEqual([200, 200]);
  });

  it("starts one request per turn of the event loop, so the server reads and accepts connections between pages", async () => {
    const line = lineOf(2);
    const answers = await line.pipeline(["/quick-a", "/quick-b", "/quick-c"]);
    expect(answers.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
    expect(line.admitted).toEqual(["GET /quick-a", "GET /quick-b", "GET /quick-c"]);
    expect(line.sameTurn).toEqual([]);

    // A page answered at once hands the line on in a later turn too, not to the next waiter at once.
    const held = await line.send("GET", "/a");
    const waiting: Promise<number>[] = [];
    for (const path of ["/quick-d", "/quick-e"]) waiting.push((await line.send("GET", path)).answer);
    await line.release("/a");
    expect(await Promise.all([held.answer, ...waiting])).toEqual([200, 200, 200]);
    expect(line.sameTurn).toEqual([]);
  });

  it("lets skipped requests through at once and drops a reader who left while waiting", async () => {
    const line = lineOf(1);
    const first = await line.send("GET", "/a");
    await line.settle();
    const leaver = await line.send("GET", "/gone");
    const stayer = await line.send("GET", "/b");
    const write = await line.send("POST", "/save");
    await line.settle();
    expect(line.admitted).toEqual(["GET /a", "POST /save"]);
    leaver.abort();
    await line.settle();
    await line.release("/a");
    expect(line.admitted).toEqual(["GET /a", "POST /save", "GET /b"]);
    await line.release("/b");
    await line.release("/save");
    expect(await Promise.all([first.answer, stayer.answer, write.answer])).toEqual([200, 200, 200]);
    // The one who left took no turn: the line is free again.
    const after = await line.send("GET", "/c");
    await line.settle();
    expect(line.admitted.at(-1)).toBe("GET /c");
    await line.release("/c");
    expect(await after.answer).toBe(200);
  });

  it("takes no turn for a reader who left before reaching the line, whose answer would never go out to give it back", async () => {
    const line = lineOf(1, { "/left-early": 200 });
    const leaver = await line.send("GET", "/left-early");
    leaver.abort();
    // Past its wait, the request reaches the line with its connection closed already.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await line.send("GET", "/b");
    await line.settle();
    expect(line.admitted).toEqual(["GET /b"]);
    await line.release("/b");
    expect(await next.answer).toBe(200);
  });

  it("gives back the turn of a request that has held it too long without answering, which then still answers", async () => {
    const line = lineOf(1, {}, 300);
    const stuck = await line.send("GET", "/waits-on-something-else");
    const next = await line.send("GET", "/b");
    await line.settle();
    expect(line.admitted).toEqual(["GET /waits-on-something-else"]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(line.admitted).toEqual(["GET /waits-on-something-else", "GET /b"]);
    expect(line.heldTooLong).toEqual(["/waits-on-something-else 300 ms"]);
    await line.release("/b");
    await line.release("/waits-on-something-else");
    expect(await Promise.all([stuck.answer, next.answer])).toEqual([200, 200]);
  });
});
