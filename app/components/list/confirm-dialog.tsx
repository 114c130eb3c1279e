import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { listSearch } from "~/utils/list-params";

type Props = {
  /** The row the list was asked to confirm an action for (`?confirm=<id>`), named by the loader. */
  target: { id: number; name: string } | null;
  intent: string;
  title: string;
  body: string;
  confirmLabel: string;
  /**
   * Why the action cannot go ahead ("… masih dipakai: 30 kecamatan"), found when the
   * step was opened: the dialog then says so and offers no confirm button.
   */
  blocked?: string | null;
};

/**
 * The confirmation step of a destructive action. It is a page state (`?confirm=id`),
 * so it works as a confirm page without JavaScript and as a modal dialog with it;
 * the action itself is always a POST.
 */
export function ConfirmDialog({ target, intent, title, body, confirmLabel, blocked }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Rendered open for pages without JavaScript; with it, reopen as a modal so focus stays inside.
    if (target && dialog.current && !dialog.current.matches(":modal")) {
      dialog.current.close();
      dialog.current.showModal();
    }
  }, [target]);
  if (!target) return null;
  const back = listSearch(searchParams, { confirm: null, intent: null });
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="confirm-title"
      className="fixed inset-0 z-[60] m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-ink shadow-2xl backdrop:bg-black/50 dark:bg-night-soft dark:text-white"
      onCancel={(event) => {
        event.preventDefault();
        (dialog.current?.querySelector("[data-cancel]") as HTMLAnchorElement | null)?.click();
      }}
    >
      <h2 id="confirm-title" className="text-lg font-bold">
        {title}
      </h2>
      {blocked ? (
        <>
          <p role="alert" className="mt-2 rounded-md bg-danger/10 p-3 text-danger">
            {blocked}
          </p>
          <div className="mt-6 flex justify-end">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's autofocus names the control it opens on, as its focusing steps ask */}
            <Link to={back} data-cancel className="btn btn-outline" preventScrollReset autoFocus>
              {t("common.close")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-muted dark:text-[#888ea8]">{body}</p>
          <Form method="post" action={back} className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={target.id} />
            <Link to={back} data-cancel className="btn btn-ghost" preventScrollReset>
              {t("list.confirmDelete.cancel")}
            </Link>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's autofocus names the control it opens on, as its focusing steps ask */}
            <button type="submit" className="btn border-danger bg-danger text-white hover:bg-danger/90" disabled={navigation.state === "submitting"} autoFocus>
              {confirmLabel}
            </button>
          </Form>
        </>
      )}
    </dialog>
  );
}

/** A row's link to the confirmation step of an action. */
export function ConfirmLink({ id, intent, label, className }: { id: number; intent: string; label: string; className?: string }) {
  const [searchParams] = useSearchParams();
  return (
    <Link to={listSearch(searchParams, { confirm: id, intent })} preventScrollReset className={className ?? "font-semibold text-danger-ink hover:underline dark:text-danger"}>
      {label}
    </Link>
  );
}

/**
 * A row's "Ubah" and "Hapus": the link to its edit page and the link to the confirmation
 * of its removal. `editLabel` names the edit link after the row ("Ubah Garuda") so each
 * row's link is told apart; without it the link is named by its text alone, for a list
 * whose row already links to the edit page under the row's name.
 */
export function RowActions({ id, editTo, editLabel }: { id: number; editTo: string; editLabel?: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap justify-end gap-x-4">
      <Link to={editTo} className="font-semibold text-primary hover:underline" aria-label={editLabel}>
        {t("list.edit")}
      </Link>
      <ConfirmLink id={id} intent="remove" label={t("list.delete")} />
    </span>
  );
}

/**
 * A list's "delete <name>?" step: the confirmation of its `remove` intent in the
 * lists' own words, `body` where a page says more, and `blocked` where the row
 * cannot go (else the target's own).
 */
export function ConfirmRemoval({ target, body, blocked }: { target: (Props["target"] & { blocked?: string | null }) | null; body?: string; blocked?: string | null }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={target}
      intent="remove"
      title={t("list.confirmDelete.title", { name: target?.name ?? "" })}
      body={body ?? t("list.confirmDelete.body")}
      confirmLabel={t("list.confirmDelete.confirm")}
      blocked={blocked ?? target?.blocked}
    />
  );
}
