import { bigserial, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { doctors } from "./accounts";

/** One row per portal navigation (POST /api/activities). */
export const activities = pgTable(
  "activities",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: varchar("to", { length: 2048 }).notNull(),
    query: varchar("query", { length: 2048 }).notNull(),
    from: varchar("from", { length: 2048 }),
    /** Client address: the socket peer, or X-Forwarded-For when the peer is a trusted proxy. */
    ip: varchar("ip", { length: 45 }).notNull(),
    doctorId: integer("doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("activities_created_idx").on(t.createdAt), index("activities_doctor_idx").on(t.doctorId)],
);
