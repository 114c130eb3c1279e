import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { KeptMarkupProvider } from "./components/kept-markup";
import { NonceProvider } from "./components/nonce";
import type { SpectatorPageHandle } from "./components/public/spectator-script";
import { requestMetaContext } from "./context";
import { getInstance } from "./i18n/i18next.server";
import { TranslationProvider } from "./i18n/translation";
import { keepingMarkup } from "./components/kept-markup.server";
import { noteDatabaseDamage } from "./utils/database-damage.server";
import { log } from "./utils/logger.server";
import { renderWholeDocument } from "./utils/whole-document.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document, then answers it as one body. No page suspends
 * (loaders return their data whole), so streaming would not show anything
 * sooner; sent as one piece, the page is compressed in one pass rather than
 * flushed through the compressor React's chunk at a time.
 *
 * A spectator's page is never hydrated, so it carries none of React Router's
 * streamed hydration data, the one part that waits: it is rendered to a string
 * at once, which skips encoding React's many small chunks into buffers and
 * gathering them again (the same bytes, for less work).
 * Its repeated pieces (match cards) are kept per language and content across
 * renders (see KeptListItem).
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  // Spectators' pages carry no nonce: their one script is allowed by its hash, so the page is the same bytes for every reader.
  const spectatorPage = isSpectatorPage(routerContext);
  const nonce = spectatorPage ? undefined : loadContext.get(requestMetaContext).nonce;
  const i18n = getInstance(loadContext);
  const translated = (element: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <TranslationProvider>{element}</TranslationProvider>
    </I18nextProvider>
  );
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  // Pieces are kept by their props, not by the code that renders them: in development an edited component must show at once.
  const keepPieces = spectatorPage && !import.meta.env.DEV;
  const page = (
    <NonceProvider value={nonce ?? ""}>{translated(keepPieces ? <KeptMarkupProvider value={keepingMarkup(i18n.language, translated)}>{router}</KeptMarkupProvider> : router)}</NonceProvider>
  );
  const { body, failed } = spectatorPage
    ? { body: Buffer.from(`<!DOCTYPE html>${renderToString(page)}`), failed: false }
    : await renderWholeDocument(page, {
        nonce,
        deadlineMs: streamTimeout + 1000,
        onError(error, rendered) {
          if (rendered) log.error("render error", { error });
        },
      });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}

function isSpectatorPage({ staticHandlerContext, routeModules }: EntryContext) {
  return staticHandlerContext.matches.some((match) => (routeModules[match.route.id]?.handle as SpectatorPageHandle | undefined)?.hydrate === false);
}

/**
 * Failures reach the log as errors with their stack. React Router also hands
 * over the answers it gives a wrong request itself (no such address, no action
 * for a POST): those are the caller's mistake, logged as a warning without one.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { requestId } = (context as RouterContextProvider).get(requestMetaContext);
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request refused", { id: requestId, path, method: request.method, status: error.status });
    return;
  }
  noteDatabaseDamage(error, { id: requestId, path });
  log.error("request failed", { id: requestId, path, error });
};
