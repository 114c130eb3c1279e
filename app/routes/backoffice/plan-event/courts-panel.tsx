import { Form, useNavigation } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { ProblemList } from "../groups/problem-list";
import type { PlanActionData } from "./intents.server";

type Court = { id: number; name: string; matches: number };

/**
 * The event's courts in their order: renamed in place, moved up or down, removed
 * while no match names them, and added at the end (open 08:00–22:00 every day).
 */
export function CourtsPanel({ courts, refused }: { courts: Court[]; refused: PlanActionData | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const typedName = (intent: string, courtId?: number) =>
    refused?.intent === intent && (courtId === undefined || refused.values.courtId === String(courtId)) ? { value: refused.values.name ?? "", errors: refused.errors.name ?? null } : null;
  const added = typedName("addCourt");
  const removeRefused = refused?.intent === "removeCourt" ? refused : null;
  // A move or rename the server could not read (a direction of its own, a court not of this event): said above the list.
  const listProblems = refused?.intent === "moveCourt" || refused?.intent === "renameCourt" ? refused.errors[""] : null;
  return (
    <section className="panel space-y-4" aria-labelledby="plan-courts-title">
      <h2 id="plan-courts-title" className="text-lg font-bold">
        {t("eventPlan.courts.title")}
      </h2>
      <p className="text-muted">{t("eventPlan.courts.hint")}</p>
      <ProblemList id="plan-courts-problem" problems={listProblems} />
      {courts.length === 0 ? <p className="rounded-md bg-warning/10 p-3">{t("eventPlan.courts.empty")}</p> : null}
      <ol className="space-y-3">
        {courts.map((court, i) => {
          const typed = typedName("renameCourt", court.id);
          const id = `court-name-${court.id}`;
          return (
            <li key={court.id} className="rounded-md border border-black/10 p-3 dark:border-white/10">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="renameCourt" />
                <input type="hidden" name="courtId" value={court.id} />
                <div className="min-w-0 flex-1 basis-40">
                  <label htmlFor={id} className="form-label">
                    {t("eventPlan.courts.nameOf", { court: court.name })}
                  </label>
                  <input
                    id={id}
                    name="name"
                    defaultValue={typed?.value ?? court.name}
                    maxLength={40}
                    required
                    className="form-input"
                    aria-invalid={typed?.errors ? true : undefined}
                    aria-describedby={typed?.errors ? `${id}-error` : undefined}
                  />
                  <ErrorList id={`${id}-error`} errors={typed?.errors} />
                </div>
                <button type="submit" className="btn btn-outline" disabled={busy}>
                  {t("eventPlan.courts.rename")}
                </button>
              </Form>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <span className="text-muted">{t("eventPlan.courts.matches", { count: court.matches })}</span>
                <Form method="post" className="contents">
                  <input type="hidden" name="intent" value="moveCourt" />
                  <input type="hidden" name="courtId" value={court.id} />
                  <button type="submit" name="direction" value="up" className="btn btn-ghost" disabled={busy || i === 0} aria-label={t("eventPlan.courts.up", { court: court.name })}>
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    className="btn btn-ghost"
                    disabled={busy || i === courts.length - 1}
                    aria-label={t("eventPlan.courts.down", { court: court.name })}
                  >
                    ↓
                  </button>
                </Form>
                {court.matches === 0 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="removeCourt" />
                    <input type="hidden" name="courtId" value={court.id} />
                    <button type="submit" className="btn btn-danger" disabled={busy}>
                      {t("eventPlan.courts.remove", { court: court.name })}
                    </button>
                  </Form>
                ) : null}
              </div>
              {removeRefused?.values.courtId === String(court.id) ? <ErrorList errors={removeRefused.errors[""]} /> : null}
            </li>
          );
        })}
      </ol>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="addCourt" />
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor="court-add" className="form-label">
            {t("eventPlan.courts.name")}
          </label>
          <input
            id="court-add"
            name="name"
            defaultValue={added?.value ?? t("eventPlan.courts.suggested", { number: courts.length + 1 })}
            maxLength={40}
            required
            className="form-input"
            aria-invalid={added?.errors ? true : undefined}
            aria-describedby={added?.errors ? "court-add-error" : undefined}
          />
          <ErrorList id="court-add-error" errors={added?.errors} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("eventPlan.courts.add")}
        </button>
      </Form>
    </section>
  );
}
