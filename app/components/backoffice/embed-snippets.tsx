import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";

type Embed = "groups" | "schedule" | "results" | "match";
type MatchChoice = { id: number; label: string; live: boolean };
type Props = { origin: string; slug: string; name: string; matches: MatchChoice[] };

/** The embeds' addresses (app/routes.ts): each is an event page without its header, for a frame on another site. */
export function embedPath(slug: string, embed: Embed, matchId?: number) {
  const event = encodeURIComponent(slug);
  return embed === "match" ? `/embed/${event}/match/${matchId}` : `/embed/${event}/${embed}`;
}

/**
 * What a club pastes into its own page: the `<iframe>`, at a height that fits
 * most of its content without JavaScript, and `/embed.js`, which sizes the
 * frame to the embed's content (app/components/public/embed-host-script.ts).
 */
export function embedSnippet(origin: string, path: string, title: string, height: number) {
  const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${attribute(`${origin}${path}`)}" title="${attribute(title)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>
<script src="${attribute(`${origin}/embed.js`)}" async></script>`;
}

const heights: Record<Embed, number> = { groups: 720, schedule: 900, results: 720, match: 520 };

function Snippet({ id, label, code }: { id: string; label: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        {/* Read-only text: selectable and copied by hand without JavaScript; the button copies it in one tap. */}
        <textarea id={id} readOnly rows={4} value={code} dir="ltr" className="form-input min-w-0 flex-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn-outline" onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(code))}>
          {copied === code ? t("sharing.embeds.copied") : t("sharing.embeds.copy")}
        </button>
      </div>
    </div>
  );
}

/**
 * Copy-paste `<iframe>` snippets of an event's embeds: groups, schedule,
 * results, and one match chosen from those the page lists (a plain GET form
 * without JavaScript, at once with it).
 */
export function EmbedSnippets({ origin, slug, name, matches }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get("embedMatch"));
  const initial = matches.find((match) => match.id === asked) ?? matches.find((match) => match.live) ?? matches[0];
  const [matchId, setMatchId] = useState(initial?.id);
  const code = (embed: Embed, section: string) => embedSnippet(origin, embedPath(slug, embed, matchId), t("sharing.embeds.frameTitle", { section, name }), heights[embed]);
  return (
    // Open again after the form chose a match without JavaScript.
    <details className="panel mb-4" open={searchParams.has("embedMatch") || undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center font-bold">{t("sharing.embeds.title")}</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-muted">{t("sharing.embeds.intro")}</p>
        {(["groups", "schedule", "results"] as const).map((embed) => (
          <Snippet key={embed} id={`embed-${embed}`} label={t(`sharing.embeds.${embed}`)} code={code(embed, t(`sharing.embeds.${embed}`))} />
        ))}
        {matchId === undefined ? (
          <p className="text-muted">{t("sharing.embeds.noMatches")}</p>
        ) : (
          <>
            <Form method="get" className="flex flex-wrap items-end gap-2">
              {[...searchParams]
                .filter(([key]) => key !== "embedMatch")
                .map(([key, value]) => (
                  <input key={key} type="hidden" name={key} value={value} />
                ))}
              <label className="flex min-w-0 flex-1 flex-col">
                <span className="form-label">{t("sharing.embeds.chooseMatch")}</span>
                <select name="embedMatch" value={matchId} onChange={(event) => setMatchId(Number(event.currentTarget.value))} className="form-input">
                  {matches.map((match) => (
                    <option key={match.id} value={match.id}>
                      {match.label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn btn-outline">
                {t("sharing.embeds.show")}
              </button>
            </Form>
            <Snippet id="embed-match" label={t("sharing.embeds.match")} code={code("match", t("sharing.embeds.match"))} />
          </>
        )}
        <p className="text-xs text-muted">{t("sharing.embeds.autoHeight")}</p>
        <p className="text-xs text-muted">{t("sharing.embeds.transparent")}</p>
      </div>
    </details>
  );
}
