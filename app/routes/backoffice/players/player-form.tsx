import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { ErrorList, Field, FormActions, FormErrors, TextField } from "~/components/forms";
import { ImageCropField } from "~/components/image-crop-field";
import { SearchableSelect, type SelectOption } from "~/components/searchable-select";
import { useTranslation } from "~/i18n/translation";
import type { DuplicatePlayer } from "~/models/people/player.server";
import { playerSchema } from "./player-schema";

export type PlayerDefaults = Partial<Record<"name" | "gender" | "birthDate" | "phone" | "email" | "cityId" | "club" | "skillLevelId", string>>;

type Props = {
  mode: "create" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: PlayerDefaults;
  /** The player's current photo. */
  photoPath: string | null;
  /** The photo as the last (refused) post left it: a new upload kept, or none; undefined before any post. */
  storedPhoto?: string | null;
  duplicates: DuplicatePlayer[];
  /** Duplicates on other events' teams, which the user may not open. */
  otherDuplicates: number;
  skillLevels: { id: number; name: string }[];
  cities: SelectOption[];
  citiesTruncated: boolean;
  cityQuery: string;
  clubs: string[];
};

/**
 * The add and edit form of a player. Without JavaScript the city list is
 * narrowed by a GET search that carries everything typed so far; with it the
 * city is a combobox that searches as one types.
 */
export function PlayerForm({ mode, lastResult, defaults, photoPath, storedPhoto, duplicates, otherDuplicates, skillLevels, cities, citiesTruncated, cityQuery, clubs }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof playerSchema>>({
    id: `player-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: playerSchema }),
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      {/* Enter in any field saves: the first submit button of a form is the one Enter presses. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("players.fields.name")} />
      <div>
        <label htmlFor={fields.gender.id} className="form-label">
          {t("players.fields.gender")}
        </label>
        <select
          {...getSelectProps(fields.gender)}
          className="form-input"
          aria-invalid={fields.gender.errors ? true : undefined}
          aria-describedby={fields.gender.errors ? fields.gender.errorId : undefined}
        >
          <option value="">{t("players.choose")}</option>
          <option value="male">{t("players.genders.male")}</option>
          <option value="female">{t("players.genders.female")}</option>
        </select>
        <ErrorList id={fields.gender.errorId} errors={fields.gender.errors} />
      </div>
      <Field label={t("players.fields.birthDate")} inputProps={{ ...getInputProps(fields.birthDate, { type: "date" }), min: "1900-01-01" }} errors={fields.birthDate.errors} />
      <Field
        label={t("players.fields.phone")}
        hint={t("players.phoneHint")}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "off", inputMode: "tel" }}
        errors={fields.phone.errors}
      />
      {duplicates.length || otherDuplicates ? (
        <div role="alert" className="rounded-md border border-warning/40 bg-warning/10 px-4 py-3 md:col-span-2">
          <p className="font-bold">{t("players.duplicate.title")}</p>
          <p className="mt-1">{t("players.duplicate.body")}</p>
          <ul className="mt-1 list-disc ps-5">
            {duplicates.map((player) => (
              <li key={player.id}>
                <Link to={`/edit-player/${player.id}`} className="font-semibold text-primary hover:underline" target="_blank" rel="noopener">
                  {player.name} (#{player.id})
                </Link>
              </li>
            ))}
            {otherDuplicates > 0 ? <li className="text-muted">{t("players.duplicate.elsewhere", { count: otherDuplicates })}</li> : null}
          </ul>
          <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
            <input {...getInputProps(fields.confirmDuplicate, { type: "checkbox" })} className="size-5 accent-primary" />
            {t("players.duplicate.confirm")}
          </label>
        </div>
      ) : null}
      <Field label={`${t("players.fields.email")} (${t("players.optional")})`} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} errors={fields.email.errors} />
      <div>
        <label htmlFor={fields.club.id} className="form-label">
          {t("players.fields.club")}
        </label>
        <input {...getInputProps(fields.club, { type: "text" })} list="player-clubs" autoComplete="off" className="form-input" aria-invalid={fields.club.errors ? true : undefined} />
        <datalist id="player-clubs">
          {clubs.map((club) => (
            <option key={club} value={club} />
          ))}
        </datalist>
        <ErrorList id={fields.club.errorId} errors={fields.club.errors} />
      </div>
      <SearchableSelect
        id={fields.cityId.id}
        name={fields.cityId.name}
        label={t("players.fields.city")}
        value={(fields.cityId.initialValue as string | undefined) ?? null}
        options={cities}
        searchName="cityQ"
        searchValue={cityQuery}
        source="/options/regions?level=city"
        emptyLabel={t("players.noCity")}
        errors={fields.cityId.errors}
        truncated={citiesTruncated}
      />
      <div>
        <label htmlFor={fields.skillLevelId.id} className="form-label">
          {t("players.fields.skillLevel")}
        </label>
        <select {...getSelectProps(fields.skillLevelId)} className="form-input" aria-invalid={fields.skillLevelId.errors ? true : undefined}>
          <option value="">{t("players.noSkillLevel")}</option>
          {skillLevels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </select>
        <ErrorList id={fields.skillLevelId.errorId} errors={fields.skillLevelId.errors} />
      </div>
      <ImageCropField
        name="photo"
        label={t("players.fields.photo")}
        shape="square"
        // A refused post's photo is the one to show and keep, also when the page is rendered anew without JavaScript.
        path={(storedPhoto === undefined ? photoPath : storedPhoto) ?? ""}
        stored={storedPhoto}
        errors={form.allErrors.photo}
      />
      <FormActions cancelTo="/list-player" />
    </Form>
  );
}
