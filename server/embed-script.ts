import type { RequestHandler } from "express";
import { embedHostScript } from "~/components/public/embed-host-script";

/**
 * GET /embed.js — the script the embeds' snippets load on a club's page, which
 * sizes each embed's frame to its content (app/components/public/embed-host-script.ts).
 * Other sites load it, so it is the one answer of the server another origin
 * may use as a resource (Cross-Origin-Resource-Policy, which helmet sets to
 * same-origin for every other).
 */
export const embedScript: RequestHandler = (_req, res) => {
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.type("text/javascript; charset=utf-8").send(embedHostScript);
};
