import { describe, expect, it } from "vitest";
import { isValidSlug, reservedSlugs, slugify } from "~/utils/slug";
import { appRoutes } from "../support/app-routes";

describe("event slugs", () => {
  it.each([
    ["Martabaks Vol. 2", "martabaks-vol-2"],
    ["Turnamen Padel Ceria 2025 — Jakarta Selatan", "turnamen-padel-ceria-2025-jakarta-selatan"],
    ["  Liga   Bulu Tangkis  ", "liga-bulu-tangkis"],
    ["Jum'at Berkah Cup", "jumat-berkah-cup"],
    ["Café Olahraga Crème", "cafe-olahraga-creme"],
    ["Piala RW 05 / Kel. Gelora", "piala-rw-05-kel-gelora"],
    ["FUTSAL & PADEL", "futsal-padel"],
  ])("%s → %s (Indonesian words stay, only letters and digits remain)", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it("is empty when nothing usable is left", () => {
    expect(slugify("— ¡¿ —")).toBe("");
    expect(slugify("🏸🎾")).toBe("");
  });

  it("stays within 80 characters and never ends with a hyphen", () => {
    const slug = slugify(`${"kejuaraan ".repeat(20)}nasional`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("refuses capitals, spaces, double hyphens and the public pages' own words", () => {
    for (const bad of ["Martabaks", "martabaks vol", "a--b", "-a", "a-", "", "overview", "schedule", "following", "x".repeat(81)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it("reserves every word the route table puts after /live-event/, so no event's link reads like another page's", () => {
    const segments = new Set(appRoutes().flatMap((route) => /^\/live-event\/([a-z-]+)\//.exec(route.path)?.[1] ?? []));
    expect(segments.size).toBeGreaterThan(10);
    expect([...segments].filter((segment) => !reservedSlugs.includes(segment))).toEqual([]);
  });
});
