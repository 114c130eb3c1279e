import { describe, expect, it } from "vitest";
import { normaliseLanguage } from "~/i18n/languages";

describe("a language code sent by a client", () => {
  it("is one of the seventeen languages, in any case, or the old code for Arabic", () => {
    expect(["id", "EN", "Ar", "zh"].map(normaliseLanguage)).toEqual(["id", "en", "ar", "zh"]);
    expect(normaliseLanguage("ae")).toBe("ar");
  });

  it("is no language when it is a word of every object's prototype, empty, or not text", () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "", "xx"]) expect(normaliseLanguage(word), word).toBeNull();
    expect(normaliseLanguage(["en"])).toBeNull();
    expect(normaliseLanguage(undefined)).toBeNull();
  });
});
