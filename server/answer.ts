import type { Request, Response } from "express";
import { translations } from "~/i18n/resources";

/** The reader's language among the site's, by Accept-Language (Indonesian when none fits), for answers made before React Router's. */
export function readerTranslation(req: Request) {
  const language = req.acceptsLanguages(...Object.keys(translations)) || "id";
  return translations[language as keyof typeof translations] ?? translations.id;
}

/** A refusal in the form its reader takes: JSON (`{message}`, or the key the API's contract names) on the API, plain text elsewhere. */
export function refuse(res: Response, status: number, message: string, jsonKey = "message") {
  res.status(status);
  if (res.locals.route?.api) res.json({ [jsonKey]: message });
  else res.type("text/plain").send(message);
}

/**
 * The answer to a request that arrives while the server stops (on a connection
 * kept alive from before): 503, to be sent again to the next process, in the
 * reader's language, JSON on the API.
 */
export function refuseWhileStopping(req: Request, res: Response) {
  const message = readerTranslation(req).errors.restarting;
  res.status(503).set({ Connection: "close", "Retry-After": "2", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}
