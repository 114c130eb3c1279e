import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { Icon } from "./icons";

const SHOW_AFTER_PX = 50;

/** A button back to the top once the page has scrolled; it needs JavaScript, so the server never renders it. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t("shell.scrollToTop")}
      title={t("shell.scrollToTop")}
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        document.getElementById("content")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
