const FALLBACK = "/images/event-logo-fallback.svg";

type Props = { src: string | null; alt: string; className?: string; priority?: boolean };

/** The event's 522×264 logo, or Laga's neutral artwork when none was uploaded. */
export function EventLogo({ src, alt, className, priority }: Props) {
  return (
    <img
      src={src || FALLBACK}
      alt={alt}
      width={522}
      height={264}
      className={`aspect-[522/264] h-auto object-contain ${className ?? ""}`}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
