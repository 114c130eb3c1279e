import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "../columns";

/** Indonesian administrative areas with their BPS codes ("31", "31.71", "31.71.07", "31.71.07.1001"). */
export const provinces = sqliteTable(
  "provinces",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("provinces_code_unique").on(t.code), index("provinces_name_idx").on(t.name)],
);

/** Regencies (KABUPATEN) and cities (KOTA). */
export const cities = sqliteTable(
  "cities",
  {
    id: id(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("cities_code_unique").on(t.code), index("cities_province_idx").on(t.provinceId, t.name), index("cities_name_idx").on(t.name)],
);

/** Kecamatan. */
export const districts = sqliteTable(
  "districts",
  {
    id: id(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("districts_code_unique").on(t.code), index("districts_city_idx").on(t.cityId, t.name), index("districts_name_idx").on(t.name)],
);

/** Kelurahan / desa. */
export const subdistricts = sqliteTable(
  "subdistricts",
  {
    id: id(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    postalCode: text("postal_code"),
    ...timestamps,
  },
  (t) => [uniqueIndex("subdistricts_code_unique").on(t.code), index("subdistricts_district_idx").on(t.districtId, t.name), index("subdistricts_name_idx").on(t.name)],
);
