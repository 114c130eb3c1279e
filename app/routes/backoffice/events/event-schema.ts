import { z } from "zod";
import { competitionFormats, eventStatuses, eventTimezones, tieBreakPresets } from "#drizzle/schema";
import { indonesiaBounds } from "~/utils/coordinates";
import { SLUG_MAX_LENGTH } from "~/utils/slug";

/** What the event form's submit buttons ask for: save, or redraw the form with regions, coordinates or a preview filled in. */
export const formIntents = ["save", "regions", "coordinates", "preview"] as const;
export type FormIntent = (typeof formIntents)[number];

export const DESCRIPTION_MAX_LENGTH = 50_000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.tooLong?max=${max}` });
const required = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: `validation.tooLong?max=${max}` });
const optionalId = z.number({ error: "validation.required" }).int().positive().optional();
const ids = z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().positive()).max(500));

const categorySetting = z.object({
  selected: z.boolean().default(false),
  gameCategoryId: z.number().int().positive(),
  format: z.enum(competitionFormats),
  advancePerGroup: z.number({ error: "events.errors.number" }).int().min(1, { error: "events.errors.advanceRange" }).max(8, { error: "events.errors.advanceRange" }),
  tieBreakPreset: z.enum(tieBreakPresets),
  maxTeams: z.number({ error: "events.errors.number" }).int().min(2, { error: "events.errors.maxTeamsRange" }).max(256, { error: "events.errors.maxTeamsRange" }).optional(),
  thirdPlace: z.boolean().default(false),
});

const localDate = z.string({ error: "validation.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "events.errors.dateInvalid" });
const localTime = z.string({ error: "validation.required" }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: "events.errors.timeInvalid" });

/**
 * The event form. Images arrive as files beside it and are stored by the
 * action first; the schema sees their stored paths. The same schema validates
 * in the browser and in the action.
 */
export const eventSchema = z
  .object({
    name: required(120),
    slug: text(SLUG_MAX_LENGTH)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "events.errors.slugFormat" })
      .optional(),
    organizerName: text(120).optional(),
    description: text(DESCRIPTION_MAX_LENGTH).optional(),
    logoPath: text(200).optional(),
    organizerLogoPath: text(200).optional(),
    organizerLogo2Path: text(200).optional(),
    locationName: text(120).optional(),
    address: text(255).optional(),
    provinceId: optionalId,
    cityId: optionalId,
    districtId: optionalId,
    subdistrictId: optionalId,
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: "events.errors.postalCode" })
      .optional(),
    lat: z.number({ error: "events.errors.number" }).min(indonesiaBounds.minLat, { error: "events.errors.latRange" }).max(indonesiaBounds.maxLat, { error: "events.errors.latRange" }).optional(),
    lng: z.number({ error: "events.errors.number" }).min(indonesiaBounds.minLng, { error: "events.errors.lngRange" }).max(indonesiaBounds.maxLng, { error: "events.errors.lngRange" }).optional(),
    coordinatesText: text(2000).optional(),
    categories: z.array(categorySetting).max(500).default([]),
    startsDate: localDate,
    startsTime: localTime,
    endsDate: localDate,
    endsTime: localTime,
    timezone: z.enum(eventTimezones, { error: "validation.required" }),
    status: z.enum(eventStatuses, { error: "validation.required" }),
    managerIds: ids,
    checkInRequired: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.lat === undefined) !== (value.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: [value.lat === undefined ? "lat" : "lng"], message: "events.errors.coordinatesPair" });
    }
    // Both ends are on the same clock, so the text "YYYY-MM-DDTHH:MM" orders them.
    const starts = `${value.startsDate}T${value.startsTime?.slice(0, 5)}`;
    const ends = `${value.endsDate}T${value.endsTime?.slice(0, 5)}`;
    if (value.startsTime && value.endsTime && ends <= starts) {
      ctx.addIssue({ code: "custom", path: ["endsTime"], message: "events.errors.endBeforeStart" });
    }
  });

export type EventFormValue = z.infer<typeof eventSchema>;
