import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";
import { ErrorList } from "~/components/forms";
import type { RosterCandidate } from "~/models/people/player.server";

type Props = {
  initialPicked: RosterCandidate[];
  results: RosterCandidate[];
  query: string;
  captainId: string;
  categoryId: string;
  playerErrors?: string[] | null;
  captainErrors?: string[] | null;
  /** The hint with the category's roster rules. */
  rules: string | null;
};

const SEARCH_LIMIT = 50;
const MIN_QUERY = 2;

function PlayerText({ player }: { player: RosterCandidate }) {
  const { t } = useTranslation();
  return (
    <span className="min-w-0">
      <span className="font-semibold">{player.name}</span>{" "}
      <span className="text-xs text-muted">
        {t(`players.genders.${player.gender}`)}
        {player.birthDate ? ` · ${player.birthDate}` : ""}
        {player.club ? ` · ${player.club}` : ""}
      </span>
      {player.takenBy ? <span className="block text-xs text-danger">{t("teams.picker.takenBy", { team: player.takenBy })}</span> : null}
    </span>
  );
}

/**
 * Picking a team's players. Without JavaScript: the picked players are checked
 * boxes, and a GET search (carrying the whole form) lists up to 50 matching
 * players as boxes to check. With it: the search runs as one types and a click
 * adds a player as a chip. The order of picking is kept: it names a pair.
 */
export function RosterPicker({ initialPicked, results, query, captainId, categoryId, playerErrors, captainErrors, rules }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ results: RosterCandidate[] }>();
  const [picked, setPicked] = useState(initialPicked);
  const [captain, setCaptain] = useState(captainId);
  const [text, setText] = useState(query);
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => setPicked(initialPicked), [initialPicked]);

  // The fetcher itself is a new object on every render, its load is not: the search follows the text and the category.
  const { load } = fetcher;
  useEffect(() => {
    if (asked === null) return;
    const q = asked.trim();
    if (q.length < MIN_QUERY) return;
    const timer = setTimeout(() => {
      load(`${pathname}?${new URLSearchParams({ draft: "1", eventCategoryId: categoryId, playerQ: q })}`);
    }, 200);
    return () => clearTimeout(timer);
  }, [asked, categoryId, pathname, load]);

  // Once one types with JavaScript, the results are the live search's; before, the page's own.
  const live = hydrated ? asked : null;
  const longEnough = live !== null && live.trim().length >= MIN_QUERY;
  const searched = live !== null ? longEnough && fetcher.state === "idle" && fetcher.data !== undefined : query !== "";
  const shown = live !== null ? (longEnough ? (fetcher.data?.results ?? []) : []) : results;
  const pickedIds = new Set(picked.map((p) => p.id));
  const remove = (id: number) => {
    setPicked((list) => list.filter((p) => p.id !== id));
    if (captain === String(id)) setCaptain("");
  };
  const invalid = Boolean(playerErrors?.length);

  return (
    <fieldset className="md:col-span-2" aria-describedby={invalid ? "team-players-error" : rules ? "team-players-rules" : undefined}>
      <legend className="form-label">{t("teams.fields.players")}</legend>
      {rules ? (
        <p id="team-players-rules" className="mb-2 text-xs text-muted">
          {rules}
        </p>
      ) : null}
      <div className={`rounded-md border p-3 ${invalid ? "border-danger" : "border-black/10 dark:border-white/10"}`}>
        <p className="mb-2 text-sm font-semibold">{t("teams.picker.picked")}</p>
        {picked.length === 0 ? <p className="text-muted">{t("teams.picker.none")}</p> : null}
        <ul className="flex flex-wrap gap-2" aria-label={t("teams.picker.picked")}>
          {picked.map((player) => (
            <li key={player.id} className="flex items-center gap-3 rounded-full bg-primary/10 py-1 ps-3 pe-1">
              {hydrated ? (
                <>
                  <input type="hidden" name="playerIds" value={player.id} />
                  <span>
                    <PlayerText player={player} />
                  </span>
                </>
              ) : (
                <>
                  <input id={`picked-${player.id}`} type="checkbox" name="playerIds" value={player.id} defaultChecked className="size-5 accent-primary" />
                  <label htmlFor={`picked-${player.id}`}>
                    <PlayerText player={player} />
                  </label>
                </>
              )}
              <label className="flex min-h-11 items-center gap-1 text-xs">
                <input type="radio" name="captainId" value={player.id} checked={captain === String(player.id)} onChange={() => setCaptain(String(player.id))} className="size-4 accent-primary" />
                {t("teams.picker.captainOf")}
              </label>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => remove(player.id)}
                  className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-danger/15"
                  aria-label={t("teams.picker.remove", { name: player.name })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {picked.length ? (
          <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="captainId" value="" checked={captain === ""} onChange={() => setCaptain("")} className="size-4 accent-primary" />
            {t("teams.picker.noCaptain")}
          </label>
        ) : null}
      </div>
      <ErrorList id="team-players-error" errors={playerErrors} />
      <ErrorList id="team-captain-error" errors={captainErrors} />

      <div className="mt-4">
        <label htmlFor="team-player-search" className="form-label">
          {t("teams.picker.label")}
        </label>
        <div className="flex gap-2">
          <input
            id="team-player-search"
            name="playerQ"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setAsked(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              // With JavaScript the list follows the typing; Enter must not save a half-picked team.
              if (event.key === "Enter") event.preventDefault();
            }}
            placeholder={t("teams.picker.placeholder")}
            maxLength={100}
            autoComplete="off"
            className="form-input"
          />
          {hydrated ? null : (
            <button type="submit" formMethod="get" formNoValidate className="btn btn-outline shrink-0">
              {t("teams.picker.search")}
            </button>
          )}
        </div>
        <div aria-live="polite">
          {fetcher.state === "loading" ? <p className="mt-2 text-xs text-muted">{t("teams.picker.searching")}</p> : null}
          {searched && shown.length === 0 ? <p className="mt-2 text-muted">{t("teams.picker.noResults")}</p> : null}
        </div>
        {shown.length ? (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label={t("teams.picker.results")}>
            {shown.map((player) =>
              hydrated ? (
                <li key={player.id}>
                  <button
                    type="button"
                    disabled={pickedIds.has(player.id) || player.takenBy !== null}
                    onClick={() => setPicked((list) => [...list, player])}
                    className="flex min-h-11 w-full items-center rounded px-2 text-start hover:bg-primary/10 disabled:opacity-50"
                  >
                    <PlayerText player={player} />
                  </button>
                </li>
              ) : pickedIds.has(player.id) ? null : (
                <li key={player.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-black/5 dark:hover:bg-white/5">
                    <input type="checkbox" name="playerIds" value={player.id} disabled={player.takenBy !== null} className="size-5 accent-primary" />
                    <PlayerText player={player} />
                  </label>
                </li>
              ),
            )}
          </ul>
        ) : null}
        {shown.length >= SEARCH_LIMIT ? <p className="mt-1 text-xs text-muted">{t("teams.picker.limited")}</p> : null}
      </div>
    </fieldset>
  );
}
