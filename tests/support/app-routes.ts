import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/** One URL pattern of the app, as `app/routes.ts` declares it. */
export type AppRoute = { id: string; path: string; file: string };

/**
 * Every addressable route of `app/routes.ts` with its full path ("/edit-team/:id"),
 * read from the app itself so a new route shows up in the tests that walk them.
 * Layout routes only contribute their children.
 */
export function appRoutes(): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? parent : joinPath(parent, entry.path);
      if (entry.children?.length) walk(entry.children, path);
      if (entry.index || entry.path !== undefined) out.push({ id: entry.id ?? entry.file.replace(/\.tsx?$/, ""), path: path || "/", file: entry.file });
    }
  };
  walk(routes, "");
  return out;
}

function joinPath(parent: string, child: string) {
  return `${parent.replace(/\/$/, "")}/${child.replace(/^\//, "")}`;
}
