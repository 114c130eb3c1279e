/**
 * Indonesian postal addresses for display. The BPS region tables spell
 * provinces and cities in capitals ("KABUPATEN BOGOR", "DKI JAKARTA") and most
 * districts and villages in title case; a spectator reads them as written on a
 * letter: "Gelora, Kec. Tanah Abang, Kota Administrasi Jakarta Pusat".
 */

/** Abbreviations that stay in capitals (DKI Jakarta, DI Yogyakarta, NTB …). */
const acronyms = new Set(["DKI", "DI", "NTB", "NTT", "RT", "RW"]);

/** Roman numerals up to XXXIX, as in "Banyuasin III" or "Na IX - X". */
const romanNumeral = /^X{0,3}(IX|IV|V?I{0,3})$/;

function titleCaseWord(word: string): string {
  const letters = word.replace(/[^A-Za-z]/g, "");
  // Only words written all in capitals are re-cased: "Muko-muko" or "AFD.I" as the source has them stay.
  if (!letters || letters !== letters.toUpperCase()) return word;
  if (acronyms.has(letters) || romanNumeral.test(letters)) return word;
  return word.toLowerCase().replace(/(^|[-/(.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "KOTA ADMINISTRASI JAKARTA PUSAT" → "Kota Administrasi Jakarta Pusat"; "DKI JAKARTA" → "DKI Jakarta"; "PANGKAJENE DAN KEPULAUAN" → "Pangkajene dan Kepulauan". */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word, index) => (index > 0 && word === "DAN" ? "dan" : titleCaseWord(word)))
    .join(" ");
}

/** A regency reads "Kab. Bogor"; a city keeps its "Kota …". */
export function formatCityName(name: string): string {
  const cased = titleCase(name);
  return cased.replace(/^(Kabupaten|Kab\.?)\s+/i, "Kab. ");
}

/** A district (kecamatan) reads "Kec. Tanah Abang". */
export function formatDistrictName(name: string): string {
  const cased = titleCase(name);
  return /^(Kec\.|Kecamatan\s)/i.test(cased) ? cased.replace(/^Kecamatan\s+/i, "Kec. ") : `Kec. ${cased}`;
}

export type AddressParts = {
  /** Street and number as the organiser typed them; shown unchanged. */
  address: string | null;
  subdistrict: string | null;
  district: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
};

/**
 * "Jl. Pintu Satu Senayan, Gelora, Kec. Tanah Abang, Kota Administrasi Jakarta
 * Pusat, DKI Jakarta 10270". Missing parts are left out; null when nothing is known.
 */
export function formatAddress(parts: AddressParts): string | null {
  const clean = (value: string | null) => value?.trim() || null;
  const province = clean(parts.province) ? titleCase(parts.province!) : null;
  const postalCode = clean(parts.postalCode);
  const pieces = [
    clean(parts.address),
    clean(parts.subdistrict) ? titleCase(parts.subdistrict!) : null,
    clean(parts.district) ? formatDistrictName(parts.district!) : null,
    clean(parts.city) ? formatCityName(parts.city!) : null,
    [province, postalCode].filter(Boolean).join(" ") || null,
  ].filter((piece): piece is string => Boolean(piece));
  return pieces.length > 0 ? pieces.join(", ") : null;
}
