import { describe, expect, it } from "vitest";
import { applyPreferenceForm, defaultPreferences } from "~/components/backoffice/preferences";
import { isFullscreenShortcut } from "~/components/fullscreen";
import { groupIsActive, isGroup, linkIsActive, navigation, sectionsFor, type NavEntry, type NavLink } from "~/components/backoffice/navigation";

function form(entries: Record<string, string>) {
  return new URLSearchParams(entries);
}

describe("preferences", () => {
  it("has the defaults of docs/design.md §7.3", () => {
    expect(defaultPreferences).toEqual({
      theme: "light",
      menu: "vertical",
      layout: "full",
      direction: "ltr",
      animation: "none",
      navbar: "sticky",
      semidark: false,
      sidebar: "expanded",
    });
  });

  it("applies the sent fields and keeps the others", () => {
    const current = { ...defaultPreferences, theme: "dark" as const, navbar: "floating" as const };
    expect(applyPreferenceForm(current, form({ menu: "horizontal", redirectTo: "/dashboard" }))).toEqual({ ...current, menu: "horizontal" });
  });

  it("falls back to the default for a value outside the choices", () => {
    const current = { ...defaultPreferences, theme: "dark" as const, animation: "zoom-in" as const };
    expect(applyPreferenceForm(current, form({ theme: "purple", animation: "<script>" }))).toEqual({ ...current, theme: "light", animation: "none" });
  });

  it("reads the semi-dark switch as true, on or anything else (false)", () => {
    expect(applyPreferenceForm(defaultPreferences, form({ semidark: "true" })).semidark).toBe(true);
    expect(applyPreferenceForm(defaultPreferences, form({ semidark: "on" })).semidark).toBe(true);
    expect(applyPreferenceForm({ ...defaultPreferences, semidark: true }, form({ semidark: "false" })).semidark).toBe(false);
  });
});

describe("navigation", () => {
  const links = (entries: NavEntry[]): NavLink[] => entries.flatMap((entry) => (isGroup(entry) ? links(entry.children) : [entry]));

  it("shows dashboard, users, events and master data to admins only", () => {
    const admin = links(sectionsFor("admin").flatMap((s) => s.entries)).map((l) => l.to);
    const manager = links(sectionsFor("event").flatMap((s) => s.entries)).map((l) => l.to);
    expect(admin).toEqual(
      expect.arrayContaining(["/dashboard", "/analytics", "/list-user", "/list-event", "/list-province", "/list-subdistrict", "/list-gametype", "/list-player", "/match-progress"]),
    );
    expect(manager).toEqual(["/list-player", "/list-team", "/list-entry", "/list-group", "/list-schedule", "/plan-event", "/match-progress"]);
  });

  it("marks a link active on its add and edit pages and on the pages below it", () => {
    const all = links(navigation.flatMap((s) => s.entries));
    const byTo = (to: string) => all.find((l) => l.to === to)!;
    expect(linkIsActive(byTo("/list-user"), "/edit-user/3")).toBe(true);
    expect(linkIsActive(byTo("/list-user"), "/add-user")).toBe(true);
    expect(linkIsActive(byTo("/list-user"), "/list-users-old")).toBe(false);
    expect(linkIsActive(byTo("/match-progress"), "/match-progress/events/1")).toBe(true);
    expect(linkIsActive(byTo("/dashboard"), "/dashboard")).toBe(true);
  });

  it("opens the groups that hold the active link, down to the region sub-group", () => {
    const dataMaster = sectionsFor("admin")[0]!.entries.find((e) => e.label === "nav.dataMaster");
    expect(dataMaster && isGroup(dataMaster) && groupIsActive(dataMaster, "/edit-district/12")).toBe(true);
    expect(dataMaster && isGroup(dataMaster) && groupIsActive(dataMaster, "/list-player")).toBe(false);
  });
});

describe("fullscreen shortcut", () => {
  const key = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

  it("is F11 or Ctrl/⌘ + Shift + F", () => {
    expect(isFullscreenShortcut(key("F11"))).toBe(true);
    expect(isFullscreenShortcut(key("F", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isFullscreenShortcut(key("f", { metaKey: true, shiftKey: true }))).toBe(true);
  });

  it("leaves other keys alone", () => {
    expect(isFullscreenShortcut(key("f", { ctrlKey: true }))).toBe(false);
    expect(isFullscreenShortcut(key("F", { shiftKey: true }))).toBe(false);
    expect(isFullscreenShortcut(key("F11", { altKey: true }))).toBe(false);
    expect(isFullscreenShortcut(key("F10"))).toBe(false);
  });
});
