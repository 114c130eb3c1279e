/**
 * The benchmark's large event, written straight into SQLite: 8 padel categories
 * of 64 teams in groups of 4–8, a full round robin in every group, the knockout
 * bracket behind it, and a national player registry of 80,000+ players. Rows go
 * in through prepared statements inside one transaction; the fixtures, the
 * bracket, the timetable and the results come from the app's own domain rules
 * (round robin, knockout, schedule, scoring), and the qualified places from the
 * model that a saved result uses.
 */
import { and, eq } from "drizzle-orm";
import { cities, districts, eventCategories, events, gameCategories, gameTypes, matchStatistics, provinces, skillLevels, subdistricts, type CategoryGender } from "#drizzle/schema";
import type { DB } from "~/db.server";
import { defaultGroupBracket } from "~/domain/bracket/build";
import { atLocalMinutes, localMidnight } from "~/domain/event-time";
import { roundRobin } from "~/domain/round-robin";
import { scheduleMatches, type ScheduleMatch } from "~/domain/schedule";
import { seededRandom, type Random } from "~/domain/random";
import { deriveResult, type GameRules, type SetScore } from "~/domain/scoring";
import { fillQualifiedPlaces } from "~/models/competition/match-result.server";
import { clubs, familyNames, menNames, womenNames } from "~/seed/names";

export const LARGE_SLUG = "laga-bench-open";

const TEAMS_PER_CATEGORY = 64;
/** Players in the registry besides those on the event's teams. */
const REGISTRY_PLAYERS = 80_000;
const COURTS = Array.from({ length: 24 }, (_, i) => `Court ${i + 1}`);
const GROUP_DAYS = 8;
const DAY_START = 8 * 60;
const DAY_END = 20 * 60;
const MATCH_MINUTES = 60;
/** Share of the group matches already played, in timetable order; the next time slot is live. */
const PLAYED_SHARE = 0.8;

/** Seven categories of eight groups of eight, and one of groups from eight down to four teams. */
const evenGroups = Array.from({ length: 8 }, () => 8);
const mixedGroups = [8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4];
const categoryPlan: { level: string; gender: CategoryGender; groupSizes: number[]; thirdPlace: boolean }[] = [
  { level: "Beginner", gender: "men", groupSizes: evenGroups, thirdPlace: true },
  { level: "Beginner", gender: "women", groupSizes: evenGroups, thirdPlace: true },
  { level: "Beginner", gender: "mixed", groupSizes: mixedGroups, thirdPlace: false },
  { level: "Intermediate", gender: "men", groupSizes: evenGroups, thirdPlace: true },
  { level: "Intermediate", gender: "women", groupSizes: evenGroups, thirdPlace: false },
  { level: "Intermediate", gender: "mixed", groupSizes: evenGroups, thirdPlace: true },
  { level: "Advanced", gender: "men", groupSizes: evenGroups, thirdPlace: true },
  { level: "Advanced", gender: "women", groupSizes: evenGroups, thirdPlace: false },
];

export type LargeEvent = {
  eventId: number;
  slug: string;
  counts: { categories: number; teams: number; players: number; groups: number; groupMatches: number; knockoutMatches: number; matches: number; subdistricts: number };
  /** The group with the most teams (ties: the most played matches). */
  largestGroupId: number;
  /** A played match with sets and statistics, for the match-detail page. */
  finishedMatchId: number;
  /** Group matches not played yet (live or scheduled), both teams known: the score saves' targets. */
  openMatchIds: number[];
  /** When the live matches started (today, at a time of the day's schedule that depends on nothing but the plan). */
  liveSlotAt: Date;
  generateMs: number;
};

/** Set scores a padel match really ends with (6-x, 7-5, 7-6), or a set under way for a live one. */
function playedSets(random: Random, live: boolean): SetScore[] {
  const finishedSet = (homeWins: boolean): SetScore => {
    const loser = random.between(0, 6);
    const winner = loser >= 5 ? 7 : 6;
    return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
  };
  if (live) return [finishedSet(random.next() < 0.5), { home: random.between(0, 4), away: random.between(0, 4) }];
  const homeWinsMatch = random.next() < 0.5;
  const first = random.next() < 0.7 ? homeWinsMatch : !homeWinsMatch;
  const sets = [finishedSet(first), finishedSet(homeWinsMatch)];
  if (first !== homeWinsMatch) sets.push(finishedSet(homeWinsMatch));
  return sets;
}

/** Writes the large event into a database that has the master data and the regions. */
export function generateLargeEvent(db: DB, now = new Date()): LargeEvent {
  const started = performance.now();
  const sqlite = db.$client;
  const random = seededRandom(20260101);
  const padel = db.select().from(gameTypes).where(eq(gameTypes.name, "Padel")).get();
  if (!padel) throw new Error("the master data (game types) is missing");
  const rules: GameRules = padel;
  const statistics = db.select({ id: matchStatistics.id }).from(matchStatistics).where(eq(matchStatistics.gameTypeId, padel.id)).all();
  const cityIds = db
    .select({ id: cities.id })
    .from(cities)
    .all()
    .map((c) => c.id);
  if (cityIds.length === 0) throw new Error("the regions are missing");

  const insertPlayer = sqlite.prepare("insert into players (name, gender, birth_date, phone, email, city_id, skill_level_id, club) values (?, ?, ?, ?, ?, ?, ?, ?)");
  const insertTeam = sqlite.prepare("insert into teams (event_id, event_category_id, name, club, seed, status) values (?, ?, ?, ?, ?, 'confirmed')");
  const insertTeamPlayer = sqlite.prepare("insert into team_players (team_id, player_id, event_category_id, captain) values (?, ?, ?, ?)");
  const insertGroup = sqlite.prepare("insert into groups (event_id, event_category_id, name) values (?, ?, ?)");
  const insertGroupTeam = sqlite.prepare("insert into group_teams (group_id, team_id, position) values (?, ?, ?)");
  const insertMatch = sqlite.prepare(
    `insert into matches (event_id, event_category_id, group_id, stage, round, code, home_team_id, away_team_id, home_source, away_source,
       court, scheduled_at, status, winner_team_id, home_score, away_score, started_at, finished_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSet = sqlite.prepare("insert into match_sets (match_id, set_no, home, away) values (?, ?, ?, ?)");
  const insertStat = sqlite.prepare("insert into match_stat_values (match_id, team_id, statistic_id, value) values (?, ?, ?, ?)");

  const levelIds = new Map(
    db
      .select({ id: skillLevels.id, name: skillLevels.name })
      .from(skillLevels)
      .all()
      .map((l) => [l.name, l.id]),
  );
  const levelList = [...levelIds.values()];

  /** A registry player: its id and name. */
  const addPlayer = (gender: "male" | "female", skillLevelId: number, index: number) => {
    const first = random.pick(gender === "male" ? menNames : womenNames);
    const family = random.pick(familyNames);
    const club = random.next() < 0.7 ? random.pick(clubs) : null;
    const birthDate = `${random.between(1970, 2008)}-${String(random.between(1, 12)).padStart(2, "0")}-${String(random.between(1, 28)).padStart(2, "0")}`;
    const phone = `+628${random.between(11, 59)}${random.between(1000, 9999)}${random.between(1000, 9999)}`;
    const email = `${first}.${family}.${index}@example.id`.toLowerCase();
    const id = Number(insertPlayer.run(`${first} ${family}`, gender, birthDate, phone, email, random.pick(cityIds), skillLevelId, club).lastInsertRowid);
    return { id, family };
  };

  const result = sqlite
    .transaction(() => {
      const province = db.select({ id: provinces.id }).from(provinces).where(eq(provinces.code, "31")).get();
      const city = db.select({ id: cities.id }).from(cities).where(eq(cities.code, "31.71")).get();
      const district = db.select({ id: districts.id }).from(districts).where(eq(districts.code, "31.71.07")).get();
      const subdistrict = db.select({ id: subdistricts.id }).from(subdistricts).where(eq(subdistricts.code, "31.71.07.1001")).get();
      const groupDayZero = localMidnight(now, "Asia/Jakarta");
      const [event] = db
        .insert(events)
        .values({
          slug: LARGE_SLUG,
          name: "Laga Bench Open",
          description: "A national padel championship: eight categories of 64 pairs, group stage and knockout rounds.",
          organizerName: "Laga Benchmark",
          locationName: "Kompleks Gelora Bung Karno",
          address: "Jl. Pintu Satu Senayan",
          provinceId: province?.id ?? null,
          cityId: city?.id ?? null,
          districtId: district?.id ?? null,
          subdistrictId: subdistrict?.id ?? null,
          postalCode: "10270",
          lat: -6.218584,
          lng: 106.802237,
          startsAt: atLocalMinutes(groupDayZero, 0, DAY_START),
          endsAt: atLocalMinutes(groupDayZero, GROUP_DAYS + 1, DAY_END),
          timezone: "Asia/Jakarta",
          status: "ongoing",
        })
        .returning()
        .all();
      const eventId = event!.id;

      // The registry first, as a federation's player list would be; the teams' players are added after.
      let playerCount = 0;
      for (let i = 0; i < REGISTRY_PLAYERS; i++) {
        addPlayer(random.next() < 0.55 ? "male" : "female", random.pick(levelList), i);
        playerCount += 1;
      }

      const groupMatches: (ScheduleMatch & { categoryId: number; groupId: number; code: string })[] = [];
      const knockout: { categoryId: number; stage: string; round: number; code: string; homeSource: string; awaySource: string }[] = [];
      const groupSizes = new Map<number, number>();
      let teamCount = 0;

      categoryPlan.forEach((plan, categoryIndex) => {
        const levelId = levelIds.get(plan.level)!;
        const gameCategory = db
          .select({ id: gameCategories.id })
          .from(gameCategories)
          .where(and(eq(gameCategories.gameTypeId, padel.id), eq(gameCategories.skillLevelId, levelId), eq(gameCategories.gender, plan.gender)))
          .get();
        if (!gameCategory) throw new Error(`no game category Padel ${plan.level} ${plan.gender}`);
        const [category] = db
          .insert(eventCategories)
          .values({
            eventId,
            gameCategoryId: gameCategory.id,
            format: "groups_knockout",
            advancePerGroup: 2,
            tieBreakPreset: "padel",
            maxTeams: TEAMS_PER_CATEGORY,
            thirdPlace: plan.thirdPlace,
            sortOrder: categoryIndex,
          })
          .returning()
          .all();
        const categoryId = category!.id;
        const groupCount = plan.groupSizes.length;

        const teamIds: number[] = [];
        for (let n = 0; n < TEAMS_PER_CATEGORY; n++) {
          const genders: ("male" | "female")[] = plan.gender === "men" ? ["male", "male"] : plan.gender === "women" ? ["female", "female"] : ["male", "female"];
          const roster = genders.map((gender) => addPlayer(gender, levelId, playerCount++));
          const name = roster.map((player) => player.family).join(" / ");
          const teamId = Number(insertTeam.run(eventId, categoryId, name, random.pick(clubs), n < groupCount ? n + 1 : null).lastInsertRowid);
          roster.forEach((player, i) => insertTeamPlayer.run(teamId, player.id, categoryId, i === 0 ? 1 : 0));
          teamIds.push(teamId);
          teamCount += 1;
        }

        // Seeds head the groups; the rest are dealt out in a snake, skipping groups that are full.
        const members: number[][] = plan.groupSizes.map(() => []);
        let lap = 0;
        let slot = 0;
        for (const teamId of teamIds) {
          for (;;) {
            const g = lap % 2 === 0 ? slot : groupCount - 1 - slot;
            slot += 1;
            if (slot === groupCount) {
              slot = 0;
              lap += 1;
            }
            if (members[g]!.length < plan.groupSizes[g]!) {
              members[g]!.push(teamId);
              break;
            }
          }
        }
        const groupNames = members.map((_, g) => String.fromCharCode(65 + g));
        members.forEach((teamsOfGroup, g) => {
          const name = groupNames[g]!;
          const groupId = Number(insertGroup.run(eventId, categoryId, name).lastInsertRowid);
          groupSizes.set(groupId, teamsOfGroup.length);
          teamsOfGroup.forEach((teamId, position) => insertGroupTeam.run(groupId, teamId, position + 1));
          let number = 0;
          for (const round of roundRobin(teamsOfGroup)) {
            for (const pairing of round.pairings) {
              number += 1;
              const code = `${name}-${number}`;
              groupMatches.push({ key: `${categoryId}:${code}`, home: pairing.home, away: pairing.away, round: round.round, groupKey: `${categoryId}:${name}`, categoryId, groupId, code });
            }
          }
        });
        const bracket = defaultGroupBracket(
          groupNames.map((name, g) => ({ name, advancing: 2, teams: members[g]!.length })),
          { thirdPlace: plan.thirdPlace },
        );
        for (const match of bracket.matches) {
          knockout.push({ categoryId, stage: match.stage, round: match.round, code: match.code, homeSource: match.homeSource, awaySource: match.awaySource });
        }
      });

      const planned = scheduleMatches({
        matches: groupMatches,
        days: GROUP_DAYS,
        dayStartMinutes: DAY_START,
        dayEndMinutes: DAY_END,
        matchMinutes: MATCH_MINUTES,
        courts: COURTS,
        minRestSlots: 1,
      });
      if (planned.unplaced.length) throw new Error(`${planned.unplaced.length} group matches found no slot`);
      const slotOf = new Map(planned.slots.map((slot) => [slot.key, slot]));
      const timeOf = (slot: { day: number; startMinutes: number }) => slot.day * 24 * 60 + slot.startMinutes;
      const ordered = [...groupMatches].sort((a, b) => timeOf(slotOf.get(a.key)!) - timeOf(slotOf.get(b.key)!) || a.key.localeCompare(b.key));

      // The played share is over; the time slot after it is live; the rest waits. The live slot's day is today.
      const playedCount = Math.floor(ordered.length * PLAYED_SHARE);
      const liveSlot = slotOf.get(ordered[playedCount]!.key)!;
      const firstDay = new Date(localMidnight(now, "Asia/Jakarta").getTime() - liveSlot.day * 24 * 60 * 60_000);
      db.update(events)
        .set({ startsAt: atLocalMinutes(firstDay, 0, DAY_START), endsAt: atLocalMinutes(firstDay, GROUP_DAYS + 1, DAY_END) })
        .where(eq(events.id, eventId))
        .run();

      let finishedMatchId = 0;
      const openMatchIds: number[] = [];
      const groupPlayed = new Map<number, number>();
      ordered.forEach((match, index) => {
        const slot = slotOf.get(match.key)!;
        const scheduledAt = atLocalMinutes(firstDay, slot.day, slot.startMinutes).getTime();
        const live = index >= playedCount && timeOf(slot) === timeOf(liveSlot);
        const played = index < playedCount;
        const walkover = played && index % 97 === 5;
        const sets = walkover ? [] : played || live ? playedSets(random, live) : [];
        const derived = played ? deriveResult(rules, walkover ? { status: "walkover", present: "home" } : { status: "finished", sets }) : null;
        if (derived && !derived.ok) throw new Error(`generated an invalid result for ${match.key}`);
        const status = played ? (walkover ? "walkover" : "finished") : live ? "live" : "scheduled";
        const winner = derived?.ok ? (derived.winner === "home" ? match.home : derived.winner === "away" ? match.away : null) : null;
        const setsWon = (side: "home" | "away") => sets.slice(0, -1).filter((s) => (side === "home" ? s.home > s.away : s.away > s.home)).length;
        const homeScore = derived?.ok ? derived.homeScore : live ? setsWon("home") : null;
        const awayScore = derived?.ok ? derived.awayScore : live ? setsWon("away") : null;
        const matchId = Number(
          insertMatch.run(
            eventId,
            match.categoryId,
            match.groupId,
            "group",
            match.round,
            match.code,
            match.home,
            match.away,
            null,
            null,
            slot.court,
            scheduledAt,
            status,
            winner,
            homeScore,
            awayScore,
            played || live ? scheduledAt : null,
            played ? scheduledAt + (MATCH_MINUTES - 5) * 60_000 : null,
          ).lastInsertRowid,
        );
        (derived?.ok ? derived.sets : sets).forEach((set, i) => insertSet.run(matchId, i + 1, set.home, set.away));
        if (played && !walkover) {
          for (const statistic of statistics) for (const teamId of [match.home!, match.away!]) insertStat.run(matchId, teamId, statistic.id, random.between(0, 12));
          finishedMatchId ||= matchId;
          groupPlayed.set(match.groupId, (groupPlayed.get(match.groupId) ?? 0) + 1);
        }
        if (!played) openMatchIds.push(matchId);
      });

      // Knockout rounds on the two days after the group stage, round by round.
      knockout.sort((a, b) => a.round - b.round || a.categoryId - b.categoryId);
      knockout.forEach((match, i) => {
        const day = GROUP_DAYS + (match.round <= 2 ? 0 : 1);
        const time = DAY_START + Math.floor(i / COURTS.length) * MATCH_MINUTES;
        insertMatch.run(
          eventId,
          match.categoryId,
          null,
          match.stage,
          match.round,
          match.code,
          null,
          null,
          match.homeSource,
          match.awaySource,
          COURTS[i % COURTS.length]!,
          atLocalMinutes(firstDay, day, Math.min(time, DAY_END - MATCH_MINUTES)).getTime(),
          "scheduled",
          null,
          null,
          null,
          null,
          null,
        );
      });

      // Groups already played out send their qualifiers into the knockout, as a saved result would.
      for (const groupId of groupSizes.keys()) fillQualifiedPlaces(eventId, groupId);

      const largestGroupId = [...groupSizes].sort((a, b) => b[1] - a[1] || (groupPlayed.get(b[0]) ?? 0) - (groupPlayed.get(a[0]) ?? 0))[0]![0];
      return {
        eventId,
        largestGroupId,
        finishedMatchId,
        openMatchIds,
        liveSlotAt: atLocalMinutes(firstDay, liveSlot.day, liveSlot.startMinutes),
        counts: {
          categories: categoryPlan.length,
          teams: teamCount,
          players: playerCount,
          groups: groupSizes.size,
          groupMatches: groupMatches.length,
          knockoutMatches: knockout.length,
          matches: groupMatches.length + knockout.length,
          subdistricts: sqlite.prepare("select count(*) from subdistricts").pluck().get() as number,
        },
      };
    })
    .immediate();

  return { ...result, slug: LARGE_SLUG, generateMs: performance.now() - started };
}
