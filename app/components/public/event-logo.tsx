import type { ImageSlot } from "~/utils/responsive-image";
import { UploadImage } from "./upload-image";

const FALLBACK = "/images/event-logo-fallback.svg";

type Props = { src: string | null; alt: string; slot: ImageSlot; className?: string; priority?: boolean };

/** The event's 522×264 logo, or Laga's neutral artwork when none was uploaded. */
export function EventLogo({ src, alt, slot, className, priority }: Props) {
  return <UploadImage src={src || FALLBACK} alt={alt} slot={slot} className={`aspect-[522/264] h-auto object-contain ${className ?? ""}`} priority={priority} />;
}
