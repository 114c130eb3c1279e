import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/auth/session.server";

/** The return path after login, unlocking or a preferences post (app/auth/session.server.ts). */
describe("safeRedirect", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    for (const path of ["/", "/dashboard", "/list-player?page=2&search=sari", "/live-event/schedule/martabaks-vol-2?court=1#jadwal", "/list-player?search=%2F%2F"]) {
      expect(safeRedirect(path, "/home"), path).toBe(path);
    }
  });

  it.each([
    ["a tab after the slash", "/\t/evil.example"],
    ["a tab written as %09", "/%09/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a carriage return and line feed", "/dashboard\r\nSet-Cookie: x=1"],
    ["CR LF written as %0d%0a", "/dashboard%0d%0aSet-Cookie:%20x=1"],
    ["a NUL", "/dash\u0000board"],
    ["a C1 control character", "/dash\u0085board"],
    ["two slashes", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["an encoded slash", "/%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an absolute address", "https://evil.example/"],
    ["a scheme without slashes", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["a leading space", " /dashboard"],
    ["a malformed escape", "/dashboard%zz"],
    ["a lone surrogate", "/dash\ud800board"],
    ["an empty value", ""],
    ["a path longer than any link of the site", `/${"a".repeat(2000)}`],
  ])("gives the fallback for %s", (_name, path) => {
    expect(safeRedirect(path, "/home")).toBe("/home");
  });

  it("gives the fallback for a missing or non-text value", () => {
    expect(safeRedirect(null, "/home")).toBe("/home");
    expect(safeRedirect(undefined, "/home")).toBe("/home");
    expect(safeRedirect(new File(["x"], "x.txt"), "/home")).toBe("/home");
  });

  it("percent-encodes spaces and characters beyond ASCII, so a Location header can carry them", () => {
    expect(safeRedirect("/list-player?search=Sari Dewi", "/home")).toBe("/list-player?search=Sari%20Dewi");
    expect(safeRedirect("/list-player?search=Müller 李", "/home")).toBe("/list-player?search=M%C3%BCller%20%E6%9D%8E");
  });
});
