import { titled } from "~/utils/meta";
import type { Route } from "./+types/form";
import { RegionForm } from "./region-form";
import { regionScreenOf } from "./region-route";
import { regionFormAction, regionFormLoader } from "./region-route.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function screen(request: Request) {
  const { screen, entity } = regionScreenOf(request);
  return { entity, mode: screen === "edit" ? ("edit" as const) : ("add" as const) };
}

/** `/add-<level>` and `/edit-<level>/:id` of the four region levels. */
export function loader(args: Route.LoaderArgs) {
  const { entity, mode } = screen(args.request);
  return { ...regionFormLoader(entity, mode, args), entity, mode };
}

export async function action(args: Route.ActionArgs) {
  const { entity, mode } = screen(args.request);
  return regionFormAction(entity, mode, args);
}

export default function RegionFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <RegionForm
        key={`${loaderData.entity}-${loaderData.id ?? "new"}`}
        entity={loaderData.entity}
        mode={loaderData.mode}
        lastResult={actionData?.result}
        defaults={loaderData.defaults}
        parentChoices={loaderData.parentChoices}
        parentQ={loaderData.parentQ}
        parentOption={actionData?.parentOption}
      />
    </section>
  );
}
