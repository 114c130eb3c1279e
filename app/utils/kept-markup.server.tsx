import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { KeepMarkup } from "~/components/kept-markup";
import { remembered } from "./remembered";

/** Pieces of markup kept per language before starting over: a large event's schedule shows about 2,000 match cards. */
const PIECES_KEPT = 4_000;

const keptPieces = new Map<string, (key: string, make: () => string) => string>();

/**
 * Renders a piece of a page on its own, inside the page's providers, and
 * keeps its markup per language and key. React supports a render started
 * within another: it sets its own state aside and restores it afterwards.
 */
export function keepingMarkup(language: string, within: (element: ReactElement) => ReactNode): KeepMarkup {
  let kept = keptPieces.get(language);
  if (!kept) {
    kept = remembered<string, string>(PIECES_KEPT);
    keptPieces.set(language, kept);
  }
  const keep = kept;
  return (key, element) => keep(key, () => renderToStaticMarkup(within(element)));
}
