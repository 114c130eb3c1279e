import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  cities,
  districts,
  entries,
  entryPlayers,
  entryWindows,
  eventCategories,
  eventManagers,
  events,
  eventSlugs,
  gameCategories,
  gameTypes,
  groups,
  matches,
  provinces,
  skillLevels,
  subdistricts,
  teams,
  users,
  type CategoryGender,
  type CompetitionFormat,
  type EventStatus,
  type EventTimezone,
  type TieBreakPreset,
} from "#drizzle/schema";
import { countRows, getDb, writeTransaction, type DB } from "~/db.server";
import { defaultPointsScheme } from "~/domain/standings";
import { titleCase } from "~/utils/address";
import { isInIndonesia } from "~/utils/coordinates";
import { isValidSlug, slugify } from "~/utils/slug";
import { changedFields, recordAudit } from "../audit.server";
import { isStoredUpload, releaseUpload, uploadsIn } from "../upload.server";

// ─── Rules (pure) ───────────────────────────────────────────────────────────

/** The order an event lives through; public pages show every status but draft. */
export const statusFlow: readonly EventStatus[] = ["draft", "published", "ongoing", "finished"];

export const isPublicStatus = (status: EventStatus) => status !== "draft";

export type PublishProblem = "name" | "dates" | "categories";

/** What an event lacks before spectators may see it: a name, a valid date range and at least one category. */
export function publishProblems(event: { name: string; startsAt: Date | null; endsAt: Date | null; categoryCount: number }): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!event.name.trim()) problems.push("name");
  if (!event.startsAt || !event.endsAt || event.endsAt <= event.startsAt) problems.push("dates");
  if (event.categoryCount < 1) problems.push("categories");
  return problems;
}

export type StatusRefusal = { reason: "played" } | { reason: "incomplete"; missing: PublishProblem[] };

/**
 * Whether an event may move from one status to another. Back to draft hides it
 * from spectators, which is only honest while no match has been played; any
 * public status needs a complete event.
 */
export function statusChangeRefusal(
  from: EventStatus,
  to: EventStatus,
  facts: { played: boolean; name: string; startsAt: Date | null; endsAt: Date | null; categoryCount: number },
): StatusRefusal | null {
  if (from === to) return null;
  if (to === "draft") return facts.played ? { reason: "played" } : null;
  const missing = publishProblems(facts);
  return missing.length ? { reason: "incomplete", missing } : null;
}

/** The moves the list offers for a row: the next step of the flow, and back to draft while nothing was played. */
export function statusMoves(status: EventStatus, played: boolean): EventStatus[] {
  const next = statusFlow[statusFlow.indexOf(status) + 1];
  return [...(next ? [next] : []), ...(status !== "draft" && !played ? (["draft"] as const) : [])];
}

/** Standings points per result follow the tie-break preset (3/1/0 in football, 1/0/0 elsewhere). */
const pointsFor = (preset: TieBreakPreset) => {
  const points = defaultPointsScheme(preset);
  return { pointsWin: points.win, pointsDraw: points.draw, pointsLoss: points.loss };
};

// ─── Reading ─────────────────────────────────────────────────────────────────

const playedStatuses = ["live", "finished", "walkover", "retired"] as const;

function hasPlayedMatch(db: DB, eventId: number) {
  return countRows(db, matches, and(eq(matches.eventId, eventId), inArray(matches.status, playedStatuses))) > 0;
}

export type EventCategorySetting = {
  gameCategoryId: number;
  format: CompetitionFormat;
  advancePerGroup: number;
  tieBreakPreset: TieBreakPreset;
  maxTeams: number | null;
  thirdPlace: boolean;
};

/** An event as the edit form shows it: the row, its categories in order and its managers. */
export function findEventForEdit(id: number) {
  const db = getDb();
  const event = db.select().from(events).where(eq(events.id, id)).get();
  if (!event) return null;
  const categories: EventCategorySetting[] = db
    .select({
      gameCategoryId: eventCategories.gameCategoryId,
      format: eventCategories.format,
      advancePerGroup: eventCategories.advancePerGroup,
      tieBreakPreset: eventCategories.tieBreakPreset,
      maxTeams: eventCategories.maxTeams,
      thirdPlace: eventCategories.thirdPlace,
    })
    .from(eventCategories)
    .where(eq(eventCategories.eventId, id))
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id))
    .all();
  const managerIds = db
    .select({ id: eventManagers.userId })
    .from(eventManagers)
    .where(eq(eventManagers.eventId, id))
    .all()
    .map((m) => m.id)
    .sort((a, b) => a - b);
  return { ...event, categories, managerIds, played: hasPlayedMatch(db, id) };
}

export type EventForEdit = NonNullable<ReturnType<typeof findEventForEdit>>;

export type GameCategoryChoice = {
  id: number;
  name: string | null;
  gameType: string;
  skillLevel: string;
  gender: CategoryGender;
  color: string;
  /** The preset the sport usually plays by, offered first. */
  preset: TieBreakPreset;
};

const presetBySport: Record<string, TieBreakPreset> = { padel: "padel", tennis: "padel", "table tennis": "ittf", futsal: "football", football: "football" };
const genderOrder: CategoryGender[] = ["men", "women", "mixed", "open"];

/**
 * What the event form offers: game categories of active sports (and any the
 * event already plays), and the active event managers (and any already assigned).
 */
export function eventFormOptions(current?: { categoryIds: number[]; managerIds: number[] }) {
  const db = getDb();
  const categoryRows = db
    .select({
      id: gameCategories.id,
      name: gameCategories.name,
      gender: gameCategories.gender,
      gameType: gameTypes.name,
      active: gameTypes.active,
      skillLevel: skillLevels.name,
      color: skillLevels.color,
      levelOrder: skillLevels.sortOrder,
    })
    .from(gameCategories)
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
    .orderBy(asc(gameTypes.name), asc(skillLevels.sortOrder), asc(skillLevels.name))
    .all()
    .filter((c) => c.active || current?.categoryIds.includes(c.id))
    .sort((a, b) => a.gameType.localeCompare(b.gameType) || a.levelOrder - b.levelOrder || genderOrder.indexOf(a.gender) - genderOrder.indexOf(b.gender));
  const gameCategoryChoices: GameCategoryChoice[] = categoryRows.map((c) => ({
    id: c.id,
    name: c.name?.trim() || null,
    gameType: c.gameType,
    skillLevel: c.skillLevel,
    gender: c.gender,
    color: c.color,
    preset: presetBySport[c.gameType.toLowerCase()] ?? "bwf",
  }));
  const managers = db
    .select({ id: users.id, name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(eq(users.role, "event"))
    .orderBy(asc(users.name))
    .all()
    .filter((u) => u.active || current?.managerIds.includes(u.id));
  return { gameCategories: gameCategoryChoices, managers };
}

export type RegionChain = { provinceId: number | null; cityId: number | null; districtId: number | null; subdistrictId: number | null };
export type RegionOption = { value: number; label: string };

/**
 * The four region lists of the form, each narrowed by the choice above it. A
 * choice that does not belong to its parent (the parent was changed) is
 * dropped, so the chain that comes back is always consistent.
 */
export function regionChoices(chosen: RegionChain) {
  const db = getDb();
  const label = (rows: { id: number; name: string }[]): RegionOption[] => rows.map((r) => ({ value: r.id, label: titleCase(r.name) }));
  const provinceRows = db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.name)).all();
  const provinceId = provinceRows.some((p) => p.id === chosen.provinceId) ? chosen.provinceId : null;
  const cityRows = provinceId ? db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.provinceId, provinceId)).orderBy(asc(cities.name)).all() : [];
  const cityId = cityRows.some((c) => c.id === chosen.cityId) ? chosen.cityId : null;
  const districtRows = cityId ? db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.cityId, cityId)).orderBy(asc(districts.name)).all() : [];
  const districtId = districtRows.some((d) => d.id === chosen.districtId) ? chosen.districtId : null;
  const subdistrictRows = districtId
    ? db
        .select({ id: subdistricts.id, name: subdistricts.name, postalCode: subdistricts.postalCode })
        .from(subdistricts)
        .where(eq(subdistricts.districtId, districtId))
        .orderBy(asc(subdistricts.name))
        .all()
    : [];
  const subdistrict = subdistrictRows.find((s) => s.id === chosen.subdistrictId) ?? null;
  return {
    chain: { provinceId, cityId, districtId, subdistrictId: subdistrict?.id ?? null },
    /** The chosen subdistrict's postal code, when the region data knows it. */
    postalCode: subdistrict?.postalCode ?? null,
    provinces: label(provinceRows),
    cities: label(cityRows),
    districts: label(districtRows),
    subdistricts: subdistrictRows.map((s) => ({ value: s.id, label: titleCase(s.name), postalCode: s.postalCode })),
  };
}

export type RegionChoices = ReturnType<typeof regionChoices>;

/** Whether a slug is free: no other event carries it now or carried it before (old links must keep their event). */
export function slugTaken(slug: string, exceptEventId?: number | null) {
  const db = getDb();
  const other = exceptEventId ? and(eq(events.slug, slug), ne(events.id, exceptEventId)) : eq(events.slug, slug);
  if (countRows(db, events, other) > 0) return true;
  const old = exceptEventId ? and(eq(eventSlugs.slug, slug), ne(eventSlugs.eventId, exceptEventId)) : eq(eventSlugs.slug, slug);
  return countRows(db, eventSlugs, old) > 0;
}

// ─── Writing ─────────────────────────────────────────────────────────────────

export type EventInput = {
  name: string;
  /** Empty = made from the name. */
  slug: string;
  organizerName: string | null;
  description: string;
  logo: string | null;
  organizerLogo: string | null;
  organizerLogo2: string | null;
  locationName: string | null;
  address: string | null;
  region: RegionChain;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  startsAt: Date;
  endsAt: Date;
  timezone: EventTimezone;
  status: EventStatus;
  categories: EventCategorySetting[];
  managerIds: number[];
  /** The desk calls a match only once its players have checked in (docs/design.md §7.12). */
  checkInRequired: boolean;
};

/** A refusal names the form field it concerns (null: the whole form) and translation keys. */
export type EventRefusal = { ok: false; field: string | null; errors: string[] };

const imageFields = ["logo", "organizerLogo", "organizerLogo2"] as const;

function refuse(field: string | null, ...errors: string[]): EventRefusal {
  return { ok: false, field, errors };
}

/**
 * Checks what the form cannot know — a free slug, a real region chain, known
 * categories, managers and uploads, a publishable event — and settles the slug
 * (made from the name when empty) and the postal code (the subdistrict's own
 * when none was typed).
 */
function checkInput(db: DB, input: EventInput, before: EventForEdit | null): { slug: string; postalCode: string | null } | EventRefusal {
  const slug = input.slug.trim() || slugify(input.name);
  if (!isValidSlug(slug)) return refuse("slug", "events.errors.slugFormat");
  if (slugTaken(slug, before?.id)) return refuse("slug", "events.errors.slugTaken");

  const region = regionChoices(input.region);
  for (const level of ["provinceId", "cityId", "districtId", "subdistrictId"] as const) {
    if (input.region[level] !== null && region.chain[level] !== input.region[level]) return refuse(level, "events.errors.regionMismatch");
  }

  if ((input.lat === null) !== (input.lng === null)) return refuse("lat", "events.errors.coordinatesPair");
  if (input.lat !== null && input.lng !== null && !isInIndonesia({ lat: input.lat, lng: input.lng })) return refuse("lat", "events.errors.coordinatesOutside");

  for (const field of imageFields) {
    const path = input[field];
    if (path && path !== before?.[field] && !isStoredUpload(path)) return refuse(field, "events.errors.imageUnknown");
  }

  const ids = input.categories.map((c) => c.gameCategoryId);
  if (new Set(ids).size !== ids.length) return refuse("categories", "events.errors.categoryTwice");
  if (ids.length && countRows(db, gameCategories, inArray(gameCategories.id, ids)) !== ids.length) return refuse("categories", "events.errors.categoryUnknown");

  if (input.managerIds.length) {
    const known = countRows(db, users, and(inArray(users.id, input.managerIds), eq(users.role, "event")));
    if (known !== new Set(input.managerIds).size) return refuse("managerIds", "events.errors.managerUnknown");
  }

  const refusal = statusChangeRefusal(before?.status ?? "draft", input.status, {
    played: before?.played ?? false,
    name: input.name,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    categoryCount: input.categories.length,
  });
  if (refusal?.reason === "played") return refuse("status", "events.errors.backToDraftPlayed");
  if (refusal) return refuse("status", ...refusal.missing.map((problem) => `events.publish.missing.${problem}`));
  return { slug, postalCode: input.postalCode?.trim() || region.postalCode };
}

function rowValues(input: EventInput, slug: string, postalCode: string | null) {
  return {
    slug,
    name: input.name.trim(),
    description: input.description,
    logo: input.logo,
    organizerLogo: input.organizerLogo,
    organizerLogo2: input.organizerLogo2,
    organizerName: input.organizerName,
    locationName: input.locationName,
    address: input.address,
    provinceId: input.region.provinceId,
    cityId: input.region.cityId,
    districtId: input.region.districtId,
    subdistrictId: input.region.subdistrictId,
    postalCode,
    lat: input.lat,
    lng: input.lng,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timezone: input.timezone,
    status: input.status,
    checkInRequired: input.checkInRequired,
  };
}

/**
 * Makes the event's categories the given ones, in the given order. A category
 * that already has teams, groups or matches cannot be removed: those would lose
 * the rules they were drawn and scored by.
 */
function saveCategories(db: DB, eventId: number, wanted: EventCategorySetting[]): EventRefusal | null {
  const existing = db.select().from(eventCategories).where(eq(eventCategories.eventId, eventId)).all();
  const keep = new Set(wanted.map((c) => c.gameCategoryId));
  for (const category of existing.filter((c) => !keep.has(c.gameCategoryId))) {
    const used =
      countRows(db, teams, eq(teams.eventCategoryId, category.id)) +
      countRows(db, groups, eq(groups.eventCategoryId, category.id)) +
      countRows(db, matches, eq(matches.eventCategoryId, category.id)) +
      countRows(db, entries, eq(entries.eventCategoryId, category.id));
    // The form names the category in the reader's language from its id.
    if (used > 0) return refuse("categories", `events.errors.categoryInUse?id=${category.gameCategoryId}`);
    // An entry window is the category's own setting and goes with it.
    db.delete(entryWindows).where(eq(entryWindows.eventCategoryId, category.id)).run();
    db.delete(eventCategories).where(eq(eventCategories.id, category.id)).run();
  }
  wanted.forEach((setting, sortOrder) => {
    const values = { ...setting, ...pointsFor(setting.tieBreakPreset), sortOrder };
    const current = existing.find((c) => c.gameCategoryId === setting.gameCategoryId);
    if (current) db.update(eventCategories).set(values).where(eq(eventCategories.id, current.id)).run();
    else
      db.insert(eventCategories)
        .values({ ...values, eventId })
        .run();
  });
  return null;
}

function saveManagers(db: DB, eventId: number, managerIds: number[]) {
  db.delete(eventManagers).where(eq(eventManagers.eventId, eventId)).run();
  const unique = [...new Set(managerIds)];
  if (unique.length)
    db.insert(eventManagers)
      .values(unique.map((userId) => ({ userId, eventId })))
      .run();
}

/** A rolled-back write: the refusal travels out of the transaction as this error. */
class Refused extends Error {
  constructor(readonly refusal: EventRefusal) {
    super("event write refused");
  }
}

function inTransaction<T>(fn: (db: DB) => T): T | EventRefusal {
  try {
    return writeTransaction(fn);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

export function createEvent(input: EventInput, actorId: number): { ok: true; id: number; slug: string; name: string } | EventRefusal {
  return inTransaction((db) => {
    const checked = checkInput(db, input, null);
    if ("ok" in checked) return checked;
    const [event] = db
      .insert(events)
      .values(rowValues(input, checked.slug, checked.postalCode))
      .returning()
      .all();
    const id = event!.id;
    const refusal = saveCategories(db, id, input.categories);
    if (refusal) throw new Refused(refusal);
    saveManagers(db, id, input.managerIds);
    recordAudit({ userId: actorId, action: "create", entity: "event", entityId: id, eventId: id, summary: `${event!.name} (${event!.slug}, ${event!.status})` });
    return { ok: true as const, id, slug: event!.slug, name: event!.name };
  });
}

export function updateEvent(id: number, input: EventInput, actorId: number): { ok: true; slug: string; name: string } | EventRefusal | { ok: false; missing: true } {
  const result = inTransaction((db) => {
    const before = findEventForEdit(id);
    if (!before) return { ok: false as const, missing: true as const };
    const checked = checkInput(db, input, before);
    if ("ok" in checked) return checked;
    const values = rowValues(input, checked.slug, checked.postalCode);
    db.update(events).set(values).where(eq(events.id, id)).run();
    if (checked.slug !== before.slug) {
      // The current slug becomes an old one that redirects; a slug taken back stops being old.
      db.delete(eventSlugs)
        .where(and(eq(eventSlugs.eventId, id), eq(eventSlugs.slug, checked.slug)))
        .run();
      db.insert(eventSlugs).values({ eventId: id, slug: before.slug }).onConflictDoNothing().run();
    }
    const refusal = saveCategories(db, id, input.categories);
    if (refusal) throw new Refused(refusal);
    saveManagers(db, id, input.managerIds);
    const after = { ...values, categories: input.categories, managerIds: [...new Set(input.managerIds)].sort((a, b) => a - b) };
    const changes = changedFields({ ...before } as Record<string, unknown>, after, [...(Object.keys(values) as string[]), "categories", "managerIds"]);
    recordAudit({
      userId: actorId,
      action: before.status !== input.status ? "status" : "update",
      entity: "event",
      entityId: id,
      eventId: id,
      summary: values.name,
      changes,
    });
    const dropped = [
      ...imageFields.map((field) => before[field]).filter((path) => path && !imageFields.some((f) => values[f] === path)),
      ...uploadsIn(before.description).filter((path) => !values.description.includes(path)),
    ];
    return { ok: true as const, slug: checked.slug, name: values.name, dropped };
  });
  if (!result.ok) return result;
  // Files go only after the commit, and only when nothing else shows them.
  result.dropped.forEach((path) => releaseUpload(path));
  return { ok: true, slug: result.slug, name: result.name };
}

export type StatusChangeResult = { ok: true; name: string; status: EventStatus } | { ok: false; missing: true } | { ok: false; name: string; refusal: StatusRefusal };

/** Moves an event along its status flow (the list's quick actions). */
export function changeEventStatus(id: number, to: EventStatus, actorId: number): StatusChangeResult {
  return writeTransaction((db) => {
    const event = db.select().from(events).where(eq(events.id, id)).get();
    if (!event) return { ok: false, missing: true };
    const refusal = statusChangeRefusal(event.status, to, {
      played: hasPlayedMatch(db, id),
      name: event.name,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      categoryCount: countRows(db, eventCategories, eq(eventCategories.eventId, id)),
    });
    if (refusal) return { ok: false, name: event.name, refusal };
    if (event.status === to) return { ok: true, name: event.name, status: to };
    db.update(events).set({ status: to }).where(eq(events.id, id)).run();
    recordAudit({ userId: actorId, action: "status", entity: "event", entityId: id, eventId: id, summary: event.name, changes: { status: { from: event.status, to } } });
    return { ok: true, name: event.name, status: to };
  });
}

export type EventDependents = { teams: number; groups: number; matches: number };
export type DeleteResult = { ok: true; name: string } | { ok: false; missing: true } | { ok: false; name: string; notDraft: true } | { ok: false; name: string; dependents: EventDependents };

/**
 * Deletes a draft that nothing depends on. Its own rows (categories, old
 * slugs, manager assignments) go explicitly in the same transaction; nothing
 * cascades. Its images go after the commit, unless shown elsewhere.
 */
export function deleteEvent(id: number, actorId: number): DeleteResult {
  const result = writeTransaction((db): DeleteResult | { ok: true; name: string; images: string[] } => {
    const event = db.select().from(events).where(eq(events.id, id)).get();
    if (!event) return { ok: false, missing: true };
    if (event.status !== "draft") return { ok: false, name: event.name, notDraft: true };
    const dependents = {
      teams: countRows(db, teams, eq(teams.eventId, id)),
      groups: countRows(db, groups, eq(groups.eventId, id)),
      matches: countRows(db, matches, eq(matches.eventId, id)),
    };
    if (dependents.teams + dependents.groups + dependents.matches > 0) return { ok: false, name: event.name, dependents };
    const categoryCount = countRows(db, eventCategories, eq(eventCategories.eventId, id));
    // Entries that made no team (none did: it has no teams) mean nothing without their event.
    db.delete(entryPlayers)
      .where(inArray(entryPlayers.entryId, db.select({ id: entries.id }).from(entries).where(eq(entries.eventId, id))))
      .run();
    db.delete(entries).where(eq(entries.eventId, id)).run();
    db.delete(entryWindows).where(eq(entryWindows.eventId, id)).run();
    db.delete(eventCategories).where(eq(eventCategories.eventId, id)).run();
    db.delete(eventSlugs).where(eq(eventSlugs.eventId, id)).run();
    db.delete(eventManagers).where(eq(eventManagers.eventId, id)).run();
    db.delete(events).where(eq(events.id, id)).run();
    recordAudit({
      userId: actorId,
      action: "delete",
      entity: "event",
      entityId: id,
      eventId: id,
      summary: `${event.name} (${event.slug}); ${categoryCount} categories`,
    });
    const images = [event.logo, event.organizerLogo, event.organizerLogo2, ...uploadsIn(event.description)].filter((p): p is string => Boolean(p));
    return { ok: true, name: event.name, images };
  });
  if (result.ok && "images" in result) {
    result.images.forEach((path) => releaseUpload(path));
    return { ok: true, name: result.name };
  }
  return result;
}
