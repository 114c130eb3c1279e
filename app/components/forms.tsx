import { useTranslation } from "~/i18n/translation";

/**
 * Validation messages travel as translation keys, optionally with parameters in
 * query form ("validation.tooLong?max=120"), so the same zod schema speaks the
 * user's language on the server and in the browser.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string) => {
    const [key, query] = message.split("?", 2) as [string, string | undefined];
    return t(key, Object.fromEntries(new URLSearchParams(query ?? "")));
  };
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      <ul>
        {errors.map((error) => (
          <li key={error}>{text(error)}</li>
        ))}
      </ul>
    </div>
  );
}

type FieldProps = {
  label: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  errors?: string[] | null;
  hint?: string;
};

/** A labelled input with its errors announced and linked for screen readers. */
export function Field({ label, inputProps, errors, hint }: FieldProps) {
  const errorId = `${inputProps.id}-error`;
  const hintId = `${inputProps.id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputProps.id} className="form-label">
        {label}
      </label>
      <input {...inputProps} className="form-input" aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
