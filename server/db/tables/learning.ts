/**
 * The study area's own data. Course materials belong to a batch: every doctor with an active
 * enrolment in that batch sees them.
 */
import { index, pgEnum, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { serialId, partOf } from "../columns";
import { batches } from "./catalogue";

export const materialKind = pgEnum("course_material_kind", ["guide", "syllabus", "reading", "link"]);

export const courseMaterials = pgTable(
  "course_materials",
  {
    id: serialId(),
    batchId: partOf("batch_id", () => batches.id),
    kind: materialKind("kind").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    /** Plain text (paragraphs separated by blank lines); never HTML. */
    body: text("body").notNull(),
    /** An outside https resource (a guideline, a journal page) when the material points somewhere. */
    link: varchar("link", { length: 500 }),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("course_materials_batch_idx").on(t.batchId)],
);
