/**
 * Events for the planner's tests and benchmark, drawn from a seed: players
 * (men and women), categories of singles, doubles and mixed doubles, some
 * players in two categories, round-robin groups with a knockout after them,
 * and courts with their hours. `weekendShape` is a realistic amateur badminton
 * weekend: 200 players, a third of them in two of six categories, about 400
 * matches of 30 minutes on 8 courts from Friday evening to Sunday.
 */
import { groupBracket } from "./group-bracket";
import type { PersonId, PlanCategory, PlanCourt, PlanInput, PlanMatch } from "~/domain/planner/model";
import { eventMinute, type Span } from "~/domain/planner/time";
import { roundRobin } from "~/domain/round-robin";
import { seededRandom, type Random } from "./seeded-random";

export type CategoryShape = {
  key: string;
  /** Singles (one person a side), doubles of one gender, or mixed (a man and a woman). */
  kind: "singles" | "doubles" | "mixed";
  gender: "man" | "woman" | "any";
  entries: number;
  groupSize: number;
  /** Places per group that go on to the knockout; 0 for groups only. */
  advancing: number;
  minutes: number;
  restMinutes: number;
  maxPerDay?: number;
  hours?: Span;
  /** A player in this category may not also play these (another level of the same event). */
  excludes?: readonly string[];
};

export type EventShape = {
  men: number;
  women: number;
  categories: readonly CategoryShape[];
  courts: readonly PlanCourt[];
  maxPerDay?: number;
};

export type GeneratedEvent = {
  input: PlanInput;
  /** The categories each person plays. */
  categoriesOf: Map<PersonId, string[]>;
};

const hour = (day: number, h: number) => eventMinute(day, h * 60);

/** Friday 17–22, Saturday 8–22 (court 8 from 13:00), Sunday 8–20 (court 7 until 16:00). */
export function weekendCourts(count = 8): PlanCourt[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Court ${i + 1}`,
    open: [
      { from: hour(0, 17), to: hour(0, 22) },
      { from: hour(1, i === 7 ? 13 : 8), to: hour(1, 22) },
      { from: hour(2, 8), to: hour(2, i === 6 ? 16 : 20) },
    ],
  }));
}

export const weekendShape: EventShape = {
  men: 110,
  women: 90,
  courts: weekendCourts(),
  categories: [
    { key: "MS", kind: "singles", gender: "man", entries: 40, groupSize: 6, advancing: 2, minutes: 30, restMinutes: 30 },
    { key: "WS", kind: "singles", gender: "woman", entries: 24, groupSize: 5, advancing: 2, minutes: 30, restMinutes: 30 },
    { key: "MD", kind: "doubles", gender: "man", entries: 28, groupSize: 5, advancing: 2, minutes: 30, restMinutes: 20, excludes: ["MD-B"] },
    { key: "WD", kind: "doubles", gender: "woman", entries: 20, groupSize: 5, advancing: 2, minutes: 30, restMinutes: 20 },
    { key: "XD", kind: "mixed", gender: "any", entries: 36, groupSize: 5, advancing: 2, minutes: 30, restMinutes: 20 },
    { key: "MD-B", kind: "doubles", gender: "man", entries: 18, groupSize: 5, advancing: 2, minutes: 30, restMinutes: 20, excludes: ["MD"] },
  ],
};

/** The realistic weekend of the issue: 6 categories, 200 players, about 400 matches, 8 courts. */
export function generateWeekend(seed: number): GeneratedEvent {
  return generateEvent(seed, weekendShape);
}

export function generateEvent(seed: number, shape: EventShape): GeneratedEvent {
  const random = seededRandom(seed);
  const men = Array.from({ length: shape.men }, (_, i) => i + 1);
  const women = Array.from({ length: shape.women }, (_, i) => shape.men + i + 1);
  const categoriesOf = new Map<PersonId, string[]>([...men, ...women].map((id) => [id, []]));
  const placesOf = (category: CategoryShape, gender: "man" | "woman") => {
    if (category.kind === "mixed") return category.entries;
    if (category.gender !== gender && category.gender !== "any") return 0;
    return category.entries * (category.kind === "doubles" ? 2 : 1);
  };

  // Every player takes one category; the places left go to players in one category that they may also play.
  const peopleIn = new Map<string, PersonId[]>(shape.categories.map((c) => [c.key, []]));
  for (const [gender, players] of [
    ["man", men],
    ["woman", women],
  ] as const) {
    const places = random.shuffle(shape.categories.flatMap((category) => Array.from({ length: placesOf(category, gender) }, () => category)));
    const order = random.shuffle(players);
    for (const category of places) {
      const mayPlay = (person: PersonId) => {
        const own = categoriesOf.get(person)!;
        return !own.includes(category.key) && !own.some((key) => category.excludes?.includes(key));
      };
      const fresh = order.find((person) => categoriesOf.get(person)!.length === 0 && mayPlay(person));
      const person = fresh ?? random.shuffle(order).find((p) => categoriesOf.get(p)!.length === 1 && mayPlay(p));
      if (person === undefined) continue;
      categoriesOf.get(person)!.push(category.key);
      peopleIn.get(category.key)!.push(person);
    }
  }

  const matches: PlanMatch[] = [];
  for (const category of shape.categories) {
    const entries = entriesOf(category, peopleIn.get(category.key)!, (person) => person <= shape.men, random);
    matches.push(...categoryMatches(category, entries, random));
  }
  const categories: PlanCategory[] = shape.categories.map((c) => ({
    key: c.key,
    restMinutes: c.restMinutes,
    ...(c.maxPerDay !== undefined ? { maxPerDay: c.maxPerDay } : {}),
    ...(c.hours ? { hours: c.hours } : {}),
  }));
  return { input: { matches, courts: shape.courts, categories, ...(shape.maxPerDay !== undefined ? { maxPerDay: shape.maxPerDay } : {}) }, categoriesOf };
}

/** Sides of the category: one person each in singles, pairs in doubles, a man and a woman in mixed. */
function entriesOf(category: CategoryShape, people: PersonId[], isMan: (person: PersonId) => boolean, random: Random): PersonId[][] {
  const shuffled = random.shuffle(people);
  if (category.kind === "singles") return shuffled.map((person) => [person]);
  if (category.kind === "doubles") {
    const pairs: PersonId[][] = [];
    for (let i = 0; i + 1 < shuffled.length; i += 2) pairs.push([shuffled[i]!, shuffled[i + 1]!]);
    return pairs;
  }
  const menIn = shuffled.filter(isMan);
  const womenIn = shuffled.filter((person) => !isMan(person));
  return menIn.slice(0, womenIn.length).map((man, i) => [man, womenIn[i]!]);
}

/** Groups of about `groupSize` (round robin, circle method), then a knockout of the first `advancing` of each. */
function categoryMatches(category: CategoryShape, entries: PersonId[][], random: Random): PlanMatch[] {
  const order = random.shuffle(entries.map((_, i) => i));
  const groupCount = Math.max(1, Math.round(entries.length / category.groupSize));
  const groups = Array.from({ length: groupCount }, (_, g) => order.filter((_, i) => i % groupCount === g));
  const matches: PlanMatch[] = [];
  const groupKeys = new Map<string, string[]>();
  let number = 0;
  groups.forEach((members, g) => {
    const name = String.fromCharCode(65 + g);
    const keys: string[] = [];
    for (const round of roundRobin(members)) {
      for (const { home, away } of round.pairings) {
        const key = `${category.key}:${name}-${++number}`;
        keys.push(key);
        matches.push({ key, category: category.key, minutes: category.minutes, sides: [entries[home]!, entries[away]!], group: name, round: round.round, order: number });
      }
    }
    groupKeys.set(name, keys);
  });
  const qualifiers = groups.filter((members) => members.length >= 2).length * category.advancing;
  if (category.advancing === 0 || qualifiers < 2) return matches;
  const bracket = groupBracket(
    groups.map((members, g) => ({ name: String.fromCharCode(65 + g), advancing: members.length >= 2 ? category.advancing : 0 })),
    { thirdPlace: false },
  );
  const feedersOf = (source: string) => {
    const played = /^[WL]:(.+)$/.exec(source);
    if (played) return [`${category.key}:${played[1]}`];
    return groupKeys.get(source.slice(1)) ?? [];
  };
  for (const match of bracket) {
    matches.push({
      key: `${category.key}:${match.code}`,
      category: category.key,
      minutes: category.minutes,
      sides: [[], []],
      after: [...new Set([...feedersOf(match.homeSource), ...feedersOf(match.awaySource)])],
      group: "knockout",
      round: match.round,
      order: ++number,
    });
  }
  return matches;
}

/**
 * A random small event for property tests: 1–4 categories of any kind and size (a few players in two),
 * groups of 3–5 with or without a knockout, 20–60-minute matches, rests of 0–45 minutes, sometimes hours
 * of the day or a daily limit, and 1–6 courts over 1–3 days, some opening late or closing early.
 */
export function randomEventShape(random: Random): EventShape {
  const kinds = ["singles", "doubles", "mixed"] as const;
  // Now and then one short day with plenty of courts and long rests: the players' chains, not the courts, run out of time.
  const tight = random.chance(0.15);
  const categories: CategoryShape[] = Array.from({ length: random.int(1, 4) }, (_, i) => {
    const kind = random.pick(kinds);
    return {
      key: `C${i + 1}`,
      kind,
      gender: kind === "mixed" ? "any" : random.pick(["man", "woman"] as const),
      entries: random.int(2, 12),
      groupSize: random.int(3, 5),
      advancing: random.pick([0, 1, 2]),
      minutes: random.pick([20, 25, 30, 45, 60]),
      restMinutes: tight ? random.pick([45, 60]) : random.pick([0, 10, 20, 30, 45, 60]),
      ...(random.chance(0.2) ? { maxPerDay: random.int(2, 4) } : {}),
      ...(random.chance(0.2)
        ? {
            hours: random.pick([
              { from: 0, to: 12 * 60 },
              { from: 12 * 60, to: 24 * 60 },
              { from: 9 * 60, to: 17 * 60 },
            ]),
          }
        : {}),
    };
  });
  const places = (gender: "man" | "woman") => categories.reduce((n, c) => n + (c.kind === "mixed" ? c.entries : c.gender === gender ? c.entries * (c.kind === "doubles" ? 2 : 1) : 0), 0);
  const days = tight ? 1 : random.int(1, 3);
  const courts: PlanCourt[] = Array.from({ length: tight ? random.int(4, 6) : random.int(1, 6) }, (_, c) => ({
    name: `K${c + 1}`,
    open: Array.from({ length: days }, (_, day) => {
      if (tight) return { from: hour(day, 9), to: hour(day, 14) };
      const from = random.chance(0.25) ? random.pick([10, 13]) : 8;
      const to = random.chance(0.3) ? random.pick([14, 16, 18]) : 22;
      return { from: hour(day, from), to: hour(day, to) };
    }),
  }));
  return {
    // Fewer people than places: the rest of the places go to players in a second category.
    men: Math.max(1, Math.ceil(places("man") * (random.chance(0.5) ? 0.8 : 1))),
    women: Math.max(1, Math.ceil(places("woman") * (random.chance(0.5) ? 0.8 : 1))),
    categories,
    courts,
    ...(random.chance(0.1) ? { maxPerDay: random.int(3, 5) } : {}),
  };
}
