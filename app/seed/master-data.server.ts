import { gameCategories, gameTypes, matchStatistics, skillLevels } from "#drizzle/schema";
import { countRows, type DB } from "~/db.server";

/**
 * The sports and how they are scored: padel and tennis play sets of 6 games with
 * a tie-break at 6-6 (7-6), padel with a golden point at 40-40 and tennis with
 * advantage; badminton rally points to 21 by two, capped at 30, the rally's
 * winner serving and an interval at 11; table tennis points to 11 by two, best
 * of five, two serves each; futsal counts goals over two halves of 20 minutes.
 * A match's usual length (the event planner's default) follows the sport.
 */
export const gameTypeSeed = [
  { name: "Padel", scoring: "sets", setsToWin: 2, playersPerSide: 2, setTarget: 6, winByTwo: true, setCap: 7, pointCounting: "games", deuce: "golden", matchMinutes: 60 },
  {
    name: "Badminton",
    scoring: "sets",
    setsToWin: 2,
    playersPerSide: 2,
    setTarget: 21,
    winByTwo: true,
    setCap: 30,
    pointCounting: "rally",
    serve: "rallyWinner",
    intervalAt: 11,
    decidingEndsAt: 11,
    matchMinutes: 30,
  },
  { name: "Tennis", scoring: "sets", setsToWin: 2, playersPerSide: 1, setTarget: 6, winByTwo: true, setCap: 7, pointCounting: "games", deuce: "advantage", matchMinutes: 75 },
  {
    name: "Table Tennis",
    scoring: "sets",
    setsToWin: 3,
    playersPerSide: 1,
    setTarget: 11,
    winByTwo: true,
    setCap: null,
    pointCounting: "rally",
    serve: "twoEach",
    decidingEndsAt: 5,
    matchMinutes: 25,
  },
  { name: "Futsal", scoring: "goals", setsToWin: 1, playersPerSide: 5, setTarget: 0, winByTwo: false, setCap: null, halfMinutes: 20, matchMinutes: 50 },
] as const;

export const skillLevelSeed = [
  { name: "Beginner", color: "#22C55E", sortOrder: 1 },
  { name: "Intermediate", color: "#3B82F6", sortOrder: 2 },
  { name: "Advanced", color: "#F59E0B", sortOrder: 3 },
  { name: "Professional", color: "#EF4444", sortOrder: 4 },
] as const;

const statisticSeed: Record<string, { name: string; key: string }[]> = {
  Padel: [
    { name: "Winners", key: "winners" },
    { name: "Smashes", key: "smashes" },
    { name: "Unforced Errors", key: "unforced_errors" },
    { name: "Double Faults", key: "double_faults" },
  ],
  Badminton: [
    { name: "Smashes", key: "smashes" },
    { name: "Net Kills", key: "net_kills" },
    { name: "Service Faults", key: "service_faults" },
    { name: "Unforced Errors", key: "unforced_errors" },
  ],
  Tennis: [
    { name: "Aces", key: "aces" },
    { name: "Double Faults", key: "double_faults" },
    { name: "Winners", key: "winners" },
    { name: "Unforced Errors", key: "unforced_errors" },
  ],
  "Table Tennis": [
    { name: "Service Aces", key: "service_aces" },
    { name: "Unforced Errors", key: "unforced_errors" },
  ],
  Futsal: [
    { name: "Shots on Target", key: "shots_on_target" },
    { name: "Fouls", key: "fouls" },
    { name: "Yellow Cards", key: "yellow_cards" },
    { name: "Corners", key: "corners" },
  ],
};

/** Categories offered out of the box: every level of padel for men, women and mixed, plus a few others. */
const categorySeed: { type: string; level: string; gender: "men" | "women" | "mixed" | "open" }[] = [
  ...skillLevelSeed.flatMap((level) => (["men", "women", "mixed"] as const).map((gender) => ({ type: "Padel", level: level.name, gender }))),
  { type: "Badminton", level: "Beginner", gender: "men" },
  { type: "Badminton", level: "Intermediate", gender: "women" },
  { type: "Badminton", level: "Advanced", gender: "mixed" },
  { type: "Tennis", level: "Intermediate", gender: "men" },
  { type: "Tennis", level: "Intermediate", gender: "women" },
  { type: "Table Tennis", level: "Beginner", gender: "open" },
  { type: "Futsal", level: "Beginner", gender: "men" },
  { type: "Futsal", level: "Intermediate", gender: "open" },
];

/** Fills the master data of an empty database; returns nothing when it already has game types. */
export function seedMasterData(db: DB) {
  if (countRows(db, gameTypes) > 0) return;
  const types = db
    .insert(gameTypes)
    .values(gameTypeSeed.map((t) => ({ ...t })))
    .returning()
    .all();
  const levels = db
    .insert(skillLevels)
    .values(skillLevelSeed.map((l) => ({ ...l })))
    .returning()
    .all();
  const typeId = new Map(types.map((t) => [t.name, t.id]));
  const levelId = new Map(levels.map((l) => [l.name, l.id]));
  db.insert(gameCategories)
    .values(categorySeed.map((c) => ({ gameTypeId: typeId.get(c.type)!, skillLevelId: levelId.get(c.level)!, gender: c.gender })))
    .run();
  db.insert(matchStatistics)
    .values(Object.entries(statisticSeed).flatMap(([type, stats]) => stats.map((stat, index) => ({ ...stat, gameTypeId: typeId.get(type)!, sortOrder: index + 1 }))))
    .run();
}
