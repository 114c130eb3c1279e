import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadTranslation } from "./i18n/client";
import { TranslationProvider } from "./i18n/translation";

async function hydrate() {
  const lng = document.documentElement.lang || "id";
  // Only the page's own language is downloaded. Spectators' pages never come here: they are not hydrated.
  const translation = await loadTranslation(lng);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <TranslationProvider>
            <HydratedRouter />
          </TranslationProvider>
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
