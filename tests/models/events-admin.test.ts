import { and, eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, districts, eventCategories, eventManagers, events, eventSlugs, gameCategories, groups, matches, provinces, subdistricts, teams, uploads, users } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb, migrateDatabase } from "~/db.server";
import { changeEventStatus, createEvent, deleteEvent, findEventForEdit, regionChoices, updateEvent, type EventInput } from "~/models/events/event-admin.server";
import { eventExport, eventListSpec, listEvents } from "~/models/events/event-list.server";
import { lookupPublicEvent } from "~/models/events/event.server";
import { releaseUpload, storeImage } from "~/models/upload.server";
import { seedMasterData } from "~/seed/master-data.server";
import { readListParams } from "~/utils/list-params";

let adminId: number;
let managerIds: number[];
let categoryIds: number[];
const region = { provinceId: 0, cityId: 0, districtId: 0, subdistrictId: 0, otherCityId: 0 };

beforeAll(() => {
  const db = getDb();
  migrateDatabase(db);
  seedMasterData(db);
  categoryIds = db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .all()
    .map((c) => c.id);
  const people = db
    .insert(users)
    .values([
      { name: "Admin", email: "admin@example.id", role: "admin", passwordHash: "x" },
      { name: "Dewi", email: "dewi@example.id", role: "event", passwordHash: "x" },
      { name: "Rudi", email: "rudi@example.id", role: "event", passwordHash: "x" },
    ])
    .returning()
    .all();
  adminId = people[0]!.id;
  managerIds = [people[1]!.id, people[2]!.id];
  const [jakarta, bali] = db
    .insert(provinces)
    .values([
      { code: "31", name: "DKI JAKARTA" },
      { code: "51", name: "BALI" },
    ])
    .returning()
    .all();
  const [pusat] = db.insert(cities).values({ provinceId: jakarta!.id, code: "31.71", name: "KOTA ADMINISTRASI JAKARTA PUSAT" }).returning().all();
  const [denpasar] = db.insert(cities).values({ provinceId: bali!.id, code: "51.71", name: "KOTA DENPASAR" }).returning().all();
  const [tanahAbang] = db.insert(districts).values({ cityId: pusat!.id, code: "31.71.01", name: "Tanah Abang" }).returning().all();
  const [gelora] = db.insert(subdistricts).values({ districtId: tanahAbang!.id, code: "31.71.01.1001", name: "Gelora", postalCode: "10270" }).returning().all();
  Object.assign(region, { provinceId: jakarta!.id, cityId: pusat!.id, districtId: tanahAbang!.id, subdistrictId: gelora!.id, otherCityId: denpasar!.id });
});

function input(overrides: Partial<EventInput> = {}): EventInput {
  return {
    name: "Liga Padel Senayan",
    slug: "",
    organizerName: "Komunitas Padel Senayan",
    description: "Turnamen **padel** amatir.",
    logo: null,
    organizerLogo: null,
    organizerLogo2: null,
    locationName: "GBK",
    address: "Jl. Pintu Satu Senayan",
    region: { provinceId: null, cityId: null, districtId: null, subdistrictId: null },
    postalCode: null,
    lat: -6.2186,
    lng: 106.8022,
    startsAt: new Date("2025-11-22T01:00:00Z"),
    endsAt: new Date("2025-11-23T11:00:00Z"),
    timezone: "Asia/Jakarta",
    status: "draft",
    categories: [{ gameCategoryId: categoryIds[0]!, format: "groups_knockout", advancePerGroup: 2, tieBreakPreset: "padel", maxTeams: 16, thirdPlace: true }],
    managerIds: [],
    checkInRequired: false,
    ...overrides,
  };
}

function created(overrides: Partial<EventInput> = {}) {
  const result = createEvent(input(overrides), adminId);
  if (!result.ok) throw new Error(`setup: ${JSON.stringify(result)}`);
  return result;
}

const auditOf = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, id)))
    .all();

describe("creating and editing events", () => {
  it("makes the slug from the name, stores categories with the preset's points, assigns managers and audits it", () => {
    const event = created({ managerIds });
    expect(event.slug).toBe("liga-padel-senayan");
    const stored = findEventForEdit(event.id)!;
    expect(stored.managerIds).toEqual([...managerIds].sort((a, b) => a - b));
    expect(stored.categories).toEqual([{ gameCategoryId: categoryIds[0], format: "groups_knockout", advancePerGroup: 2, tieBreakPreset: "padel", maxTeams: 16, thirdPlace: true }]);
    const row = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!;
    expect([row.pointsWin, row.pointsDraw, row.pointsLoss]).toEqual([1, 0, 0]);
    expect(auditOf(event.id)).toEqual([expect.objectContaining({ action: "create", userId: adminId, eventId: event.id })]);
  });

  it("uses football points for the football preset", () => {
    const event = created({
      slug: "futsal-ceria",
      categories: [{ gameCategoryId: categoryIds[1]!, format: "groups", advancePerGroup: 1, tieBreakPreset: "football", maxTeams: null, thirdPlace: false }],
    });
    const row = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!;
    expect([row.pointsWin, row.pointsDraw, row.pointsLoss]).toEqual([3, 1, 0]);
  });

  it("keeps the UEFA preset, with football points", () => {
    const event = created({ slug: "futsal-uefa", categories: [{ gameCategoryId: categoryIds[1]!, format: "groups", advancePerGroup: 1, tieBreakPreset: "uefa", maxTeams: null, thirdPlace: false }] });
    expect(findEventForEdit(event.id)!.categories).toEqual([{ gameCategoryId: categoryIds[1], format: "groups", advancePerGroup: 1, tieBreakPreset: "uefa", maxTeams: null, thirdPlace: false }]);
    const row = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!;
    expect([row.pointsWin, row.pointsDraw, row.pointsLoss]).toEqual([3, 1, 0]);
  });

  it("refuses a slug another event has or had, and the public pages' own words", () => {
    expect(createEvent(input({ slug: "liga-padel-senayan" }), adminId)).toEqual({ ok: false, field: "slug", errors: ["events.errors.slugTaken"] });
    expect(createEvent(input({ slug: "overview" }), adminId)).toEqual({ ok: false, field: "slug", errors: ["events.errors.slugFormat"] });
    expect(createEvent(input({ name: "🏸", slug: "" }), adminId)).toMatchObject({ ok: false, field: "slug" });
  });

  it("keeps the old slug when the slug changes, so old links redirect (301) to the new one", () => {
    const event = created({ slug: "kejuaraan-lama", status: "published" });
    const versionBefore = getDb().select({ v: events.version }).from(events).where(eq(events.id, event.id)).get()!.v;
    expect(updateEvent(event.id, input({ slug: "kejuaraan-baru", status: "published" }), adminId)).toMatchObject({ ok: true, slug: "kejuaraan-baru" });
    expect(getDb().select({ slug: eventSlugs.slug }).from(eventSlugs).where(eq(eventSlugs.eventId, event.id)).all()).toEqual([{ slug: "kejuaraan-lama" }]);
    expect(lookupPublicEvent("kejuaraan-lama")).toEqual({ kind: "moved", slug: "kejuaraan-baru" });
    // A spectator-visible save tells open pages to reload.
    expect(getDb().select({ v: events.version }).from(events).where(eq(events.id, event.id)).get()!.v).toBeGreaterThan(versionBefore);
    // Nobody else may take the old link …
    expect(createEvent(input({ slug: "kejuaraan-lama" }), adminId)).toMatchObject({ ok: false, errors: ["events.errors.slugTaken"] });
    // … but the event itself may take it back, which turns the newer one into the old one.
    expect(updateEvent(event.id, input({ slug: "kejuaraan-lama", status: "published" }), adminId)).toMatchObject({ ok: true });
    expect(getDb().select({ slug: eventSlugs.slug }).from(eventSlugs).where(eq(eventSlugs.eventId, event.id)).all()).toEqual([{ slug: "kejuaraan-baru" }]);
  });

  it("records what changed in the audit log", () => {
    const event = created({ slug: "audit-cup" });
    updateEvent(event.id, input({ slug: "audit-cup", name: "Audit Cup 2", managerIds: [managerIds[0]!] }), adminId);
    const entry = auditOf(event.id).at(-1)!;
    expect(entry.action).toBe("update");
    expect(entry.changes).toMatchObject({ name: { from: "Liga Padel Senayan", to: "Audit Cup 2" }, managerIds: { from: [], to: [managerIds[0]] } });
  });

  it("checks the region chain and fills the postal code from the subdistrict", () => {
    const full = { provinceId: region.provinceId, cityId: region.cityId, districtId: region.districtId, subdistrictId: region.subdistrictId };
    const event = created({ slug: "wilayah-cup", region: full });
    expect(getDb().select({ postalCode: events.postalCode }).from(events).where(eq(events.id, event.id)).get()).toEqual({ postalCode: "10270" });
    expect(createEvent(input({ slug: "salah-wilayah", region: { ...full, cityId: region.otherCityId } }), adminId)).toMatchObject({
      ok: false,
      field: "cityId",
      errors: ["events.errors.regionMismatch"],
    });
    expect(regionChoices({ ...full, cityId: region.otherCityId }).chain).toEqual({ provinceId: region.provinceId, cityId: null, districtId: null, subdistrictId: null });
  });

  it("keeps the venue's coordinates in Indonesia, both or neither", () => {
    expect(createEvent(input({ slug: "bangkok-open", lat: 13.75, lng: 100.5 }), adminId)).toEqual({ ok: false, field: "lat", errors: ["events.errors.coordinatesOutside"] });
    expect(createEvent(input({ slug: "setengah-titik", lat: -6.2, lng: null }), adminId)).toEqual({ ok: false, field: "lat", errors: ["events.errors.coordinatesPair"] });
  });

  it("assigns only event managers", () => {
    expect(createEvent(input({ slug: "admin-manager", managerIds: [adminId] }), adminId)).toMatchObject({ ok: false, field: "managerIds" });
    const event = created({ slug: "pengelola-cup", managerIds });
    updateEvent(event.id, input({ slug: "pengelola-cup", managerIds: [managerIds[1]!] }), adminId);
    expect(getDb().select({ userId: eventManagers.userId }).from(eventManagers).where(eq(eventManagers.eventId, event.id)).all()).toEqual([{ userId: managerIds[1] }]);
  });

  it("refuses to publish an incomplete event, saying what is missing", () => {
    expect(createEvent(input({ slug: "kosong", status: "published", categories: [] }), adminId)).toEqual({
      ok: false,
      field: "status",
      errors: ["events.publish.missing.categories"],
    });
  });

  it("refuses to remove a category that has teams, groups or matches", () => {
    const two = [
      { gameCategoryId: categoryIds[0]!, format: "groups" as const, advancePerGroup: 2, tieBreakPreset: "padel" as const, maxTeams: null, thirdPlace: false },
      { gameCategoryId: categoryIds[2]!, format: "knockout" as const, advancePerGroup: 2, tieBreakPreset: "padel" as const, maxTeams: null, thirdPlace: false },
    ];
    const event = created({ slug: "kategori-cup", categories: two });
    const used = getDb()
      .select()
      .from(eventCategories)
      .where(and(eq(eventCategories.eventId, event.id), eq(eventCategories.gameCategoryId, categoryIds[0]!)))
      .get()!;
    getDb().insert(teams).values({ eventId: event.id, eventCategoryId: used.id, name: "Tim A" }).run();
    expect(updateEvent(event.id, input({ slug: "kategori-cup", categories: [two[1]!] }), adminId)).toEqual({
      ok: false,
      field: "categories",
      errors: [`events.errors.categoryInUse?id=${categoryIds[0]}`],
    });
    // Refused as a whole: nothing of that save was kept.
    expect(findEventForEdit(event.id)!.categories).toHaveLength(2);
    expect(updateEvent(event.id, input({ slug: "kategori-cup", categories: [two[0]!] }), adminId)).toMatchObject({ ok: true });
    expect(findEventForEdit(event.id)!.categories.map((c) => c.gameCategoryId)).toEqual([categoryIds[0]]);
  });
});

describe("status and deletion", () => {
  it("goes back to draft only while no match has been played", () => {
    const event = created({ slug: "status-cup", status: "ongoing" });
    const category = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!;
    expect(changeEventStatus(event.id, "draft", adminId)).toMatchObject({ ok: true, status: "draft" });
    changeEventStatus(event.id, "ongoing", adminId);
    getDb().insert(matches).values({ eventId: event.id, eventCategoryId: category.id, code: "A-1", status: "finished" }).run();
    expect(changeEventStatus(event.id, "draft", adminId)).toMatchObject({ ok: false, refusal: { reason: "played" } });
    expect(changeEventStatus(event.id, "finished", adminId)).toMatchObject({ ok: true });
    expect(
      auditOf(event.id)
        .filter((e) => e.action === "status")
        .map((e) => e.changes),
    ).toEqual([{ status: { from: "ongoing", to: "draft" } }, { status: { from: "draft", to: "ongoing" } }, { status: { from: "ongoing", to: "finished" } }]);
  });

  it("deletes only a draft nothing depends on, with its own rows, and audits it", () => {
    const published = created({ slug: "hapus-publik", status: "published" });
    expect(deleteEvent(published.id, adminId)).toMatchObject({ ok: false, notDraft: true });

    const busy = created({ slug: "hapus-sibuk" });
    const category = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, busy.id)).get()!;
    getDb()
      .insert(teams)
      .values([
        { eventId: busy.id, eventCategoryId: category.id, name: "Tim B" },
        { eventId: busy.id, eventCategoryId: category.id, name: "Tim C" },
      ])
      .run();
    getDb().insert(groups).values({ eventId: busy.id, eventCategoryId: category.id, name: "A" }).run();
    expect(deleteEvent(busy.id, adminId)).toEqual({ ok: false, name: "Liga Padel Senayan", dependents: { teams: 2, groups: 1, matches: 0 } });

    const free = created({ slug: "hapus-bebas", managerIds });
    updateEvent(free.id, input({ slug: "hapus-bebas-2", managerIds }), adminId);
    expect(deleteEvent(free.id, adminId)).toEqual({ ok: true, name: "Liga Padel Senayan" });
    const db = getDb();
    expect(db.select().from(events).where(eq(events.id, free.id)).all()).toEqual([]);
    expect(db.select().from(eventCategories).where(eq(eventCategories.eventId, free.id)).all()).toEqual([]);
    expect(db.select().from(eventSlugs).where(eq(eventSlugs.eventId, free.id)).all()).toEqual([]);
    expect(db.select().from(eventManagers).where(eq(eventManagers.eventId, free.id)).all()).toEqual([]);
    expect(auditOf(free.id).at(-1)).toMatchObject({ action: "delete", userId: adminId });
    expect(deleteEvent(free.id, adminId)).toEqual({ ok: false, missing: true });
  });
});

describe("event images", () => {
  const png = (color: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
      .png()
      .toBuffer();
  const fileOf = (publicPath: string) => path.join(settings().UPLOADS_DIR, publicPath.slice("/uploads/".length));

  it("crops exactly the chosen area, or the centre, to the logo's shape", async () => {
    const source = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } })
            .png()
            .toBuffer(),
          left: 700,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    const cropped = await storeImage(source, { shape: { width: 512, height: 512 }, crop: { x: 700, y: 100, width: 200, height: 200 } });
    expect([cropped.width, cropped.height]).toEqual([512, 512]);
    const { data } = await sharp(fileOf(cropped.path)).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    const centred = await storeImage(source, { shape: { width: 1044, height: 528 } });
    expect([centred.width, centred.height]).toEqual([1044, 528]);
    // An area outside the picture is clamped to it rather than failing.
    const clamped = await storeImage(source, { shape: { width: 512, height: 512 }, crop: { x: 900, y: 400, width: 400, height: 400 } });
    expect(clamped.width).toBe(512);
  });

  it("lets go of a replaced logo, but never of an image still shown elsewhere", async () => {
    const first = await storeImage(await png("#3355ff"), { shape: { width: 512, height: 512 } });
    const second = await storeImage(await png("#33ff55"), { shape: { width: 512, height: 512 } });
    const event = created({ slug: "logo-cup", organizerLogo: first.path, description: `![pic](${second.path})` });
    const other = created({ slug: "logo-cup-lain", organizerLogo2: second.path });
    const third = await storeImage(await png("#ff3355"), { shape: { width: 512, height: 512 } });

    expect(updateEvent(event.id, input({ slug: "logo-cup", organizerLogo: third.path, description: "" }), adminId)).toMatchObject({ ok: true });
    expect(existsSync(fileOf(first.path))).toBe(false);
    expect(getDb().select().from(uploads).where(eq(uploads.path, first.path)).all()).toEqual([]);
    // Dropped from the description, but another event shows it as a logo.
    expect(existsSync(fileOf(second.path))).toBe(true);
    expect(releaseUpload(third.path)).toBe(false);
    expect(releaseUpload("/uploads/../../etc/passwd")).toBe(false);

    expect(updateEvent(other.id, input({ slug: "logo-cup-lain" }), adminId)).toMatchObject({ ok: true });
    expect(existsSync(fileOf(second.path))).toBe(false);
  });

  it("accepts only images it stored itself as logos", () => {
    expect(createEvent(input({ slug: "gambar-asing", logo: "/uploads/2025/01/0123456789abcdef0123456789abcdef.png" }), adminId)).toMatchObject({ ok: false, field: "logo" });
    expect(createEvent(input({ slug: "gambar-asing-2", logo: "/etc/passwd" }), adminId)).toMatchObject({ ok: false, field: "logo" });
  });
});

describe("the events list", () => {
  const list = (query: string) => listEvents(readListParams(new URLSearchParams(query), eventListSpec));

  it("searches name, slug and organizer; filters by status and by the days an event runs", () => {
    created({
      slug: "bulu-tangkis-bali",
      name: "Bulu Tangkis Bali",
      organizerName: "PB Denpasar",
      status: "published",
      timezone: "Asia/Makassar",
      startsAt: new Date("2026-03-06T00:00:00Z"),
      endsAt: new Date("2026-03-08T10:00:00Z"),
    });
    expect(list("q=denpasar").rows.map((e) => e.slug)).toEqual(["bulu-tangkis-bali"]);
    expect(list("q=tangkis-bali").rows.map((e) => e.slug)).toEqual(["bulu-tangkis-bali"]);
    expect(list("status=published&q=bali").window.total).toBe(1);
    expect(list("status=draft&q=bali").window.total).toBe(0);
    expect(list("from=2026-03-08&to=2026-03-08").rows.map((e) => e.slug)).toEqual(["bulu-tangkis-bali"]);
    expect(list("from=2026-03-09").window.total).toBe(0);
    // 00:00 UTC on 6 March is 08:00 WITA: the first day is the 6th on the venue's clock.
    expect(list("to=2026-03-05").rows.map((e) => e.slug)).not.toContain("bulu-tangkis-bali");
    expect(list("to=2026-03-06").rows.map((e) => e.slug)).toContain("bulu-tangkis-bali");
  });

  it("sorts by status in the order an event lives through and shows categories, managers and moves", () => {
    const statuses = list("sort=status&dir=asc&perPage=100").rows.map((e) => e.status);
    const order = ["draft", "published", "ongoing", "finished"];
    expect(statuses).toEqual([...statuses].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const row = list("q=pengelola-cup").rows[0]!;
    expect(row.managers.map((m) => m.name)).toEqual(["Rudi"]);
    expect(row.categories[0]).toMatchObject({ gameType: "Padel", color: expect.stringMatching(/^#/) });
    expect(row.moves).toEqual(["published"]);
  });

  it("exports the current filter, every page", () => {
    const rows = [...eventExport.rows(new URLSearchParams("status=draft&perPage=10&page=5"))].flat();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.status === "draft")).toBe(true);
    const t = (key: string) => key;
    const columns = eventExport.columns(t);
    expect(columns.find((c) => c.header === "events.fields.startsAt")!.value(rows.find((r) => r.slug === "liga-padel-senayan")!)).toBe("2025-11-22 08:00");
  });
});
