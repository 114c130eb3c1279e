/**
 * Event slugs: the part of a public link after /live-event/. Lower-case ASCII
 * letters, digits and single hyphens, made from the event's name as written —
 * Indonesian words stay as they are, accents are dropped ("Café" → "cafe").
 */

export const SLUG_MAX_LENGTH = 80;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words the public site uses as path segments after /live-event/; an event
 * named so would be reachable, but its links would read like another page's.
 */
export const reservedSlugs: readonly string[] = ["overview", "groups", "schedule", "results", "match-detail", "teams-detail", "following", "entries", "entry", "qr", "stream", "tv", "notices"];

/** "Martabaks Vol. 2" → "martabaks-vol-2"; "Jum'at Ceria" → "jumat-ceria". Empty when nothing usable is left. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && slugPattern.test(slug) && !reservedSlugs.includes(slug);
}
