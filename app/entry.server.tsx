import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import type { SpectatorPageHandle } from "./components/public/spectator-script";
import { requestMetaContext } from "./context";
import { getInstance } from "./i18n/i18next.server";
import { TranslationProvider } from "./i18n/translation";
import { log } from "./utils/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Spectators' pages carry no nonce: their one script is allowed by its hash, so the page is the same bytes for every reader.
  const nonce = isSpectatorPage(routerContext) ? undefined : loadContext.get(requestMetaContext).nonce;
  const i18n = getInstance(loadContext);
  // Crawlers and link previews (WhatsApp, Twitter) get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <I18nextProvider i18n={i18n}>
          <TranslationProvider>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </TranslationProvider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

function isSpectatorPage({ staticHandlerContext, routeModules }: EntryContext) {
  return staticHandlerContext.matches.some((match) => (routeModules[match.route.id]?.handle as SpectatorPageHandle | undefined)?.hydrate === false);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { requestId } = (context as RouterContextProvider).get(requestMetaContext);
  log.error("request failed", { id: requestId, path: new URL(request.url).pathname, error });
};
