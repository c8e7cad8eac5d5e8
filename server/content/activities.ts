import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { activityInput } from "../contract";
import type { Db } from "../db/client";
import { activities } from "../db/schema";

export type Visit = z.output<typeof activityInput> & { ip: string; doctorId: number | null; userAgent: string | undefined };

const rowOf = (visit: Visit) => ({
  to: visit.to,
  query: visit.query,
  from: visit.from,
  ip: visit.ip,
  doctorId: visit.doctorId,
  userAgent: visit.userAgent?.slice(0, 1024) ?? null,
});

/** One page visit, as the portal reports it. */
export async function recordVisit(db: Db, visit: Visit): Promise<void> {
  await db.insert(activities).values(rowOf(visit));
}

/**
 * Page views the portal's render cache answered: one statement and one parameter for the whole batch,
 * a JSON array the database turns into rows. A row of bound values per visit had drizzle build and
 * the driver send seven parameters each (1,400 for a full batch): most of the API's time per visit.
 */
export async function recordGuestVisits(db: Db, visits: readonly Omit<Visit, "doctorId">[]): Promise<void> {
  const rows = JSON.stringify(visits.map((visit) => rowOf({ ...visit, doctorId: null })));
  await db.execute(sql`
    insert into ${activities} ("to", "query", "from", "ip", "user_agent")
    select v."to", v."query", v."from", v."ip", v."userAgent"
    from json_to_recordset(${rows}::json) as v("to" varchar, "query" varchar, "from" varchar, "ip" varchar, "userAgent" text)`);
}
