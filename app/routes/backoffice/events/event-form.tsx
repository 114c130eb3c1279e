import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { eventStatuses, eventTimezones } from "#drizzle/schema";
import { ErrorList, Field } from "~/components/forms";
import { ImageCropField } from "~/components/image-crop-field";
import { MarkdownEditor } from "~/components/markdown-editor";
import { RegionPicker, regionLevels } from "~/components/region-picker";
import { useTranslation } from "~/i18n/translation";
import type { GameCategoryChoice } from "~/models/events/event-admin.server";
import { slugify } from "~/utils/slug";
import { CategorySettings } from "./category-settings";
import { CoordinatesField } from "./coordinates-field";
import { imageFields, timezoneKeys, type EventFormAnswer, type EventFormDefaults, type FormRegions, type ImageField } from "./event-fields";
import { EventLoading } from "./event-loading";
import { eventSchema } from "./event-schema";

type Props = {
  /** Where the description's draft is kept on this device: the event id, or "new". */
  draftKey: string;
  answer?: EventFormAnswer;
  options: { gameCategories: GameCategoryChoice[]; managers: { id: number; name: string; email: string; active: boolean }[] };
  regions: FormRegions;
  defaults: EventFormDefaults;
};

const imageLayout: Record<ImageField, { label: string; shape: "banner" | "square" }> = {
  logo: { label: "events.fields.logo", shape: "banner" },
  organizerLogo: { label: "events.fields.organizerLogo", shape: "square" },
  organizerLogo2: { label: "events.fields.organizerLogo2", shape: "square" },
};

type Loose = Record<string, unknown>;
const asText = (value: unknown) => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
const asList = (value: unknown) => (Array.isArray(value) ? value.map(asText) : value === undefined || value === "" ? [] : [asText(value)]);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-black/10 pt-5 md:grid-cols-2 dark:border-white/10">
      <legend className="pe-3 text-base font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

function SelectField({ id, name, label, defaultValue, errors, children }: { id: string; name: string; label: string; defaultValue: string; errors?: string[]; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className="form-input" aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? `${id}-error` : undefined}>
        {children}
      </select>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * The add and edit form of an event. A real multipart form posted to the
 * route's action, so it works without JavaScript; JavaScript adds validation
 * as you type, the slug from the name, image cropping, the editor toolbar,
 * lists that narrow in place and coordinates read from a pasted link.
 */
export function EventForm({ draftKey, answer, options, regions, defaults }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `event-${draftKey}`,
    lastResult: answer?.result,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventSchema }),
  });
  const initial = (form.initialValue ?? {}) as Loose;
  const errors = form.allErrors;
  // A new event's slug follows its name until the slug is edited by hand.
  const [slugFollowsName, setSlugFollowsName] = useState(asText(initial.slug) === "");
  const chosenManagers = new Set(asList(initial.managerIds));
  // A posted row whose fields were all empty comes back as a hole: keep its place, as an empty row.
  const categoryRows = (Array.isArray(initial.categories) ? Array.from(initial.categories as unknown[], (row) => row ?? {}) : []) as Loose[];
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";
  const regionLists = answer?.regions ?? regions;
  const chosenSubdistrict = regionLists.subdistricts.find((option) => String(option.value) === asText(initial.subdistrictId));
  // The postal code last filled in from the region data (here or by the form's region step without JavaScript):
  // a later choice may replace it, while a code the organiser typed stays.
  const [filledPostalCode, setFilledPostalCode] = useState(asText(initial.postalCodeFilled));
  const [postalCodeKnown, setPostalCodeKnown] = useState(!chosenSubdistrict || chosenSubdistrict.postalCode !== null);
  const followSubdistrict = (subdistrict: { postalCode: string | null } | null) => {
    setPostalCodeKnown(!subdistrict || subdistrict.postalCode !== null);
    const input = document.getElementById(fields.postalCode.id);
    if (!(input instanceof HTMLInputElement)) return;
    const current = input.value.trim();
    if (current !== "" && current !== filledPostalCode) return;
    input.value = subdistrict?.postalCode ?? "";
    setFilledPostalCode(input.value);
  };

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-8">
      {/* Enter in a text field presses the first submit button: make that one "save", not a helper. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <EventLoading />
      {form.errors?.length ? (
        <div className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}

      <Section title={t("events.sections.basics")}>
        <Field
          label={t("events.fields.name")}
          inputProps={{
            ...getInputProps(fields.name, { type: "text" }),
            maxLength: 120,
            onInput: (event) => {
              const slug = event.currentTarget.form?.elements.namedItem(fields.slug.name);
              if (slugFollowsName && slug instanceof HTMLInputElement) slug.value = slugify(event.currentTarget.value);
            },
          }}
          errors={fields.name.errors}
        />
        <Field
          label={t("events.fields.slug")}
          hint={t("events.hints.slug")}
          inputProps={{
            ...getInputProps(fields.slug, { type: "text" }),
            maxLength: 80,
            autoCapitalize: "none",
            spellCheck: false,
            onInput: () => setSlugFollowsName(false),
          }}
          errors={fields.slug.errors}
        />
        <Field label={t("events.fields.organizerName")} inputProps={{ ...getInputProps(fields.organizerName, { type: "text" }), maxLength: 120 }} errors={fields.organizerName.errors} />
      </Section>

      <Section title={t("events.sections.images")}>
        {imageFields.map((field) => (
          <div key={field} className={field === "logo" ? "md:col-span-2" : undefined}>
            <ImageCropField
              name={field}
              label={t(imageLayout[field].label)}
              shape={imageLayout[field].shape}
              path={asText(initial[`${field}Path`])}
              stored={answer?.images[field]}
              errors={errors[field]}
            />
          </div>
        ))}
      </Section>

      <Section title={t("events.sections.description")}>
        <div className="md:col-span-2">
          <MarkdownEditor
            id={fields.description.id}
            name={fields.description.name}
            label={t("events.fields.description")}
            defaultValue={asText(initial.description)}
            savedValue={defaults.description}
            draftKey={draftKey}
            errors={fields.description.errors}
            previewHtml={answer?.preview}
          />
        </div>
      </Section>

      <Section title={t("events.sections.location")}>
        <Field label={t("events.fields.locationName")} inputProps={{ ...getInputProps(fields.locationName, { type: "text" }), maxLength: 120 }} errors={fields.locationName.errors} />
        <Field label={t("events.fields.address")} inputProps={{ ...getInputProps(fields.address, { type: "text" }), maxLength: 255, autoComplete: "street-address" }} errors={fields.address.errors} />
        <RegionPicker
          regions={regionLists}
          values={Object.fromEntries(regionLevels.map((level) => [level, asText(initial[level])])) as Record<(typeof regionLevels)[number], string>}
          errors={Object.fromEntries(regionLevels.map((level) => [level, errors[level]]))}
          onSubdistrict={followSubdistrict}
        />
        <input type="hidden" name="postalCodeFilled" value={filledPostalCode} />
        <Field
          label={t("events.fields.postalCode")}
          hint={t(postalCodeKnown ? "events.hints.postalCode" : "events.hints.postalCodeUnknown")}
          inputProps={{ ...getInputProps(fields.postalCode, { type: "text" }), inputMode: "numeric", maxLength: 5, autoComplete: "postal-code" }}
          errors={fields.postalCode.errors}
        />
        <CoordinatesField
          lat={asText(initial.lat)}
          lng={asText(initial.lng)}
          coordinatesText={asText(initial.coordinatesText)}
          errors={{ lat: fields.lat.errors, lng: fields.lng.errors, coordinatesText: fields.coordinatesText.errors }}
        />
      </Section>

      <Section title={t("events.sections.categories")}>
        <div className="md:col-span-2">
          <CategorySettings choices={options.gameCategories} rows={categoryRows} errors={fields.categories.errors} fieldErrors={errors} />
        </div>
      </Section>

      <Section title={t("events.sections.schedule")}>
        <p className="text-xs text-muted md:col-span-2">{t("events.hints.dates")}</p>
        <Field label={t("events.fields.startsDate")} inputProps={getInputProps(fields.startsDate, { type: "date" })} errors={fields.startsDate.errors} />
        <Field label={t("events.fields.startsTime")} inputProps={getInputProps(fields.startsTime, { type: "time" })} errors={fields.startsTime.errors} />
        <Field label={t("events.fields.endsDate")} inputProps={getInputProps(fields.endsDate, { type: "date" })} errors={fields.endsDate.errors} />
        <Field label={t("events.fields.endsTime")} inputProps={getInputProps(fields.endsTime, { type: "time" })} errors={fields.endsTime.errors} />
        <SelectField id={fields.timezone.id} name={fields.timezone.name} label={t("events.fields.timezone")} defaultValue={asText(initial.timezone) || "Asia/Jakarta"} errors={fields.timezone.errors}>
          {eventTimezones.map((zone) => (
            <option key={zone} value={zone}>
              {t(`events.timezones.${timezoneKeys[zone]}`)}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section title={t("events.sections.people")}>
        <fieldset className="md:col-span-2" aria-describedby="event-managers-hint">
          <legend className="form-label">{t("events.fields.managers")}</legend>
          <p id="event-managers-hint" className="mb-2 text-xs text-muted">
            {t("events.hints.managers")}
          </p>
          {options.managers.length === 0 ? (
            <p className="text-muted">{t("events.noManagers")}</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2">
              {options.managers.map((manager) => (
                <li key={manager.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-black/5 dark:hover:bg-white/5">
                    <input type="checkbox" name={fields.managerIds.name} value={manager.id} defaultChecked={chosenManagers.has(String(manager.id))} className="size-5 accent-primary" />
                    <span>
                      {manager.name} <span className="text-xs text-muted">{manager.email}</span>
                      {manager.active ? null : <span className="ms-2 badge bg-black/10 text-muted">{t("events.inactive")}</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <ErrorList id={`${fields.managerIds.id}-error`} errors={fields.managerIds.errors} />
        </fieldset>
        <SelectField id={fields.status.id} name={fields.status.name} label={t("events.fields.status")} defaultValue={asText(initial.status) || "draft"} errors={fields.status.errors}>
          {eventStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`events.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={fields.checkInRequired.name}
              defaultChecked={initial.checkInRequired === true || initial.checkInRequired === "on"}
              aria-describedby="check-in-hint"
              className="size-5 accent-primary"
            />
            <span className="font-semibold">{t("desk.eventSetting")}</span>
          </label>
          <p id="check-in-hint" className="text-xs text-muted">
            {t("desk.eventSettingHint")}
          </p>
        </div>
      </Section>

      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={saving}>
          {t("common.save")}
        </button>
        <Link to="/list-event" className="btn btn-ghost">
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
