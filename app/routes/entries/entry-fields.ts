/** The honeypot's name: a field people do not see, named with a word a browser's autofill does not fill. */
export const HONEYPOT = "website";

/** The entry form's values as typed, kept to fill the form again after a refusal. */
export type TypedEntry = { eventCategoryId: string; teamName: string; players: Record<string, string>[] };
