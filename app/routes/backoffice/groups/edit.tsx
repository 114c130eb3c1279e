import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { useErrorText } from "~/components/forms";
import { ConfirmLink, ConfirmRemoval } from "~/components/list/confirm-dialog";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import {
  categoryGroups,
  clearLots,
  deleteGroup,
  deleteLock,
  findGroupRow,
  groupMatchCounts,
  groupMembers,
  membershipLock,
  moveTeam,
  recordLots,
  tiedBlocks,
  unassignedTeams,
  updateGroup,
} from "~/models/competition/group.server";
import { findGroupTable } from "~/models/public/public-standings.server";
import { scopeCategories, translated } from "~/models/competition/schedule-scope.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";
import { GroupForm } from "./group-form";
import { groupSchema, pickedMembers } from "./group-schema";
import { ProblemList } from "./problem-list";
import { rankLabel } from "~/domain/standings";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The group of the address, for a user who runs its event; anything else is 404. */
function groupOf(request: Request, context: Route.LoaderArgs["context"], rawId: string) {
  const me = requireUser(request, context);
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const group = id ? findGroupRow(id) : null;
  if (!group) throw data(null, { status: 404 });
  requireEventAccess(me, group.eventId);
  return { me, group };
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { group } = groupOf(request, context, params.id);
  const category = scopeCategories(group.eventId).find((c) => c.id === group.eventCategoryId)!;
  const members = groupMembers(group.id);
  const lock = membershipLock(group);
  const search = new URL(request.url).searchParams;
  const table = findGroupTable(group.eventId, group.id);
  return {
    title: `${t("pages.editGroup")} · ${t("groupsAdmin.groupName", { name: group.name })}`,
    group: { id: group.id, name: group.name, eventId: group.eventId, categoryId: group.eventCategoryId },
    categoryLabel: categoryLabel(category, t),
    members,
    candidates: lock ? [] : unassignedTeams(group.eventCategoryId),
    lock,
    counts: groupMatchCounts(group.id),
    otherGroups: categoryGroups(group.eventCategoryId).filter((g) => g.id !== group.id),
    table: table?.rows ?? [],
    tied: tiedBlocks(group),
    lots: members.filter((m) => m.lot !== null).sort((a, b) => a.lot! - b.lot!),
    confirming: search.get("confirm") === String(group.id) ? { id: group.id, name: t("groupsAdmin.groupName", { name: group.name }) } : null,
    blocked: search.get("confirm") === String(group.id) ? deleteLock(group) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, group } = groupOf(request, context, params.id);
  const form = await request.formData();
  const here = `/edit-group/${group.id}`;
  const groupLabel = (name: string) => t("groupsAdmin.groupName", { name });
  switch (form.get("intent")) {
    case "save": {
      const submission = parseWithZod(form, { schema: groupSchema });
      if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 400 });
      const result = updateGroup(group.id, { name: submission.value.name, members: pickedMembers(submission.value) }, me.id);
      if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
      if (!result.ok) {
        const errors = { fieldErrors: { [result.field === "name" ? "name" : "teams"]: [result.error] } };
        return data({ result: submission.reply(errors), notice: null }, { status: 400 });
      }
      return redirectWithToast(here, { type: "success", message: t("list.saved", { name: groupLabel(result.group.name) }) });
    }
    case "move": {
      const teamId = Number(form.get("teamId"));
      const toGroupId = Number(form.get("toGroupId"));
      const result = moveTeam(Number.isInteger(teamId) ? teamId : 0, Number.isInteger(toGroupId) ? toGroupId : 0, me.id);
      if (!result.ok) return data({ result: null, notice: { form: "move", error: result.error } }, { status: 400 });
      return redirectWithToast(here, { type: "success", message: t("groupsAdmin.moved", { team: result.team, from: result.from, to: result.to }) });
    }
    case "lots": {
      const lots = [...form.entries()].flatMap(([name, value]) => {
        const teamId = /^lot-(\d{1,9})$/.exec(name)?.[1];
        return teamId && /^\d{1,2}$/.test(String(value)) ? [{ teamId: Number(teamId), lot: Number(value) }] : [];
      });
      const result = recordLots(group.id, lots, me.id);
      if (!result.ok) return data({ result: null, notice: { form: "lots", error: result.error } }, { status: 400 });
      return redirectWithToast(here, { type: "success", message: t("groupsAdmin.lots.saved", { name: groupLabel(group.name) }) });
    }
    case "clearLots": {
      const result = clearLots(group.id, me.id);
      if (!result.ok) return data({ result: null, notice: { form: "lots", error: result.error } }, { status: 400 });
      return redirectWithToast(here, { type: "success", message: t("groupsAdmin.lots.cleared", { name: groupLabel(group.name) }) });
    }
    case "remove": {
      const result = deleteGroup(group.id, me.id);
      if (!result.ok) return redirectWithToast(here, { type: "error", message: translated(t, result.error) });
      return redirectWithToast(`/list-group?event=${group.eventId}&category=${group.eventCategoryId}`, {
        type: "success",
        message: t("list.deleted", { name: groupLabel(group.name) }),
      });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export default function EditGroup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const { group, members, candidates, lock, counts, otherGroups, table, tied, lots } = loaderData;
  const notice = actionData?.notice ?? null;
  const listLink = `/list-group?event=${group.eventId}&category=${group.categoryId}`;
  const rows = [
    ...members.map((m) => ({ teamId: m.teamId, name: m.name, club: m.club, seed: m.seed, withdrawn: m.status === "withdrawn", member: true, position: m.position })),
    ...candidates.map((c) => ({ teamId: c.id, name: c.name, club: c.club, seed: c.seed, withdrawn: false, member: false, position: null })),
  ];
  return (
    <section className="space-y-5">
      <div className="panel">
        <Link to={listLink} className="back-link">
          ← {t("groupsAdmin.title")}
        </Link>
        <div className="mt-1 mb-4 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold">{t("groupsAdmin.groupName", { name: group.name })}</h1>
            <p className="text-muted">
              {loaderData.categoryLabel} · {counts.total === 0 ? t("groupsAdmin.noSchedule") : t("groupsAdmin.played", { played: counts.played, total: counts.total })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`/list-schedule?event=${group.eventId}&category=${group.categoryId}&group=${group.id}`} className="btn btn-outline">
              {t("groupsAdmin.toSchedule")}
            </Link>
            <ConfirmLink
              id={group.id}
              intent="remove"
              label={t("groupsAdmin.delete")}
              className="btn border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-400"
            />
          </div>
        </div>
        <GroupForm
          key={`${group.id}-${members.map((m) => m.teamId).join()}`}
          lastResult={actionData?.result}
          name={group.name}
          rows={rows}
          cancelTo={listLink}
          membersLocked={lock ? errorText(lock) : null}
        />
      </div>

      {otherGroups.length > 0 && members.length > 0 ? (
        <div className="panel">
          <h2 className="mb-1 text-lg font-bold">{t("groupsAdmin.move.title")}</h2>
          <p className="mb-3 text-muted">{t("groupsAdmin.move.hint")}</p>
          {notice?.form === "move" ? <ProblemList id="move-error" problems={[notice.error]} /> : null}
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="move" />
            <div className="min-w-56">
              <label htmlFor="move-team" className="form-label">
                {t("groupsAdmin.move.team")}
              </label>
              <select id="move-team" name="teamId" className="form-input">
                {members.map((m) => (
                  <option key={m.teamId} value={m.teamId}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="move-to" className="form-label">
                {t("groupsAdmin.move.to")}
              </label>
              <select id="move-to" name="toGroupId" className="form-input">
                {otherGroups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {t("groupsAdmin.groupName", { name: g.name })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-outline" disabled={navigation.state === "submitting"}>
              {t("groupsAdmin.move.submit")}
            </button>
          </Form>
        </div>
      ) : null}

      <div className="panel">
        <h2 className="mb-3 text-lg font-bold">{t("groupsAdmin.standings")}</h2>
        <div className="overflow-x-auto">
          <table className="data-table w-full text-start">
            <caption className="sr-only">{t("groupsAdmin.standings")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("live.standings.rank")}</th>
                <th scope="col">{t("live.standings.team")}</th>
                <th scope="col">{t("live.standings.played")}</th>
                <th scope="col">{t("live.standings.won")}</th>
                <th scope="col">{t("live.standings.lost")}</th>
                <th scope="col">{t("live.standings.points")}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr key={row.teamId}>
                  <td>{rankLabel(row)}</td>
                  <td className={row.withdrawn ? "text-muted line-through" : undefined}>
                    {row.team}
                    {row.shared ? <span className="badge ms-2 bg-warning/20 text-ink dark:text-white">{t("groupsAdmin.lots.tied")}</span> : null}
                  </td>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.lost}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {table.some((row) => row.shared && !row.needsLots) ? <p className="mt-3 text-muted">{t("standingsAdmin.tiedOpenHint")}</p> : null}
        {tied.length > 0 ? (
          <Form method="post" className="mt-5 space-y-4" aria-labelledby="lots-title">
            <input type="hidden" name="intent" value="lots" />
            <h3 id="lots-title" className="font-bold">
              {t("groupsAdmin.lots.title")}
            </h3>
            <p className="text-muted">{t("groupsAdmin.lots.hint")}</p>
            {notice?.form === "lots" ? <ProblemList id="lots-error" problems={[notice.error]} /> : null}
            {tied.map((block) => (
              <fieldset key={block.rank} className="rounded-md border border-black/10 p-3 dark:border-white/10">
                <legend className="px-1 font-semibold">{t("groupsAdmin.lots.place", { place: block.rank })}</legend>
                {block.teams.map((team, index) => (
                  <label key={team.teamId} className="flex min-h-11 items-center justify-between gap-3">
                    <span>{team.team}</span>
                    <select name={`lot-${team.teamId}`} defaultValue={index + 1} className="form-input w-24" aria-label={t("groupsAdmin.lots.orderOf", { team: team.team })}>
                      {block.teams.map((_, n) => (
                        <option key={n} value={n + 1}>
                          {n + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </fieldset>
            ))}
            <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("groupsAdmin.lots.save")}
            </button>
          </Form>
        ) : null}
        {lots.length > 0 ? (
          <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="clearLots" />
            <p className="flex-1">{t("groupsAdmin.lots.recorded", { order: lots.map((m) => `${m.lot}. ${m.name}`).join(", ") })}</p>
            <button type="submit" className="btn btn-ghost">
              {t("groupsAdmin.lots.clear")}
            </button>
          </Form>
        ) : null}
      </div>
      <ConfirmRemoval target={loaderData.confirming} body={t("groupsAdmin.confirmDelete")} blocked={loaderData.blocked ? errorText(loaderData.blocked) : null} />
    </section>
  );
}
