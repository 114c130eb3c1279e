import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link on a spectator's page: a plain anchor. Those pages are never hydrated,
 * so React Router's Link has no navigation of its own to add there, and it
 * resolved every address again on each render. A target that is only a query
 * ("?day=…") names the page's own path, as Link wrote it. A link to the page
 * itself (another filter, day or part) stays in its window: in an embed, whose
 * other links open the full site in a new tab, it stays in the frame.
 */
export function PageLink({ to, children, ...props }: Props) {
  const { pathname } = useLocation();
  const href = to.startsWith("?") ? `${pathname}${to.length > 1 ? to : ""}` : to;
  const samePage = href === pathname || href.startsWith(`${pathname}?`);
  return (
    <a {...props} target={props.target ?? (samePage ? "_self" : undefined)} href={href}>
      {children}
    </a>
  );
}
