import { describe, expect, it } from "vitest";
import { imageSlots, responsiveImage, VARIANT_WIDTHS, variantPath } from "~/utils/responsive-image";

const logo = "/uploads/2026/08/0123456789abcdef0123456789abcdef.png";
const photo = "/uploads/2026/08/fedcba9876543210fedcba9876543210.jpg";

describe("variantPath", () => {
  it("names a variant beside its upload, from the path alone", () => {
    expect(variantPath(logo, 261)).toBe("/uploads/2026/08/0123456789abcdef0123456789abcdef-w261.webp");
    expect(variantPath(photo, 64)).toBe("/uploads/2026/08/fedcba9876543210fedcba9876543210-w64.webp");
  });

  it("has no variant for what is not an upload", () => {
    for (const path of ["/images/event-logo-fallback.svg", "https://cdn.example/logo.png", "/uploads/../etc/passwd.png", `${logo}?v=2`, ""]) {
      expect(variantPath(path, 261), path).toBeNull();
    }
  });
});

describe("responsiveImage", () => {
  it("offers the landing logo at half, 1x and 2x width, as wide as the screen allows on a phone", () => {
    expect(responsiveImage(logo, imageSlots.landingLogo)).toEqual({
      src: logo,
      srcSet:
        "/uploads/2026/08/0123456789abcdef0123456789abcdef-w261.webp 261w, " +
        "/uploads/2026/08/0123456789abcdef0123456789abcdef-w522.webp 522w, " +
        "/uploads/2026/08/0123456789abcdef0123456789abcdef-w1044.webp 1044w",
      sizes: "(min-width: 562px) 522px, calc(100vw - 40px)",
      width: 522,
      height: 264,
    });
  });

  it("describes an event card's width at each breakpoint of the events grid", () => {
    expect(responsiveImage(logo, imageSlots.eventCardLogo).sizes).toBe("(min-width: 1024px) 264px, (min-width: 640px) calc(50vw - 80px), calc(100vw - 88px)");
  });

  it("gives fixed boxes their 1x and 2x widths and a fixed size", () => {
    expect(responsiveImage(logo, imageSlots.organizerLogo)).toMatchObject({
      srcSet: "/uploads/2026/08/0123456789abcdef0123456789abcdef-w96.webp 96w, /uploads/2026/08/0123456789abcdef0123456789abcdef-w192.webp 192w",
      sizes: "96px",
      width: 96,
      height: 96,
    });
    expect(responsiveImage(logo, imageSlots.headerLogo)).toMatchObject({ sizes: "87px", width: 87, height: 44 });
    expect(responsiveImage(photo, imageSlots.playerPhoto).srcSet).toBe(
      "/uploads/2026/08/fedcba9876543210fedcba9876543210-w32.webp 32w, /uploads/2026/08/fedcba9876543210fedcba9876543210-w64.webp 64w",
    );
  });

  it("shows anything else as it is, at the slot's size", () => {
    expect(responsiveImage("/images/event-logo-fallback.svg", imageSlots.headerLogo)).toEqual({
      src: "/images/event-logo-fallback.svg",
      srcSet: undefined,
      sizes: undefined,
      width: 87,
      height: 44,
    });
    expect(responsiveImage("https://cdn.example/logo.png", imageSlots.landingLogo).srcSet).toBeUndefined();
  });
});

describe("VARIANT_WIDTHS", () => {
  it("holds every width a slot may ask for, once, smallest first", () => {
    expect(VARIANT_WIDTHS).toEqual([32, 64, 87, 96, 174, 192, 261, 522, 1044]);
    for (const [name, slot] of Object.entries(imageSlots)) {
      for (const width of slot.widths) expect(VARIANT_WIDTHS, name).toContain(width);
      // Sharp on a 2x screen at the slot's own size.
      expect(slot.widths, name).toContain(slot.width * 2);
    }
  });
});
