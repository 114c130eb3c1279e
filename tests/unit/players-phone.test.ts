import { describe, expect, it } from "vitest";
import { displayPhone, normalisePhone, phoneSearchDigits } from "~/utils/phone";

describe("normalisePhone", () => {
  it.each([
    ["081234567890", "+6281234567890"],
    ["0812-3456-7890", "+6281234567890"],
    ["0812 3456 7890", "+6281234567890"],
    ["0812.3456.7890", "+6281234567890"],
    ["+62 812 3456 7890", "+6281234567890"],
    ["+62-812-3456-7890", "+6281234567890"],
    ["+62 (0)812 3456 7890", "+6281234567890"],
    ["6281234567890", "+6281234567890"],
    ["  08123456789 ", "+628123456789"],
    ["(021) 5551234", "+62215551234"],
    ["021-555-1234", "+62215551234"],
    ["+62 21 5551 2345", "+622155512345"],
    ["0361 234567", "+62361234567"],
    ["+62 81x", null],
  ])("%j → %j", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["812345678", "no trunk prefix or country code"],
    ["+6581234567", "another country"],
    ["+1 415 555 0100", "another country"],
    ["0812", "too short"],
    ["08123456", "too short (7 national digits)"],
    ["08123456789012", "too long"],
    ["0812-3456-abcd", "letters"],
    ["00812345678", "a zero after the trunk prefix twice"],
  ])("refuses %j (%s)", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it("keeps an already normalised number as it is", () => {
    expect(normalisePhone("+6281234567890")).toBe("+6281234567890");
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["0812 34", "81234"],
    ["+62 812-34", "81234"],
    ["6281234", "81234"],
    ["5551234", "5551234"],
  ])("%j → %j", (text, expected) => {
    expect(phoneSearchDigits(text)).toBe(expected);
  });

  it("ignores text that is not a number, or too little of one", () => {
    expect(phoneSearchDigits("Budi")).toBeNull();
    expect(phoneSearchDigits("08")).toBeNull();
    expect(phoneSearchDigits("0812 Budi")).toBeNull();
  });
});

describe("displayPhone", () => {
  it.each([
    ["+6281234567890", "+62 812 3456 7890"],
    ["+628123456789", "+62 812 3456 789"],
    ["+62215551234", "+62 21 5551234"],
    ["+622155512345", "+62 21 55512345"],
    ["+62361234567", "+62 361 234567"],
    ["0812 lama", "0812 lama"],
  ])("%j → %j", (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});
