/**
 * "Batch for you": which open batches of a category to suggest first. Pure, so the ranking can be
 * tested without a database.
 *
 * Only batches a doctor can still enrol in are suggested (deadline ahead, a seat left, not
 * already enrolled). A guest gets them soonest-starting first. For a doctor each batch earns points:
 *   +3 same course family as one of their past enrolments (they are continuing a track),
 *   +1 more when it is the very course they took before and an alumni discount rewards returning,
 *   +2 taught in person (offline or hybrid) at a branch in the division they live in,
 *   +1 online (reachable from anywhere),
 *   -1 offline only, in another division (they would have to travel),
 * and equal scores fall back to the guest order: soonest start, then lowest id.
 */
import type { BatchMode } from "../contract";

export type Candidate = {
  id: number;
  courseId: number;
  familySlug: string;
  mode: BatchMode;
  branchDivisionId: number | null;
  startsAt: Date;
  enrollmentDeadline: Date;
  seatsLeft: number;
  hasAlumniDiscount: boolean;
};

export type DoctorHistory = {
  /** Courses and families of enrolments that were paid at some point (active or expired). */
  pastCourseIds: ReadonlySet<number>;
  pastFamilySlugs: ReadonlySet<string>;
  /** Batches with a live (pending or active) enrolment: nothing to suggest there. */
  liveBatchIds: ReadonlySet<number>;
  presentDivisionId: number | null;
};

export type Reason = "same_track" | "alumni_discount" | "near_you" | "online" | "soonest";
export type Suggestion<C extends Candidate = Candidate> = { batch: C; score: number; reasons: Reason[] };

const isOpen = (c: Candidate, now: Date) => c.seatsLeft > 0 && c.enrollmentDeadline.getTime() > now.getTime();

const bySoonest = (a: Candidate, b: Candidate) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

export function rankForGuest<C extends Candidate>(candidates: readonly C[], now: Date): Suggestion<C>[] {
  return candidates
    .filter((c) => isOpen(c, now))
    .sort(bySoonest)
    .map((batch, i) => ({ batch, score: 0, reasons: i === 0 ? ["soonest"] : [] }));
}

function scoreFor(c: Candidate, doctor: DoctorHistory): { score: number; reasons: Reason[] } {
  let score = 0;
  const reasons: Reason[] = [];
  if (doctor.pastFamilySlugs.has(c.familySlug)) {
    score += 3;
    reasons.push("same_track");
    if (doctor.pastCourseIds.has(c.courseId) && c.hasAlumniDiscount) {
      score += 1;
      reasons.push("alumni_discount");
    }
  }
  const nearby = doctor.presentDivisionId !== null && c.branchDivisionId === doctor.presentDivisionId;
  if (c.mode !== "online" && nearby) {
    score += 2;
    reasons.push("near_you");
  } else if (c.mode === "online") {
    score += 1;
    reasons.push("online");
  } else if (c.mode === "offline") {
    score -= 1;
  }
  return { score, reasons };
}

export function rankForDoctor<C extends Candidate>(candidates: readonly C[], doctor: DoctorHistory, now: Date): Suggestion<C>[] {
  return candidates
    .filter((c) => isOpen(c, now) && !doctor.liveBatchIds.has(c.id))
    .map((batch) => ({ batch, ...scoreFor(batch, doctor) }))
    .sort((a, b) => b.score - a.score || bySoonest(a.batch, b.batch));
}
