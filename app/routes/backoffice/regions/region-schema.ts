import { z } from "zod";
import type { RegionEntity } from "~/models/regions/region.server";

/**
 * The form and spreadsheet rules of the four region levels, shared by their
 * routes (they live with the top level). BPS codes: province "32", city "32.73",
 * district "32.73.01", subdistrict "32.73.01.1001".
 */
export const regionCodeFormats: Record<RegionEntity, { pattern: RegExp; format: string; example: string }> = {
  province: { pattern: /^\d{2}$/, format: "NN", example: "32" },
  city: { pattern: /^\d{2}\.\d{2}$/, format: "NN.NN", example: "32.73" },
  district: { pattern: /^\d{2}\.\d{2}\.\d{2}$/, format: "NN.NN.NN", example: "32.73.01" },
  subdistrict: { pattern: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, format: "NN.NN.NN.NNNN", example: "32.73.01.1001" },
};

/** The level above each level, whose code a code starts with. */
export const regionParents: Record<RegionEntity, RegionEntity | null> = {
  province: null,
  city: "province",
  district: "city",
  subdistrict: "district",
};

/** The code of the parent a code belongs to: everything before its last dot. */
export function parentCodeOf(code: string) {
  const cut = code.lastIndexOf(".");
  return cut > 0 ? code.slice(0, cut) : null;
}

const regionName = z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong?max=100" });

function regionCode(entity: RegionEntity) {
  const { pattern, format, example } = regionCodeFormats[entity];
  return z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .regex(pattern, { error: `regions.errors.codeFormat?format=${format}&example=${example}` });
}

const postalCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: "regions.errors.postalCode" })
  .optional();

/** The add and edit form of a level: the parent is required below provinces; only subdistricts keep a postal code. */
export function regionSchema(entity: RegionEntity) {
  const parent = regionParents[entity];
  return z
    .object({
      code: regionCode(entity),
      name: regionName,
      parentId: z.number({ error: "regions.errors.parentRequired" }).int().positive({ error: "regions.errors.parentRequired" }).optional(),
      postalCode,
    })
    .superRefine((value, ctx) => {
      if (parent && value.parentId === undefined) ctx.addIssue({ code: "custom", path: ["parentId"], message: "regions.errors.parentRequired" });
    });
}

/**
 * A spreadsheet row of a level. The parent is the code's own prefix; a parent
 * code column, when filled, must agree with it.
 */
export function regionRowSchema(entity: RegionEntity) {
  return z
    .object({
      code: regionCode(entity),
      name: regionName,
      parentCode: z.string().trim().optional(),
      postalCode,
    })
    .superRefine((value, ctx) => {
      if (!regionParents[entity] || !value.parentCode) return;
      if (parentCodeOf(value.code) !== value.parentCode) {
        ctx.addIssue({ code: "custom", path: ["parentCode"], message: `regions.errors.parentCodeMismatch?prefix=${parentCodeOf(value.code) ?? ""}` });
      }
    });
}
