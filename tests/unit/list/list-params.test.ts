import { describe, expect, it } from "vitest";
import { isNarrowed, listSearch, pageLinks, pageWindow, readListParams } from "~/utils/list-params";
import { containsPattern } from "~/models/list.server";

const spec = { sorts: ["name", "email"] as const, defaultSort: "name" as const, filters: ["role", "status"] as const };
const read = (query: string) => readListParams(new URLSearchParams(query), spec);

describe("readListParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(read("")).toEqual({ page: 1, perPage: 25, q: "", sort: "name", direction: "asc", filters: {} });
  });

  it("reads every part of the state", () => {
    expect(read("page=3&perPage=50&q=%20budi%20&sort=email&dir=desc&role=admin&status=")).toEqual({
      page: 3,
      perPage: 50,
      q: "budi",
      sort: "email",
      direction: "desc",
      filters: { role: "admin" },
    });
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=1e9", { page: 1 }],
    ["page=99999999", { page: 1 }],
    ["perPage=7", { perPage: 25 }],
    ["perPage=1000", { perPage: 25 }],
    ["sort=password_hash", { sort: "name" }],
    ["sort=name;drop table users", { sort: "name" }],
    ["dir=sideways", { direction: "asc" }],
  ])("falls back to the default for %s", (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("ignores filters the list does not declare and bounds text length", () => {
    const params = read(`club=x&q=${"a".repeat(500)}`);
    expect(params.filters).toEqual({});
    expect(params.q).toHaveLength(100);
  });
});

describe("pageWindow", () => {
  it("counts the rows of a middle page", () => {
    expect(pageWindow(7277, { page: 2, perPage: 25 })).toEqual({ page: 2, pages: 292, perPage: 25, total: 7277, offset: 25, from: 26, to: 50 });
  });

  it("shows the last page when asked for a page past the end", () => {
    expect(pageWindow(30, { page: 9, perPage: 25 })).toMatchObject({ page: 2, from: 26, to: 30, offset: 25 });
  });

  it("has one empty page when there is nothing", () => {
    expect(pageWindow(0, { page: 1, perPage: 25 })).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, offset: 0 });
  });

  it("ends exactly on a full page", () => {
    expect(pageWindow(50, { page: 2, perPage: 25 })).toMatchObject({ pages: 2, from: 26, to: 50 });
  });
});

describe("listSearch", () => {
  it("changes one part and keeps the rest", () => {
    expect(listSearch(new URLSearchParams("q=budi&page=3&role=admin"), { page: 4 })).toBe("?q=budi&page=4&role=admin");
  });

  it("drops defaults and cleared values", () => {
    expect(listSearch(new URLSearchParams("q=budi&page=3&perPage=50"), { page: 1, perPage: 25, q: null })).toBe("?");
  });
});

describe("pageLinks", () => {
  it("shows the ends and the neighbourhood with gaps", () => {
    expect(pageLinks(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1)).toEqual([1]);
  });
});

describe("search text", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("knows a narrowed list from a plain one", () => {
    expect(isNarrowed({ q: "", filters: {} })).toBe(false);
    expect(isNarrowed({ q: "", filters: { role: "admin" } })).toBe(true);
  });
});
