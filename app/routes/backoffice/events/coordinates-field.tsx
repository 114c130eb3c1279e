import { useState } from "react";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { exampleCoordinates, isInIndonesia, parseCoordinates } from "~/utils/coordinates";
import { mapEmbedUrl, mapLinkUrl } from "~/utils/map";
import { useHydrated } from "~/utils/use-hydrated";

type Props = {
  lat: string;
  lng: string;
  coordinatesText: string;
  errors: { lat?: string[]; lng?: string[]; coordinatesText?: string[] };
};

/** The point the two fields name, when both are numbers inside Indonesia (the map shows nothing else). */
function shownPoint(lat: string, lng: string) {
  if (lat.trim() === "" || lng.trim() === "") return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && isInIndonesia(point) ? point : null;
}

/**
 * Latitude and longitude of the venue, with a map preview and a helper that
 * reads a pasted Google Maps / OpenStreetMap link or "lat, lng" text. With
 * JavaScript the fields fill as the link is pasted; without, "Gunakan" posts
 * the form and the action fills them.
 */
export function CoordinatesField({ lat: initialLat, lng: initialLng, coordinatesText, errors }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [lat, setLat] = useState(initialLat);
  const [lng, setLng] = useState(initialLng);
  const [pasted, setPasted] = useState(coordinatesText);
  const [helperError, setHelperError] = useState<string | null>(null);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const point = shownPoint(lat, lng);

  const use = (text: string, reportFailure: boolean) => {
    const parsed = parseCoordinates(text);
    const problem = !parsed ? "events.errors.coordinatesUnreadable" : !isInIndonesia(parsed) ? "events.errors.coordinatesOutside" : null;
    if (problem) {
      setFilledFrom(null);
      setHelperError(reportFailure ? problem : null);
      return;
    }
    setLat(String(parsed!.lat));
    setLng(String(parsed!.lng));
    setHelperError(null);
    setFilledFrom(text.length > 60 ? `${text.slice(0, 57)}…` : text);
  };

  const helperErrors = helperError ? [helperError] : hydrated ? undefined : errors.coordinatesText;
  return (
    <div className="grid gap-4 sm:grid-cols-2 md:col-span-2">
      <div className="sm:col-span-2">
        <label htmlFor="event-coordinatesText" className="form-label">
          {t("events.fields.coordinatesText")}
        </label>
        <div className="flex gap-2">
          <input
            id="event-coordinatesText"
            name="coordinatesText"
            type="text"
            value={pasted}
            onChange={(event) => {
              setPasted(event.currentTarget.value);
              use(event.currentTarget.value, false);
            }}
            placeholder="https://www.google.com/maps/@-6.2186,106.8022,17z"
            className="form-input"
            aria-describedby="event-coordinatesText-hint"
            aria-invalid={helperErrors?.length ? true : undefined}
          />
          <button
            type={hydrated ? "button" : "submit"}
            name={hydrated ? undefined : "intent"}
            value={hydrated ? undefined : "coordinates"}
            formNoValidate
            className="btn btn-outline shrink-0"
            onClick={hydrated ? () => use(pasted, true) : undefined}
          >
            {t("events.useCoordinates")}
          </button>
        </div>
        <p id="event-coordinatesText-hint" className="mt-1 text-xs text-muted">
          {t("events.hints.coordinates")}
        </p>
        <ErrorList id="event-coordinatesText-error" errors={helperErrors} />
        <p role="status" aria-live="polite" className="mt-1 text-sm text-success">
          {filledFrom ? t("events.coordinatesFilled", { text: filledFrom }) : ""}
        </p>
      </div>
      {(["lat", "lng"] as const).map((axis) => (
        <div key={axis}>
          <label htmlFor={`event-${axis}`} className="form-label">
            {t(`events.fields.${axis}`)}
          </label>
          <input
            id={`event-${axis}`}
            name={axis}
            type="text"
            inputMode="decimal"
            value={axis === "lat" ? lat : lng}
            onChange={(event) => (axis === "lat" ? setLat : setLng)(event.currentTarget.value)}
            placeholder={String(exampleCoordinates[axis])}
            className="form-input"
            aria-invalid={errors[axis]?.length ? true : undefined}
            aria-describedby={errors[axis]?.length ? `event-${axis}-error` : undefined}
          />
          <ErrorList id={`event-${axis}-error`} errors={errors[axis]} />
        </div>
      ))}
      {point ? (
        <figure className="sm:col-span-2">
          <iframe title={t("events.map")} src={mapEmbedUrl(point)} loading="lazy" className="h-64 w-full rounded-md border border-black/10 dark:border-white/10" referrerPolicy="no-referrer" />
          <figcaption className="mt-1 text-xs">
            <a href={mapLinkUrl(point)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-primary hover:underline">
              {t("events.openMap")}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
