/**
 * Messages travel as translation keys with their values in query form
 * ("entries.errors.limited?count=42"), from a model or a schema to the page
 * that says them in its reader's language. A `count` comes back a number:
 * i18next picks a plural form only for a numeric count.
 */
export function keyedMessage(message: string): { key: string; values: Record<string, string | number> } {
  const [key, query] = message.split("?", 2) as [string, string | undefined];
  const values: Record<string, string | number> = Object.fromEntries(new URLSearchParams(query ?? ""));
  if (typeof values.count === "string" && /^\d{1,15}$/.test(values.count)) values.count = Number(values.count);
  return { key, values };
}
