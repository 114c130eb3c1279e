import { Form } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { DiscardView, WithdrawalPlan } from "~/models/formats/round-changes.server";
import { ProblemList } from "../groups/problem-list";
import { PlannedRoundCard } from "./round-cards";

/**
 * Changes to the rounds made, each a preview first and then a confirmation
 * (nothing is written by the first button): discarding the latest round
 * nobody has started, and a withdrawal mid-event (decision 0084).
 */

/** "11", or "1–11" for Americano's whole schedule. */
const roundsLabel = (first: number, round: number) => (first === round ? String(round) : `${first}–${round}`);

export function DiscardPanel({ first, latest, preview, problems, busy }: { first: number; latest: number; preview: DiscardView | null; problems: readonly string[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="panel" id="discard">
      <h2 className="mb-2 text-lg font-semibold">{t("rounds.discard.title")}</h2>
      <p className="mb-3 text-muted">{t("rounds.discard.hint")}</p>
      <ProblemList id="discard-error" problems={problems} />
      {preview ? (
        <Form method="post" className="space-y-3">
          <p role="status">{t("rounds.discard.confirmTitle", { round: roundsLabel(preview.first, preview.round), matches: preview.matches })}</p>
          <input type="hidden" name="round" value={preview.round} />
          <button type="submit" name="intent" value="discard" className="btn btn-danger min-h-11" disabled={busy}>
            {t("rounds.discard.confirm", { round: roundsLabel(preview.first, preview.round) })}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <button type="submit" name="intent" value="discardPreview" className="btn btn-outline min-h-11" disabled={busy}>
            {t("rounds.discard.preview", { round: roundsLabel(first, latest) })}
          </button>
        </Form>
      )}
    </div>
  );
}

type WithdrawPreview = WithdrawalPlan & { key: string };

export function WithdrawPanel({
  entrants,
  swiss,
  preview,
  problems,
  nameOf,
  busy,
}: {
  entrants: readonly { id: number; name: string }[];
  swiss: boolean;
  preview: WithdrawPreview | null;
  problems: readonly string[];
  nameOf: (id: number) => string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="panel" id="withdraw">
      <h2 className="mb-2 text-lg font-semibold">{t(swiss ? "rounds.withdraw.titleSwiss" : "rounds.withdraw.title")}</h2>
      <p className="mb-3 text-muted">{t(swiss ? "rounds.withdraw.hintSwiss" : "rounds.withdraw.hintPairs")}</p>
      <ProblemList id="withdraw-error" problems={problems} />
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <label htmlFor="withdraw-entrant" className="form-label">
            {t("rounds.withdraw.entrant")}
          </label>
          <select id="withdraw-entrant" name="entrant" className="form-input max-w-full" defaultValue={preview?.entrant.id ?? ""} required>
            <option value="" disabled>
              —
            </option>
            {entrants.map((entrant) => (
              <option key={entrant.id} value={entrant.id}>
                {entrant.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="withdrawPreview" className="btn btn-outline min-h-11" disabled={busy}>
          {t("rounds.withdraw.preview")}
        </button>
      </Form>
      {preview ? (
        <section className="mt-4 space-y-3" aria-labelledby="withdraw-preview-title">
          <h3 id="withdraw-preview-title" className="font-semibold">
            {t("rounds.next.previewTitle")} · <bdi>{preview.entrant.name}</bdi>
          </h3>
          {preview.cancelled.length ? <p>{t("rounds.withdraw.cancelled", { codes: preview.cancelled.join(", ") })}</p> : null}
          {preview.walkovers.length ? <p>{t("rounds.withdraw.walkover", { codes: preview.walkovers.join(", ") })}</p> : null}
          {preview.remade.length ? <p>{t("rounds.withdraw.remade", { rounds: preview.remade.map((round) => round.round).join(", ") })}</p> : null}
          {!preview.cancelled.length && !preview.walkovers.length && !preview.remade.length ? <p>{t("rounds.withdraw.unchanged")}</p> : null}
          <ProblemList id="withdraw-problems" problems={preview.problems} />
          {/* The confirmation before the rounds made again: on a phone they run many screens down. */}
          <Form method="post">
            <input type="hidden" name="entrant" value={preview.entrant.id} />
            <input type="hidden" name="plan" value={preview.key} />
            <button type="submit" name="intent" value="withdraw" className="btn btn-danger min-h-11" disabled={busy}>
              {t("rounds.withdraw.confirm")}
            </button>
          </Form>
          {preview.remade.length ? (
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {preview.remade.map((round) => (
                <PlannedRoundCard key={round.round} round={round} nameOf={nameOf} swiss={swiss} />
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
