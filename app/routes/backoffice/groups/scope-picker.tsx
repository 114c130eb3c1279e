import { Form, useSubmit } from "react-router";
import { EventPicker } from "~/components/backoffice/event-picker";
import { useTranslation } from "~/i18n/translation";

type Option = { id: number; name: string };

type Props = {
  events: Option[];
  eventId: number;
  categories: { id: number; label: string }[];
  categoryId: number | null;
  /** Lists may show every category; screens that work on one may not. */
  allowAll?: boolean;
  /** Other query parameters a change keeps (a list's search, a day …). */
  keep?: Record<string, string | null>;
};

/**
 * Which event and category a group, schedule or entries screen works on: two
 * forms, so a new event never carries the old event's category along. The
 * event is chosen for every screen (EventPicker, decision 0065), the category
 * for this one (a GET form). With JavaScript a change applies at once.
 */
export function ScopePicker({ events, eventId, categories, categoryId, allowAll = false, keep = {} }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  const kept = Object.entries(keep).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {events.length > 1 ? <EventPicker events={events} current={eventId} id="scope-event" /> : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="event" value={eventId} />
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-56">
          <label htmlFor="scope-category" className="form-label">
            {t("groupsAdmin.fields.category")}
          </label>
          <select id="scope-category" name="category" defaultValue={categoryId ?? ""} onChange={applyNow} className="form-input">
            {allowAll ? <option value="">{t("groupsAdmin.allCategories")}</option> : null}
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t("groupsAdmin.pickCategory")}
        </button>
      </Form>
    </div>
  );
}

/** A screen that works on one category of an event, with nothing to work on: no event the user runs, or an event without categories. */
export function NothingInScope({ title, hasEvent }: { title: string; hasEvent: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{t(hasEvent ? "groupsAdmin.noCategories" : "groupsAdmin.noEvents")}</p>
    </section>
  );
}
