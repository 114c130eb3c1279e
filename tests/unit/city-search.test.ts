import { describe, expect, it } from "vitest";
import { cityKey, findCity, type CityChoice } from "~/utils/city-search";

const choices: CityChoice[] = [
  { id: 1, name: "Kabupaten Bogor" },
  { id: 2, name: "Kota Bogor" },
  { id: 3, name: "Kota Administrasi Jakarta Selatan" },
  { id: 4, name: "Kabupaten Pangkajene dan Kepulauan" },
  { id: 5, name: "Kota Baru (Kalimantan Selatan)" },
  { id: 6, name: "Kota Baru (Jambi)" },
];

describe("the city an entrant typed", () => {
  it("is the one of that full name, whatever its case and spaces", () => {
    expect(findCity(choices, "Kota Bogor")).toEqual({ ok: true, id: 2 });
    expect(findCity(choices, "  kota   BOGOR ")).toEqual({ ok: true, id: 2 });
    expect(findCity(choices, "KABUPATEN PANGKAJENE DAN KEPULAUAN")).toEqual({ ok: true, id: 4 });
    expect(findCity(choices, "Kab. Bogor")).toEqual({ ok: true, id: 1 });
    expect(findCity(choices, "kab bogor")).toEqual({ ok: true, id: 1 });
  });

  it("is the only one of that name without its kind", () => {
    expect(findCity(choices, "jakarta selatan")).toEqual({ ok: true, id: 3 });
    expect(findCity(choices, "Pangkajene dan Kepulauan")).toEqual({ ok: true, id: 4 });
  });

  it("names every place a short name could be, and a province tells two of one name apart", () => {
    expect(findCity(choices, "Bogor")).toEqual({ ok: false, reason: "several", names: ["Kabupaten Bogor", "Kota Bogor"] });
    expect(findCity(choices, "Kota Baru")).toEqual({ ok: false, reason: "several", names: ["Kota Baru (Kalimantan Selatan)", "Kota Baru (Jambi)"] });
    expect(findCity(choices, "kota baru (jambi)")).toEqual({ ok: true, id: 6 });
  });

  it("is none for a name no place has", () => {
    expect(findCity(choices, "Gotham")).toEqual({ ok: false, reason: "unknown" });
    expect(findCity(choices, "Kota")).toEqual({ ok: false, reason: "unknown" });
    expect(findCity([], "Bogor")).toEqual({ ok: false, reason: "unknown" });
  });

  it("compares names in one form: lower case, single spaces, Kab. read as Kabupaten", () => {
    expect(cityKey(" KAB.  Bogor ")).toBe("kabupaten bogor");
    expect(cityKey("Ｋｏｔａ Bogor")).toBe("kota bogor");
  });
});
