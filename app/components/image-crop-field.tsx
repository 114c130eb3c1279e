import type { TFunction } from "i18next";
import { useEffect, useId, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useNonce } from "~/components/nonce";
import { useTranslation } from "~/i18n/translation";
import { formatBytes, maxFileBytes } from "~/utils/body-limits";
import { IMAGE_HEADER_BYTES, imageFormatOf, MAX_IMAGE_PIXELS } from "~/utils/image-type";
import { useHydrated } from "~/utils/use-hydrated";

/** What the file picker offers; what a file is, is told by its content. */
export const acceptedImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"];
/** A picture the browser has not read within this time is taken as one it cannot show. */
const READ_TIMEOUT_MS = 10_000;

/**
 * Upload messages are translation keys with parameters in query form
 * ("uploads.tooBig?image_name=a.png&…"); their texts carry #placeholders#
 * (the wording the original product used), filled here with the values.
 */
export function uploadMessage(t: TFunction, message: string): string {
  const [key, query] = message.split("?", 2) as [string, string | undefined];
  const params = Object.fromEntries(new URLSearchParams(query ?? ""));
  return t(key, params).replace(/#(\w+)#/g, (whole, name: string) => params[name] ?? whole);
}

/** The picture's size as the browser reads it from the file, or null when the browser cannot show it. */
function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      URL.revokeObjectURL(url);
      resolve(size);
    };
    const timer = setTimeout(() => done(null), READ_TIMEOUT_MS);
    image.onload = () => done(image.naturalWidth && image.naturalHeight ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * Why a picked file will not do, before it is sent, told as the server tells it:
 * by its size, by its content (never its name or declared type), and by whether
 * the browser can read the picture and how many pixels it has. The server checks again.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  // The server's own limits (app/utils/body-limits.ts, app/utils/image-type.ts), whose checks are the ones that count.
  const params = new URLSearchParams({ image_name: file.name, image_size: formatBytes(file.size), image_max_size: formatBytes(maxFileBytes.image) });
  if (file.size > maxFileBytes.image) return `uploads.tooBig?${params}`;
  if (!imageFormatOf(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()))) return `uploads.typeNotAllowed?${params}`;
  const size = await pictureSize(file);
  if (!size) return `uploads.typeNotAllowed?${params}`;
  if (size.width * size.height > MAX_IMAGE_PIXELS) return `uploads.tooManyPixels?${params}`;
  return null;
}

const shapes = {
  banner: { aspect: 522 / 264, previewClass: "aspect-[522/264] w-full max-w-[261px]", hint: "events.images.bannerShape" },
  square: { aspect: 1, previewClass: "aspect-square w-32", hint: "events.images.squareShape" },
} as const;

type Props = {
  /** The file field's name; the form also gets `<name>Path`, `<name>Crop` and `<name>Remove`. */
  name: string;
  label: string;
  shape: keyof typeof shapes;
  /** The stored image, if any. */
  path: string;
  /** The image the server stored from the last post (a failed save keeps it): it replaces the picked file. */
  stored?: string | null;
  errors?: string[];
};

/** A stored image or a picked file scaled so that the chosen area fills the preview box. */
function CropPreview({ src, area, className, alt }: { src: string; area: Area | null; className: string; alt: string }) {
  const scale = area ? 100 / area.width : 1;
  return (
    <div className={`relative overflow-hidden rounded-md border border-black/10 bg-black/5 dark:border-white/10 ${className}`}>
      <img
        src={src}
        alt={alt}
        className="absolute start-0 top-0 max-w-none origin-top-left"
        style={
          area
            ? { width: "calc(100% + 0.5px)", height: "auto", transform: `translate3d(${-area.x * scale}%, ${-area.y * scale}%, 0) scale3d(${scale}, ${scale}, 1)` }
            : { width: "100%", height: "100%", objectFit: "cover" }
        }
      />
    </div>
  );
}

/**
 * An image field of a form. Without JavaScript it is a file input (the server
 * centre-crops to the shape) with a "remove" box. With it, a picked image is
 * cropped at the fixed aspect with zoom and previewed; the chosen area (in the
 * image's own pixels) goes with the file and the server cuts exactly that.
 */
export function ImageCropField({ name, label, shape, path: initialPath, stored, errors }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [path, setPath] = useState(initialPath);
  const [picked, setPicked] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<{ percent: Area; pixels: Area } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const choosing = useRef(0);
  const { aspect, previewClass, hint } = shapes[shape];

  // Once the server has stored the picked file, the form refers to it by path and need not send it again.
  useEffect(() => {
    if (stored === undefined) return;
    setPath(stored ?? "");
    setPicked(null);
    if (fileInput.current) fileInput.current.value = "";
  }, [stored]);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const choose = async (file: File | undefined) => {
    const turn = ++choosing.current;
    setLocalError(null);
    if (!file) return setPicked(null);
    const problem = await checkImageFile(file);
    // A file picked while this one was being read replaces it.
    if (turn !== choosing.current) return;
    if (problem) {
      setLocalError(problem);
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPicked({ url: URL.createObjectURL(file), name: file.name });
  };

  const remove = () => {
    if (fileInput.current) fileInput.current.value = "";
    setPicked(null);
    setPath("");
    setLocalError(null);
  };

  const shownErrors = [...(localError ? [localError] : []), ...(errors ?? [])];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset className="min-w-0" aria-describedby={shownErrors.length ? errorId : undefined}>
      <legend className="form-label">{label}</legend>
      <p id={hintId} className="mb-2 text-xs text-muted">
        {t(hint)} {t("events.images.rules", { max: formatBytes(maxFileBytes.image) })}
      </p>
      <input type="hidden" name={`${name}Path`} value={path} />
      {picked && area ? <input type="hidden" name={`${name}Crop`} value={[area.pixels.x, area.pixels.y, area.pixels.width, area.pixels.height].join(",")} /> : null}

      {picked && hydrated ? (
        <div className="grid gap-3">
          <div className="relative h-56 overflow-hidden rounded-md bg-night" role="group" aria-label={t("events.images.cropper", { name: label })}>
            <Cropper
              image={picked.url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={1}
              maxZoom={4}
              nonce={nonce}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(percent, pixels) => setArea({ percent, pixels })}
              mediaProps={{ alt: "" }}
            />
          </div>
          <p className="text-xs text-muted">{t("events.images.cropHint")}</p>
          <label className="flex items-center gap-3 text-sm font-semibold">
            {t("events.images.zoom")}
            <input type="range" min={1} max={4} step={0.01} value={zoom} onChange={(event) => setZoom(Number(event.currentTarget.value))} className="w-full accent-primary" />
          </label>
          <div className="flex items-center gap-3">
            <CropPreview src={picked.url} area={area?.percent ?? null} className={previewClass} alt={t("events.images.preview", { name: label })} />
            <p className="text-xs text-muted">{t("events.images.pendingUpload")}</p>
          </div>
        </div>
      ) : path ? (
        <CropPreview src={path} area={null} className={previewClass} alt={t("events.images.current", { name: label })} />
      ) : (
        <p className="text-sm text-muted">{t("events.images.none")}</p>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className={hydrated ? "btn btn-outline cursor-pointer focus-within:outline-2 focus-within:outline-primary" : "block w-full"}>
          <span className={hydrated ? undefined : "sr-only"}>{t(path || picked ? "events.images.replace" : "events.images.choose")}</span>
          <input
            ref={fileInput}
            type="file"
            name={name}
            accept={acceptedImageTypes.join(",")}
            aria-describedby={hintId}
            aria-label={hydrated ? undefined : label}
            className={hydrated ? "sr-only" : "form-input"}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </label>
        {hydrated && (path || picked) ? (
          <button type="button" className="btn btn-ghost text-danger" onClick={remove}>
            {t("events.images.remove")}
          </button>
        ) : null}
        {!hydrated && initialPath ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name={`${name}Remove`} className="size-5 accent-primary" />
            {t("events.images.removeOnSave")}
          </label>
        ) : null}
      </div>
      {shownErrors.length ? (
        <ul id={errorId} className="field-error" role="alert">
          {shownErrors.map((error) => (
            <li key={error}>{uploadMessage(t, error)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
