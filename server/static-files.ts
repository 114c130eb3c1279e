import express, { type RequestHandler } from "express";
import { settings } from "~/config.server";

/** Stored uploads (mounted at /uploads): named by a random path, never changed, so cached for a year. */
export function uploadedFiles(): RequestHandler {
  return express.static(settings().UPLOADS_DIR, { index: false, dotfiles: "deny", immutable: true, maxAge: "1y", fallthrough: false });
}

/** The build's hashed assets (mounted at /assets): immutable for a year. */
export function builtAssets(): RequestHandler {
  return express.static("build/client/assets", { immutable: true, maxAge: "1y", fallthrough: false });
}

/** The build's other files (favicon, images, the scorer's service worker): an hour. robots.txt is a route (app/routes/public/robots.ts). */
export function publicFiles(): RequestHandler {
  const files = express.static("build/client", { maxAge: "1h", index: false });
  // Only a name with an extension can be one of its files: a page's address does not wait for a look at the disk.
  return (req, res, next) => (/\.[^/]+$/.test(req.path) ? files(req, res, next) : next());
}
