import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { KeepMarkup } from "./kept-markup";
import { remembered } from "~/utils/remembered";

/**
 * Pieces of markup kept, in every language together, before starting over: a
 * large event's schedule shows about 2,000 match cards. A card and its key are
 * 2–4 KB, so the memory stays near 10 MB however many languages readers use.
 */
const PIECES_KEPT = 3_000;

const keptPieces = remembered<string, string>(PIECES_KEPT);

/**
 * Renders a piece of a page on its own, inside the page's providers, and
 * keeps its markup per language and key. React supports a render started
 * within another: it sets its own state aside and restores it afterwards.
 */
export function keepingMarkup(language: string, within: (element: ReactElement) => ReactNode): KeepMarkup {
  return (key, element) => keptPieces(`${language}\u0000${key}`, () => renderToStaticMarkup(within(element)));
}
