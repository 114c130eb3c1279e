import { describe, expect, it } from "vitest";
import { defaultVenue, mapBoundingBox, mapEmbedUrl, mapLinkUrl, venuePoint } from "~/utils/map";

describe("the venue map", () => {
  it("draws a box of ±0.01° around the venue as minLng,minLat,maxLng,maxLat", () => {
    expect(mapBoundingBox({ lat: -6.218584, lng: 106.802237 })).toBe("106.792237,-6.228584,106.812237,-6.208584");
  });

  it("keeps the box on the globe", () => {
    expect(mapBoundingBox({ lat: 89.995, lng: 179.995 })).toBe("179.985,89.985,180,90");
    expect(mapBoundingBox({ lat: -90, lng: -180 })).toBe("-180,-90,-179.99,-89.99");
  });

  it("embeds OpenStreetMap with a marker on the venue", () => {
    const url = new URL(mapEmbedUrl({ lat: -6.218584, lng: 106.802237 }));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("bbox")).toBe("106.792237,-6.228584,106.812237,-6.208584");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe("-6.218584,106.802237");
  });

  it("links to the full map at street level", () => {
    expect(mapLinkUrl({ lat: -6.218584, lng: 106.802237 })).toBe("https://www.openstreetmap.org/?mlat=-6.218584&mlon=106.802237#map=17/-6.218584/106.802237");
  });

  it("points at Monas when the event has no (valid) coordinates", () => {
    expect(venuePoint(null, null)).toEqual(defaultVenue);
    expect(venuePoint(-6.2, null)).toEqual(defaultVenue);
    expect(venuePoint(Number.NaN, 106.8)).toEqual(defaultVenue);
    expect(venuePoint(120, 106.8)).toEqual(defaultVenue);
    expect(defaultVenue.lat).toBeCloseTo(-6.1754, 3);
    expect(defaultVenue.lng).toBeCloseTo(106.8272, 3);
    expect(venuePoint(0, 0)).toEqual({ lat: 0, lng: 0 });
  });
});
