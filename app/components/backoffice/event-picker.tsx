import { Form, useLocation, useSubmit } from "react-router";
import { useTranslation } from "~/i18n/translation";

type Props = { events: { id: number; name: string }[]; current: number; id: string };

/**
 * Which event a screen works on. Choosing one posts to /working-event, which
 * remembers it for the other screens (decision 0065) and comes back to this
 * page showing it; the page's other filters belong to the old event and are
 * left behind. With JavaScript a change applies at once.
 */
export function EventPicker({ events, current, id }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { pathname } = useLocation();
  return (
    <Form method="post" action="/working-event" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="to" value={pathname} />
      <div className="min-w-56">
        <label htmlFor={id} className="form-label">
          {t("teams.fields.event")}
        </label>
        <select id={id} name="event" defaultValue={current} onChange={(event) => submit(event.currentTarget.form)} className="form-input">
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        {t("teams.showEvent")}
      </button>
    </Form>
  );
}
