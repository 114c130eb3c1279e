import { describe, expect, it } from "vitest";
import { naturalOrder } from "~/utils/natural-order";

describe("natural order", () => {
  it("puts numbers inside names in the order people count them", () => {
    expect(["Court 10", "Court 2", "Court 1", "Court 21"].sort(naturalOrder)).toEqual(["Court 1", "Court 2", "Court 10", "Court 21"]);
    expect(["QF10", "QF2", "SF1", "QF1"].sort(naturalOrder)).toEqual(["QF1", "QF2", "QF10", "SF1"]);
  });

  it("sorts letters as the reader's alphabet does, case aside", () => {
    expect(["lapangan B", "Lapangan a", "Lapangan C"].sort(naturalOrder)).toEqual(["Lapangan a", "lapangan B", "Lapangan C"]);
    expect(naturalOrder("Court 3", "Court 3")).toBe(0);
  });
});
