/**
 * Exam time, pure: the server clock is passed in (the injected `clock`), never read here.
 *
 * An attempt's deadline is the earlier of its start + duration and the window's close; a pending
 * attempt (started after the window closed) has start + duration. Answers are taken until the
 * deadline plus the exam's grace period, which absorbs slow networks; after that the attempt is
 * over and the server submits it.
 */
export type ExamWindow = { opensAt: Date; closesAt: Date; durationSeconds: number; graceSeconds: number };

export type WindowPhase = "not_open" | "open" | "closed";

export function windowPhase(window: Pick<ExamWindow, "opensAt" | "closesAt">, now: Date): WindowPhase {
  if (now.getTime() < window.opensAt.getTime()) return "not_open";
  return now.getTime() < window.closesAt.getTime() ? "open" : "closed";
}

export function attemptDeadline(window: ExamWindow, startedAt: Date, isPending: boolean): Date {
  const byDuration = startedAt.getTime() + window.durationSeconds * 1000;
  return new Date(isPending ? byDuration : Math.min(byDuration, window.closesAt.getTime()));
}

/** The last instant an answer is still taken. */
export const answersCloseAt = (deadline: Date, graceSeconds: number) => new Date(deadline.getTime() + graceSeconds * 1000);

export const acceptsAnswers = (deadline: Date, graceSeconds: number, now: Date) =>
  now.getTime() <= answersCloseAt(deadline, graceSeconds).getTime();
