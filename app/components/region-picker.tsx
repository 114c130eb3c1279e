import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";

export const regionLevels = ["provinceId", "cityId", "districtId", "subdistrictId"] as const;
export type RegionLevel = (typeof regionLevels)[number];

type Option = { value: number; label: string; postalCode?: string | null };
export type RegionLists = { provinces: Option[]; cities: Option[]; districts: Option[]; subdistricts: Option[] };

const listOf: Record<RegionLevel, keyof RegionLists> = {
  provinceId: "provinces",
  cityId: "cities",
  districtId: "districts",
  subdistrictId: "subdistricts",
};

type Props = {
  /** The four lists, each narrowed by the choice above it (the server fills them). */
  regions: RegionLists;
  values: Record<RegionLevel, string>;
  errors?: Partial<Record<RegionLevel, string[] | null | undefined>>;
  /**
   * Told each change of the subdistrict: the one picked, with its postal code when the
   * region data knows it, or null when none is picked any more.
   */
  onSubdistrict?: (subdistrict: { postalCode: string | null } | null) => void;
};

/**
 * Province → city → district → subdistrict, each list narrowed by its parent.
 * Without JavaScript, "Lanjutkan" posts the form (`intent=regions`) and the
 * action draws it again with the next list filled and everything kept. With
 * JavaScript the lists are fetched through the same action and replaced in place.
 * Native selects show every entry (a district can have over a hundred villages).
 */
export function RegionPicker({ regions, values: initialValues, errors, onSubdistrict }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ regions?: RegionLists }>();
  const [values, setValues] = useState(initialValues);
  const [lists, setLists] = useState(regions);

  useEffect(() => setLists(regions), [regions]);
  useEffect(() => {
    if (fetcher.data?.regions) setLists(fetcher.data.regions);
  }, [fetcher.data]);

  const choose = (level: RegionLevel, value: string) => {
    const index = regionLevels.indexOf(level);
    const next = { ...values, [level]: value };
    for (const lower of regionLevels.slice(index + 1)) next[lower] = "";
    setValues(next);
    if (level === "subdistrictId") {
      const subdistrict = lists.subdistricts.find((option) => String(option.value) === value);
      onSubdistrict?.(subdistrict ? { postalCode: subdistrict.postalCode ?? null } : null);
      return;
    }
    if (values.subdistrictId) onSubdistrict?.(null);
    setLists((current) => ({ ...current, ...Object.fromEntries(regionLevels.slice(index + 1).map((lower) => [listOf[lower], []])) }));
    // The next list changes nothing on the server: no page data is read again (nor interrupted by the next choice).
    if (value) fetcher.submit({ intent: "regions", provinceId: next.provinceId, cityId: next.cityId, districtId: next.districtId }, { method: "post", defaultShouldRevalidate: false });
  };

  const loading = fetcher.state !== "idle";
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 md:col-span-2" aria-busy={loading}>
      {regionLevels.map((level, index) => {
        const options = lists[listOf[level]];
        const parentChosen = index === 0 || values[regionLevels[index - 1]!] !== "";
        const fieldErrors = errors?.[level];
        return (
          <div key={level}>
            <label htmlFor={`event-${level}`} className="form-label">
              {t(`events.fields.${level}`)}
            </label>
            <select
              id={`event-${level}`}
              name={level}
              value={values[level]}
              onChange={(event) => choose(level, event.currentTarget.value)}
              disabled={hydrated && (!parentChosen || (loading && options.length === 0))}
              className="form-input"
              aria-invalid={fieldErrors?.length ? true : undefined}
              aria-describedby={fieldErrors?.length ? `event-${level}-error` : undefined}
            >
              <option value="">{t("events.choose")}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <ErrorList id={`event-${level}-error`} errors={fieldErrors} />
          </div>
        );
      })}
      <p role="status" aria-live="polite" className="text-sm text-muted sm:col-span-2">
        {loading ? t("events.loadingRegions") : ""}
      </p>
      {hydrated ? null : (
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" name="intent" value="regions" formNoValidate className="btn btn-outline">
            {t("events.continue")}
          </button>
          <p className="text-xs text-muted">{t("events.hints.regions")}</p>
        </div>
      )}
    </fieldset>
  );
}
