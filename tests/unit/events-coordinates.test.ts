import { describe, expect, it } from "vitest";
import { isInIndonesia, parseCoordinates } from "~/utils/coordinates";

const gbk = { lat: -6.2186, lng: 106.8022 };

describe("reading coordinates from pasted text", () => {
  it.each([
    ["-6.2186, 106.8022"],
    ["-6.2186,106.8022"],
    ["-6.2186 106.8022"],
    ["(-6.2186; 106.8022)"],
    ["https://www.google.com/maps/@-6.2186,106.8022,17z"],
    ["https://www.google.com/maps/place/Gelora+Bung+Karno/@-6.2186,106.8022,15.5z/data=!4m6"],
    ["https://www.google.com/maps/place/GBK/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d-6.2186!4d106.8022"],
    ["https://maps.google.com/?q=-6.2186,106.8022"],
    ["https://www.google.com/maps/search/?api=1&query=-6.2186%2C106.8022"],
    ["https://www.openstreetmap.org/#map=17/-6.2186/106.8022"],
    ["https://www.openstreetmap.org/?mlat=-6.2186&mlon=106.8022#map=17/-6.2186/106.8022"],
    ["https://www.openstreetmap.org/?mlon=106.8022&mlat=-6.2186"],
    ["geo:-6.2186,106.8022"],
  ])("%s", (text) => {
    expect(parseCoordinates(text)).toEqual(gbk);
  });

  it("prefers the place over the view in a Google link that has both", () => {
    expect(parseCoordinates("https://www.google.com/maps/place/X/@-6.3,106.9,15z/data=!3d-6.2186!4d106.8022")).toEqual(gbk);
  });

  it("finds nothing in text without a point, or with an impossible one", () => {
    for (const text of ["", "Gelora Bung Karno", "https://www.google.com/maps/place/Gelora", "-6.2186", "91, 106", "-6, 181", "abc, def"]) {
      expect(parseCoordinates(text), text).toBeNull();
    }
  });

  it("knows Indonesia's rough box: lat -11..6, lng 95..141", () => {
    expect(isInIndonesia(gbk)).toBe(true);
    expect(isInIndonesia({ lat: 5.89, lng: 95.32 })).toBe(true); // Sabang
    expect(isInIndonesia({ lat: -8.49, lng: 140.4 })).toBe(true); // Merauke
    expect(isInIndonesia({ lat: 1.29, lng: 103.85 })).toBe(true); // the box is rough: Singapore is inside
    expect(isInIndonesia({ lat: 13.75, lng: 100.5 })).toBe(false); // Bangkok
    expect(isInIndonesia({ lat: -33.87, lng: 151.21 })).toBe(false); // Sydney
    expect(isInIndonesia({ lat: 6.2186, lng: 106.8022 })).toBe(false); // a sign lost
  });
});
