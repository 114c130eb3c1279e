import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { rememberWorkingEvent } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { createEvent, eventFormOptions, regionChoices, updateEvent, type EventForEdit, type EventInput, type RegionChain } from "~/models/events/event-admin.server";
import { cropArea, imageShapes, receiveImage } from "~/models/upload.server";
import { isInIndonesia, parseCoordinates } from "~/utils/coordinates";
import { log } from "~/utils/logger.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { redirectWithToast } from "~/utils/toast.server";
import { chosenFile, readUploadForm } from "~/utils/upload-form.server";
import { eventSchema, formIntents, type EventFormValue, type FormIntent } from "./event-schema";
import { eventFormUploads, imageFields, type EventFormAnswer, type EventFormDefaults, type FormRegions, type ImageField } from "./event-fields";
import { localToUtc, utcToLocal } from "./local-time";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const imageShapeOf: Record<ImageField, (typeof imageShapes)[keyof typeof imageShapes]> = {
  logo: imageShapes.banner,
  organizerLogo: imageShapes.square,
  organizerLogo2: imageShapes.square,
};

/**
 * Stores the images that came with the form (cropped where the browser said,
 * centred otherwise) and answers each image field's path from now on: the new
 * upload, the one already there, or none when removed. A refused file keeps
 * the previous image and reports why.
 */
async function receiveImages(form: FormData, uploadedBy: number) {
  const paths = {} as Record<ImageField, string | null>;
  const errors: Record<string, string[]> = {};
  for (const field of imageFields) {
    const file = chosenFile(form, field);
    const previous = form.get(`${field}Path`);
    paths[field] = typeof previous === "string" && previous ? previous : null;
    if (form.get(`${field}Remove`) === "on") paths[field] = null;
    if (!file) continue;
    const received = await receiveImage(file, { shape: imageShapeOf[field], crop: cropArea(form.get(`${field}Crop`)), uploadedBy });
    if (received.ok) paths[field] = received.image.path;
    else errors[field] = [received.error];
  }
  return { paths, errors };
}

const numberOrNull = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return typeof value === "string" && value !== "" && Number.isInteger(n) && n > 0 ? n : null;
};

function chainOf(form: FormData): RegionChain {
  return {
    provinceId: numberOrNull(form.get("provinceId")),
    cityId: numberOrNull(form.get("cityId")),
    districtId: numberOrNull(form.get("districtId")),
    subdistrictId: numberOrNull(form.get("subdistrictId")),
  };
}

/** The form's fields without the files (they cannot travel back to the page), with the stored image paths in their place. */
function fieldsOnly(form: FormData, paths: Record<ImageField, string | null>) {
  const fields = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string" && !(imageFields as readonly string[]).some((f) => name === f || name === `${f}Path` || name === `${f}Crop` || name === `${f}Remove`)) {
      fields.append(name, value);
    }
  }
  for (const field of imageFields) fields.set(`${field}Path`, paths[field] ?? "");
  return fields;
}

function eventInput(value: EventFormValue, paths: Record<ImageField, string | null>): EventInput | { field: string; error: string } {
  const startsAt = localToUtc(value.startsDate, value.startsTime, value.timezone);
  if (!startsAt) return { field: "startsDate", error: "events.errors.dateInvalid" };
  const endsAt = localToUtc(value.endsDate, value.endsTime, value.timezone);
  if (!endsAt) return { field: "endsDate", error: "events.errors.dateInvalid" };
  return {
    name: value.name,
    slug: value.slug ?? "",
    organizerName: value.organizerName ?? null,
    description: value.description ?? "",
    logo: paths.logo,
    organizerLogo: paths.organizerLogo,
    organizerLogo2: paths.organizerLogo2,
    locationName: value.locationName ?? null,
    address: value.address ?? null,
    region: { provinceId: value.provinceId ?? null, cityId: value.cityId ?? null, districtId: value.districtId ?? null, subdistrictId: value.subdistrictId ?? null },
    postalCode: value.postalCode ?? null,
    lat: value.lat ?? null,
    lng: value.lng ?? null,
    startsAt,
    endsAt,
    timezone: value.timezone,
    status: value.status,
    categories: value.categories
      .filter((c) => c.selected)
      .map((c) => ({
        gameCategoryId: c.gameCategoryId,
        format: c.format,
        advancePerGroup: c.advancePerGroup,
        tieBreakPreset: c.tieBreakPreset,
        maxTeams: c.maxTeams ?? null,
        thirdPlace: c.thirdPlace,
      })),
    managerIds: value.managerIds,
    checkInRequired: value.checkInRequired,
  };
}

function regionLists(regions: ReturnType<typeof regionChoices>): FormRegions {
  return { provinces: regions.provinces, cities: regions.cities, districts: regions.districts, subdistricts: regions.subdistricts };
}

/** Everything the form needs besides its values: the lists to pick from. */
export function eventFormData(chain: RegionChain, current?: { categoryIds: number[]; managerIds: number[] }) {
  return { options: eventFormOptions(current), regions: regionLists(regionChoices(chain)) };
}

/** The form's starting values for an existing event: its categories first in their order, then every other category on offer. */
export function eventDefaults(event: EventForEdit | null, gameCategories: { id: number; preset: EventFormDefaults["categories"][number]["tieBreakPreset"] }[]): EventFormDefaults {
  const timezone = event?.timezone ?? "Asia/Jakarta";
  const starts = event ? utcToLocal(event.startsAt, timezone) : { date: "", time: "" };
  const ends = event ? utcToLocal(event.endsAt, timezone) : { date: "", time: "" };
  const chosen = event?.categories ?? [];
  const rest = gameCategories.filter((c) => !chosen.some((e) => e.gameCategoryId === c.id));
  return {
    name: event?.name ?? "",
    slug: event?.slug ?? "",
    organizerName: event?.organizerName ?? "",
    description: event?.description ?? "",
    logoPath: event?.logo ?? "",
    organizerLogoPath: event?.organizerLogo ?? "",
    organizerLogo2Path: event?.organizerLogo2 ?? "",
    locationName: event?.locationName ?? "",
    address: event?.address ?? "",
    provinceId: event?.provinceId ? String(event.provinceId) : "",
    cityId: event?.cityId ? String(event.cityId) : "",
    districtId: event?.districtId ? String(event.districtId) : "",
    subdistrictId: event?.subdistrictId ? String(event.subdistrictId) : "",
    postalCode: event?.postalCode ?? "",
    lat: event?.lat !== null && event?.lat !== undefined ? String(event.lat) : "",
    lng: event?.lng !== null && event?.lng !== undefined ? String(event.lng) : "",
    coordinatesText: "",
    categories: [
      ...chosen.map((c) => ({ ...c, selected: true, maxTeams: c.maxTeams ?? undefined })),
      ...rest.map((c) => ({ gameCategoryId: c.id, selected: false, format: "groups" as const, advancePerGroup: 2, tieBreakPreset: c.preset, maxTeams: undefined, thirdPlace: false })),
    ],
    startsDate: starts.date,
    startsTime: starts.time,
    endsDate: ends.date,
    endsTime: ends.time,
    timezone,
    status: event?.status ?? "draft",
    managerIds: (event?.managerIds ?? []).map(String),
    checkInRequired: event?.checkInRequired ?? false,
  };
}

const readIntent = (form: FormData): FormIntent => {
  const intent = form.get("intent");
  return (formIntents as readonly string[]).includes(String(intent)) ? (intent as FormIntent) : "save";
};

/**
 * The action of the add and edit pages. "save" stores the event; the other
 * intents come from forms without JavaScript (or the enhanced form's small
 * requests) and answer the form again with the next region list, the pasted
 * coordinates or the description preview filled in — nothing typed is lost,
 * nothing is saved.
 */
export async function eventFormAction({ request, context }: Args, event: EventForEdit | null) {
  const me = requireUser(request, context);
  const t = translator(context);
  const read = await readUploadForm(request, eventFormUploads);
  if (!read.ok) throw data(null, { status: read.status });
  const form = read.form;
  const intent = readIntent(form);
  const images = await receiveImages(form, me.id);
  const fields = fieldsOnly(form, images.paths);
  const extraErrors: Record<string, string[]> = { ...images.errors };

  if (intent === "coordinates") {
    const point = parseCoordinates(String(form.get("coordinatesText") ?? ""));
    if (!point) extraErrors.coordinatesText = ["events.errors.coordinatesUnreadable"];
    else if (!isInIndonesia(point)) extraErrors.coordinatesText = ["events.errors.coordinatesOutside"];
    else {
      fields.set("lat", String(point.lat));
      fields.set("lng", String(point.lng));
      fields.delete("coordinatesText");
    }
  }

  const regions = regionChoices(chainOf(form));
  for (const [level, id] of Object.entries(regions.chain)) fields.set(level, id ? String(id) : "");
  // The region step fills the postal code from the chosen subdistrict, or takes away one it filled for an earlier choice;
  // a code the organiser typed (not the one filled last) stays.
  const postalCode = String(form.get("postalCode") ?? "").trim();
  if (intent === "regions" && (postalCode === "" || postalCode === form.get("postalCodeFilled"))) {
    fields.set("postalCode", regions.postalCode ?? "");
    fields.set("postalCodeFilled", regions.postalCode ?? "");
  }

  const answer = (status: number, result: EventFormAnswer["result"]) =>
    data<EventFormAnswer>(
      {
        result,
        regions: regionLists(regions),
        images: images.paths,
        preview: intent === "preview" ? renderMarkdown(String(form.get("description") ?? "")) : null,
      },
      { status },
    );
  const withErrors = (formErrors: string[], fieldErrors: Record<string, string[]>) => ({ formErrors, fieldErrors: { ...extraErrors, ...fieldErrors } });

  if (intent !== "save") {
    // Redrawing the form is not a save: only what this step itself found wrong is reported.
    const redraw = parseWithZod(fields, { schema: z.looseObject({}) });
    return answer(200, Object.keys(extraErrors).length ? redraw.reply({ fieldErrors: extraErrors }) : redraw.reply());
  }

  const submission = parseWithZod(fields, { schema: eventSchema });
  if (submission.status !== "success" || Object.keys(images.errors).length) {
    return answer(400, submission.reply(withErrors(["events.saveFailed"], {})));
  }
  const input = eventInput(submission.value, images.paths);
  if ("error" in input) return answer(400, submission.reply(withErrors(["events.saveFailed"], { [input.field]: [input.error] })));

  let result: ReturnType<typeof updateEvent> | ReturnType<typeof createEvent>;
  try {
    result = event ? updateEvent(event.id, input, me.id) : createEvent(input, me.id);
  } catch (error) {
    log.error("event save failed", { id: context.get(requestMetaContext).requestId, error });
    return answer(500, submission.reply({ formErrors: ["events.saveFailed"] }));
  }
  if (!result.ok && "missing" in result) throw data(null, { status: 404 });
  if (!result.ok) {
    const fieldErrors = result.field ? { [result.field]: result.errors } : {};
    return answer(400, submission.reply(withErrors(result.field ? ["events.saveFailed"] : ["events.saveFailed", ...result.errors], fieldErrors)));
  }
  // The event just made or saved is the one its organiser works on next: the teams, groups and draw open on it (decision 0065).
  const savedId = event ? event.id : "id" in result ? result.id : null;
  if (typeof savedId === "number") rememberWorkingEvent(context, savedId);
  return redirectWithToast("/list-event", { type: "success", message: t(event ? "list.saved" : "list.created", { name: result.name }) });
}
