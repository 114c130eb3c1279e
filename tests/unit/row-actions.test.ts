import { describe, expect, it } from "vitest";
import { z } from "zod";
import { moveRow, readRowAction, removeRow, reorderRows } from "~/utils/row-actions";

/** The list pages' row actions, read by their zod schemas. */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const anyAction = z.discriminatedUnion("intent", [removeRow, moveRow, reorderRows]);

describe("row actions", () => {
  it("read the intent and the row or rows it names", () => {
    expect(readRowAction(form({ intent: "remove", id: "12" }), removeRow)).toEqual({ intent: "remove", id: 12 });
    expect(readRowAction(form({ intent: "move", id: "3", direction: "up" }), anyAction)).toEqual({ intent: "move", id: 3, direction: "up" });
    expect(readRowAction(form({ intent: "reorder", ids: "3,1,2" }), anyAction)).toEqual({ intent: "reorder", ids: [3, 1, 2] });
  });

  it("are null for a post that names no row well", () => {
    for (const fields of [
      {},
      { intent: "remove" },
      { intent: "remove", id: "abc" },
      { intent: "remove", id: "0" },
      { intent: "remove", id: "1.5" },
      { intent: "remove", id: "1e12" },
      { intent: "drop", id: "1" },
    ] as Record<string, string>[]) {
      expect(readRowAction(form(fields), removeRow), JSON.stringify(fields)).toBeNull();
    }
    expect(readRowAction(form({ intent: "move", id: "3", direction: "sideways" }), anyAction)).toBeNull();
    expect(readRowAction(form({ intent: "reorder", ids: "1,,2" }), anyAction)).toBeNull();
    expect(readRowAction(form({ intent: "reorder", ids: Array.from({ length: 201 }, (_, i) => i + 1).join(",") }), anyAction)).toBeNull();
  });
});
