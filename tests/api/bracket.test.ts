import { beforeAll, describe, expect, it } from "vitest";
import { createKnockoutEvent, type BracketEvent } from "../support/bracket-event";
import { get } from "../support/http";

const tag = Math.random().toString(36).slice(2, 8);
let event: BracketEvent;

beforeAll(() => {
  event = createKnockoutEvent(tag);
});

/** The bracket's rounds as the page lists them: each round's heading and its slots' classes and text. */
function rounds(html: string) {
  const bracket = /<ol class="bracket"[^>]*>([\s\S]*?)<\/ol><\/li><\/ol>/.exec(html)?.[1] ?? "";
  return bracket
    .split('<li class="bracket-round">')
    .slice(1)
    .map((round) => ({
      title: /<h\d class="bracket-round-title">([^<]*)</.exec(round)?.[1],
      slots: [...round.matchAll(/<li class="(bracket-slot[^"]*)"[^>]*>([\s\S]*?)<\/li>|<li class="bracket-slot" aria-hidden="true"><\/li>/g)].map((slot) => ({
        classes: (slot[1] ?? "bracket-slot").split(" ").slice(1),
        text: (slot[2] ?? "")
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      })),
    }));
}

describe("the knockout bracket on the groups page", () => {
  it("draws the rounds as a tree: byes on the lines of the teams that skip a round, each match between the two it waits for", async () => {
    const response = await get(`/live-event/groups/${event.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [quarters, semis, final] = rounds(html);
    expect([quarters?.title, semis?.title, final?.title]).toEqual(["Perempat Final", "Semifinal", "Final"]);
    const [seed1, seed2] = event.teams;
    const [qf1Home, qf1Away] = event.sides.get("QF1")!;
    const [qf2Home, qf2Away] = event.sides.get("QF2")!;
    // The seeded draw: seed 1 on the top line, seed 2 on the bottom, the byes on the lines beside them.
    expect(quarters!.slots.map((slot) => slot.classes[0])).toEqual(["bracket-bye", "bracket-match", "bracket-match", "bracket-bye"]);
    expect(quarters!.slots[0]!.text).toBe(`${seed1} Lolos tanpa bertanding (bye)`);
    expect(quarters!.slots[1]!.text).toContain(`${qf1Home} (Pemenang) 2`);
    expect(quarters!.slots[1]!.text).toContain(qf1Away);
    expect(quarters!.slots[2]!.text).toContain(qf2Home);
    expect(quarters!.slots[2]!.text).toContain(qf2Away);
    expect(quarters!.slots[3]!.text).toBe(`${seed2} Lolos tanpa bertanding (bye)`);
    expect(semis!.slots.map((slot) => slot.text.match(/Semifinal · SF\d/)?.[0])).toEqual(["Semifinal · SF1", "Semifinal · SF2"]);
    expect(final!.slots).toHaveLength(1);
    expect(html).toMatch(/<h\d class="bracket-round-title">Perebutan Juara 3<\/h\d><ul><li><a href="[^"]+"/);
  });

  it("marks the path of each winner: out of a won match or a bye, into the match it feeds", async () => {
    const [quarters, semis, final] = rounds(await (await get(`/live-event/groups/${event.slug}`)).text());
    // The seeds with byes are known teams, QF1 has its winner, QF2 is still being played.
    expect(quarters!.slots.map((slot) => slot.classes.includes("bracket-advanced"))).toEqual([true, true, false, true]);
    expect(semis!.slots.map((slot) => slot.classes.includes("bracket-fed"))).toEqual([true, true]);
    expect(semis!.slots.map((slot) => slot.classes.includes("bracket-advanced"))).toEqual([false, false]);
    expect(final!.slots[0]!.classes).toEqual(["bracket-match"]);
  });

  it("shows the live match's score in the cells a point's texts are put into", async () => {
    const html = await (await get(`/live-event/groups/${event.slug}`)).text();
    const qf2 = event.matchIds.get("QF2")!;
    expect(html).toMatch(new RegExp(`<li class="bracket-slot bracket-match"><a href="[^"]*/${qf2}" class="match-card match-card-live">`));
    expect(html).toContain(`data-score="${qf2}:home-score">1</span>`);
    expect(html).toContain(`data-score="${qf2}:away-score">0</span>`);
  });
});

describe("the knockout's finishing places", () => {
  it("lists on the page and in the event JSON only the places decided so far: QF1's loser shares 5–6", async () => {
    const [, qf1Away] = event.sides.get("QF1")!;
    const html = await (await get(`/live-event/groups/${event.slug}`)).text();
    const places = html.slice(html.indexOf('data-places="main"'));
    expect(places).toContain("Peringkat yang sudah pasti");
    expect(places.match(/<li /g)).toHaveLength(1);
    expect(places.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")).toContain(`Peringkat 5–6 ${qf1Away}`);
    expect(html).not.toContain('data-places="plate"');

    const body = (await (await get(`/api/event/${event.slug}`)).json()) as {
      data: { game_categories: { bracket_matches: { code: string; away_team_id: number }[]; places: { competition: string; team_id: number; place_from: number; place_to: number }[] }[] };
    };
    const [category] = body.data.game_categories;
    const loser = category!.bracket_matches.find((m) => m.code === "QF1")!.away_team_id;
    expect(category!.places).toEqual([{ competition: "main", team_id: loser, place_from: 5, place_to: 6 }]);
  });
});
