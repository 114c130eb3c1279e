import { useRef } from "react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A big number input for courtside use; with JavaScript it gets −/+ buttons so
 * a point is one tap. Without JavaScript it is a plain number field.
 */
export function Stepper({ name, label, defaultValue, max, showLabel }: { name: string; label: string; defaultValue: string; max: number; showLabel?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const step = (delta: number) => {
    const field = input.current;
    if (!field) return;
    const next = Math.min(max, Math.max(0, (Number(field.value) || 0) + delta));
    field.value = String(next);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
  return (
    <div className="flex flex-col items-center gap-1">
      {showLabel ? (
        <label htmlFor={name} className="form-label">
          {label}
        </label>
      ) : null}
      {/* On a phone the buttons sit above and below the number, so both teams' fields fit side by side. */}
      <div className="flex flex-col items-center gap-1 sm:flex-row">
        {hydrated ? (
          <button type="button" onClick={() => step(-1)} className="btn btn-ghost size-12 p-0 text-xl" aria-label={t("progress.minusOne", { label })}>
            −
          </button>
        ) : null}
        <input
          ref={input}
          id={name}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          defaultValue={defaultValue}
          aria-label={showLabel ? undefined : label}
          className="form-input h-12 w-20 text-center font-mono text-xl tabular-nums"
        />
        {hydrated ? (
          <button type="button" onClick={() => step(1)} className="btn btn-primary size-12 p-0 text-xl" aria-label={t("progress.plusOne", { label })}>
            +
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Why a save was refused, in the user's language, naming the set or rule. */
export function ScoreErrors({ errors, conflict }: { errors: { code: string; params: Record<string, unknown> }[]; conflict: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`mb-4 rounded-md border px-4 py-3 ${conflict ? "border-warning/40 bg-warning/10" : "border-danger/30 bg-danger/10 text-danger"}`}>
      <ul className="list-disc ps-5">
        {errors.map((error, i) => (
          <li key={`${error.code}-${i}`}>{t(`scoreErrors.${error.code}`, { ...error.params, side: error.params.side ? t(`progress.side.${String(error.params.side)}`) : "" })}</li>
        ))}
      </ul>
    </div>
  );
}
