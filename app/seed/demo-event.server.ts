import { and, eq } from "drizzle-orm";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  cities,
  courtHours,
  districts,
  eventCategories,
  eventCourts,
  eventManagers,
  events,
  eventSlugs,
  gameCategories,
  gameTypes,
  groups,
  groupTeams,
  matches,
  matchSets,
  matchStatistics,
  matchStatValues,
  players,
  provinces,
  skillLevels,
  subdistricts,
  teamPlayers,
  teams,
  type CategoryGender,
  type MatchStatus,
} from "#drizzle/schema";
import { settings } from "~/config.server";
import type { DB } from "~/db.server";
import { defaultGroupBracket } from "~/domain/bracket/build";
import { atLocalMinutes, localDateKey, localMidnight } from "~/domain/event-time";
import { roundRobin } from "~/domain/round-robin";
import { scheduleMatches } from "~/domain/schedule";
import { deriveResult, type GameRules, type SetScore } from "~/domain/scoring";
import { fillQualifiedPlaces } from "~/models/competition/match-result.server";
import { encodeImage, keepImage, type EncodedImage } from "~/models/upload.server";
import { VARIANT_WIDTHS } from "~/utils/responsive-image";
import { hashPassword } from "~/auth/password.server";
import { insertUser } from "~/models/accounts/user.server";
import { seededRandom, type Random } from "~/domain/random";
import { randomSecret } from "~/utils/crypto.server";
import { clubs, familyNames, menNames, womenNames } from "./names";
import { now as clockNow } from "~/clock.server";

export const DEMO_SLUG = "martabaks-vol-2";
const OLD_SLUG = "martabaks-vol-2-updated";
const COURTS = ["Court 1", "Court 2", "Court 3", "Court 4"];
/** The group stage uses three courts over two days, so the second day is still being played. */
const GROUP_COURTS = COURTS.slice(0, 3);
const DAY_START = 9 * 60;
const DAY_END = 17 * 60;
const MATCH_MINUTES = 60;

const description = `Martabaks kembali! **Martabaks Vol. 2** adalah turnamen padel amatir dua hari untuk semua tingkat, dari pemula sampai pemain berpengalaman.

### Format
- Babak grup: setiap pasangan bertemu sekali di grupnya, dua terbaik lolos.
- Babak gugur untuk kategori **Men Beginner** dan **Women Intermediate**.
- Setiap pertandingan *best of 3 set*, tie-break pada 6-6.

### Fasilitas
Empat lapangan, area penonton, dan tentu saja martabak manis gratis untuk semua pemain.

Info pendaftaran: [Instagram Martabaks](https://www.instagram.com/)`;

/** Demo categories: game category (Padel, level, gender), format, teams and groups. */
const categoryPlan: { level: string; gender: CategoryGender; format: "groups" | "groups_knockout"; teams: number; groups: number; thirdPlace: boolean }[] = [
  { level: "Beginner", gender: "men", format: "groups_knockout", teams: 12, groups: 3, thirdPlace: false },
  { level: "Intermediate", gender: "women", format: "groups_knockout", teams: 8, groups: 2, thirdPlace: true },
  { level: "Advanced", gender: "mixed", format: "groups", teams: 8, groups: 2, thirdPlace: false },
];

/**
 * The demo's logos, drawn by the SVG renderer of sharp with whatever fonts the
 * machine has: the wordmark's size leaves room for the widest of them (DejaVu
 * Sans Bold), since the renderer does not squeeze text to a `textLength`.
 */
const logoSvg = {
  event: `<svg xmlns="http://www.w3.org/2000/svg" width="1044" height="528" viewBox="0 0 522 264">
    <rect width="522" height="264" rx="28" fill="#1b2e4b"/>
    <circle cx="92" cy="132" r="62" fill="#f59e0b"/><circle cx="92" cy="132" r="44" fill="#fbbf24"/>
    <path d="M62 120h60M62 136h60M62 152h60" stroke="#92400e" stroke-width="6" stroke-linecap="round"/>
    <text x="176" y="126" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="900" fill="#ffffff">MARTABAKS</text>
    <text x="177" y="178" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#fbbf24">PADEL · VOL. 2</text>
  </svg>`,
  organizer: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200">
    <rect width="200" height="200" rx="36" fill="#0f766e"/>
    <circle cx="100" cy="86" r="42" fill="none" stroke="#ffffff" stroke-width="10"/>
    <path d="M70 86h60M100 56v60" stroke="#ffffff" stroke-width="6"/>
    <text x="100" y="168" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="800" fill="#ffffff">JAKARTA</text>
  </svg>`,
  partner: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200">
    <rect width="200" height="200" rx="100" fill="#4361ee"/>
    <text x="100" y="118" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="900" fill="#ffffff">SPC</text>
    <text x="100" y="152" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#e2f33a">PADEL CLUB</text>
  </svg>`,
};

type DemoLogo = keyof typeof logoSvg;
const demoLogoNames = Object.keys(logoSvg) as DemoLogo[];
const MANIFEST = "logos.json";
type ManifestEntry = { mime: EncodedImage["mime"]; width: number; height: number; variants: number[] };

/** The demo event's logos encoded as uploads are (checked, re-encoded, with their WebP variants), from their SVG. */
export async function encodeDemoLogos(): Promise<Record<DemoLogo, EncodedImage>> {
  const { default: sharp } = await import("sharp");
  const encoded = await Promise.all(demoLogoNames.map(async (name) => encodeImage(await sharp(Buffer.from(logoSvg[name])).png().toBuffer())));
  return Object.fromEntries(demoLogoNames.map((name, i) => [name, encoded[i]!])) as Record<DemoLogo, EncodedImage>;
}

/**
 * `npm run build` keeps the encoded logos in a folder beside the starter
 * database (`build/demo-logos`), so a first start with the demo copies them
 * rather than running sharp on every first start.
 */
export function writeDemoLogos(folder: string, logos: Record<DemoLogo, EncodedImage>) {
  mkdirSync(folder, { recursive: true });
  const manifest: Record<string, ManifestEntry> = {};
  for (const name of demoLogoNames) {
    const { data, mime, width, height, variants } = logos[name];
    writeFileSync(path.join(folder, name), data);
    for (const variant of variants) writeFileSync(path.join(folder, `${name}-w${variant.width}`), variant.data);
    manifest[name] = { mime, width, height, variants: variants.map((variant) => variant.width) };
  }
  writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest));
}

/** The logos a build kept, or null when the folder lacks one or was written for other variant widths (they are encoded then). */
function readDemoLogos(folder: string | null): Record<DemoLogo, EncodedImage> | null {
  if (folder === null || !existsSync(path.join(folder, MANIFEST))) return null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), "utf8")) as Record<string, ManifestEntry>;
    const logos = demoLogoNames.map((name): EncodedImage | null => {
      const entry = manifest[name];
      if (!entry || entry.variants.join() !== VARIANT_WIDTHS.join()) return null;
      const variants = entry.variants.map((width) => ({ width, data: readFileSync(path.join(folder, `${name}-w${width}`)) }));
      return { data: readFileSync(path.join(folder, name)), mime: entry.mime, width: entry.width, height: entry.height, variants };
    });
    return logos.every((logo) => logo !== null) ? (Object.fromEntries(demoLogoNames.map((name, i) => [name, logos[i]!])) as Record<DemoLogo, EncodedImage>) : null;
  } catch {
    return null;
  }
}

/** What a demo event needs before its rows are written: its logos stored and its manager's password hashed. */
export type DemoAssets = { logos: Record<DemoLogo, string>; manager: { password: string; passwordHash: string } };

/**
 * The demo event's logos and its manager's password hash. The logos come from
 * the build's folder when it has them (else sharp encodes them, on its own
 * threads, while bcrypt runs here), so a first start can hash the first
 * admin's password meanwhile too.
 */
export async function prepareDemoAssets(logosFolder: string | null = null): Promise<DemoAssets> {
  const password = settings().DEMO_PASSWORD ?? randomSecret(12);
  const [encoded, passwordHash] = await Promise.all([readDemoLogos(logosFolder) ?? encodeDemoLogos(), hashPassword(password)]);
  const logos = Object.fromEntries(demoLogoNames.map((name) => [name, keepImage(encoded[name]).path])) as Record<DemoLogo, string>;
  return { logos, manager: { password, passwordHash } };
}

/**
 * The demo event "Martabaks Vol. 2": a three-day padel weekend at Gelora Bung
 * Karno, Jakarta. Day one is played, day two is under way with one live match,
 * day three holds the knockout rounds. Times are set around the moment of seeding.
 */
export async function seedDemoEvent(db: DB, now = clockNow(), assets?: DemoAssets) {
  const random = seededRandom(20250802);
  const { logos, manager: managerAccount } = assets ?? (await prepareDemoAssets());
  const manager = insertUser({ name: "Dewi Lestari", email: "manager@laga.local", role: "event", passwordHash: managerAccount.passwordHash });

  db.$client
    .transaction(() => {
      const place = venue(db);
      const padel = db.select().from(gameTypes).where(eq(gameTypes.name, "Padel")).get()!;
      const rules: GameRules = padel;
      const firstDay = new Date(localMidnight(now, "Asia/Jakarta").getTime() - 24 * 60 * 60 * 1000);

      const [event] = db
        .insert(events)
        .values({
          slug: DEMO_SLUG,
          name: "Martabaks Vol. 2",
          description,
          logo: logos.event,
          organizerLogo: logos.organizer,
          organizerLogo2: logos.partner,
          organizerName: "Martabaks Padel Community",
          locationName: "Kompleks Gelora Bung Karno",
          address: "Jl. Pintu Satu Senayan",
          ...place,
          lat: -6.218584,
          lng: 106.802237,
          startsAt: atLocalMinutes(firstDay, 0, DAY_START),
          endsAt: atLocalMinutes(firstDay, 2, DAY_END),
          timezone: "Asia/Jakarta",
          status: "ongoing",
        })
        .returning()
        .all();
      const eventId = event!.id;
      db.insert(eventSlugs).values({ eventId, slug: OLD_SLUG }).run();
      db.insert(eventManagers).values({ userId: manager.id, eventId }).run();
      // The venue's four courts, open for the event's hours on each of its three days: what the event plan starts from.
      COURTS.forEach((name, i) => {
        const court = db
          .insert(eventCourts)
          .values({ eventId, name, sortOrder: i + 1 })
          .returning({ id: eventCourts.id })
          .get();
        db.insert(courtHours)
          .values([0, 1, 2].map((day) => ({ courtId: court.id, day: localDateKey(atLocalMinutes(firstDay, day, DAY_START), "Asia/Jakarta"), opensAt: DAY_START, closesAt: DAY_END })))
          .run();
      });

      const statistics = db.select().from(matchStatistics).where(eq(matchStatistics.gameTypeId, padel.id)).all();
      const jakartaCities = db
        .select({ id: cities.id })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(eq(provinces.code, "31"))
        .all()
        .map((c) => c.id);
      const usedNames = new Set<string>();
      const personName = (gender: "male" | "female") => {
        for (;;) {
          const name = `${random.pick(gender === "male" ? menNames : womenNames)} ${random.pick(familyNames)}`;
          if (!usedNames.has(name)) {
            usedNames.add(name);
            return name;
          }
        }
      };

      const groupMatches: { key: string; home: number; away: number; round: number; groupKey: string; row: typeof matches.$inferInsert }[] = [];
      const knockoutRows: (typeof matches.$inferInsert)[] = [];

      categoryPlan.forEach((plan, categoryIndex) => {
        const level = db.select().from(skillLevels).where(eq(skillLevels.name, plan.level)).get()!;
        const gameCategory = db
          .select()
          .from(gameCategories)
          .where(and(eq(gameCategories.gameTypeId, padel.id), eq(gameCategories.skillLevelId, level.id), eq(gameCategories.gender, plan.gender)))
          .get()!;
        const [category] = db
          .insert(eventCategories)
          .values({
            eventId,
            gameCategoryId: gameCategory.id,
            format: plan.format,
            advancePerGroup: 2,
            tieBreakPreset: "padel",
            // Room for a few late entries, as organisers usually leave.
            maxTeams: plan.teams + 4,
            thirdPlace: plan.thirdPlace,
            sortOrder: categoryIndex,
          })
          .returning()
          .all();

        const teamIds: number[] = [];
        for (let n = 0; n < plan.teams; n++) {
          const genders: ("male" | "female")[] = plan.gender === "men" ? ["male", "male"] : plan.gender === "women" ? ["female", "female"] : ["male", "female"];
          const club = random.pick(clubs);
          const roster = genders.map((gender) => {
            const name = personName(gender);
            const [player] = db
              .insert(players)
              .values({
                name,
                gender,
                birthDate: `${random.between(1976, 2004)}-${String(random.between(1, 12)).padStart(2, "0")}-${String(random.between(1, 28)).padStart(2, "0")}`,
                phone: `+6281${random.between(1, 9)}${random.between(1000, 9999)}${random.between(1000, 9999)}`,
                email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.id`,
                cityId: jakartaCities.length ? random.pick(jakartaCities) : null,
                skillLevelId: level.id,
                club,
              })
              .returning()
              .all();
            return player!;
          });
          const [team] = db
            .insert(teams)
            .values({
              eventId,
              eventCategoryId: category!.id,
              name: roster.map((p) => p.name.split(" ").at(-1)).join(" / "),
              club,
              seed: n < plan.groups ? n + 1 : null,
              status: "confirmed",
            })
            .returning()
            .all();
          db.insert(teamPlayers)
            .values(roster.map((player, i) => ({ teamId: team!.id, playerId: player.id, eventCategoryId: category!.id, captain: i === 0 })))
            .run();
          teamIds.push(team!.id);
        }

        // Seeds head the groups; the rest are dealt out in a snake so groups stay even.
        const groupNames = Array.from({ length: plan.groups }, (_, i) => String.fromCharCode(65 + i));
        const members: number[][] = groupNames.map(() => []);
        teamIds.forEach((teamId, i) => {
          const lap = Math.floor(i / plan.groups);
          const slot = i % plan.groups;
          members[lap % 2 === 0 ? slot : plan.groups - 1 - slot]!.push(teamId);
        });
        groupNames.forEach((name, g) => {
          const [group] = db.insert(groups).values({ eventId, eventCategoryId: category!.id, name }).returning().all();
          db.insert(groupTeams)
            .values(members[g]!.map((teamId, position) => ({ groupId: group!.id, teamId, position: position + 1 })))
            .run();
          let number = 0;
          for (const round of roundRobin(members[g]!)) {
            for (const pairing of round.pairings) {
              number += 1;
              const code = `${name}-${number}`;
              groupMatches.push({
                key: `${category!.id}:${code}`,
                home: pairing.home,
                away: pairing.away,
                round: round.round,
                groupKey: `${category!.id}:${name}`,
                row: { eventId, eventCategoryId: category!.id, groupId: group!.id, stage: "group", round: round.round, code, homeTeamId: pairing.home, awayTeamId: pairing.away },
              });
            }
          }
        });

        if (plan.format === "groups_knockout") {
          const bracket = defaultGroupBracket(
            groupNames.map((name, g) => ({ name, advancing: 2, teams: members[g]!.length })),
            { thirdPlace: plan.thirdPlace },
          );
          for (const match of bracket.matches) {
            knockoutRows.push({
              eventId,
              eventCategoryId: category!.id,
              stage: match.stage as (typeof matches.$inferInsert)["stage"],
              bracket: match.bracket,
              round: match.round,
              code: match.code,
              homeSource: match.homeSource,
              awaySource: match.awaySource,
            });
          }
        }
      });

      // Group matches over the first two days, knockout rounds on the third.
      const planned = scheduleMatches({
        matches: groupMatches,
        days: 2,
        dayStartMinutes: DAY_START,
        dayEndMinutes: DAY_END,
        matchMinutes: MATCH_MINUTES,
        courts: GROUP_COURTS,
        minRestSlots: 1,
      });
      const slotOf = new Map(planned.slots.map((slot) => [slot.key, slot]));
      const rows = groupMatches.map(({ key, row }) => {
        const slot = slotOf.get(key)!;
        return { ...row, court: slot.court, scheduledAt: atLocalMinutes(firstDay, slot.day, slot.startMinutes) };
      });
      knockoutRows.sort((a, b) => a.round! - b.round!);
      knockoutRows.forEach((row, i) => {
        const time = DAY_START + Math.floor(i / COURTS.length) * MATCH_MINUTES * 2;
        rows.push({ ...row, court: COURTS[i % COURTS.length]!, scheduledAt: atLocalMinutes(firstDay, 2, time) });
      });
      rows.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.court.localeCompare(b.court));

      // Group matches whose hour is over have been played (the sixth by walkover); the first one
      // not over is live. Seeded after the last group slot, the last group match stays live.
      const groupRows = rows.filter((row) => row.stage === "group");
      const ended = (row: (typeof rows)[number]) => row.scheduledAt.getTime() + MATCH_MINUTES * 60_000 <= now.getTime();
      const live = groupRows.find((row) => !ended(row)) ?? groupRows.at(-1)!;
      const statusOf = (row: (typeof rows)[number]): MatchStatus => {
        if (row === live) return "live";
        if (row.stage !== "group" || !ended(row)) return "scheduled";
        return groupRows.indexOf(row) === 5 ? "walkover" : "finished";
      };
      // Each match's outcome first (in one pass, so the seeded numbers come out as always), then
      // every match in one insert and their sets and statistics in one each.
      const played = rows.map((row) => {
        const status = statusOf(row);
        if (status === "scheduled") return { row: { ...row, status }, sets: [], statistics: [] };
        const sets = status === "walkover" ? [] : playedSets(random, status === "live");
        const result = status === "walkover" ? deriveResult(rules, { status: "walkover", present: "home" }) : status === "live" ? null : deriveResult(rules, { status: "finished", sets });
        // The live match began at its time; seeded before that time it begins now, and seeded after its hour (at
        // night) it has been going for half a match, not since the afternoon.
        const since = now.getTime() < row.scheduledAt.getTime() ? now : ended(row) ? new Date(now.getTime() - (MATCH_MINUTES / 2) * 60_000) : row.scheduledAt;
        const startedAt = status === "live" ? since : row.scheduledAt;
        const won = (side: "home" | "away") => sets.filter((s, i) => i < sets.length - 1 && (side === "home" ? s.home > s.away : s.away > s.home)).length;
        const outcome =
          result && result.ok
            ? {
                homeScore: result.homeScore,
                awayScore: result.awayScore,
                winnerTeamId: result.winner === "home" ? row.homeTeamId : result.winner === "away" ? row.awayTeamId : null,
                startedAt,
                finishedAt: new Date(startedAt.getTime() + (MATCH_MINUTES - 5) * 60_000),
              }
            : { startedAt, homeScore: won("home"), awayScore: won("away") };
        const statisticValues =
          status === "walkover" ? [] : statistics.flatMap((statistic) => [row.homeTeamId!, row.awayTeamId!].map((teamId) => ({ teamId, statisticId: statistic.id, value: random.between(0, 12) })));
        return { row: { ...row, status, ...outcome }, sets: result && result.ok ? result.sets : sets, statistics: statisticValues };
      });
      db.insert(matches)
        .values(played.map((match) => match.row))
        .run();
      const matchIds = new Map(
        db
          .select({ id: matches.id, categoryId: matches.eventCategoryId, code: matches.code })
          .from(matches)
          .where(eq(matches.eventId, eventId))
          .all()
          .map((match) => [`${match.categoryId}:${match.code}`, match.id]),
      );
      const idOf = (row: (typeof rows)[number]) => matchIds.get(`${row.eventCategoryId}:${row.code}`)!;
      const setRows = played.flatMap(({ row, sets }) => sets.map((set, i) => ({ matchId: idOf(row), setNo: i + 1, home: set.home, away: set.away })));
      if (setRows.length > 0) db.insert(matchSets).values(setRows).run();
      const statisticRows = played.flatMap(({ row, statistics: values }) => values.map((value) => ({ matchId: idOf(row), ...value })));
      if (statisticRows.length > 0) db.insert(matchStatValues).values(statisticRows).run();
      // Groups already played out send their qualifiers into the knockout, as a saved result would.
      for (const group of db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId)).all()) {
        fillQualifiedPlaces(eventId, group.id);
      }
    })
    .immediate();

  if (!settings().DEMO_PASSWORD) {
    console.log(`  Demo event manager: manager@laga.local / ${managerAccount.password} (shown only once)\n`);
  }
}

/** Set scores a padel match really ends with (6-x, 7-5, 7-6), or a set under way for a live one. */
function playedSets(random: Random, live: boolean): SetScore[] {
  const finishedSet = (homeWins: boolean): SetScore => {
    const loser = random.pick([0, 1, 2, 3, 4, 5, 6]);
    const winner = loser === 5 ? 7 : loser === 6 ? 7 : 6;
    return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
  };
  if (live) return [finishedSet(random.next() < 0.5), { home: random.between(0, 4), away: random.between(0, 4) }];
  const homeWinsMatch = random.next() < 0.5;
  const first = random.next() < 0.7 ? homeWinsMatch : !homeWinsMatch;
  const sets = [finishedSet(first), finishedSet(homeWinsMatch)];
  if (first !== homeWinsMatch) sets.push(finishedSet(homeWinsMatch));
  return sets;
}

/** The venue's regions: Gelora, Tanah Abang, Jakarta Pusat, DKI Jakarta (BPS 31.71.07.1001). */
function venue(db: DB) {
  const province = db.select({ id: provinces.id }).from(provinces).where(eq(provinces.code, "31")).get();
  const city = db.select({ id: cities.id }).from(cities).where(eq(cities.code, "31.71")).get();
  const district = db.select({ id: districts.id }).from(districts).where(eq(districts.code, "31.71.07")).get();
  const subdistrict = db.select({ id: subdistricts.id }).from(subdistricts).where(eq(subdistricts.code, "31.71.07.1001")).get();
  if (subdistrict) db.update(subdistricts).set({ postalCode: "10270" }).where(eq(subdistricts.id, subdistrict.id)).run();
  return {
    provinceId: province?.id ?? null,
    cityId: city?.id ?? null,
    districtId: district?.id ?? null,
    subdistrictId: subdistrict?.id ?? null,
    postalCode: "10270",
  };
}
