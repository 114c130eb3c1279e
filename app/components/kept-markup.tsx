import { createContext, useContext, type ReactElement } from "react";

/** Gives the markup of an element, rendered once per language and key; provided on the server for pages that are never hydrated. */
export type KeepMarkup = (key: string, element: ReactElement) => string;

const KeptMarkupContext = createContext<KeepMarkup | null>(null);

export const KeptMarkupProvider = KeptMarkupContext.Provider;

type Props = {
  /** Names everything the child's markup depends on besides the page's language: the same key must always give the same markup. */
  markupKey: string;
  /** The item's own class, outside the kept markup. */
  className?: string;
  children: ReactElement;
};

/**
 * A list item whose content is rendered once and reused: a long schedule lists
 * dozens of match cards, and a score changes one of them, so a page rendered
 * for the event's next version renders that one card again and copies the
 * others. Without a provider (hydrated pages, the browser) the child is
 * rendered as usual.
 */
export function KeptListItem({ markupKey, className, children }: Props) {
  const keep = useContext(KeptMarkupContext);
  if (!keep) return <li className={className}>{children}</li>;
  return <li className={className} dangerouslySetInnerHTML={{ __html: keep(markupKey, children) }} />;
}
