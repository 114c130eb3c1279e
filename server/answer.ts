import type { Response } from "express";

/** A refusal in the form its reader takes: JSON (`{message}`, or the key the API's contract names) on the API, plain text elsewhere. */
export function refuse(res: Response, status: number, message: string, jsonKey = "message") {
  res.status(status);
  if (res.locals.route?.api) res.json({ [jsonKey]: message });
  else res.type("text/plain").send(message);
}
