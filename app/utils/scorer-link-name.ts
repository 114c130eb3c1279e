/**
 * A scorer link's name in the reader's language ("Court 2 scorer", "مسجّل A-3"),
 * made from what it covers. The name stored with the link is the change
 * history's, in the language of whoever made it; it is shown only for a match
 * link whose match is gone.
 */
export function scorerLinkName(t: (key: string, values?: Record<string, string>) => string, link: { name: string; court: string | null; matchCode: string | null }) {
  if (link.court !== null) return t("scorerLinks.courtName", { court: link.court });
  if (link.matchCode !== null) return t("scorerLinks.matchName", { code: link.matchCode });
  return link.name;
}
