/**
 * The link-preview image of a public page (Open Graph's 1200 × 630), drawn as
 * SVG from texts the page's loader already made in the reader's language:
 * the server turns it into a PNG (routes/public/share-image.server.ts). What
 * it shows is the page's live state: a match's teams and score, a category's
 * group tables, an event's name, dates and venue.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A side of a match: its name, the sets (or goals) won, and during a game scored point by point the point in play ("40"), else "". */
export type CardSide = { name: string; score: string; point: string; winner: boolean };
export type CardRow = { rank: string; team: string; played: number; won: number; lost: number; points: number; qualifying: boolean };
export type CardGroup = { name: string; rows: CardRow[] };

export type ShareCard =
  | { kind: "event"; name: string; dates: string; venue: string }
  | { kind: "match"; event: string; stage: string; status: string; live: boolean; home: CardSide; away: CardSide; sets: string; when: string }
  | { kind: "groups"; event: string; category: string; columns: { played: string; won: string; lost: string; points: string }; groups: CardGroup[]; more: number };

/** Rows of a group table and groups the card has room for; a table alone (a round format's leaderboard) has room for more rows. */
export const CARD_GROUPS = 4;
export const CARD_ROWS = 4;
export const CARD_ROWS_ALONE = 8;

const font = "DejaVu Sans, Noto Sans, WenQuanYi Micro Hei, Noto Sans CJK SC, Noto Sans Arabic, sans-serif";

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Cut to `max` characters (whole code points) with an ellipsis: SVG text does not wrap or measure itself. */
function clip(text: string, max: number) {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

type TextOptions = { size: number; weight?: number; fill?: string; anchor?: "start" | "middle" | "end"; max?: number; numbers?: boolean };

/**
 * A line of text at (x, y) of the left-to-right drawing. Right to left, the
 * drawing is mirrored: x is measured from the right and a start anchor is the
 * text's right end, as the reader's language runs. Scores (`numbers`) keep
 * reading left to right ("6-4 3-6" is the first set first) where they stand.
 */
function texter(rtl: boolean) {
  return (x: number, y: number, text: string, { size, weight = 400, fill = "#ffffff", anchor = "start", max = 60, numbers = false }: TextOptions) => {
    const mirrored = rtl ? CARD_WIDTH - x : x;
    const turned = rtl && numbers && anchor !== "middle" ? (anchor === "start" ? "end" : "start") : anchor;
    const direction = rtl && numbers ? ` direction="ltr"` : "";
    return `<text x="${mirrored}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${turned}"${direction}>${escape(clip(text, max))}</text>`;
  };
}

function frame(rtl: boolean, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${font}" direction="${rtl ? "rtl" : "ltr"}">
<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2e4b"/><stop offset="1" stop-color="#0e1726"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#night)"/>
<rect y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="#f59e0b"/>
${body}
${texter(rtl)(CARD_WIDTH - 60, CARD_HEIGHT - 40, "Laga", { size: 30, weight: 700, fill: "#c7d2fe", anchor: "end" })}
</svg>`;
}

function eventCard(card: Extract<ShareCard, { kind: "event" }>, rtl: boolean) {
  const text = texter(rtl);
  return frame(
    rtl,
    [
      text(60, 250, card.name, { size: 64, weight: 800, max: 30 }),
      text(60, 340, card.dates, { size: 36, fill: "#e2e8f0", max: 50 }),
      text(60, 400, card.venue, { size: 32, fill: "#cbd5e1", max: 56 }),
    ].join("\n"),
  );
}

/** During a game the point in play is the big figure at the end of each side's line, the sets won small before it. */
function matchCard(card: Extract<ShareCard, { kind: "match" }>, rtl: boolean) {
  const text = texter(rtl);
  const inGame = card.home.point !== "" || card.away.point !== "";
  const side = (y: number, entry: CardSide) =>
    [
      text(60, y, entry.name, { size: 50, weight: entry.winner ? 800 : 600, fill: entry.winner ? "#ffffff" : "#e2e8f0", max: inGame ? 24 : 30 }),
      inGame
        ? [
            text(CARD_WIDTH - 230, y, entry.score, { size: 40, weight: 700, fill: "#94a3b8", anchor: "end", max: 4 }),
            text(CARD_WIDTH - 60, y, entry.point, { size: 72, weight: 900, fill: "#fbbf24", anchor: "end", max: 4 }),
          ].join("\n")
        : text(CARD_WIDTH - 60, y, entry.score, { size: 72, weight: 900, fill: entry.winner ? "#f59e0b" : "#ffffff", anchor: "end", max: 4 }),
    ].join("\n");
  const badge = card.live
    ? `<rect x="${rtl ? CARD_WIDTH - 60 - 150 : 60}" y="148" width="150" height="46" rx="23" fill="#dc2626"/>${text(135, 181, card.status, { size: 26, weight: 800, anchor: "middle", max: 12 })}`
    : text(60, 183, card.status, { size: 30, weight: 700, fill: "#fbbf24", max: 30 });
  return frame(
    rtl,
    [
      text(60, 80, card.event, { size: 30, weight: 700, fill: "#c7d2fe", max: 60 }),
      text(60, 128, card.stage, { size: 34, weight: 600, fill: "#e2e8f0", max: 56 }),
      badge,
      side(300, card.home),
      `<rect x="60" y="336" width="${CARD_WIDTH - 120}" height="2" fill="#334155"/>`,
      side(420, card.away),
      text(60, 500, card.sets, { size: 34, fill: "#cbd5e1", max: 50, numbers: true }),
      text(60, CARD_HEIGHT - 40, card.when, { size: 26, fill: "#94a3b8", max: 50 }),
    ].join("\n"),
  );
}

function groupsCard(card: Extract<ShareCard, { kind: "groups" }>, rtl: boolean) {
  const text = texter(rtl);
  const shown = card.groups.slice(0, CARD_GROUPS);
  const columns = shown.length > 1 ? 2 : 1;
  const width = (CARD_WIDTH - 120 - (columns - 1) * 40) / columns;
  const tables = shown.map((group, index) => {
    const left = 60 + (index % columns) * (width + 40);
    const top = 180 + Math.floor(index / columns) * 200;
    const numbers = [card.columns.played, card.columns.won, card.columns.lost, card.columns.points];
    const numberX = (column: number) => left + width - (numbers.length - 1 - column) * 56;
    return [
      text(left, top, group.name, { size: 28, weight: 800, fill: "#fbbf24", max: 20 }),
      ...numbers.map((label, column) => text(numberX(column), top, label, { size: 20, weight: 700, fill: "#94a3b8", anchor: "end", max: 5 })),
      ...group.rows.slice(0, shown.length === 1 ? CARD_ROWS_ALONE : CARD_ROWS).flatMap((row, line) => {
        const y = top + 38 + line * 36;
        const values = [row.played, row.won, row.lost, row.points];
        return [
          row.qualifying ? `<rect x="${rtl ? CARD_WIDTH - left - 6 : left}" y="${y - 24}" width="6" height="30" fill="#059669"/>` : "",
          text(left + 16, y, `${row.rank} ${row.team}`, { size: 26, weight: 600, max: columns > 1 ? 17 : 40 }),
          ...values.map((value, column) => text(numberX(column), y, String(value), { size: 26, weight: column === 3 ? 800 : 400, anchor: "end", max: 4 })),
        ];
      }),
    ].join("\n");
  });
  return frame(
    rtl,
    [
      text(60, 80, card.event, { size: 30, weight: 700, fill: "#c7d2fe", max: 60 }),
      text(60, 130, card.category, { size: 40, weight: 800, max: 48 }),
      ...tables,
      card.more > 0 ? text(60, CARD_HEIGHT - 40, `+${card.more}`, { size: 26, fill: "#94a3b8" }) : "",
    ].join("\n"),
  );
}

/** The card as SVG; `rtl` mirrors it for a right-to-left language. */
export function shareCardSvg(card: ShareCard, rtl: boolean): string {
  if (card.kind === "event") return eventCard(card, rtl);
  if (card.kind === "match") return matchCard(card, rtl);
  return groupsCard(card, rtl);
}
