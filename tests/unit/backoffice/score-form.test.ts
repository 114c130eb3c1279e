import { describe, expect, it } from "vitest";
import { readScoreForm, readStatisticsForm } from "~/routes/backoffice/match-progress/score-form";

/** The match-progress score and statistics forms, parsed by their zod schemas. */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the score form", () => {
  it("reads the sets played, ignores the empty rows after them, and keeps what was typed", () => {
    const parsed = readScoreForm(
      form({ status: "finished", version: "4", "set-1-home": " 6", "set-1-away": "4", "set-2-home": "7", "set-2-away": "6", "set-3-home": "", "set-3-away": "", present: "nobody" }),
      3,
    );
    expect(parsed).toEqual({
      ok: true,
      version: 4,
      typed: { status: "finished", version: "4", "set-1-home": " 6", "set-1-away": "4", "set-2-home": "7", "set-2-away": "6", "set-3-home": "", "set-3-away": "", present: "nobody" },
      input: {
        status: "finished",
        sets: [
          { home: 6, away: 4 },
          { home: 7, away: 6 },
        ],
        goals: null,
        present: null,
        retired: null,
      },
    });
  });

  it("reads goals and the side that turned up or gave up", () => {
    const parsed = readScoreForm(form({ status: "retired", version: "1", "goals-home": "2", "goals-away": "0", retired: "away" }), 1);
    expect(parsed).toMatchObject({ ok: true, input: { status: "retired", sets: [], goals: { home: 2, away: 0 }, retired: "away", present: null } });
  });

  it("lists every problem at once, each once, and keeps what was typed to show again", () => {
    const parsed = readScoreForm(
      form({ status: "won", version: "x", "set-1-home": "6", "set-1-away": "", "set-2-home": "", "set-2-away": "", "set-3-home": "7x", "set-3-away": "9999", "goals-home": "3" }),
      3,
    );
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { code: "result.statusRequired", params: {} },
      { code: "result.stale", params: {} },
      { code: "set.notANumber", params: { set: "3" } },
      { code: "set.notANumber", params: { set: "1" } },
      { code: "goals.invalid", params: { side: "away" } },
    ]);
    expect(parsed.typed).toMatchObject({ status: "won", "set-3-home": "7x", "set-3-away": "9999", "goals-home": "3" });
  });
});

describe("the statistics form", () => {
  it("reads the counts given and refuses one that is not a whole number up to 999", () => {
    expect(readStatisticsForm(form({ version: "2", "stat-5-home": "3", "stat-5-away": "", "stat-9-away": "12" }), [5, 9])).toEqual({
      ok: true,
      version: 2,
      stats: [
        { side: "home", statisticId: 5, value: 3 },
        { side: "away", statisticId: 9, value: 12 },
      ],
    });
    expect(readStatisticsForm(form({ version: "2", "stat-5-home": "-1" }), [5])).toEqual({ ok: false, errors: [{ code: "result.statisticRange", params: { id: "5" } }] });
  });
});
