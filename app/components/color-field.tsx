import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { normaliseHexColor, readableTextColor } from "~/utils/contrast";
import { ErrorList } from "./forms";

type Props = {
  id: string;
  name: string;
  label: string;
  /** What the field holds now (typed or stored). */
  value: string;
  /** The colour saved in the database, which the chip shows until JavaScript makes it live. */
  stored: string;
  /** The text of the preview chip (the skill level's name). */
  chipText: string;
  errors?: string[] | null;
};

/** A coloured chip with text that stays readable on it, as the public pages show a skill level. */
export function ColorChip({ color, children }: { color: string; children: React.ReactNode }) {
  const background = normaliseHexColor(color);
  return (
    <span className="badge text-sm" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {children}
    </span>
  );
}

/**
 * A colour as #RRGGBB. Without JavaScript it is the browser's colour picker,
 * which always sends a valid hex value, beside a chip of the stored colour. With
 * JavaScript a hex text field joins it, both kept in step, and the chip follows
 * what is typed.
 */
export function ColorField({ id, name, label, value, stored, chipText, errors }: Props) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [text, setText] = useState(value);
  useEffect(() => setEnhanced(true), []);
  const errorId = `${id}-error`;
  const valid = /^#[0-9a-f]{6}$/i.test(text.trim());
  const described = [errors?.length ? errorId : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {enhanced ? (
          <>
            <input
              type="color"
              aria-label={t("skillLevels.pickColor")}
              value={valid ? text.trim().toLowerCase() : normaliseHexColor(stored).toLowerCase()}
              onChange={(event) => setText(event.currentTarget.value.toUpperCase())}
              className="h-11 w-14 cursor-pointer rounded-md border border-[#e0e6ed] bg-white p-1 dark:border-[#17263c]"
            />
            <input
              id={id}
              name={name}
              type="text"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              className="form-input w-32 font-mono uppercase"
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={described}
            />
          </>
        ) : (
          <input
            id={id}
            name={name}
            type="color"
            defaultValue={normaliseHexColor(value).toLowerCase()}
            className="h-11 w-14 cursor-pointer rounded-md border border-[#e0e6ed] bg-white p-1 dark:border-[#17263c]"
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={described}
          />
        )}
        <span aria-live="polite">
          <ColorChip color={enhanced && valid ? text.trim() : stored}>{chipText || t("skillLevels.previewChip")}</ColorChip>
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t("skillLevels.colorHint")}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
