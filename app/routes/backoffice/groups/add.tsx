import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { useErrorText } from "~/components/forms";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { groupsRefusal } from "~/models/competition/group-draw.server";
import { createGroup, nextGroupName, unassignedTeams } from "~/models/competition/group.server";
import { categoryScreenScope, scopeView } from "~/models/competition/schedule-scope.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { GroupForm } from "./group-form";
import { groupSchema, pickedMembers } from "./group-schema";
import { ScopePicker } from "./scope-picker";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { scope, category } = categoryScreenScope(request, context);
  return {
    title: t("pages.addGroup"),
    ...scopeView(scope, t),
    categoryId: category?.id ?? null,
    noGroups: category ? groupsRefusal(category.format) : null,
    name: category ? nextGroupName(category.id) : "A",
    candidates: category ? unassignedTeams(category.id) : [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, scope, category } = categoryScreenScope(request, context);
  if (!scope.event || !category) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: groupSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const noGroups = groupsRefusal(category.format);
  if (noGroups) return data({ result: submission.reply({ formErrors: [noGroups] }) }, { status: 400 });
  const result = createGroup({ eventId: scope.event.id, eventCategoryId: category.id, name: submission.value.name, members: pickedMembers(submission.value) }, me.id);
  if (!result.ok) {
    const errors = result.field ? { fieldErrors: { [result.field === "name" ? "name" : "teams"]: [result.error] } } : { formErrors: [result.error] };
    return data({ result: submission.reply(errors) }, { status: 400 });
  }
  return redirectWithToast(`/list-group?event=${scope.event.id}&category=${category.id}`, {
    type: "success",
    message: t("list.created", { name: t("groupsAdmin.groupName", { name: result.group.name }) }),
  });
}

export default function AddGroup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { event, categoryId } = loaderData;
  return (
    <section className="panel">
      <h1 className="mb-4 text-xl font-bold">{loaderData.title}</h1>
      {!event || categoryId === null ? (
        <p className="text-muted">{t(event ? "groupsAdmin.noCategories" : "groupsAdmin.noEvents")}</p>
      ) : (
        <>
          <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} />
          {loaderData.noGroups ? (
            <p role="alert" className="rounded-md bg-warning/10 p-3">
              {errorText(loaderData.noGroups)}
            </p>
          ) : (
            <GroupForm
              key={categoryId}
              lastResult={actionData?.result}
              name={loaderData.name}
              cancelTo={`/list-group?event=${event.id}&category=${categoryId}`}
              rows={loaderData.candidates.map((team) => ({ teamId: team.id, name: team.name, club: team.club, seed: team.seed, withdrawn: false, member: false, position: null }))}
            />
          )}
        </>
      )}
    </section>
  );
}
