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

/** Page views the portal's render cache answered, one statement for the whole batch. */
export async function recordGuestVisits(db: Db, visits: readonly Omit<Visit, "doctorId">[]): Promise<void> {
  await db.insert(activities).values(visits.map((visit) => rowOf({ ...visit, doctorId: null })));
}
