import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";

const eventFormPath = /^\/(add-event|edit-event\/\d+)\/?$/;

/**
 * "Memuat data event..." while the browser fetches an event form (opening it
 * from the list, or reloading it after a save), so a slow answer is not
 * mistaken for a dead button.
 */
export function EventLoading() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && eventFormPath.test(navigation.location.pathname);
  return (
    <p role="status" aria-live="polite" className={loading ? "mb-4 rounded-md bg-primary-light px-4 py-3 font-semibold text-primary dark:bg-night-soft" : "sr-only"}>
      {loading ? t("events.loading") : ""}
    </p>
  );
}
