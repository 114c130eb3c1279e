import { describe, expect, it } from "vitest";
import { formatAddress, formatCityName, formatDistrictName, titleCase } from "~/utils/address";

describe("titleCase", () => {
  it("re-cases names the region tables spell in capitals", () => {
    expect(titleCase("KOTA ADMINISTRASI JAKARTA PUSAT")).toBe("Kota Administrasi Jakarta Pusat");
    expect(titleCase("GELORA")).toBe("Gelora");
    expect(titleCase("  NUSA   TENGGARA BARAT ")).toBe("Nusa Tenggara Barat");
  });

  it("keeps acronyms and roman numerals in capitals", () => {
    expect(titleCase("DKI JAKARTA")).toBe("DKI Jakarta");
    expect(titleCase("DI YOGYAKARTA")).toBe("DI Yogyakarta");
    expect(titleCase("BANYUASIN III")).toBe("Banyuasin III");
    expect(titleCase("NA IX - X")).toBe("Na IX - X");
  });

  it("capitalises after hyphens, slashes and brackets, and leaves names already in mixed case alone", () => {
    expect(titleCase("PULAU-PULAU ARU")).toBe("Pulau-Pulau Aru");
    expect(titleCase("TIRO/TRUSEB")).toBe("Tiro/Truseb");
    expect(titleCase("MISOOL (MISOOL UTARA)")).toBe("Misool (Misool Utara)");
    expect(titleCase("Muko-muko Bathin VII")).toBe("Muko-muko Bathin VII");
    expect(titleCase("Tanah Abang")).toBe("Tanah Abang");
  });

  it("writes the joining word of a name in lower case", () => {
    expect(titleCase("KABUPATEN PANGKAJENE DAN KEPULAUAN")).toBe("Kabupaten Pangkajene dan Kepulauan");
    expect(titleCase("DAN")).toBe("Dan");
  });
});

describe("region names", () => {
  it("writes a regency as Kab. and keeps a city's Kota", () => {
    expect(formatCityName("KABUPATEN BOGOR")).toBe("Kab. Bogor");
    expect(formatCityName("KOTA BANDUNG")).toBe("Kota Bandung");
    expect(formatCityName("KOTA ADMINISTRASI JAKARTA PUSAT")).toBe("Kota Administrasi Jakarta Pusat");
  });

  it("prefixes a district with Kec. once", () => {
    expect(formatDistrictName("Tanah Abang")).toBe("Kec. Tanah Abang");
    expect(formatDistrictName("TANAH ABANG")).toBe("Kec. Tanah Abang");
    expect(formatDistrictName("Kec. Tanah Abang")).toBe("Kec. Tanah Abang");
    expect(formatDistrictName("KECAMATAN MENTENG")).toBe("Kec. Menteng");
  });
});

describe("formatAddress", () => {
  it("formats the demo venue as written on a letter", () => {
    expect(
      formatAddress({
        address: "Jl. Pintu Satu Senayan",
        subdistrict: "GELORA",
        district: "Tanah Abang",
        city: "KOTA ADMINISTRASI JAKARTA PUSAT",
        province: "DKI JAKARTA",
        postalCode: "10270",
      }),
    ).toBe("Jl. Pintu Satu Senayan, Gelora, Kec. Tanah Abang, Kota Administrasi Jakarta Pusat, DKI Jakarta 10270");
  });

  it("leaves out what is missing and keeps the street as typed", () => {
    expect(formatAddress({ address: "JL. RAYA PUNCAK KM 5", subdistrict: null, district: null, city: "KABUPATEN BOGOR", province: "JAWA BARAT", postalCode: null })).toBe(
      "JL. RAYA PUNCAK KM 5, Kab. Bogor, Jawa Barat",
    );
    expect(formatAddress({ address: "  ", subdistrict: null, district: null, city: null, province: null, postalCode: "10270" })).toBe("10270");
    expect(formatAddress({ address: null, subdistrict: null, district: null, city: null, province: null, postalCode: null })).toBeNull();
  });
});
