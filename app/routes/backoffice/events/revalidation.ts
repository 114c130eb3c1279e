import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The event form's small requests (next region list, description preview)
 * change nothing on the server, so the page's data is not fetched again.
 */
export function keepFormOnRedraw({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "regions" || intent === "preview" || intent === "coordinates" ? false : defaultShouldRevalidate;
}
