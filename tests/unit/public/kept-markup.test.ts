import type { i18n } from "i18next";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { KeptMarkupProvider, type KeepMarkup } from "~/components/kept-markup";
import { MatchCardItem } from "~/components/public/match-card";
import { instanceFor } from "~/i18n/i18next.server";
import { TranslationProvider } from "~/i18n/translation";
import type { MatchSummary } from "~/models/public/public-matches.server";
import { keepingMarkup } from "~/components/kept-markup.server";

const translatedIn = (instance: i18n) => (element: ReactNode) => createElement(I18nextProvider, { i18n: instance }, createElement(TranslationProvider, null, element));

function card(id: number, home: number, away: number): MatchSummary {
  return {
    id,
    code: `A${id}`,
    stage: "group",
    bracket: null,
    round: 1,
    status: "live",
    court: "Court 1",
    scheduledAt: { iso: "2026-11-27T02:00:00.000Z", date: "Jumat, 27 November 2026", time: "09.00", day: "2026-11-27" },
    category: { id: 1, name: null, gameType: "Padel", skillLevel: "Beginner", gender: "men", color: "#16a34a", textColor: "#ffffff" },
    group: "A",
    home: { teamId: 1, name: `Home ${id}`, source: null, score: home, winner: false },
    away: { teamId: 2, name: `Away ${id}`, source: null, score: away, winner: false },
    sets: [{ home, away }],
    live: null,
    clockSince: null,
    calledTo: null,
    expected: null,
  };
}

/** A list of cards as a spectator's page renders it: the whole document to a string, with or without kept pieces. */
function renderList(instance: i18n, matches: MatchSummary[], keep?: KeepMarkup) {
  const list = createElement(
    "ul",
    null,
    matches.map((match) => createElement(MatchCardItem, { key: match.id, match, href: `/m/${match.id}` })),
  );
  const translated = translatedIn(instance);
  return renderToString(translated(keep ? createElement(KeptMarkupProvider, { value: keep }, list) : list));
}

/** Counts the pieces rendered afresh through the provider entry.server gives spectators' pages. */
function countingKeep(instance: i18n) {
  const counted = { renders: 0 };
  const translated = translatedIn(instance);
  const keep = keepingMarkup(`${instance.language}-${Math.random()}`, (element) => (counted.renders++, translated(element)));
  return { keep, counted };
}

describe("match cards kept per language and content", () => {
  it("gives the same markup as rendering each card in the page", () => {
    const instance = instanceFor("id");
    const matches = [card(1, 6, 4), card(2, 3, 6)];
    const { keep } = countingKeep(instance);
    const kept = renderList(instance, matches, keep);
    // A piece rendered on its own needs no separators between neighbouring texts.
    expect(kept).toBe(renderList(instance, matches).replaceAll("<!-- -->", ""));
    expect(kept).toContain("Lihat detail pertandingan");
    expect(renderList(instance, matches, keep)).toBe(kept);
  });

  it("renders again only the card whose match changed", () => {
    const instance = instanceFor("id");
    const { keep, counted } = countingKeep(instance);
    renderList(instance, [card(1, 6, 4), card(2, 3, 6), card(3, 0, 0)], keep);
    expect(counted.renders).toBe(3);

    const afterScore = renderList(instance, [card(1, 6, 4), card(2, 3, 7), card(3, 0, 0)], keep);
    expect(counted.renders).toBe(4);
    expect(afterScore).toBe(renderList(instance, [card(1, 6, 4), card(2, 3, 7), card(3, 0, 0)]).replaceAll("<!-- -->", ""));
    expect(afterScore).toContain('<span class="match-side-score" data-score="2:away-score">7</span>');
  });

  it("keeps each language's cards apart", () => {
    const indonesian = instanceFor("id");
    const english = instanceFor("en");
    const matches = [card(1, 6, 4)];
    const id = renderList(indonesian, matches, keepingMarkup("id", translatedIn(indonesian)));
    const en = renderList(english, matches, keepingMarkup("en", translatedIn(english)));
    expect(id).toContain("Lihat detail pertandingan");
    expect(en).toContain("Open match details");
    expect(en).not.toContain("Lihat detail pertandingan");
  });

  it("renders the card in place where no provider keeps pieces, as a hydrated page does", () => {
    const instance = instanceFor("en");
    const html = renderToStaticMarkup(translatedIn(instance)(createElement("ul", null, createElement(MatchCardItem, { match: card(1, 6, 4), href: "/m/1" }))));
    expect(html).toMatch(/^<ul><li><a href="\/m\/1" class="match-card match-card-live">/);
  });
});
