/**
 * The venue map: an OpenStreetMap embed (the CSP allows frames from
 * www.openstreetmap.org) and a link that opens the full map.
 */

export type LatLng = { lat: number; lng: number };

/** Monas, Jakarta: where the map points when an event has no coordinates yet. */
export const defaultVenue: LatLng = { lat: -6.175392, lng: 106.827153 };

/** Half the side of the embedded map's box, in degrees (about 1 km each way at the equator). */
const boxHalfSide = 0.01;

/** Six decimals (~10 cm) keep URLs short and free of floating-point noise such as 106.81223700000001. */
const fixed = (value: number) => String(Number(value.toFixed(6)));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The event's coordinates when both are known and on the globe, otherwise the default venue. */
export function venuePoint(lat: number | null | undefined, lng: number | null | undefined): LatLng {
  const valid = (value: number | null | undefined, limit: number): value is number => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;
  return valid(lat, 90) && valid(lng, 180) ? { lat, lng } : defaultVenue;
}

/** "minLng,minLat,maxLng,maxLat" around the point, as OpenStreetMap's bbox parameter reads it. */
export function mapBoundingBox({ lat, lng }: LatLng, halfSide = boxHalfSide): string {
  return [clamp(lng - halfSide, -180, 180), clamp(lat - halfSide, -90, 90), clamp(lng + halfSide, -180, 180), clamp(lat + halfSide, -90, 90)].map(fixed).join(",");
}

export function mapEmbedUrl(point: LatLng): string {
  const params = new URLSearchParams({
    bbox: mapBoundingBox(point),
    layer: "mapnik",
    marker: `${fixed(point.lat)},${fixed(point.lng)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

export function mapLinkUrl(point: LatLng): string {
  const lat = fixed(point.lat);
  const lng = fixed(point.lng);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
