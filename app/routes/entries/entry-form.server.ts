import { createHmac } from "node:crypto";
import type { TFunction } from "i18next";
import { z } from "zod";
import { settings } from "~/config.server";
import { filledByAPerson } from "~/domain/entries";
import type { EntrantInput } from "~/models/entries/entry.server";
import { escapeHtml, mailDelivered, mailOrigin, sendMailInBackground } from "~/utils/mail.server";
import { AttemptLimiter, reserveEach } from "~/utils/rate-limit.server";
import { findCity, type CityChoice } from "~/utils/city-search";
import { sameDigest } from "~/utils/crypto.server";
import { playerFields } from "../backoffice/players/player-schema";
import type { TypedEntry } from "./entry-fields";

/**
 * What keeps the public entry form for people without a third-party CAPTCHA
 * (docs/decisions/0050-online-entries-without-accounts.md): a field people do
 * not see, a signed time the form was shown (too fast or too old is refused),
 * and the entries an address and a phone number may send per hour.
 */

const HOUR_MS = 60 * 60 * 1000;
const perPhone = new AttemptLimiter("entry-phone", () => settings().ENTRY_RATE_LIMIT, HOUR_MS);
// A venue's Wi-Fi or a mobile operator puts many phones behind one address.
const perAddress = new AttemptLimiter("entry-address", () => settings().ENTRY_RATE_LIMIT * 10, HOUR_MS);

function signature(shownAt: number) {
  return createHmac("sha256", settings().SESSION_SECRETS[0]!).update(`entry-form:${shownAt}`).digest("hex");
}

/** The form's time stamp, signed so that a script cannot choose it. */
export function formStamp(now = Date.now()) {
  return `${now}.${signature(now)}`;
}

/** Whether the stamp is this server's and the form was in a person's hands for a while. */
export function stampPasses(stamp: string, now = Date.now()) {
  const [time, mac] = stamp.split(".");
  const shownAt = Number(time);
  if (!Number.isSafeInteger(shownAt) || !mac) return false;
  const signedBy = settings().SESSION_SECRETS.some((secret) => sameDigest(createHmac("sha256", secret).update(`entry-form:${shownAt}`).digest("hex"), mac));
  return signedBy && filledByAPerson(shownAt, now);
}

/** Counts an entry against its address and its phone: 0 when it may go ahead, else the seconds to wait. */
export function reserveEntry(address: string, phone: string) {
  return reserveEach([
    [perAddress, address],
    [perPhone, phone],
  ]);
}

const entrant = z.object({
  name: playerFields.name,
  gender: playerFields.gender,
  birthDate: playerFields.birthDate,
  phone: playerFields.phone.unwrap().refine(Boolean, { error: "validation.required" }),
  email: playerFields.email,
  club: playerFields.club,
});

/** A typed city as the player's city: none for an empty field, else the one its name finds, or why none (a message key). */
function cityOf(cities: readonly CityChoice[], typed: string): { id: number | null } | { error: string } {
  if (!typed.trim()) return { id: null };
  const found = findCity(cities, typed);
  if (found.ok) return { id: found.id };
  const city = typed.trim().replace(/\s+/g, " ");
  if (found.reason === "unknown") return { error: `entries.errors.unknownCity?${new URLSearchParams({ city })}` };
  return { error: `entries.errors.severalCities?${new URLSearchParams({ city, names: found.names.join(", ") })}` };
}

/**
 * Reads the form: the category, a team sport's name and its players (fields
 * "players.<i>.<field>"; the city by its name, one of `cities`), with messages
 * per field as translation keys. Rows past a full side left empty are
 * substitutes nobody named.
 */
export function readEntryForm(form: FormData, squad: { min: number; max: number }, cities: readonly CityChoice[]) {
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === "string" ? raw : "";
  };
  const typed: TypedEntry = {
    eventCategoryId: value("eventCategoryId"),
    teamName: value("teamName").slice(0, 120),
    players: Array.from({ length: squad.max }, (_, i) =>
      Object.fromEntries(["name", "gender", "birthDate", "phone", "email", "club", "city"].map((field) => [field, value(`players.${i}.${field}`).slice(0, 300)])),
    ),
  };
  const errors: Record<string, string[]> = {};
  const players: EntrantInput[] = [];
  const blank = (text: string | undefined) => (text?.trim() ? text : undefined);
  typed.players.forEach((fields, i) => {
    if (i >= squad.min && Object.values(fields).every((text) => !blank(text))) return;
    const parsed = entrant.safeParse({
      ...fields,
      name: fields.name ?? "",
      birthDate: fields.birthDate ?? "",
      phone: fields.phone ?? "",
      email: blank(fields.email),
      club: blank(fields.club),
    });
    const city = cityOf(cities, fields.city ?? "");
    if ("error" in city) errors[`players.${i}.city`] = [city.error];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[`players.${i}.${String(issue.path[0])}`] ??= []).push(issue.message);
      return;
    }
    if ("error" in city) return;
    const p = parsed.data;
    players.push({ name: p.name, gender: p.gender, birthDate: p.birthDate, phone: p.phone!, email: p.email?.toLowerCase() ?? null, club: p.club ?? null, cityId: city.id });
  });
  return { typed, errors, players };
}

/** Tells the entrant their private link by mail, when mail reaches anyone; links in mail never take the request's host. */
export function mailEntryLink(t: TFunction, to: string | null, secret: string, names: { event: string; category: string }) {
  if (!to || !mailDelivered()) return false;
  const link = `${mailOrigin()}/entry/${secret}`;
  const text = t("entries.public.mailBody", { ...names, link });
  sendMailInBackground({ to, subject: t("entries.public.mailSubject", { event: names.event }), text, html: `<p>${escapeHtml(text)}</p>` });
  return true;
}
