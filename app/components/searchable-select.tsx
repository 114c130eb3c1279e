import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { ErrorList } from "./forms";

export type SelectOption = { value: string; label: string; hint?: string };

type Props = {
  id: string;
  /** The submitted field (a hidden input with JavaScript, the `<select>` without). */
  name: string;
  label: string;
  /** The current value; its option is always among `options`. */
  value: string | null;
  /** Options the server chose for the page: the current value plus up to ~100 matches of `searchValue`. */
  options: SelectOption[];
  /** Without JavaScript: the GET parameter of the search box that narrows `options` (e.g. "parentQ"). */
  searchName: string;
  searchValue?: string;
  /** With JavaScript: the JSON resource the combobox asks as the user types (`q` is appended), answering `{ options }`. */
  source: string;
  /** The label of "no value" (an empty option), when no value is allowed. */
  emptyLabel?: string;
  errors?: string[] | null;
  /** Submit the surrounding form as soon as a value is chosen (a list filter). */
  autoSubmit?: boolean;
  /** More options exist than `options` shows (the server cut the list). */
  truncated?: boolean;
};

function optionText(option: SelectOption) {
  return option.hint ? `${option.label} (${option.hint})` : option.label;
}

/**
 * A select over many rows (7,277 districts). Without JavaScript it is a
 * `<select>` of what the server sent plus a search box that asks the page again
 * (GET, `searchName`) for other options; with JavaScript it becomes an ARIA 1.2
 * combobox (input + listbox, ↑ ↓ Enter Escape) that asks `source` as the user types.
 */
export function SearchableSelect(props: Props) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced ? <Combobox {...props} /> : <NarrowingSelect {...props} />;
}

function NarrowingSelect({ id, name, label, value, options, searchName, searchValue, emptyLabel, errors, truncated }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="form-input" aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined}>
        <option value="">{emptyLabel ?? t("masterData.select.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option)}
          </option>
        ))}
      </select>
      <div className="mt-2 flex gap-2">
        <input
          type="search"
          id={`${id}-search`}
          name={searchName}
          defaultValue={searchValue ?? ""}
          maxLength={100}
          aria-label={t("masterData.select.searchLabel", { label })}
          placeholder={t("masterData.select.searchPlaceholder")}
          className="form-input"
        />
        <button type="submit" formMethod="get" formNoValidate className="btn btn-outline shrink-0" aria-label={t("masterData.select.searchLabel", { label })}>
          {t("list.search")}
        </button>
      </div>
      {truncated ? <p className="mt-1 text-xs text-muted">{t("masterData.select.truncated")}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

function Combobox({ id, name, label, value, options: initialOptions, source, emptyLabel, errors, autoSubmit }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const errorId = `${id}-error`;
  const hidden = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<SelectOption | null>(() => initialOptions.find((o) => o.value === value) ?? null);
  const [text, setText] = useState(selected?.label ?? "");
  const [options, setOptions] = useState<SelectOption[]>(initialOptions);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const chosenByUser = useRef(false);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `${source}${source.includes("?") ? "&" : "?"}q=${encodeURIComponent(query)}`;
      fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ options: SelectOption[] }>) : Promise.reject(new Error(String(response.status)))))
        .then((body) => {
          setOptions(body.options);
          setActive(body.options.length ? 0 : -1);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailed(Boolean(error));
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, source]);

  // Conform and a list's filter listen to the form: tell them the hidden value changed.
  useEffect(() => {
    if (!chosenByUser.current || !hidden.current) return;
    chosenByUser.current = false;
    hidden.current.dispatchEvent(new Event("input", { bubbles: true }));
    if (autoSubmit) hidden.current.form?.requestSubmit();
  }, [selected, autoSubmit]);

  function choose(option: SelectOption | null) {
    chosenByUser.current = true;
    setSelected(option);
    setText(option?.label ?? "");
    setOpen(false);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    if (text.trim() === "") {
      if (selected) choose(null);
    } else setText(selected?.label ?? "");
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (query === null) setQuery(text === selected?.label ? "" : text);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : -1));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (active >= 0 && options[active]) choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      setText(selected?.label ?? "");
    }
  }

  const activeId = open && active >= 0 && options[active] ? `${listId}-${options[active].value}` : undefined;
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          placeholder={emptyLabel ?? t("masterData.select.searchPlaceholder")}
          value={text}
          className="form-input"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setQuery(event.currentTarget.value);
          }}
          onFocus={() => {
            if (query === null) setQuery("");
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <input ref={hidden} type="hidden" name={name} value={selected?.value ?? ""} />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-black/10 dark:bg-night-soft"
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${option.value}`}
              role="option"
              aria-selected={option.value === selected?.value}
              className={`flex min-h-11 cursor-pointer flex-col justify-center rounded px-3 py-1 ${index === active ? "bg-primary text-white" : "hover:bg-primary-light dark:hover:bg-night"}`}
              onMouseDown={(event) => {
                // Keeps the focus in the input, so its blur does not close the list before the click lands.
                event.preventDefault();
                choose(option);
              }}
            >
              <span className="font-semibold">{option.label}</span>
              {option.hint ? <span className={`text-xs ${index === active ? "text-white/80" : "text-muted"}`}>{option.hint}</span> : null}
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {open ? t("masterData.select.results", { count: options.length }) : ""}
        </p>
      </div>
      {open && options.length === 0 ? <p className="mt-1 text-xs text-muted">{t(failed ? "masterData.select.failed" : "masterData.select.noResults")}</p> : null}
      {selected?.hint && !open ? <p className="mt-1 text-xs text-muted">{selected.hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
