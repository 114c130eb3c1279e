import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * Twenty staff phones saving scores of one event at once over HTTP: the
 * optimistic version check refuses a save based on an old read (409), never
 * overwrites, and a busy database never surfaces as a 500.
 */

const CLIENTS = 20;

function stored(matchId: number) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    const match = db.prepare("select version, status from matches where id = ?").get(matchId) as { version: number; status: string };
    const sets = db.prepare("select set_no as n, home, away from match_sets where match_id = ? order by set_no").all(matchId) as { n: number; home: number; away: number }[];
    const audits = (db.prepare("select count(*) as n from audit_log where entity = 'match' and entity_id = ?").get(matchId) as { n: number }).n;
    return { ...match, sets, audits };
  } finally {
    db.close();
  }
}

function saveScore(cookie: string, matchId: number, version: number, home: number, away: number) {
  return fetch(url(`/match-progress/matches/${matchId}`), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ status: "live", version: String(version), "set-1-home": String(home), "set-1-away": String(away) }),
  });
}

let event: SecondEvent;
let sessions: string[];

beforeAll(async () => {
  event = createSecondEvent("concurrency");
  sessions = [];
  for (let i = 0; i < CLIENTS; i++) sessions.push((await signInCookie(event.manager.email, event.manager.password)).cookie);
}, 120_000);

describe("twenty clients saving scores of one event at once", () => {
  it("lets exactly one of twenty saves based on the same read through, and refuses the others with 409", async () => {
    const before = stored(event.matchId);
    const answers = await Promise.all(sessions.map((cookie, i) => saveScore(cookie, event.matchId, before.version, i % 7, (i * 3) % 5)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CLIENTS - 1);
    const winner = statuses.indexOf(302);
    const after = stored(event.matchId);
    expect(after.version).toBe(before.version + 1);
    expect(after.sets).toEqual([{ n: 1, home: winner % 7, away: (winner * 3) % 5 }]);
    expect(after.audits).toBe(before.audits + 1);
  });

  it("loses no update when every client retries on 409 with what is stored now", async () => {
    const before = stored(event.matchId);
    const SAVES_EACH = 3;
    let conflicts = 0;
    const client = async (cookie: string, i: number) => {
      for (let save = 0; save < SAVES_EACH; save++) {
        for (;;) {
          const answer = await saveScore(cookie, event.matchId, stored(event.matchId).version, (i + save) % 7, save % 5);
          if (answer.status === 302) break;
          expect(answer.status, `client ${i}`).toBe(409);
          conflicts += 1;
        }
      }
    };
    await Promise.all(sessions.map(client));
    const after = stored(event.matchId);
    // Every acknowledged save is one version and one audit entry: none was overwritten unseen.
    expect(after.version).toBe(before.version + CLIENTS * SAVES_EACH);
    expect(after.audits).toBe(before.audits + CLIENTS * SAVES_EACH);
    expect(conflicts).toBeGreaterThan(0);
  }, 120_000);
});
