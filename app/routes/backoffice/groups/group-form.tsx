import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorList, FormActions } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { ProblemList } from "./problem-list";

export type TeamRowView = {
  teamId: number;
  name: string;
  club: string | null;
  seed: number | null;
  withdrawn: boolean;
  /** In the group now (edit) or not yet (candidates). */
  member: boolean;
  position: number | null;
};

type Props = {
  lastResult?: SubmissionResult<string[]> | null;
  name: string;
  rows: TeamRowView[];
  cancelTo: string;
  /** Why the teams cannot change now ("remove the schedule first"); the rows are then shown, not offered. */
  membersLocked?: string | null;
};

type TypedRow = { teamId?: string; picked?: string; position?: string };

/**
 * The add and edit form of a group: its name, then every team that may be in
 * it with a checkbox and a draw position. A refused save shows the form as
 * typed, with the reasons beside the fields.
 */
export function GroupForm({ lastResult, name, rows, cancelTo, membersLocked }: Props) {
  const { t } = useTranslation();
  const typed = lastResult?.initialValue as { name?: string; teams?: TypedRow[] } | undefined;
  // Rows come back as typed: a row whose fields were all empty is a hole, and "teams" may not be a list at all.
  const typedRow = (teamId: number) => (Array.isArray(typed?.teams) ? typed.teams : []).find((row) => Number(row?.teamId) === teamId);
  const errors = lastResult?.error ?? {};
  const nameErrors = errors.name ?? null;
  const memberErrors = [...(errors.teams ?? []), ...Object.entries(errors).flatMap(([key, list]) => (key.startsWith("teams[") ? (list ?? []) : []))];
  return (
    <Form method="post" className="grid max-w-3xl gap-5">
      <input type="hidden" name="intent" value="save" />
      <ProblemList id="group-form-error" problems={errors[""]} />
      <div className="max-w-xs">
        <label htmlFor="group-name" className="form-label">
          {t("groupsAdmin.fields.name")}
        </label>
        <input
          id="group-name"
          name="name"
          defaultValue={typed?.name ?? name}
          maxLength={3}
          autoCapitalize="characters"
          className="form-input uppercase"
          aria-invalid={nameErrors ? true : undefined}
          aria-describedby={`group-name-hint${nameErrors ? " group-name-error" : ""}`}
        />
        <p id="group-name-hint" className="mt-1 text-xs text-muted">
          {t("groupsAdmin.nameHint")}
        </p>
        <ErrorList id="group-name-error" errors={nameErrors} />
      </div>
      <fieldset aria-describedby={memberErrors.length ? "group-members-error" : undefined}>
        <legend className="form-label">{t("groupsAdmin.fields.teams")}</legend>
        <p className="mb-2 text-xs text-muted">{membersLocked ?? t("groupsAdmin.teamsHint")}</p>
        <ProblemList id="group-members-error" problems={memberErrors} />
        {rows.length === 0 ? (
          <p className="text-muted">{t("groupsAdmin.noCandidates")}</p>
        ) : (
          <ul className="divide-y divide-black/5 dark:divide-white/5">
            {rows.map((row, index) => {
              const again = typedRow(row.teamId);
              const picked = typed ? again?.picked === "on" : row.member;
              return (
                <li key={row.teamId} className="flex min-h-11 flex-wrap items-center gap-3 py-1">
                  <input type="hidden" name={`teams[${index}].teamId`} value={row.teamId} />
                  <label className="flex min-h-11 flex-1 items-center gap-3">
                    <input type="checkbox" name={`teams[${index}].picked`} defaultChecked={picked} disabled={Boolean(membersLocked)} className="size-5 accent-primary" />
                    <span className={row.withdrawn ? "text-muted line-through" : undefined}>
                      {row.name}
                      {row.seed !== null ? <span className="ms-1 text-xs text-muted">[{t("groupsAdmin.seed", { seed: row.seed })}]</span> : null}
                      {row.club ? <span className="ms-1 text-xs text-muted">· {row.club}</span> : null}
                    </span>
                  </label>
                  {membersLocked && row.member ? <input type="hidden" name={`teams[${index}].picked`} value="on" /> : null}
                  <label className="flex items-center gap-2 text-sm">
                    <span>{t("groupsAdmin.fields.position")}</span>
                    <input
                      type="number"
                      name={`teams[${index}].position`}
                      min={1}
                      max={99}
                      defaultValue={again?.position ?? row.position ?? ""}
                      className="form-input w-20"
                      aria-label={t("groupsAdmin.positionOf", { team: row.name })}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <FormActions cancelTo={cancelTo} />
    </Form>
  );
}
