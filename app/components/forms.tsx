import { getInputProps, getSelectProps } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { keyedMessage } from "~/i18n/keyed-message";
import { useTranslation } from "~/i18n/translation";

/**
 * Validation messages travel as translation keys, optionally with parameters in
 * query form ("validation.tooLong?max=120"), so the same zod schema speaks the
 * user's language on the server and in the browser.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string) => {
    const { key, values } = keyedMessage(message);
    return t(key, values);
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

/** A field of a Conform form, whatever its value. */
type FormField = Parameters<typeof getInputProps>[0];

/** A text field the browser does not fill in from the user's own details (a record's name, a club). */
export function TextField({ field, label, hint }: { field: FormField; label: string; hint?: string }) {
  return <Field label={label} hint={hint} inputProps={{ ...getInputProps(field, { type: "text" }), autoComplete: "off" }} errors={field.errors} />;
}

/** A whole number (a position, a count of sets), with the number keyboard on phones. */
export function NumberField({ field, label, hint }: { field: FormField; label: string; hint?: string }) {
  return <Field label={label} hint={hint} inputProps={{ ...getInputProps(field, { type: "number" }), inputMode: "numeric" }} errors={field.errors} />;
}

/** A labelled select with its errors announced and linked for screen readers; `onChange` lets a form show what the choice needs. */
export function SelectField({ field, label, children, onChange }: { field: FormField; label: string; children: React.ReactNode; onChange?: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      <select
        {...getSelectProps(field)}
        className="form-input"
        aria-describedby={field.errors ? field.errorId : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        {children}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The errors of a whole form (not of one field), across the form's two columns. */
export function FormErrors({ form }: { form: { errorId: string; errors?: string[] } }) {
  if (!form.errors?.length) return null;
  return (
    <div className="md:col-span-2">
      <ErrorList id={form.errorId} errors={form.errors} />
    </div>
  );
}

/** A form's "Simpan", disabled while it is sent, and "Batal" back to `cancelTo`. */
export function FormActions({ cancelTo }: { cancelTo: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="col-span-full flex gap-3">
      <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
        {t("common.save")}
      </button>
      <Link to={cancelTo} className="btn btn-ghost">
        {t("common.cancel")}
      </Link>
    </div>
  );
}
