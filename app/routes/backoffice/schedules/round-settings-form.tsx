import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { mexicanoVariants } from "~/domain/formats/mexicano";
import { pairMatchTotals } from "~/domain/formats/pairs";
import { firstRoundModes, nextRoundModes, swissMethods } from "~/domain/formats/settings";
import { swissTieBreakKeys } from "~/domain/formats/swiss";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import type { RoundCategory } from "~/models/formats/round-play.server";
import { ProblemList } from "../groups/problem-list";
import { tieBreakPlaces } from "./round-settings-schema";

type Props = { category: RoundCategory; result: SubmissionResult<string[]> | null };

/**
 * A round format's settings: the points a match is played to and how rounds
 * are paired (Americano, Mexicano), or Swiss's rounds, pairing, tie-break
 * order and points. What staff typed stays after a refusal.
 */
export function RoundSettingsForm({ category, result }: Props) {
  const { t } = useTranslation();
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null;
  const errors = result?.error ?? {};
  const value = (name: string, stored: unknown) => {
    const sent = typed?.[name];
    return typeof sent === "string" ? sent : stored === null || stored === undefined ? "" : String(stored);
  };
  const checked = (name: string, stored: boolean) => (typed ? typed[name] === "on" : stored);
  const select = (name: string, options: readonly string[], stored: string, label: (option: string) => string) => (
    <div>
      <label htmlFor={`settings-${name}`} className="form-label">
        {t(`rounds.settings.${name}`)}
      </label>
      <select id={`settings-${name}`} name={name} defaultValue={value(name, stored)} className="form-input">
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
  const number = (name: string, stored: number | null, hint?: string, step = 1) => (
    <div>
      <label htmlFor={`settings-${name}`} className="form-label">
        {t(`rounds.settings.${name}`)}
      </label>
      <input
        id={`settings-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        min={0}
        defaultValue={value(name, stored)}
        aria-invalid={errors[name]?.length ? true : undefined}
        aria-describedby={[hint ? `settings-${name}-hint` : "", errors[name]?.length ? `settings-${name}-error` : ""].join(" ").trim() || undefined}
        className="form-input"
      />
      {hint ? (
        <p id={`settings-${name}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`settings-${name}-error`} errors={errors[name]} />
    </div>
  );
  const nextRound = (stored: string) => select("nextRound", nextRoundModes, stored, (mode) => t(`rounds.settings.nextRounds.${mode}`));

  return (
    <Form method="post" className="panel space-y-4" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-lg font-semibold">
        {t("rounds.settings.title")}
      </h2>
      <ProblemList id="settings-error" problems={errors[""]} />
      <input type="hidden" name="intent" value="settings" />
      {category.format === "swiss" ? (
        <>
          <input type="hidden" name="kind" value="swiss" />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {number("rounds", category.swiss.rounds)}
            {select("method", swissMethods, category.swiss.method, (method) => t(`rounds.settings.methods.${method}`))}
            {nextRound(category.swiss.nextRound)}
            {number("win", category.swiss.points.win, undefined, 0.5)}
            {number("draw", category.swiss.points.draw, undefined, 0.5)}
            {number("loss", category.swiss.points.loss, undefined, 0.5)}
          </div>
          <fieldset>
            <legend className="form-label">{t("rounds.settings.tieBreaks")}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {Array.from({ length: tieBreakPlaces }, (_, place) => {
                const sent = Array.isArray(typed?.tieBreaks) ? (typed.tieBreaks as unknown[])[place] : undefined;
                return (
                  <select
                    key={place}
                    name={`tieBreaks[${place}]`}
                    aria-label={t("rounds.settings.tieBreakPlace", { place: place + 1 })}
                    defaultValue={typeof sent === "string" ? sent : (category.swiss.tieBreaks[place] ?? "")}
                    className="form-input"
                  >
                    <option value="">—</option>
                    {swissTieBreakKeys.map((key) => (
                      <option key={key} value={key}>
                        {t(`rounds.tieBreaks.${key}`)}
                      </option>
                    ))}
                  </select>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : (
        <>
          <input type="hidden" name="kind" value="pairs" />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {select("total", pairMatchTotals.map(String), String(category.pairs.total), (total) => t("rounds.settings.totalPoints", { total }))}
            {number("courts", category.pairs.courts, t("rounds.settings.courtsHint"))}
            {number("rounds", category.pairs.rounds, t(category.format === "americano" ? "rounds.settings.roundsHintAmericano" : "rounds.settings.roundsHintMexicano"))}
            {category.format === "mexicano" ? (
              <>
                {select("variant", mexicanoVariants, category.pairs.variant, (variant) => t(`rounds.settings.variants.${variant === "1+4v2+3" ? "oneFour" : "oneThree"}`))}
                {select("firstRound", firstRoundModes, category.pairs.firstRound, (mode) => t(`rounds.settings.firstRounds.${mode}`))}
                {nextRound(category.pairs.nextRound)}
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input type="checkbox" name="noRepeatPartner" defaultChecked={checked("noRepeatPartner", category.pairs.noRepeatPartner)} className="size-5 accent-primary" />
                  {t("rounds.settings.noRepeatPartner")}
                </label>
              </>
            ) : null}
          </div>
        </>
      )}
      <button type="submit" className="btn btn-primary min-h-11">
        {t("rounds.settings.save")}
      </button>
    </Form>
  );
}
