import { ErrorList } from "~/components/forms";
import { maxDrawNumber } from "~/domain/random";

type Props = { label: string; hint: string; defaultValue: string | number; errors?: string[] | null; required?: boolean };

/**
 * The number a draw follows (groups, a knockout, rounds of pairs): shown to staff and typed again to repeat
 * the draw, a whole number from 1 to maxDrawNumber, with its hint and the server's errors under it.
 */
export function DrawNumberField({ label, hint, defaultValue, errors = null, required = false }: Props) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor="draw-number" className="form-label">
        {label}
      </label>
      <input
        id="draw-number"
        name="drawNumber"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxDrawNumber}
        step={1}
        required={required}
        defaultValue={defaultValue}
        className="form-input w-40 font-mono"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? "draw-number-hint draw-number-error" : "draw-number-hint"}
      />
      <p id="draw-number-hint" className="mt-1 text-xs text-muted">
        {hint}
      </p>
      <ErrorList id="draw-number-error" errors={errors} />
    </div>
  );
}
