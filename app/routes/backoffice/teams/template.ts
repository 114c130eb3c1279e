import { translator } from "~/i18n/i18next.server";
import { buildCsv, buildXlsx, type SheetColumn } from "~/utils/spreadsheet.server";
import type { Route } from "./+types/template";

type Example = Record<(typeof headers)[number], string>;

/** The import's own column names, which every language accepts. */
const headers = ["event_slug", "category", "team_name", "seed", "status", "players"] as const;

const examples: Example[] = [
  { event_slug: "martabaks-vol-2", category: "Padel Men Beginner", team_name: "", seed: "1", status: "registered", players: "budi@example.id; Andi Wijaya" },
  { event_slug: "martabaks-vol-2", category: "Padel Mixed Advanced", team_name: "Duo Senayan", seed: "", status: "confirmed", players: "Rizky Pratama; Siti Rahma" },
];

/** GET /list-team/template?format=xlsx|csv: an import file to fill in, with two example rows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  const columns: SheetColumn<Example>[] = headers.map((header) => ({ header, width: header === "players" ? 40 : 20, type: "text", value: (row) => row[header] }));
  const labels = { yes: "yes", no: "no" };
  const body = format === "csv" ? buildCsv(columns, examples, labels) : await buildXlsx(translator(context)("teams.title"), columns, examples, labels);
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="team-import-template.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
