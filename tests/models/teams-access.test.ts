import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { teams } from "#drizzle/schema";
import { eventChoices, requireEventAccess } from "~/auth/event-access.server";
import { getDb } from "~/db.server";
import { teamImportFor } from "~/models/team-import.server";
import { listEvent, listTeams, teamExport, teamListSpec } from "~/models/team-list.server";
import { createTeam } from "~/models/team.server";
import { readListParams } from "~/utils/list-params";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;
let ligaBTeam: number;

beforeAll(async () => {
  league = await prepareLeague();
  const pair = [newPlayer("Asing Satu", "male", league.admin.id).id, newPlayer("Asing Dua", "male", league.admin.id).id];
  const created = createTeam(
    { eventId: league.ligaB.id, eventCategoryId: league.categories.padelMen, name: null, club: null, seed: null, status: "registered", playerIds: pair, captainId: null },
    league.admin.id,
  );
  if (!created.ok) throw new Error("setup");
  ligaBTeam = created.team.id;
}, 60_000);

/** The 404 a guard throws, or null when it lets the user through. */
function refusal(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("an event manager", () => {
  it("picks only the events they run", () => {
    expect(eventChoices(league.manager).map((event) => event.slug)).toEqual(["martabaks-vol-2"]);
    expect(eventChoices(league.admin).map((event) => event.slug).sort()).toEqual(["liga-b", "martabaks-vol-2"]);
  });

  it("gets 404 for a team of another event, which an admin may open", () => {
    const team = getDb().select().from(teams).where(eq(teams.id, ligaBTeam)).get()!;
    expect(refusal(() => requireEventAccess(league.manager, team.eventId))).toBe(404);
    expect(refusal(() => requireEventAccess(league.admin, team.eventId))).toBeNull();
    const demoTeam = getDb().select().from(teams).where(eq(teams.eventId, league.demo.id)).get()!;
    expect(refusal(() => requireEventAccess(league.manager, demoTeam.eventId))).toBeNull();
  });

  it("sees the teams list of their own event by default, and 404 for another", () => {
    expect(listEvent(league.manager, new URLSearchParams()).event?.id).toBe(league.demo.id);
    expect(refusal(() => listEvent(league.manager, new URLSearchParams(`event=${league.ligaB.id}`)))).toBe(404);
    expect(refusal(() => listEvent(league.manager, new URLSearchParams("event=abc")))).toBe(404);
    expect(listEvent(league.admin, new URLSearchParams(`event=${league.ligaB.id}`)).event?.id).toBe(league.ligaB.id);
    const { rows, window } = listTeams(league.demo.id, readListParams(new URLSearchParams("perPage=100"), teamListSpec));
    expect(window.total).toBe(28);
    expect(rows.every((row) => row.id !== ligaBTeam)).toBe(true);
  });

  it("cannot export another event's teams", () => {
    expect(refusal(() => teamExport.rows(new URLSearchParams(`event=${league.ligaB.id}`), league.manager))).toBe(404);
    expect(teamExport.rows(new URLSearchParams(`event=${league.ligaB.id}`), league.admin).map((row) => row.id)).toEqual([ligaBTeam]);
  });

  it("cannot import into another event: it is not found among theirs", async () => {
    const plan = await teamImportFor(league.manager).plan(
      [{ row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["Asing Satu", "Asing Dua"] } }],
      [],
    );
    expect(plan.errors).toEqual([{ row: 2, field: "eventSlug", message: "teams.import.errors.eventUnknown?slug=liga-b" }]);
  });
});
