import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { getOptionalUser, sessionMiddleware } from "./auth/session.server";
import { useOptimisticPreferences } from "./components/backoffice/preferences";
import { ErrorPage } from "./components/error-page";
import { useNonce } from "./components/nonce";
import { useIsEmbedPage } from "./components/public/embed";
import { SpectatorScript, useIsSpectatorPage } from "./components/public/spectator-script";
import { keepFormWhenStorageFull, StorageFullNotice } from "./components/storage-full-notice";
import { requestMetaContext } from "./context";
import { loadTranslation } from "./i18n/client";
import { getLocale, i18nextMiddleware, localeCookie } from "./i18n/i18next.server";
import { directionOf } from "./i18n/languages";
import { readPreferences } from "./components/backoffice/preferences.server";
import { popToast } from "./utils/toast.server";

const formType = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i;

/**
 * Actions read their post with request.formData(), which throws on a body that
 * is not a readable form. Such a post is the sender's mistake, so it is answered
 * here — 415 for a body of another type, 400 for a form body that cannot be read
 * (cut off, no boundary, broken part headers) — instead of failing as a 500 in
 * the action. A post with no type at all (a bare button) is read as an empty form.
 * The JSON API reads its own bodies (routes/api/request.server.ts); a body of unknown
 * size is left to the route's own bound. One of known size is within its
 * route's limit: the server refused a larger one before it was read
 * (app/utils/body-limits.ts).
 */
const refuseUnreadableForms: Route.MiddlewareFunction = async ({ request }) => {
  if (request.method === "GET" || request.method === "HEAD" || new URL(request.url).pathname.startsWith("/api/")) return;
  const type = request.headers.get("Content-Type");
  if (!type) {
    request.headers.set("Content-Type", "application/x-www-form-urlencoded");
    return;
  }
  if (!formType.test(type)) throw data(null, { status: 415 });
  const length = request.headers.get("Content-Length");
  if (length === null) return;
  try {
    await request.clone().formData();
  } catch {
    throw data(null, { status: 400 });
  }
};

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, sessionMiddleware, refuseUnreadableForms];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepFormWhenStorageFull];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const preferences = await readPreferences(request);
  const { toast, clear } = await popToast(request);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  // A language picked by link (?lng=) is remembered for the next pages.
  if (new URL(request.url).searchParams.has("lng")) headers.append("Set-Cookie", await localeCookie.serialize(locale));
  return data(
    {
      locale,
      preferences,
      toast,
      user: getOptionalUser(context),
      requestId: context.get(requestMetaContext).requestId,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = root?.locale ?? "id";
  // A change sent from the theme customizer shows at once, before the server confirms it.
  const preferences = useOptimisticPreferences(root?.preferences);
  const spectatorPage = useIsSpectatorPage();
  const embedPage = useIsEmbedPage();
  return (
    <html
      lang={locale}
      dir={directionOf(locale) === "rtl" ? "rtl" : preferences.direction}
      data-theme={preferences.theme}
      data-menu={preferences.menu}
      data-layout={preferences.layout}
      data-navbar={preferences.navbar}
      data-animation={preferences.animation}
      data-semidark={preferences.semidark ? "true" : "false"}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* In an embed, a link to another page opens the full site in a new tab: the other pages refuse to be framed. */}
        {embedPage ? <base target="_blank" /> : null}
        <meta name="color-scheme" content={preferences.theme === "dark" ? "dark" : preferences.theme === "system" ? "light dark" : "light"} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {spectatorPage ? (
          <SpectatorScript />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** Keeps the client's i18next on the language the server rendered after a switch without reload. */
function useServerLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    void loadTranslation(locale).then((translation) => {
      i18n.addResourceBundle(locale, "translation", translation, true, true);
      return i18n.changeLanguage(locale);
    });
  }, [locale, i18n]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useServerLanguage(loaderData.locale);
  return (
    <>
      <Outlet />
      <StorageFullNotice />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="notFound" />;
  if (isRouteErrorResponse(error) && error.status === 507) return <ErrorPage kind="storageFull" requestId={root?.requestId} />;
  return <ErrorPage kind="generic" requestId={root?.requestId} />;
}
