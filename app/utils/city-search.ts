/**
 * Finding the city or regency an entrant typed (the entry form's city is a
 * text field with the names as suggestions, docs/design.md §3.8). Names are
 * compared without case or extra spaces, and "Bogor" or "Kab. Bogor" find
 * "Kabupaten Bogor" when nothing else answers to them.
 */

/** A city or regency as the entry form offers it: its name in title case, with its province when another has the same name. */
export type CityChoice = { id: number; name: string };

export type CityFound = { ok: true; id: number } | { ok: false; reason: "unknown" } | { ok: false; reason: "several"; names: string[] };

const kinds = /^(?:kota administrasi|kabupaten administrasi|kota|kabupaten|kab\.?|kab)\s+/;

/** A name as compared: lower case, single spaces, "Kab." read as "Kabupaten". */
export function cityKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ")
    .replace(/^kab\.?\s+/, "kabupaten ");
}

/** The name without its kind or province ("Bogor" of "Kabupaten Bogor", "Jakarta Selatan" of "Kota Administrasi Jakarta Selatan"). */
function shortKey(key: string): string {
  return key.replace(kinds, "").replace(/ \([^)]*\)$/, "");
}

/**
 * The city a typed name means: the one of that full name, else the only one of
 * that name without its kind; several that answer to it are named so the
 * entrant can choose. An empty text is no city (the field is optional).
 */
export function findCity(choices: readonly CityChoice[], typed: string): CityFound {
  const key = cityKey(typed);
  const exact = choices.filter((choice) => cityKey(choice.name) === key);
  if (exact.length === 1) return { ok: true, id: exact[0]!.id };
  const short = shortKey(key);
  const byShortName = exact.length > 1 ? exact : choices.filter((choice) => shortKey(cityKey(choice.name)) === short);
  if (byShortName.length === 1) return { ok: true, id: byShortName[0]!.id };
  if (byShortName.length > 1) return { ok: false, reason: "several", names: byShortName.map((choice) => choice.name) };
  return { ok: false, reason: "unknown" };
}
