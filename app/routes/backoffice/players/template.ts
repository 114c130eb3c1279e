import { translator } from "~/i18n/i18next.server";
import { buildCsv, buildXlsx, type SheetColumn } from "~/utils/spreadsheet.server";
import type { Route } from "./+types/template";

type Example = Record<(typeof headers)[number], string>;

/** The import's own column names, which every language accepts. */
const headers = ["name", "gender", "birth_date", "phone", "email", "city_code", "city", "club", "skill_level"] as const;

const examples: Example[] = [
  { name: "Budi Santoso", gender: "male", birth_date: "1990-04-17", phone: "0812-3456-7890", email: "budi@example.id", city_code: "31.74", city: "", club: "PB Senayan", skill_level: "Beginner" },
  { name: "Siti Rahma", gender: "female", birth_date: "1995-11-02", phone: "+62 857 1234 5678", email: "", city_code: "", city: "Kota Bandung", club: "", skill_level: "Intermediate" },
];

/** GET /list-player/template?format=xlsx|csv: an import file to fill in, with two example rows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  const columns: SheetColumn<Example>[] = headers.map((header) => ({ header, width: header === "email" ? 28 : 18, type: "text", value: (row) => row[header] }));
  const labels = { yes: "yes", no: "no" };
  const body = format === "csv" ? buildCsv(columns, examples, labels) : await buildXlsx(translator(context)("players.title"), columns, examples, labels);
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="player-import-template.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
