import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { findDuplicatePlayers } from "~/models/player.server";
import { teamImportFor } from "~/models/team-import.server";
import { plansOf } from "../support/query-plans";
import { prepareLeague } from "./teams-fixtures";

/**
 * Imports at the size that froze the server: the duplicate check and the team
 * import's player lookups go through indexes (a look at each statement's plan).
 */

let league: Awaited<ReturnType<typeof prepareLeague>>;
const sharedBirthDate = "2001-07-15";

beforeAll(async () => {
  league = await prepareLeague();
  // Everyone born on one day: reading them all for each row was the freeze.
  const insert = getDb().$client.prepare("insert into players (name, gender, birth_date, email) values (?, 'male', ?, ?)");
  getDb().$client.transaction(() => {
    for (let n = 1; n <= 3000; n++) insert.run(`Lahir Sama ${n}`, sharedBirthDate, `lahir${n}@example.id`);
  })();
}, 60_000);

describe("looking players up for an import", () => {
  it("finds a duplicate by one search of the birth date and name index, not by reading everyone born that day", () => {
    const plans = plansOf("players", () => expect(findDuplicatePlayers("lahir  SAMA 1234", sharedBirthDate)).toHaveLength(1));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain("USING COVERING INDEX players_birth_date_name_idx (birth_date=? AND name=?)");
  });

  it("finds the team import's players by the name and e-mail indexes, never by reading every player", () => {
    const plans = plansOf("players", () => {
      const { errors } = teamImportFor(league.admin).plan(
        [
          { row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["lahir sama 1", "LAHIR2@example.id"] } },
          { row: 3, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["Lahir Sama 3", "lahir sama 1"] } },
        ],
        [],
      );
      expect(errors.map((e) => e.message)).toEqual(["teams.errors.playerTaken?player=Lahir+Sama+1&team=1+%2F+2"]);
    });
    // Two names and one e-mail (a name repeated is looked up once), then the rosters' players by id.
    expect(plans).toEqual([
      "SEARCH players USING INDEX players_name_idx (name=?)",
      "SEARCH players USING INDEX players_email_idx (email=?)",
      "SEARCH players USING INTEGER PRIMARY KEY (rowid=?)",
      "SEARCH players USING INDEX players_name_idx (name=?)",
      "SEARCH players USING INTEGER PRIMARY KEY (rowid=?)",
    ]);
  });
});
