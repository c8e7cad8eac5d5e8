/**
 * Unpaid enrolments hold their seat until `hold_expires_at` (PAYMENT_HOLD_MS after the enrolment).
 * Seat counts ignore a lapsed hold at once (`holdsSeat`); this marks such rows cancelled, so lists,
 * the doctor's pages and the database itself say what happened. The next enrolment of a batch
 * does it for that batch inside its lock; the `enrollment.expire-holds` job does it for all.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { enrollments } from "../db/schema";

/** Cancels the unpaid enrolments whose hold lapsed by `now` (of one batch, when given); returns how many. */
export async function releaseLapsedHolds(db: Db, now: Date, batchId?: number): Promise<number> {
  const released = await db
    .update(enrollments)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        batchId === undefined ? undefined : eq(enrollments.batchId, batchId),
        eq(enrollments.status, "pending_payment"),
        lte(enrollments.holdExpiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: enrollments.id });
  return released.length;
}
