/** What the batch-for-you ranking reads from the database: a category's batches and a doctor's history. */
import { and, eq } from "drizzle-orm";
import type { DoctorRow } from "../auth/tokens";
import type { Db } from "../db/client";
import { courseFamilies, courses, enrollments } from "../db/schema";
import { joinCourseOfEnrollment } from "../enrollments/course-joins";
import type { Candidate, DoctorHistory, Reason } from "./batch-for-you";
import { inCategory, listed, seatsLeft, selectBatches, type BatchRow } from "./batch-query";

export const REASON_LABELS: Record<Reason, string> = {
  same_track: "আপনার আগের কোর্সের ধারাবাহিকতায়",
  alumni_discount: "পুরোনো শিক্ষার্থী হিসেবে বিশেষ ছাড়",
  near_you: "আপনার বিভাগের শাখায় সরাসরি ক্লাস",
  online: "যেকোনো জায়গা থেকে অনলাইনে ক্লাস",
  soonest: "সবার আগে শুরু হচ্ছে",
};

export async function forYouCandidates(db: Db, categorySlug: string, now: Date): Promise<(Candidate & { row: BatchRow })[]> {
  const rows = await selectBatches(db, now).where(and(listed(), inCategory(categorySlug)));
  return rows.map((row) => ({
    id: row.batch.id,
    courseId: row.course.id,
    familySlug: row.family.slug,
    mode: row.batch.mode,
    branchDivisionId: row.branch.divisionId,
    startsAt: row.batch.startsAt,
    enrollmentDeadline: row.batch.enrollmentDeadline,
    seatsLeft: seatsLeft(row),
    hasAlumniDiscount: Boolean(row.batch.alumniDiscountPaisa),
    row,
  }));
}

export async function doctorHistory(db: Db, doctor: DoctorRow, now: Date): Promise<DoctorHistory> {
  const rows = await joinCourseOfEnrollment(
    db
      .select({
        batchId: enrollments.batchId,
        status: enrollments.status,
        holdExpiresAt: enrollments.holdExpiresAt,
        courseId: courses.id,
        familySlug: courseFamilies.slug,
      })
      .from(enrollments)
      .$dynamic(),
  )
    .innerJoin(courseFamilies, eq(courseFamilies.id, courses.familyId))
    .where(eq(enrollments.doctorId, doctor.id));
  const paid = rows.filter((r) => r.status === "active" || r.status === "expired");
  const live = rows.filter((r) => r.status === "active" || (r.status === "pending_payment" && r.holdExpiresAt > now));
  return {
    pastCourseIds: new Set(paid.map((r) => r.courseId)),
    pastFamilySlugs: new Set(paid.map((r) => r.familySlug)),
    liveBatchIds: new Set(live.map((r) => r.batchId)),
    presentDivisionId: doctor.presentDivisionId,
  };
}
