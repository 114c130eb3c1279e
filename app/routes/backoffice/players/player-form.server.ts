import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { skillLevelChoices, type PlayerInput, type ShownDuplicates } from "~/models/people/player.server";
import { regionChoices } from "~/models/regions/region-list.server";
import { playerFilterChoices } from "~/models/people/player-list.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { readUploadForm } from "~/utils/upload-form.server";
import type { PlayerDefaults } from "./player-form";
import { playerFormUploads, playerSchema, type PlayerForm } from "./player-schema";
import { receivePhoto } from "./photo.server";

const draftFields = ["name", "gender", "birthDate", "phone", "email", "cityId", "club", "skillLevelId"] as const;

/**
 * What the form showed when it was sent to narrow the city list (a GET that
 * carries every field), so nothing typed is lost; null on a plain visit.
 */
export function draftFromSearch(search: URLSearchParams): PlayerDefaults | null {
  if (!search.has("cityQ")) return null;
  const draft: PlayerDefaults = {};
  for (const field of draftFields) {
    const value = search.get(field);
    if (value) draft[field] = value.slice(0, 254);
  }
  return draft;
}

/**
 * The options of a searchable city select (the form's field, the list's
 * filter): the chosen city plus up to 100 matching the select's own search
 * (`cityQ`, sent when JavaScript is off), and whether more exist.
 */
export function citySelect(search: URLSearchParams, cityId: string | null | undefined) {
  const query = (search.get("cityQ") ?? "").trim().slice(0, 100);
  const selected = cityId && /^\d{1,9}$/.test(cityId) ? Number(cityId) : null;
  const { options, truncated } = regionChoices("city", query, selected);
  return {
    options,
    truncated,
    query,
    value: selected !== null && options.some((option) => option.value === String(selected)) ? String(selected) : null,
  };
}

/** The choices of the player form: skill levels, the (narrowed) cities and known clubs. */
export function formChoices(search: URLSearchParams, cityId: string | undefined, user: SessionUser) {
  const city = citySelect(search, cityId);
  return {
    skillLevels: skillLevelChoices(),
    cities: city.options,
    citiesTruncated: city.truncated,
    cityQuery: city.query,
    clubs: playerFilterChoices(user).clubs,
  };
}

export function toPlayerInput(value: PlayerForm): PlayerInput {
  return {
    name: value.name,
    gender: value.gender,
    birthDate: value.birthDate,
    phone: value.phone ?? null,
    email: value.email ?? null,
    cityId: value.cityId ?? null,
    club: value.club ?? null,
    skillLevelId: value.skillLevelId ?? null,
  };
}

const noDuplicates: ShownDuplicates = { duplicates: [], otherDuplicates: 0 };

/**
 * Reads a submitted player form: the photo is stored first, so a form sent
 * back with errors keeps it; then the fields are validated. Returns the input
 * to save and a way to answer 400 with what to fix, or that answer at once.
 */
export async function readPlayerSubmission(request: Request, uploadedBy: number, currentPhoto: string | null) {
  const read = await readUploadForm(request, playerFormUploads);
  if (!read.ok) {
    return { ok: false as const, response: data({ result: null, photoPath: null, ...noDuplicates, tooLarge: read.status === 413 }, { status: read.status }) };
  }
  const form = read.form;
  const photo = await receivePhoto(form, uploadedBy, currentPhoto);
  const earlier = form.get("photoPath");
  const photoPath = photo.ok ? photo.path : typeof earlier === "string" && earlier ? earlier : null;
  const submission = parseWithZod(form, { schema: playerSchema });
  const refuse = (fieldErrors: Record<string, string[]> = {}, duplicates: ShownDuplicates = noDuplicates) =>
    data({ result: submission.reply({ fieldErrors }), photoPath, ...duplicates, tooLarge: false }, { status: 400 });
  if (!photo.ok) return { ok: false as const, response: refuse({ photo: [photo.error] }) };
  if (submission.status !== "success") return { ok: false as const, response: refuse() };
  return { ok: true as const, input: toPlayerInput(submission.value), photoPath, confirmDuplicate: submission.value.confirmDuplicate, refuse };
}
