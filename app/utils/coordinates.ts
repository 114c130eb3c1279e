/**
 * Venue coordinates typed or pasted by staff: a "lat, lng" pair or a link
 * copied from Google Maps or OpenStreetMap. Pure, shared by the browser (which
 * fills the fields as the link is pasted) and the action (without JavaScript).
 */

export type Coordinates = { lat: number; lng: number };

/** Indonesia, roughly: Rote (-11°) to Sabang (6°), Sabang (95°) to Merauke (141°). */
export const indonesiaBounds = { minLat: -11, maxLat: 6, minLng: 95, maxLng: 141 } as const;

/** The venue the placeholders show (Gelora Bung Karno), so the expected form is clear. */
export const exampleCoordinates: Coordinates = { lat: -6.2186, lng: 106.8022 };

const number = String.raw`([-+]?\d{1,3}(?:\.\d+)?)`;
const pair = String.raw`${number}\s*,\s*${number}`;

/** Where each kind of link keeps the point, most specific first. */
const linkPatterns: RegExp[] = [
  // Google Maps place data: …!3d-6.2186!4d106.8022…
  new RegExp(String.raw`!3d${number}!4d${number}`),
  // Google Maps view: …/@-6.2186,106.8022,17z
  new RegExp(String.raw`@${pair}`),
  // Search links: ?q=-6.2186,106.8022 (also query=, ll=, center=, destination=; Google's "loc:" prefix)
  new RegExp(String.raw`[?&](?:q|query|ll|center|destination)=(?:loc:)?${pair}`),
  // OpenStreetMap view: #map=17/-6.2186/106.8022
  new RegExp(String.raw`#map=\d{1,2}(?:\.\d+)?/${number}/${number}`),
  // geo: URIs from phones: geo:-6.2186,106.8022
  new RegExp(String.raw`^geo:${pair}`),
];

/** "-6.2186, 106.8022", "-6.2186 106.8022" or "(-6.2186; 106.8022)". */
const plainPair = new RegExp(String.raw`^\(?\s*${number}\s*(?:[,;]\s*|\s+)${number}\s*\)?$`);

function decoded(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function point(lat: string | undefined, lng: string | undefined): Coordinates | null {
  const la = Number(lat);
  const ln = Number(lng);
  if (lat === undefined || lng === undefined || !Number.isFinite(la) || !Number.isFinite(ln)) return null;
  if (Math.abs(la) > 90 || Math.abs(ln) > 180) return null;
  return { lat: la, lng: ln };
}

/** The point a pasted text names, or null when it names none. */
export function parseCoordinates(input: string): Coordinates | null {
  const text = decoded(input.trim());
  if (!text) return null;
  for (const pattern of linkPatterns) {
    const match = pattern.exec(text);
    if (match) return point(match[1], match[2]);
  }
  // OpenStreetMap marker links: ?mlat=-6.2186&mlon=106.8022 (in either order).
  const mlat = new RegExp(String.raw`[?&]mlat=${number}`).exec(text);
  const mlon = new RegExp(String.raw`[?&]mlon=${number}`).exec(text);
  if (mlat && mlon) return point(mlat[1], mlon[1]);
  const plain = plainPair.exec(text);
  if (plain) return point(plain[1], plain[2]);
  return null;
}

export function isInIndonesia({ lat, lng }: Coordinates): boolean {
  const b = indonesiaBounds;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}
