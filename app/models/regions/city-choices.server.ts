import { asc, eq } from "drizzle-orm";
import { cities, provinces } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { titleCase } from "~/utils/address";
import { cityKey, type CityChoice } from "~/utils/city-search";

/**
 * The cities and regencies an entrant picks from, by name as a letter writes
 * it ("Kabupaten Bogor", not the national data's "KABUPATEN BOGOR"), in
 * alphabetical order. A name that two provinces share carries its province,
 * so each suggestion names one place.
 */
export function cityChoices(): CityChoice[] {
  const rows = getDb()
    .select({ id: cities.id, name: cities.name, province: provinces.name })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .orderBy(asc(cities.name), asc(cities.id))
    .all()
    .map((row) => ({ id: row.id, name: titleCase(row.name), province: titleCase(row.province) }));
  const uses = new Map<string, number>();
  for (const row of rows) uses.set(cityKey(row.name), (uses.get(cityKey(row.name)) ?? 0) + 1);
  return rows.map((row) => ({ id: row.id, name: (uses.get(cityKey(row.name)) ?? 0) > 1 ? `${row.name} (${row.province})` : row.name }));
}
