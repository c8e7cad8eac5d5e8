/**
 * When a doctor may see the correct answers and explanations of their attempt, pure (the clock is
 * passed in). The exam says which: right after submit (`after_submit`), or once the window has
 * closed (`after_close`), so nobody still sitting the paper can be handed the key. Never before
 * the attempt is submitted. A pending attempt is sat after the window, so it opens at submit.
 */
import type { ExamRow } from "./papers";

type PolicyExam = Pick<ExamRow, "reviewPolicy" | "closesAt">;
type PolicyAttempt = { submittedAt: Date | null; isPending: boolean };

export function reviewAvailableAt(exam: PolicyExam, attempt: PolicyAttempt): Date | null {
  if (!attempt.submittedAt) return null;
  if (exam.reviewPolicy === "after_submit" || attempt.isPending) return attempt.submittedAt;
  return attempt.submittedAt > exam.closesAt ? attempt.submittedAt : exam.closesAt;
}

export function reviewOpen(exam: PolicyExam, attempt: PolicyAttempt, now: Date): boolean {
  const at = reviewAvailableAt(exam, attempt);
  return at !== null && now.getTime() >= at.getTime();
}
