/**
 * Indonesian phone numbers as people type them — "0812-3456-7890",
 * "+62 812 3456 7890", "62 21 555 1234", "(021) 5551234" — stored one way:
 * "+62" followed by the national number's digits ("+6281234567890").
 */

/** Digits after the country code: an area or mobile prefix (never 0) and the subscriber number. */
const NATIONAL_NUMBER = /^[1-9]\d{7,11}$/;

/** The "+62…" form of a number, or null when it is not an Indonesian phone number. */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()/]/g, "");
  let national: string;
  // "+62 (0)812…" is a common way of writing it, so a trunk zero after the country code is dropped.
  if (compact.startsWith("+62")) national = compact.slice(3).replace(/^0/, "");
  else if (compact.startsWith("62")) national = compact.slice(2).replace(/^0/, "");
  else if (compact.startsWith("0")) national = compact.slice(1);
  else return null;
  return NATIONAL_NUMBER.test(national) ? `+62${national}` : null;
}

/**
 * The digits a search for a phone number should look for, whichever way it
 * was typed ("0812 34" → "81234"), or null when the text is not a number.
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^[+\d\s\-.()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^62/, "").replace(/^0+/, "");
  return digits.length >= 4 ? digits : null;
}

/** Jakarta, Bandung, Semarang, Surabaya and Medan dial two-digit area codes; every other area code has three digits. */
const TWO_DIGIT_AREAS = ["21", "22", "24", "31", "61"];

/**
 * A stored "+62…" number as people read it: "+62 812 3456 7890" for a mobile,
 * "+62 21 5551234" for a landline. Its spaces are also where a narrow table
 * column may wrap it. Anything else is shown as it is.
 */
export function displayPhone(phone: string): string {
  if (!/^\+62\d+$/.test(phone)) return phone;
  const national = phone.slice(3);
  if (national.startsWith("8")) return ["+62", national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean).join(" ");
  const area = TWO_DIGIT_AREAS.includes(national.slice(0, 2)) ? 2 : 3;
  return `+62 ${national.slice(0, area)} ${national.slice(area)}`;
}
