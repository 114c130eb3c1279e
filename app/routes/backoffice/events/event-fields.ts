import type { SubmissionResult } from "@conform-to/react";
import type { CompetitionFormat, EventStatus, EventTimezone, TieBreakPreset } from "#drizzle/schema";
import { KB, type Uploads } from "~/utils/body-limits";

/**
 * Names and shapes the event form, its action and its components share. The
 * three images travel as file fields of these names, each with `<name>Path`
 * (the stored image), `<name>Crop` (the area picked in the browser) and
 * `<name>Remove`.
 */
export const imageFields = ["logo", "organizerLogo", "organizerLogo2"] as const;
export type ImageField = (typeof imageFields)[number];

/** The three images, and room for a long description and the settings of up to 500 categories around them. */
export const eventFormUploads: Uploads = { file: "image", count: imageFields.length, fieldBytes: 512 * KB };

export type RegionOption = { value: number; label: string };
export type FormRegions = {
  provinces: RegionOption[];
  cities: RegionOption[];
  districts: RegionOption[];
  subdistricts: (RegionOption & { postalCode: string | null })[];
};

export type CategoryDefaults = {
  gameCategoryId: number;
  selected: boolean;
  format: CompetitionFormat;
  advancePerGroup: number;
  tieBreakPreset: TieBreakPreset;
  maxTeams: number | undefined;
  thirdPlace: boolean;
};

/** The form's values as its inputs hold them (text), before the schema reads them. */
export type EventFormDefaults = {
  name: string;
  slug: string;
  organizerName: string;
  description: string;
  logoPath: string;
  organizerLogoPath: string;
  organizerLogo2Path: string;
  locationName: string;
  address: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  subdistrictId: string;
  postalCode: string;
  lat: string;
  lng: string;
  coordinatesText: string;
  categories: CategoryDefaults[];
  startsDate: string;
  startsTime: string;
  endsDate: string;
  endsTime: string;
  timezone: EventTimezone;
  status: EventStatus;
  managerIds: string[];
  checkInRequired: boolean;
};

/** What the action answers when it does not redirect: the form's state, the region lists, stored images and a preview. */
export type EventFormAnswer = {
  result: SubmissionResult<string[]>;
  regions: FormRegions;
  images: Record<ImageField, string | null>;
  preview: string | null;
};

/** Short names of Indonesia's time zones, as organisers say them. */
export const timezoneKeys: Record<EventTimezone, "wib" | "wita" | "wit"> = {
  "Asia/Jakarta": "wib",
  "Asia/Makassar": "wita",
  "Asia/Jayapura": "wit",
};
