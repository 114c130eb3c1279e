import { responsiveImage, type ImageSlot } from "~/utils/responsive-image";

type Props = {
  /** An upload path (`/uploads/…`), or any other image address, shown as it is. */
  src: string;
  slot: ImageSlot;
  alt: string;
  className?: string;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
};

/**
 * An uploaded image on a public page: the browser picks the WebP variant that
 * fits the slot at its screen density, and keeps the original (PNG or JPEG) as
 * the fallback for browsers without WebP. Width and height reserve the box
 * before the image arrives. The <picture> takes no box of its own (display:
 * contents), so the <img> is laid out as if it stood alone.
 */
export function UploadImage({ src, slot, alt, className, priority }: Props) {
  const image = responsiveImage(src, slot);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
  if (!image.srcSet) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={image.srcSet} sizes={image.sizes} />
      {img}
    </picture>
  );
}
