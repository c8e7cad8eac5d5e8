import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { activityInput } from "../contract";
import type { Db } from "../db/client";
import { activities } from "../db/schema";

export type Visit = z.output<typeof activityInput> & { ip: string; doctorId: number | null; userAgent: string | null };

/**
 * A string PostgreSQL's JSON will take: JSON.stringify writes a lone surrogate (hostile input) as a
 * `\udXXX` escape, which json_to_recordset refuses; the driver sends a bound string's as U+FFFD, and
 * so does this (through UTF-8 and back). Only strings with a surrogate at all pay for the copy.
 */
const SURROGATE = /[\ud800-\udfff]/;
const storable = (_key: string, value: unknown) =>
  typeof value === "string" && SURROGATE.test(value) ? Buffer.from(value, "utf8").toString("utf8") : value;

/**
 * Page visits, one or a batch: one statement and one parameter, a JSON array the database turns into
 * rows. A row of bound values per visit had drizzle build and the driver send seven parameters each
 * (1,400 for a full batch): most of the API's time per visit (decision 074).
 */
export async function recordVisits(db: Db, visits: readonly Visit[]): Promise<void> {
  const rows = JSON.stringify(
    visits.map((visit) => ({
      to: visit.to,
      query: visit.query,
      from: visit.from,
      ip: visit.ip,
      doctorId: visit.doctorId,
      userAgent: visit.userAgent?.slice(0, 1024) ?? null,
    })),
    storable,
  );
  await db.execute(sql`
    insert into ${activities} ("to", "query", "from", "ip", "doctor_id", "user_agent")
    select v."to", v."query", v."from", v."ip", v."doctorId", v."userAgent"
    from json_to_recordset(${rows}::json)
      as v("to" varchar, "query" varchar, "from" varchar, "ip" varchar, "doctorId" integer, "userAgent" text)`);
}
