import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/**
 * The list pages' own writes post an `intent` and the row (or rows) it acts
 * on. Each list reads them with one of these schemas, or a union of them on
 * `intent`; a post that fits none (an unknown intent, a missing or malformed
 * id) is refused with the list's message, "list.notFound", in the user's
 * language.
 */

/** A row's id as a list's form posts it. */
export const rowId = z.number().int().min(1).max(999_999_999);

export const removeRow = z.object({ intent: z.literal("remove"), id: rowId });

/** One row a place up or down (the buttons of a list without JavaScript). */
export const moveRow = z.object({ intent: z.literal("move"), id: rowId, direction: z.enum(["up", "down"]) });

/** The page's rows in their new order, as "3,1,2" (a drag and drop; a page holds at most 200). */
export const reorderRows = z.object({
  intent: z.literal("reorder"),
  ids: z
    .string()
    .regex(/^\d{1,9}(?:,\d{1,9}){0,199}$/)
    .transform((ids) => ids.split(",").map(Number)),
});

/** The row action a list's form posted, or null when it fits none of `schema`. */
export function readRowAction<Schema extends z.ZodType>(form: FormData, schema: Schema): z.output<Schema> | null {
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? (submission.value as z.output<Schema>) : null;
}
