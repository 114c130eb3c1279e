import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLayoutEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";
import { ErrorList, Field, FormActions, FormErrors, TextField } from "~/components/forms";
import type { CategoryGender } from "~/domain/roster";
import type { RosterCandidate } from "~/models/people/player.server";
import { RosterPicker } from "./roster-picker";
import { teamSchema } from "./team-schema";

export type TeamDefaults = {
  eventId: string;
  eventCategoryId: string;
  name: string;
  club: string;
  seed: string;
  status: string;
  captainId: string;
  playerIds: number[];
};

/** An event category with what the form says about it: its rules and the room left. */
export type CategoryOption = {
  id: number;
  eventId: number;
  label: string;
  gender: CategoryGender;
  playersPerSide: number;
  min: number;
  max: number;
  maxTeams: number | null;
  entered: number;
  seeds: number[];
};

type Props = {
  mode: "create" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: TeamDefaults;
  /** The events to choose from (add); empty when the team's event is fixed (edit). */
  events: { id: number; name: string }[];
  fixedEvent?: { id: number; name: string };
  categories: CategoryOption[];
  picked: RosterCandidate[];
  results: RosterCandidate[];
  playerQuery: string;
  /** Group matches the team has played, when withdrawing it needs a confirmation. */
  playedMatches: number;
};

function useRulesText() {
  const { t } = useTranslation();
  return (category: CategoryOption) => {
    const size = category.min === category.max ? t("teams.rules.exactly", { count: category.min }) : t("teams.rules.range", { min: category.min, max: category.max });
    const gender =
      category.gender === "mixed"
        ? t(category.playersPerSide === 2 ? "teams.rules.mixedPair" : category.playersPerSide === 1 ? "teams.rules.open" : "teams.rules.mixedTeam")
        : t(`teams.rules.${category.gender}`);
    return `${category.label}: ${size}, ${gender}.`;
  };
}

/**
 * The add and edit form of a team. The category list follows the chosen
 * event: at once with JavaScript, after "continue" (a GET carrying everything
 * typed) without.
 */
export function TeamForm({ mode, lastResult, defaults, events, fixedEvent, categories, picked, results, playerQuery, playedMatches }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const rulesText = useRulesText();
  const [form, fields] = useForm<Omit<z.input<typeof teamSchema>, "playerIds"> & { playerIds?: number[] }>({
    id: `team-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamSchema }),
  });
  const [eventId, setEventId] = useState(fixedEvent ? String(fixedEvent.id) : defaults.eventId || String(events[0]?.id ?? ""));
  const [categoryId, setCategoryId] = useState(defaults.eventCategoryId);
  const eventSelect = useRef<HTMLSelectElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  // A choice made while the page was still loading its JavaScript lives only in the DOM;
  // take it over before the first render after hydration would put the old value back.
  // Once, at hydration: afterwards the selects are driven by their onChange. Setting the value the state holds changes nothing.
  useLayoutEffect(() => {
    if (eventSelect.current) setEventId(eventSelect.current.value);
    if (categorySelect.current) setCategoryId(categorySelect.current.value);
  }, []);
  const shownCategories = categories.filter((category) => String(category.eventId) === eventId);
  const category = shownCategories.find((c) => String(c.id) === categoryId) ?? null;
  const pairOrSingle = category === null || category.playersPerSide <= 2;

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      {/* Enter in any field saves: the first submit button of a form is the one Enter presses. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="draft" value="1" />
      <FormErrors form={form} />

      {fixedEvent ? (
        <div>
          <span className="form-label">{t("teams.fields.event")}</span>
          <input type="hidden" name={fields.eventId.name} value={fixedEvent.id} />
          <p className="flex min-h-11 items-center font-semibold">{fixedEvent.name}</p>
          <p className="text-xs text-muted">{t("teams.eventFixed")}</p>
        </div>
      ) : (
        <div>
          <label htmlFor={fields.eventId.id} className="form-label">
            {t("teams.fields.event")}
          </label>
          <div className="flex gap-2">
            <select
              ref={eventSelect}
              id={fields.eventId.id}
              name={fields.eventId.name}
              value={eventId}
              onChange={(event) => setEventId(event.currentTarget.value)}
              className="form-input"
              aria-invalid={fields.eventId.errors ? true : undefined}
              aria-describedby={hydrated ? undefined : "team-continue-hint"}
            >
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
            {hydrated ? null : (
              <button type="submit" formMethod="get" formNoValidate className="btn btn-outline shrink-0">
                {t("teams.continue")}
              </button>
            )}
          </div>
          {hydrated ? null : (
            <p id="team-continue-hint" className="mt-1 text-xs text-muted">
              {t("teams.continueHint")}
            </p>
          )}
          <ErrorList id={fields.eventId.errorId} errors={fields.eventId.errors} />
        </div>
      )}

      <div>
        <label htmlFor={fields.eventCategoryId.id} className="form-label">
          {t("teams.fields.category")}
        </label>
        <select
          ref={categorySelect}
          id={fields.eventCategoryId.id}
          name={fields.eventCategoryId.name}
          value={category ? categoryId : ""}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          className="form-input"
          aria-invalid={fields.eventCategoryId.errors ? true : undefined}
          aria-describedby={[fields.eventCategoryId.errors ? fields.eventCategoryId.errorId : null, category ? "team-category-hint" : null].filter(Boolean).join(" ") || undefined}
        >
          <option value="">{t("players.choose")}</option>
          {shownCategories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        {shownCategories.length === 0 ? <p className="mt-1 text-xs text-muted">{t("teams.noCategories")}</p> : null}
        {category?.maxTeams ? (
          <p id="team-category-hint" className="mt-1 text-xs text-muted">
            {t("teams.entered", { entered: category.entered, max: category.maxTeams })}
          </p>
        ) : null}
        <ErrorList id={fields.eventCategoryId.errorId} errors={fields.eventCategoryId.errors} />
      </div>

      <RosterPicker
        initialPicked={picked}
        results={results}
        query={playerQuery}
        captainId={defaults.captainId}
        categoryId={category ? categoryId : ""}
        playerErrors={fields.playerIds.errors}
        captainErrors={fields.captainId.errors}
        rules={category ? rulesText(category) : null}
      />

      <Field
        label={t("teams.fields.name")}
        hint={t(pairOrSingle ? "teams.nameHint" : "teams.nameHintTeam")}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      <TextField field={fields.club} label={t("teams.fields.club")} />
      <Field
        label={t("teams.fields.seed")}
        hint={[t("teams.seedHint"), category?.seeds.length ? t("teams.seedsTaken", { seeds: category.seeds.join(", ") }) : ""].filter(Boolean).join(" ")}
        inputProps={{ ...getInputProps(fields.seed, { type: "number" }), min: 1, max: 999, step: 1, inputMode: "numeric" }}
        errors={fields.seed.errors}
      />
      <div>
        <label htmlFor={fields.status.id} className="form-label">
          {t("teams.fields.status")}
        </label>
        <select
          {...getSelectProps(fields.status)}
          className="form-input"
          aria-invalid={fields.status.errors ? true : undefined}
          aria-describedby={fields.status.errors ? fields.status.errorId : undefined}
        >
          {(["registered", "confirmed", "withdrawn"] as const).map((status) => (
            <option key={status} value={status}>
              {t(`teams.statuses.${status}`)}
            </option>
          ))}
        </select>
        <ErrorList id={fields.status.errorId} errors={fields.status.errors} />
        {playedMatches > 0 ? (
          // Not a field error: it must stay put while the box is ticked, or the save button would move under the pointer.
          <div role="alert" className="mt-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2">
            <p>{t("teams.withdraw.played", { count: playedMatches })}</p>
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input {...getInputProps(fields.confirmWithdraw, { type: "checkbox" })} className="size-5 accent-primary" />
              {t("teams.withdraw.confirm")}
            </label>
          </div>
        ) : null}
      </div>

      <FormActions cancelTo={`/list-team?event=${eventId}`} />
    </Form>
  );
}
