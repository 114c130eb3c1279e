import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, serverNow, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * The public entry form and the entrant's private page over real HTTP, as a
 * phone without JavaScript sends them: the honeypot, the signed fill time, the
 * limits per phone and per address (ENTRY_RATE_LIMIT is 3 here: 3 an hour per
 * phone, 30 per address), the headers that keep what one entrant typed out of
 * caches, indexes and referrers, the form filled again after a refusal with
 * the reason in Indonesian, and junk answered 4xx, never 500.
 */

let event: SecondEvent;
let stamp: string;
let form: string;
const HOUR = 3_600_000;

function database(readonly = true) {
  return new Database(path.join(inject("apiDataDir"), "laga.sqlite"), {
    readonly,
  });
}

function entriesOf(categoryId: number) {
  const db = database();
  try {
    return db
      .prepare("select e.id, e.status, e.contact_phone as phone, e.address, p.name from entries e join entry_players p on p.entry_id = e.id where e.event_category_id = ? order by e.id")
      .all(categoryId) as {
      id: number;
      status: string;
      phone: string;
      address: string;
      name: string;
    }[];
  } finally {
    db.close();
  }
}

/** A form post from a phone, each test from its own address unless it says otherwise. */
function post(target: string, fields: Record<string, string>, address: string, headers: Record<string, string> = {}) {
  return fetch(url(target), {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: base(),
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** The mail the server kept for `to`, waiting a little for it: mail is sent after the answer. */
async function mailTo(to: string): Promise<{ to: string; subject: string; text: string; html: string }> {
  const deadline = serverNow() + 5_000;
  for (;;) {
    const dir = inject("apiOutboxDir");
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".json")) : [];
    const found = files.map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string; subject: string; text: string; html: string }).find((mail) => mail.to === to);
    if (found) return found;
    if (serverNow() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One singles entrant as typed on the form, with the stamp of a form shown more than three seconds ago. */
function entrant(name: string, phone: string, more: Record<string, string> = {}) {
  return {
    eventCategoryId: String(event.categoryId),
    stamp,
    website: "",
    "players.0.name": name,
    "players.0.gender": "male",
    "players.0.birthDate": "1994-08-17",
    "players.0.phone": phone,
    "players.0.email": "",
    "players.0.club": "PB Entri",
    "players.0.city": "",
    ...more,
  };
}

beforeAll(async () => {
  event = createSecondEvent("entries");
  const db = database(false);
  try {
    db.prepare("update event_categories set max_teams = 8 where id = ?").run(event.categoryId);
    db.prepare("insert into entry_windows (event_id, event_category_id, opens_at, closes_at, waiting_list, fee_idr, note) values (?, ?, ?, ?, 1, 150000, 'Bayar di meja panitia')").run(
      event.eventId,
      event.categoryId,
      serverNow() - HOUR,
      serverNow() + 48 * HOUR,
    );
  } finally {
    db.close();
  }
  form = `/live-event/entry/${event.slug}`;
  const page = await (await get(form)).text();
  stamp = /name="stamp" value="([^"]+)"/.exec(page)![1]!;
  // The fill-time check: a person takes at least three seconds over the form.
  await new Promise((resolve) => setTimeout(resolve, 3_200));
});

/** An event whose category opens for entries at `opensAt`, for two days. */
function eventOpening(tag: string, opensAt: number) {
  const second = createSecondEvent(tag);
  const db = database(false);
  try {
    db.prepare("insert into entry_windows (event_id, event_category_id, opens_at, closes_at) values (?, ?, ?, ?)").run(second.eventId, second.categoryId, opensAt, opensAt + 48 * HOUR);
  } finally {
    db.close();
  }
  return second;
}

describe("the event's public pages", () => {
  it("say when entries open, then, once they have, until when, with the form's button: a stored page or a 304 never outlives the opening", async () => {
    // Times are the server's as this process reckons it, to within half a round trip of /healthz: margins of seconds.
    const opensAt = serverNow() + 4_000;
    const soon = eventOpening("entries-soon", opensAt);
    const overview = `/live-event/overview/${soon.slug}`;
    const before = await get(overview);
    const etag = before.headers.get("etag")!;
    const html = await before.text();
    expect(html).toContain("Pendaftaran online");
    expect(html).toContain('data-entries="soon"');
    expect(html).toContain("Pendaftaran dibuka mulai");
    expect(html).not.toContain(`/live-event/entry/${soon.slug}`);
    expect((await get(overview, undefined, { "If-None-Match": etag })).status).toBe(304);

    await new Promise((resolve) => setTimeout(resolve, opensAt - serverNow() + 500));
    const after = await get(overview, undefined, { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    for (const page of [await after.text(), await (await get(overview)).text(), await (await get(`/live-event/${soon.slug}`)).text()]) {
      expect(page).toContain('data-entries="open"');
      expect(page).toContain("Pendaftaran dibuka hingga");
      expect(page).toContain(`href="/live-event/entry/${soon.slug}?category=${soon.categoryId}"`);
      expect(page).toContain("Daftar sekarang");
    }
  });
});

describe("the public entry form", () => {
  it("is never stored by a cache nor indexed, and shows the category's fee, note and places", async () => {
    const response = await get(form);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Bayar di meja panitia");
    expect(html).toContain("Biaya pendaftaran: Rp");
    expect(html).toContain("6 tempat tersisa");
    expect(html).toContain('name="website"');
  });

  it("refuses a filled honeypot, a form sent at once and a forged stamp, in Indonesian, with every value kept", async () => {
    const filled = await post(
      form,
      entrant("Bot Satu", "0812-1111-0001", {
        website: "https://spam.example",
      }),
      "198.51.100.1",
    );
    expect(filled.status).toBe(400);
    const html = await filled.text();
    expect(html).toContain("Formulir terkirim terlalu cepat atau sudah kedaluwarsa");
    expect(html).toContain('value="Bot Satu"');
    expect(html).toContain('value="0812-1111-0001"');
    expect(html).toContain('value="1994-08-17"');
    expect(html).toContain('checked="" value="male"');

    const fresh = /name="stamp" value="([^"]+)"/.exec(html)![1]!;
    const atOnce = await post(form, entrant("Bot Dua", "0812-1111-0002", { stamp: fresh }), "198.51.100.1");
    expect(atOnce.status).toBe(400);
    expect(await atOnce.text()).toContain("Formulir terkirim terlalu cepat");
    const [time] = stamp.split(".");
    for (const forged of [`${time}.${"0".repeat(64)}`, `${Number(time) - 10_000}.${stamp.split(".")[1]}`, "", "x.y.z"]) {
      expect((await post(form, entrant("Bot Tiga", "0812-1111-0003", { stamp: forged }), "198.51.100.1")).status).toBe(400);
    }
    expect(entriesOf(event.categoryId).filter((e) => e.name.startsWith("Bot"))).toEqual([]);
  });

  it("names each wrong field in Indonesian and keeps what was typed", async () => {
    const response = await post(
      form,
      entrant("Rudi Salah", "12345", {
        "players.0.birthDate": "2031-02-30",
        "players.0.gender": "",
      }),
      "198.51.100.2",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Masukkan nomor telepon Indonesia");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Rudi Salah"');
    expect(html).toContain('value="12345"');
    expect(html).toContain('value="PB Entri"');
    expect(entriesOf(event.categoryId)).toEqual([]);
  });

  it("takes an entry and sends the entrant to a private page that no cache, index or referrer keeps", async () => {
    const sent = await post(form, entrant("Budi Entri", "0812-2222-0001"), "198.51.100.3");
    expect(sent.status).toBe(302);
    const location = sent.headers.get("location")!;
    expect(location).toMatch(/^\/entry\/[A-Za-z0-9_-]{43}\?sent=1$/);
    expect(entriesOf(event.categoryId)).toMatchObject([
      {
        status: "pending",
        phone: "+6281222220001",
        address: "198.51.100.3",
        name: "Budi Entri",
      },
    ]);

    const page = await get(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // The site's policy comes first; of a list, browsers follow the last policy they know. Same-origin, not
    // no-referrer: the link never leaves the site, and the page's own form posts keep their Origin.
    expect(page.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain('<meta name="referrer" content="same-origin"/>');
    expect(html).toContain("Pendaftaran terkirim");
    expect(html).toContain('data-entry-status="pending"');

    const secretPage = location.split("?")[0]!;
    expect(
      (
        await post(
          secretPage,
          {
            intent: "contact",
            "players.0.phone": "nomor",
            "players.0.email": "bukan-email",
          },
          "198.51.100.3",
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          secretPage,
          {
            intent: "contact",
            "players.0.phone": "0813 3333 0001",
            "players.0.email": "budi@example.id",
          },
          "198.51.100.3",
        )
      ).status,
    ).toBe(302);
    expect(entriesOf(event.categoryId)[0]!.phone).toBe("+6281333330001");
    // Not ticked: the answer opens at the box, focused, with the error beside it (no script needed: autofocus scrolls to it).
    const unconfirmed = await post(secretPage, { intent: "withdraw" }, "198.51.100.3");
    expect(unconfirmed.status).toBe(400);
    const refusal = await unconfirmed.text();
    const box = /<input[^>]*name="confirm"[^>]*>/.exec(refusal)![0];
    expect(box).toContain("autofocus");
    expect(box).toContain('aria-invalid="true"');
    expect(box).toContain('aria-describedby="withdraw-error"');
    const withdrawForm = refusal.slice(refusal.indexOf('<form id="withdraw"'));
    expect(withdrawForm.slice(0, withdrawForm.indexOf("</form>"))).toMatch(/id="withdraw-error"[^>]*>Centang kotak ini untuk memastikan penarikan\./);
    expect((await post(secretPage, { intent: "withdraw", confirm: "yes" }, "198.51.100.3")).status).toBe(302);
    expect(await (await get(secretPage)).text()).toContain('data-entry-status="withdrawn"');
    expect((await post(secretPage, { intent: "withdraw", confirm: "yes" }, "198.51.100.3")).status).toBe(409);
    expect((await get(`/entry/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("suggests every city and regency by its name as written, and finds the one typed without its kind or case", async () => {
    const html = await (await get(form)).text();
    const list = /<datalist id="entry-cities">([\s\S]*?)<\/datalist>/.exec(html)![1]!;
    expect(list.match(/<option /g)).toHaveLength(514);
    expect(list).toContain('value="Kota Administrasi Jakarta Selatan"');
    expect(list).toContain('value="Kabupaten Pangkajene dan Kepulauan"');
    expect(list).not.toMatch(/value="[A-Z ]+"/);
    expect(html).toContain('list="entry-cities"');

    const several = await post(form, entrant("Pemain Kota", "0812-2222-0010", { "players.0.city": "bogor" }), "198.51.100.30");
    expect(several.status).toBe(400);
    const refused = await several.text();
    expect(refused).toContain("“bogor” bisa berarti Kabupaten Bogor, Kota Bogor. Pilih salah satu.");
    expect(refused).toContain('value="bogor"');
    const unknown = await post(form, entrant("Pemain Kota", "0812-2222-0010", { "players.0.city": "Gotham" }), "198.51.100.30");
    expect(await unknown.text()).toContain("“Gotham” tidak ada di daftar kota dan kabupaten.");

    expect((await post(form, entrant("Pemain Kota", "0812-2222-0010", { "players.0.city": "  jakarta   selatan " }), "198.51.100.30")).status).toBe(302);
    const db = database();
    try {
      const city = db.prepare("select c.name from entry_players p join cities c on c.id = p.city_id where p.name = 'Pemain Kota'").pluck().get();
      expect(city).toBe("KOTA ADMINISTRASI JAKARTA SELATAN");
    } finally {
      db.close();
    }
  });

  it("mails the private link to an entrant who gave an e-mail, at the server's own address", async () => {
    const sent = await post(form, entrant("Sari Surat", "0812-2222-0009", { "players.0.email": "Sari.Surat@Example.id" }), "198.51.100.9");
    expect(sent.status).toBe(302);
    const secretPage = sent.headers.get("location")!.split("?")[0]!;
    const mail = await mailTo("sari.surat@example.id");
    expect(mail.subject).toContain("Liga entries");
    expect(mail.text).toContain(`http://localhost:${new URL(base()).port}${secretPage}`);
    expect(mail.html).not.toContain("<script");
  });

  it("takes ENTRY_RATE_LIMIT entries an hour from one phone, then asks to wait", async () => {
    const phone = "0812-4444-0001";
    for (const [n, address] of ["198.51.100.10", "198.51.100.11", "198.51.100.12"].entries()) {
      expect((await post(form, entrant(`Pemain Telepon ${n}`, phone), address)).status).toBe(302);
    }
    const limited = await post(form, entrant("Pemain Telepon 3", "+62 812 4444 0001"), "198.51.100.13");
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    const html = await limited.text();
    // The time to wait, in whole minutes, as the README promises; in the reader's language.
    expect(html).toContain(`Terlalu banyak pendaftaran dari jaringan atau nomor telepon ini. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`);
    expect(html).toContain('value="Pemain Telepon 3"');
    const english = await post(form, entrant("Pemain Telepon 3", "+62 812 4444 0001"), "198.51.100.14", { "Accept-Language": "en" });
    expect(english.status).toBe(429);
    const minutes = Math.ceil(Number(english.headers.get("retry-after")) / 60);
    expect(await english.text()).toContain(`Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
    expect(entriesOf(event.categoryId).filter((e) => e.phone === "+6281244440001")).toHaveLength(3);
  });

  it("takes ten times as many from one address, venues sharing theirs, and refuses the same player twice", async () => {
    const address = "198.51.100.20";
    expect((await post(form, entrant("Pemain Alamat", "0812-5555-0000"), address)).status).toBe(302);
    for (let n = 1; n < 30; n++) {
      const again = await post(form, entrant("pemain  alamat", `0812-5555-${String(n).padStart(4, "0")}`), address);
      expect(again.status).toBe(400);
      if (n === 1) expect(await again.text()).toContain("pemain alamat sudah terdaftar di kategori ini");
    }
    const limited = await post(form, entrant("Pemain Lain", "0812-5555-0100"), address);
    expect(limited.status).toBe(429);
    expect((await post(form, entrant("Pemain Lain", "0812-5555-0100"), "198.51.100.21")).status).toBe(302);
  });

  it("answers junk with a clear 4xx, never a 500", async () => {
    const junk: Record<string, string>[] = [
      {},
      { eventCategoryId: "abc" },
      { eventCategoryId: "999999999999999999999" },
      entrant("Junk", "0812-6666-0001", {
        eventCategoryId: String(event.categoryId + 100_000),
      }),
      entrant("x".repeat(100_000), "\ud800", {
        "players.0.birthDate": "99999-99-99",
        "players.0.city": "-1",
      }),
      entrant("Junk Kota", "0812-6666-0002", {
        "players.0.city": "\u0000".repeat(500),
      }),
      entrant("Junk Gender", "0812-6666-0003", {
        "players.0.gender": "robot",
        "players.0.email": "@@",
      }),
      entrant("Junk Stamp", "0812-6666-0004", { stamp: "9".repeat(400) }),
    ];
    for (const [n, fields] of junk.entries()) {
      const response = await post(form, fields, `198.51.100.${40 + n}`);
      expect(response.status, JSON.stringify(fields).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toMatch(/at \w+ \(|node_modules/);
    }
    const json = await fetch(url(form), {
      method: "POST",
      headers: { Origin: base(), "Content-Type": "application/json" },
      body: '{"players":[',
    });
    expect(json.status).toBeLessThan(500);
    expect((await post(`/live-event/entry/no-such-event`, entrant("Junk", "0812-6666-0005"), "198.51.100.60")).status).toBe(404);
    expect((await post(`/entry/${"y".repeat(43)}`, { intent: "withdraw", confirm: "yes" }, "198.51.100.60")).status).toBe(404);
    expect((await post("/entry/%00%ff", { intent: "contact" }, "198.51.100.60")).status).toBe(404);
    expect((await get(`${form}?category=%ff%00`)).status).toBe(200);
  });

  it("is closed once the window has closed", async () => {
    const db = database(false);
    try {
      db.prepare("update entry_windows set closes_at = ? where event_category_id = ?").run(serverNow() - 60_000, event.categoryId);
    } finally {
      db.close();
    }
    expect(await (await get(form)).text()).toContain("Kategori ini tidak sedang menerima pendaftaran.");
    const late = await post(form, entrant("Pemain Terlambat", "0812-7777-0001"), "198.51.100.70");
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("Kategori ini tidak sedang menerima pendaftaran.");
  });
});

describe("the staff's entries screen", () => {
  let staffEvent: SecondEvent;
  let manager: string;
  let list: string;

  function pendingEntry(name: string) {
    const db = database(false);
    try {
      const id = db
        .prepare("insert into entries (event_id, event_category_id, contact_phone, contact_email, secret_hash, address) values (?, ?, '+6281299990000', 'staf@example.id', ?, '198.51.100.99')")
        .run(staffEvent.eventId, staffEvent.categoryId, `hash-${name}`).lastInsertRowid;
      db.prepare("insert into entry_players (entry_id, event_category_id, name, gender, birth_date, phone, club) values (?, ?, ?, 'male', '1993-03-03', '+6281299990000', 'PB Staf')").run(
        id,
        staffEvent.categoryId,
        name,
      );
      return Number(id);
    } finally {
      db.close();
    }
  }

  const staffPost = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
    return fetch(url(list), { method: "POST", redirect: "manual", headers: { Origin: base(), Cookie: manager, "Content-Type": "application/x-www-form-urlencoded" }, body });
  };
  const statuses = () => {
    const db = database();
    try {
      return db.prepare("select status from entries where event_category_id = ? order by id").pluck().all(staffEvent.categoryId);
    } finally {
      db.close();
    }
  };
  /** "YYYY-MM-DDTHH:MM" on the venue's clock (WIB, UTC+7) of an instant. */
  const wib = (instant: number) => new Date(instant + 7 * HOUR).toISOString().slice(0, 16);

  beforeAll(async () => {
    staffEvent = createSecondEvent("entries-staff");
    manager = (await signInCookie(staffEvent.manager.email, staffEvent.manager.password)).cookie;
    list = `/list-entry?event=${staffEvent.eventId}&category=${staffEvent.categoryId}`;
  });

  it("opens a category for entries on the venue's clock, refusing bad settings in Indonesian with what was typed kept", async () => {
    const bad = await staffPost({ intent: "window", opensAt: "2026-02-30T08:00", closesAt: wib(serverNow() - HOUR), maxTeams: "1", feeIdr: "-5", note: "Catatan tetap" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Masukkan tanggal dan jam yang valid.");
    expect(html).toContain("Masukkan bilangan bulat dari 2 sampai 1024.");
    expect(html).toContain("Catatan tetap");
    const closesBefore = await staffPost({ intent: "window", opensAt: wib(serverNow()), closesAt: wib(serverNow() - HOUR), maxTeams: "4", feeIdr: "0", note: "" });
    expect(await closesBefore.text()).toContain("Waktu tutup harus setelah waktu buka.");

    const opensAt = serverNow() - HOUR;
    const saved = await staffPost({
      intent: "window",
      opensAt: wib(opensAt),
      closesAt: wib(serverNow() + 24 * HOUR),
      maxTeams: "4",
      feeIdr: "250000",
      note: "Bayar tunai",
      waitingList: "on",
      publicList: "on",
    });
    expect(saved.status).toBe(302);
    const db = database();
    try {
      const window = db
        .prepare("select opens_at as opensAt, waiting_list as waitingList, fee_idr as feeIdr, public_list as publicList from entry_windows where event_category_id = ?")
        .get(staffEvent.categoryId) as Record<string, number>;
      expect(window).toEqual({ opensAt: Math.floor(opensAt / 60_000) * 60_000, waitingList: 1, feeIdr: 250000, publicList: 1 });
      expect(db.prepare("select max_teams from event_categories where id = ?").pluck().get(staffEvent.categoryId)).toBe(4);
    } finally {
      db.close();
    }
    const page = await (await get(list, manager)).text();
    expect(page).toContain("Pendaftaran dibuka");
    expect(page).toContain("2 tempat tersisa");
    expect(page).toContain(`value="${wib(opensAt)}"`);
  });

  it("accepts in bulk into the places left, then the waiting list; a withdrawal frees a place the waiting list's first takes; paid, message and export", async () => {
    const ids = ["Andi Staf", "Bayu Staf", "Cahyo Staf"].map(pendingEntry);
    const decided = await staffPost({ intent: "decide", to: "accepted", ids: ids.map(String) });
    expect(decided.status).toBe(302);
    expect(statuses()).toEqual(["accepted", "accepted", "waiting"]);
    // The message says how many took a place and how many went to the waiting list.
    const toast = decided.headers.get("set-cookie")!.split(";")[0]!;
    expect(await (await get(list, `${manager}; ${toast}`)).text()).toContain("2 pendaftaran diterima. 1 masuk daftar tunggu karena tempat sudah habis.");
    // The public list: teams in, names and clubs only, no place left and one on the waiting list.
    expect(await (await get(`/live-event/overview/${staffEvent.slug}`)).text()).toContain(`href="/live-event/entries/${staffEvent.slug}"`);
    const listed = await get(`/live-event/entries/${staffEvent.slug}`);
    // Entrants' names and clubs, some of them children's: no search engine lists them.
    expect(listed.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const entrants = await listed.text();
    expect(entrants).toContain('<meta name="robots" content="noindex"/>');
    const stored = await get(`/live-event/entries/${staffEvent.slug}`);
    expect([stored.headers.get("x-render-cache"), stored.headers.get("x-robots-tag")]).toEqual(["hit", "noindex, nofollow"]);
    expect(entrants).toContain("Andi Staf");
    expect(entrants).toContain("PB Staf");
    expect(entrants).toContain("0 tempat tersisa");
    expect(entrants).toContain("1 tim di daftar tunggu");
    expect(entrants).not.toContain("Cahyo Staf");
    for (const secret of ["+6281299990000", "081299990000", "1993-03-03", "staf@example.id"]) expect(entrants).not.toContain(secret);
    expect((await staffPost({ intent: "decide", to: "accepted", ids: [] })).status).toBe(303);
    expect((await staffPost({ intent: "decide", to: "nowhere", ids: String(ids[0]) })).status).toBe(303);

    expect((await staffPost({ intent: "decide", to: "withdrawn", ids: String(ids[0]) })).status).toBe(302);
    expect((await staffPost({ intent: "promote" })).status).toBe(302);
    expect(statuses()).toEqual(["withdrawn", "accepted", "accepted"]);
    const after = await (await get(`/live-event/entries/${staffEvent.slug}`)).text();
    expect(after).not.toContain("Andi Staf");
    expect(after).toContain("Cahyo Staf");
    expect(after).not.toContain("daftar tunggu");

    expect((await staffPost({ intent: "notes", id: String(ids[1]), paid: "on", paidNote: "Transfer BCA", message: "Sampai jumpa di lapangan" })).status).toBe(302);
    expect((await staffPost({ intent: "notes", id: "999999", paidNote: "", message: "" })).status).toBe(404);
    const accepted = await (await get(`${list}&status=accepted`, manager)).text();
    expect(accepted).toContain("Bayu Staf");
    expect(accepted).not.toContain("Andi Staf");

    const csv = await (await get(`/export/entry?event=${staffEvent.eventId}&category=${staffEvent.categoryId}&format=csv`, manager)).text();
    expect(csv).toContain("Andi Staf (1993-03-03)");
    expect(csv).toContain("Ditarik");
    expect(csv).toContain("Transfer BCA");
    expect(csv).toContain("Sampai jumpa di lapangan");
    const xlsx = await get(`/export/entry?event=${staffEvent.eventId}&category=${staffEvent.categoryId}&status=waiting&format=xlsx`, manager);
    expect(xlsx.status).toBe(302);
  });

  it("refuses every action posted with another event's category with 404, changing neither event's categories", async () => {
    const demoCategoryId = (() => {
      const db = database();
      try {
        return db.prepare("select c.id from event_categories c join events e on e.id = c.event_id where e.slug = 'martabaks-vol-2' order by c.sort_order, c.id limit 1").pluck().get() as number;
      } finally {
        db.close();
      }
    })();
    const state = () => {
      const db = database();
      try {
        return [staffEvent.categoryId, demoCategoryId].map((id) => ({
          category: db.prepare("select max_teams as maxTeams from event_categories where id = ?").get(id),
          window: db.prepare("select opens_at, closes_at, waiting_list, fee_idr, note, public_list from entry_windows where event_category_id = ?").get(id) ?? null,
          entries: db.prepare("select id, status, paid, paid_note, message from entries where event_category_id = ? order by id").all(id),
        }));
      } finally {
        db.close();
      }
    };
    const before = state();
    const admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
    // The event is the manager's (or any, for the admin), the category is the demo event's.
    const crossed = `/list-entry?event=${staffEvent.eventId}&category=${demoCategoryId}`;
    const entryId = String((before[0]!.entries[0] as { id: number }).id);
    const forms: Record<string, string>[] = [
      { intent: "window", opensAt: wib(serverNow() - HOUR), closesAt: wib(serverNow() + 24 * HOUR), maxTeams: "9", feeIdr: "1", note: "Salah event", waitingList: "on", publicList: "on" },
      { intent: "promote" },
      { intent: "decide", to: "rejected", ids: entryId },
      { intent: "notes", id: entryId, paid: "on", paidNote: "Salah event", message: "Salah event" },
    ];
    for (const cookie of [manager, admin]) {
      expect((await get(crossed, cookie)).status).toBe(404);
      for (const fields of forms) {
        const answer = await fetch(url(crossed), {
          method: "POST",
          redirect: "manual",
          headers: { Origin: base(), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
        expect([fields.intent, answer.status]).toEqual([fields.intent, 404]);
      }
    }
    expect(state()).toEqual(before);
  });
});

describe("a window that promotes by itself", () => {
  it("tells the entrants what becomes of a place, and gives one an entrant withdraws at once to the first of the waiting list", async () => {
    const auto = createSecondEvent("entries-auto");
    const manager = (await signInCookie(auto.manager.email, auto.manager.password)).cookie;
    const secrets = ["Dodi Otomatis", "Eka Otomatis", "Fikri Otomatis"].map((name) => `${name.split(" ")[0]!.toLowerCase()}-${"o".repeat(40)}`);
    const db = database(false);
    try {
      // Three places for the two teams already in; the window is saved without naming the setting, so it takes the default.
      db.prepare("update event_categories set max_teams = 3 where id = ?").run(auto.categoryId);
      db.prepare("insert into entry_windows (event_id, event_category_id, opens_at, closes_at, waiting_list) values (?, ?, ?, ?, 1)").run(
        auto.eventId,
        auto.categoryId,
        serverNow() - HOUR,
        serverNow() + 24 * HOUR,
      );
      ["Dodi Otomatis", "Eka Otomatis", "Fikri Otomatis"].forEach((name, n) => {
        const id = db
          .prepare("insert into entries (event_id, event_category_id, contact_phone, secret_hash, address) values (?, ?, '+6281288880000', ?, '198.51.100.98')")
          .run(auto.eventId, auto.categoryId, createHash("sha256").update(secrets[n]!).digest("hex")).lastInsertRowid;
        db.prepare("insert into entry_players (entry_id, event_category_id, name, gender, birth_date, phone) values (?, ?, ?, 'male', '1992-02-02', '+6281288880000')").run(id, auto.categoryId, name);
      });
    } finally {
      db.close();
    }
    // Three pending entries hold the one place left in the form's count.
    expect(await (await get(`/live-event/entry/${auto.slug}`)).text()).toContain("Kuota penuh: pendaftaran baru masuk daftar tunggu.");

    const list = `/list-entry?event=${auto.eventId}&category=${auto.categoryId}`;
    const ids = (() => {
      const read = database();
      try {
        return read.prepare("select id from entries where event_category_id = ? order by id").pluck().all(auto.categoryId) as number[];
      } finally {
        read.close();
      }
    })();
    const body = new URLSearchParams([["intent", "decide"], ["to", "accepted"], ...ids.map((id) => ["ids", String(id)])]);
    const decided = await fetch(url(list), { method: "POST", redirect: "manual", headers: { Origin: base(), Cookie: manager, "Content-Type": "application/x-www-form-urlencoded" }, body });
    expect(decided.status).toBe(302);
    expect(await (await get(list, manager)).text()).toContain("Tempat yang kosong langsung diberikan ke yang pertama di daftar tunggu.");

    const page = (secret: string) => get(`/entry/${secret}`).then((response) => response.text());
    expect(await page(secrets[0]!)).toContain("Tempat Anda langsung diberikan ke tim pertama di daftar tunggu. Ini tidak dapat dibatalkan.");
    expect(await page(secrets[1]!)).toContain("Tim Anda berada di urutan 1 daftar tunggu. Begitu ada tempat kosong, tim pertama di daftar tunggu langsung naik");
    expect(await page(secrets[2]!)).toContain("Tim Anda berada di urutan 2 daftar tunggu.");

    expect((await post(`/entry/${secrets[0]}`, { intent: "withdraw", confirm: "yes" }, "198.51.100.98")).status).toBe(302);
    expect(await page(secrets[0]!)).toContain('data-entry-status="withdrawn"');
    expect(await page(secrets[1]!)).toContain('data-entry-status="accepted"');
    expect(await page(secrets[2]!)).toContain("Tim Anda berada di urutan 1 daftar tunggu.");
  });
});
