/**
 * A spectator page's loader data, kept out of React Router's hydration data.
 *
 * React Router serialises every page's loader data for the browser to hydrate
 * with (turbo-stream), before the document is rendered and whether or not the
 * page then carries its scripts. Spectators' pages are never hydrated (see
 * spectator-script.tsx), so that work, and its garbage, was thrown away (see
 * docs/decisions/0009-spectator-pages-not-hydrated.md). Held under a symbol key,
 * the data is out of the serialiser's sight (it walks string keys) and still
 * in reach of the page's own meta and components, which read it on the server.
 */
const unsent = Symbol("spectator page data");

export type SpectatorData<T> = { readonly [unsent]: T };

/** What a spectator page's loader returns: its data, for its own render only. */
export function forSpectators<T>(data: T): SpectatorData<T> {
  return { [unsent]: data };
}

/** The data a spectator page's loader handed over. */
export function spectatorData<T>(envelope: SpectatorData<T>): T {
  return envelope[unsent];
}

/** The data type of a spectator page's loader. */
export type SpectatorDataOf<Loader extends (...args: never[]) => SpectatorData<unknown>> = ReturnType<Loader> extends SpectatorData<infer T> ? T : never;
