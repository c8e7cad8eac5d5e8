import { integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { serialId, partOf } from "../columns";

/** Ids are the upstream dataset's (server/seed/geo), so they stay stable across reseeds. */
export const divisions = pgTable("divisions", {
  id: integer("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
});

export const districts = pgTable("districts", {
  id: integer("id").primaryKey(),
  divisionId: partOf("division_id", () => divisions.id),
  name: varchar("name", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
});

export const upazilas = pgTable("upazilas", {
  id: integer("id").primaryKey(),
  districtId: partOf("district_id", () => districts.id),
  name: varchar("name", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
});

export const MEDICAL_COLLEGE_KINDS = ["government", "armed-forces", "private"] as const;
export type MedicalCollegeKind = (typeof MEDICAL_COLLEGE_KINDS)[number];

export const medicalColleges = pgTable("medical_colleges", {
  id: serialId(),
  name: varchar("name", { length: 160 }).notNull().unique(),
  nameEn: varchar("name_en", { length: 160 }).notNull(),
  kind: varchar("kind", { length: 16 }).$type<MedicalCollegeKind>().notNull(),
  districtId: integer("district_id").references(() => districts.id),
});
