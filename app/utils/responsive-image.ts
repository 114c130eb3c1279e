/**
 * Smaller WebP copies of uploaded images, for spectators on phones and slow
 * mobile data. Next to each upload `/uploads/YYYY/MM/<hash>.png|jpg` sit
 * `<hash>-w<N>.webp` for every N of VARIANT_WIDTHS, so a page derives their
 * addresses from the upload's path alone, with no database lookup.
 */

/** Where a public page shows an upload: its box in CSS pixels and the image widths that fill it. */
export type ImageSlot = {
  width: number;
  height: number;
  /** Candidate widths: 1x and 2x of `width`, plus narrower ones where the box shrinks on phones. */
  widths: readonly number[];
  /** How wide the box is at each viewport width; a fixed box is simply `width`. */
  sizes?: string;
};

const fixed = (width: number, height: number): ImageSlot => ({ width, height, widths: [width, width * 2] });

/** Every public place an upload appears, as the components lay it out. */
export const imageSlots = {
  /** The landing's logo: 522 px wide, or the screen less the page's 20 px margins on a phone. */
  landingLogo: { width: 522, height: 264, widths: [261, 522, 1044], sizes: "(min-width: 562px) 522px, calc(100vw - 40px)" },
  /**
   * An event card on the events list: three columns of 264 px on wide screens,
   * two on tablets, one full-width card (less its paddings) on phones.
   */
  eventCardLogo: {
    width: 522,
    height: 264,
    widths: [261, 522, 1044],
    sizes: "(min-width: 1024px) 264px, (min-width: 640px) calc(50vw - 80px), calc(100vw - 88px)",
  },
  /** The event header's logo, 44 px high. */
  headerLogo: fixed(87, 44),
  organizerLogo: fixed(96, 96),
  /** The round avatar beside a player's name on a team's page. */
  playerPhoto: fixed(32, 32),
} satisfies Record<string, ImageSlot>;

/** The widths written for every upload: each slot's candidates, smallest first. */
export const VARIANT_WIDTHS: readonly number[] = [...new Set(Object.values(imageSlots).flatMap((slot) => slot.widths))].sort((a, b) => a - b);

/** Upload paths that have variants: what upload.server.ts stores (see uploadPathPattern there). */
const variantSource = /^(\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32})\.(?:png|jpg)$/;

/** `/uploads/2025/08/<hash>-w261.webp` for `/uploads/2025/08/<hash>.png`; null for anything that is not an upload. */
export function variantPath(uploadPath: string, width: number): string | null {
  const match = variantSource.exec(uploadPath);
  return match ? `${match[1]}-w${width}.webp` : null;
}

export type ResponsiveImage = {
  /** The original: the fallback for browsers without WebP. */
  src: string;
  /** WebP candidates with their widths; undefined when the image has none (an external URL, Laga's own artwork). */
  srcSet: string | undefined;
  sizes: string | undefined;
  width: number;
  height: number;
};

/**
 * What an <img>/<source> pair needs to show an upload in a slot. Pure, so the
 * server and the browser render the same markup; every variant it names exists
 * because uploads write them and startup writes any an older upload lacks.
 */
export function responsiveImage(uploadPath: string, slot: ImageSlot): ResponsiveImage {
  const candidates = slot.widths.flatMap((width) => {
    const path = variantPath(uploadPath, width);
    return path ? [`${path} ${width}w`] : [];
  });
  return {
    src: uploadPath,
    srcSet: candidates.length ? candidates.join(", ") : undefined,
    sizes: candidates.length ? (slot.sizes ?? `${slot.width}px`) : undefined,
    width: slot.width,
    height: slot.height,
  };
}
