import { createCookie } from "react-router";
import { z } from "zod";

/** Layout preferences of the theme customizer (DESIGN.md §7); a bad or missing value falls back to its default. */
export const preferencesSchema = z.object({
  theme: z.enum(["light", "dark", "system"]).catch("light"),
  menu: z.enum(["vertical", "collapsible-vertical", "horizontal"]).catch("vertical"),
  layout: z.enum(["full", "boxed-layout"]).catch("full"),
  direction: z.enum(["ltr", "rtl"]).catch("ltr"),
  animation: z.enum(["none", "fade", "fade-in-up", "slide-in-right", "zoom-in", "zoom-out"]).catch("none"),
  navbar: z.enum(["sticky", "floating", "static"]).catch("sticky"),
  semidark: z.boolean().catch(false),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = preferencesSchema.parse({});

export const preferencesCookie = createCookie("laga_prefs", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readPreferences(request: Request): Promise<Preferences> {
  const raw = await preferencesCookie.parse(request.headers.get("Cookie"));
  return preferencesSchema.parse(raw && typeof raw === "object" ? raw : {});
}
