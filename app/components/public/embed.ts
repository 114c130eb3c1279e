import { useMatches } from "react-router";
import type { SpectatorPageHandle } from "./spectator-script";

/**
 * An embed's layout says so in its handle: the server lets other sites frame
 * its pages (the route kind `embed`, server/route-kinds.ts), and the document
 * opens links to other pages outside the frame.
 */
export type EmbedHandle = SpectatorPageHandle & { embed?: true };

/** Whether the page being rendered is an embed (some matched route's handle says `embed: true`). */
export function useIsEmbedPage() {
  return useMatches().some((match) => (match.handle as EmbedHandle | undefined)?.embed === true);
}
