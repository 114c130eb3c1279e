import { describe, expect, it } from "vitest";
import { shareCardSvg, type ShareCard } from "~/utils/share-card";

const match: ShareCard = {
  kind: "match",
  event: "Martabaks <Vol. 2> & friends",
  stage: "Padel · Grup A · A-3",
  status: "LIVE",
  live: true,
  home: { name: "Santoso / Wijaya", score: "1", point: "", winner: false },
  away: { name: "A very long team name that cannot fit on the card at all", score: "0", point: "", winner: false },
  sets: "6-4 3-2",
  when: "Sab, 22 Nov, 14:00 · Court 2",
};

describe("share card", () => {
  it("escapes what staff typed and clips a name the card has no room for", () => {
    const svg = shareCardSvg(match, false);
    expect(svg).toContain("Martabaks &lt;Vol. 2&gt; &amp; friends");
    expect(svg).not.toContain("<Vol. 2>");
    expect(svg).toContain(">A very long team name that ca…</text>");
  });

  it("mirrors the drawing right to left, the scores still read left to right", () => {
    const ltr = shareCardSvg(match, false);
    const rtl = shareCardSvg(match, true);
    expect(ltr).toContain('<text x="60" y="300"');
    expect(rtl).toContain('<text x="1140" y="300"');
    expect(rtl).toContain('direction="rtl"');
    expect(rtl).toMatch(/<text x="1140" y="500"[^>]*text-anchor="end" direction="ltr">6-4 3-2<\/text>/);
  });

  it("draws the point in play as the big figure during a game, the sets won small before it", () => {
    const svg = shareCardSvg({ ...match, home: { ...match.home, point: "40" }, away: { ...match.away, point: "15" } }, false);
    const sizeOf = (text: string) => Number(new RegExp(`<text [^>]*font-size="(\\d+)"[^>]*>${text}</text>`).exec(svg)?.[1]);
    expect(sizeOf("40")).toBeGreaterThan(sizeOf("1"));
    expect(sizeOf("15")).toBeGreaterThan(sizeOf("0"));
    expect(sizeOf("40")).toBe(72);
  });
});
