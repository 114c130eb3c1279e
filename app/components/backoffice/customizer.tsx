import { forwardRef } from "react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "./hooks";
import { Icon } from "./icons";
import { PreferenceForm, usePreferences } from "./preference-form";
import { defaultPreferences, preferenceOptions } from "./preferences";

type ChoiceName = "theme" | "menu" | "layout" | "direction" | "animation" | "navbar";

/** "collapsible-vertical" → "collapsibleVertical": the translation key of a choice. */
function keyOf(value: string) {
  return value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const PANEL_HASH = "#customizer";

type Props = { open: boolean; onClose: () => void };

/**
 * The theme customizer: a slide-over opened from the header. Without JavaScript
 * it is the `#customizer` target and every choice is a plain form that comes back
 * to it; with JavaScript the layout opens it and a fetcher saves each choice.
 */
export const Customizer = forwardRef<HTMLDivElement, Props>(function Customizer({ open, onClose }, ref) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const preferences = usePreferences();
  const close = (event: React.MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <div id="customizer" ref={ref} className="customizer" data-js={hydrated || undefined} data-open={open || undefined} role="dialog" aria-labelledby="customizer-title" tabIndex={-1}>
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- a backdrop for the pointer only: hidden and unfocusable, the close link names the way out */}
      <a href="#content" className="customizer-backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div className="customizer-panel">
        <div className="flex items-start gap-3 border-b border-black/5 pb-4 dark:border-white/10">
          <div className="flex-1">
            <h2 id="customizer-title" className="text-lg font-bold">
              {t("customizer.title")}
            </h2>
            <p className="text-muted dark:text-[#aeb4cc]">{t("customizer.subtitle")}</p>
          </div>
          <a href="#content" className="icon-button" aria-label={t("customizer.close")} onClick={close}>
            <Icon name="close" />
          </a>
        </div>
        <Choice name="theme" />
        <Choice name="menu" />
        <section className="customizer-section" aria-labelledby="customizer-semidark">
          <h3 id="customizer-semidark" className="customizer-heading">
            {t("customizer.semidark.title")}
          </h3>
          <p className="customizer-hint">{t("customizer.semidark.hint")}</p>
          <PreferenceForm hash={PANEL_HASH}>
            <button type="submit" name="semidark" value={String(!preferences.semidark)} aria-pressed={preferences.semidark} className="choice w-full justify-between">
              {t("customizer.semidark.label")}
              <span className="switch" aria-hidden="true" />
            </button>
          </PreferenceForm>
        </section>
        <Choice name="layout" />
        <Choice name="direction" />
        <Choice name="navbar" />
        <Choice name="animation" />
        <PreferenceForm hash={PANEL_HASH} className="mt-6">
          {Object.entries(defaultPreferences).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={String(value)} />
          ))}
          <button type="submit" className="btn btn-outline w-full dark:border-[#8fa3f7] dark:text-[#8fa3f7] dark:hover:text-white">
            {t("customizer.reset")}
          </button>
        </PreferenceForm>
      </div>
    </div>
  );
});

function Choice({ name }: { name: ChoiceName }) {
  const { t } = useTranslation();
  const current = usePreferences()[name];
  const options: readonly string[] = preferenceOptions[name];
  return (
    <section className="customizer-section" aria-labelledby={`customizer-${name}`}>
      <h3 id={`customizer-${name}`} className="customizer-heading">
        {t(`customizer.${name}.title`)}
      </h3>
      <p className="customizer-hint">{t(`customizer.${name}.hint`)}</p>
      <PreferenceForm hash={PANEL_HASH} className={`grid gap-2 ${options.length % 3 === 0 ? "grid-cols-3" : "grid-cols-2"}`}>
        {options.map((value) => (
          <button key={value} type="submit" name={name} value={value} aria-pressed={current === value} className="choice">
            {t(`customizer.${name}.${keyOf(value)}`)}
          </button>
        ))}
      </PreferenceForm>
    </section>
  );
}
