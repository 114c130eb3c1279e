import { randomBytes } from "node:crypto";

/**
 * Previews kept on the server until the user saves them (decision 0017): an
 * import's checked rows, an event's plan. Each is reached by a random id,
 * belongs to the session that made it, and lives a quarter of an hour; a
 * restart or the timeout simply asks for a new one. A bound on memory per
 * member of staff: their own oldest previews give way, never another user's
 * (one pool for everyone let anyone's uploads push out the preview a
 * colleague was reading).
 */
export type Kept<T> = T & { id: string; userId: number; sessionId: string; createdAt: number };

export function previewStore<T>(name: string, { lifetimeMs = 15 * 60 * 1000, perUser = 5 }: { lifetimeMs?: number; perUser?: number } = {}) {
  // Kept on globalThis, so the development server's reloads of this module keep them.
  const stores = globalThis as unknown as Record<string, Map<string, Kept<T>> | undefined>;
  const previews = (stores[`laga:${name}`] ??= new Map<string, Kept<T>>());

  function makeRoom(userId: number, now: number) {
    for (const [id, preview] of previews) if (now - preview.createdAt > lifetimeMs) previews.delete(id);
    // The map keeps the order previews were saved in: the first of the user's is the oldest.
    const own = [...previews.values()].filter((preview) => preview.userId === userId);
    while (own.length >= perUser) previews.delete(own.shift()!.id);
  }

  return {
    perUser,
    save(preview: T & { userId: number; sessionId: string }): string {
      const now = Date.now();
      makeRoom(preview.userId, now);
      const id = randomBytes(16).toString("base64url");
      previews.set(id, { ...preview, id, createdAt: now });
      return id;
    },
    /** The preview, if it exists, is still fresh and belongs to this session (and passes `belongs`). */
    find(id: string | null | undefined, sessionId: string, belongs: (preview: Kept<T>) => boolean = () => true): Kept<T> | null {
      if (!id) return null;
      const preview = previews.get(id);
      if (!preview || preview.sessionId !== sessionId || !belongs(preview)) return null;
      if (Date.now() - preview.createdAt > lifetimeMs) {
        previews.delete(id);
        return null;
      }
      return preview;
    },
    drop(id: string) {
      previews.delete(id);
    },
  };
}
