import { keyedMessage } from "~/i18n/keyed-message";
import type { Promotion } from "~/models/entries/places.server";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the waiting line did with the places a staff action freed: who moved up, and who could not and stays in line. */
export function promotionTexts(t: Translate, promoted: Promotion[]) {
  return promoted.map((promotion) => {
    if (promotion.ok) return t("entries.staff.promoted", { id: promotion.id });
    const { key, values } = keyedMessage(promotion.error);
    return t("entries.staff.refused", { id: promotion.id, reason: t(key, values) });
  });
}

/** A toast of several texts: a warning when something was refused or could not move up, else a success. */
export function toastOf(texts: string[], promoted: Promotion[], refused = false) {
  const warning = refused || promoted.some((promotion) => !promotion.ok);
  return { type: warning ? ("warning" as const) : ("success" as const), message: texts.join(" ") };
}
