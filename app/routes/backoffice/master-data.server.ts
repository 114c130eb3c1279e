import { data, type RouterContextProvider } from "react-router";
import { translator } from "~/i18n/i18next.server";
import { removalConfirmation, removalToast, type DeleteRefusal, type DependentCount } from "~/models/dependents.server";
import { lockedFor, MASTER_IN_USE, type MasterKind } from "~/models/master-data/master-use.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { redirectWithToast } from "~/utils/toast.server";

type Translate = ReturnType<typeof translator>;

/**
 * The answers of the master-data screens to a change only admins may make
 * (see app/models/master-data/master-use.server.ts): the edit page and every write refuse
 * it with 403 and the reason in the reader's language; a list shows no edit or
 * delete for such rows.
 */
export function masterDataLocked(context: Readonly<RouterContextProvider>, name: string) {
  return data({ message: translator(context)(MASTER_IN_USE, { name }) }, { status: 403 });
}

/** The ids among a list page's rows the user may not change or delete. */
export function lockedRows(me: SessionUser, kind: MasterKind, rows: readonly { id: number }[]) {
  return [
    ...lockedFor(
      me.role,
      kind,
      rows.map((row) => row.id),
    ),
  ];
}

/** A list's confirmation step for deleting `target`: refused with the reason when the user may not delete it. */
export function masterRemovalConfirmation(t: Translate, me: SessionUser, kind: MasterKind, target: { id: number; name: string } | null | undefined, dependentsOf: (id: number) => DependentCount[]) {
  if (target && lockedFor(me.role, kind, [target.id]).has(target.id)) return { id: target.id, name: target.name, blocked: t(MASTER_IN_USE, { name: target.name }) };
  return removalConfirmation(t, target, dependentsOf);
}

/** A list action's answer to a delete: back to the list with a toast, or 403 with the reason the page shows. */
export function removalAnswer(t: Translate, back: string, result: { ok: true; name: string } | DeleteRefusal) {
  if (!result.ok && result.error === MASTER_IN_USE) return data({ refusal: t(MASTER_IN_USE, { name: result.name ?? "" }) }, { status: 403 });
  return redirectWithToast(back, removalToast(t, result));
}

/** An edit action's refusal of a record the user may not change: 403, the form drawn again with what was typed and the reason above it. */
export function refuseLockedEdit<Reply>(submission: { reply: (options: { formErrors: string[] }) => Reply }, name: string) {
  return data({ result: submission.reply({ formErrors: [`${MASTER_IN_USE}?${new URLSearchParams({ name })}`] }) }, { status: 403 });
}
