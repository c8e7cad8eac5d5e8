/**
 * Attempts: one per doctor and exam. Starting is idempotent; reading an attempt past its deadline
 * (plus grace) submits it first, and `submitOverdueAttempts` does the same for attempts nobody
 * comes back to (a job runner calls it). Submitting is idempotent and scores the attempt once,
 * under a row lock that saving answers also takes, so no answer slips in after the marking.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { AttemptSummary, ExamStatus } from "../contract";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { attemptTopicScores, examAnswers, examAttempts, exams } from "../db/schema";
import { HttpError } from "../http/errors";
import { markPaper, topicScores, type TopicScore } from "./marking";
import {
  doorOf,
  examQuestionsOf,
  paperOf,
  markingScheme,
  type ExamDoor,
  type ExamRow,
  type Paper,
  type SittingRight,
} from "./papers";
import { acceptsAnswers, answersCloseAt, attemptDeadline, windowPhase } from "./timing";

export type AttemptRow = typeof examAttempts.$inferSelect;
/** An attempt with its exam: what saving and submitting need (no question counts). */
export type OwnSitting = { attempt: AttemptRow; exam: ExamRow };
export type OwnAttempt = { attempt: AttemptRow; paper: Paper };

export const NOT_OPEN_YET = "পরীক্ষাটি এখনো শুরু হয়নি।";
export const WINDOW_CLOSED = "পরীক্ষার সময় শেষ হয়ে গেছে।";
export const NO_RIGHTS = "এই পরীক্ষায় অংশ নিতে কোর্সটিতে আপনার সক্রিয় ভর্তি থাকতে হবে।";
export const ATTEMPT_NOT_FOUND = "পরীক্ষাটি পাওয়া যায়নি।";

export function attemptView(attempt: AttemptRow, exam: ExamRow): AttemptSummary {
  return {
    id: attempt.id,
    exam_id: attempt.examId,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    answers_close_at: answersCloseAt(attempt.deadlineAt, exam.graceSeconds).toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    submitted_by: attempt.submittedBy,
    is_pending: attempt.isPending,
  };
}

export function examStatus(exam: ExamRow, attempt: AttemptRow | null, now: Date): { status: ExamStatus; canStart: boolean } {
  if (attempt) return { status: attempt.submittedAt ? "submitted" : "in_progress", canStart: false };
  const phase = windowPhase(exam, now);
  if (phase === "not_open") return { status: "not_open", canStart: false };
  if (phase === "open") return { status: "open", canStart: true };
  return { status: "missed", canStart: exam.allowsPending };
}

export async function findDoctorAttempt(db: Db, examId: number, doctorId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.doctorId, doctorId)))
    .limit(1);
  return row ?? null;
}

/** The doctor's attempt (created on the first call, the same one after); the caller has checked the right to sit. */
export async function startAttempt(db: Db, paper: Paper, doctorId: number, right: SittingRight, now: Date): Promise<AttemptRow> {
  const { exam } = paper;
  const existing = await findDoctorAttempt(db, exam.id, doctorId);
  if (existing) return settleIfOverdue(db, existing, exam, now);
  const phase = windowPhase(exam, now);
  if (phase === "not_open") throw new HttpError(409, NOT_OPEN_YET);
  if (phase === "closed" && !exam.allowsPending) throw new HttpError(409, WINDOW_CLOSED);
  const isPending = phase === "closed";
  const [created] = await db
    .insert(examAttempts)
    .values({
      examId: exam.id,
      doctorId,
      batchId: right.batchId,
      isPending,
      startedAt: now,
      deadlineAt: attemptDeadline(exam, now, isPending),
    })
    .onConflictDoNothing({ target: [examAttempts.examId, examAttempts.doctorId] })
    .returning();
  // A double click that lost the race gets the attempt the other request created.
  return created ?? (await findDoctorAttempt(db, exam.id, doctorId))!;
}

/**
 * The doctor's own attempt behind this door with its exam, submitted first if its time is over;
 * null for anyone else's. One query: the save path (the hottest of a live exam) needs no more.
 */
export async function findOwnSitting(
  db: Db,
  door: ExamDoor,
  doctorId: number,
  attemptId: number,
  now: Date,
): Promise<OwnSitting | null> {
  const [row] = await attemptWithExam(db).execute({ attemptId, doctorId });
  if (!row || doorOf(row.exam) !== door) return null;
  return { attempt: await settleIfOverdue(db, row.attempt, row.exam, now), exam: row.exam };
}

const attemptWithExam = preparedPerDb((db) =>
  db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.id, sql.placeholder("attemptId")), eq(examAttempts.doctorId, sql.placeholder("doctorId"))))
    .limit(1)
    .prepare("own_attempt_with_exam"),
);

/** `findOwnSitting` with the paper (question counts, quiz key) the attempt's pages show. */
export async function findOwnAttempt(
  db: Db,
  door: ExamDoor,
  doctorId: number,
  attemptId: number,
  now: Date,
): Promise<OwnAttempt | null> {
  const own = await findOwnSitting(db, door, doctorId, attemptId, now);
  return own && { attempt: own.attempt, paper: await paperOf(db, own.exam) };
}

export async function settleIfOverdue(db: Db, attempt: AttemptRow, exam: ExamRow, now: Date): Promise<AttemptRow> {
  if (attempt.submittedAt || acceptsAnswers(attempt.deadlineAt, exam.graceSeconds, now)) return attempt;
  return submitAttempt(db, attempt.id, exam, "server", now);
}

/**
 * Scores and closes the attempt once; later calls return it unchanged. The server submits as of
 * the deadline, never later, since no answer after it counts anyway.
 */
export async function submitAttempt(
  db: Db,
  attemptId: number,
  exam: ExamRow,
  by: "doctor" | "server",
  now: Date,
): Promise<AttemptRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for("update");
    if (!locked) throw new HttpError(404, ATTEMPT_NOT_FOUND);
    if (locked.submittedAt) return locked;
    const [questions, answers] = await Promise.all([
      examQuestionsOf(tx, exam.id),
      tx
        .select({ questionId: examAnswers.questionId, answer: examAnswers.answer })
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, attemptId)),
    ]);
    const scheme = markingScheme(exam);
    const given = new Map(answers.map((a) => [a.questionId, a.answer]));
    const submittedAt = by === "server" && now > locked.deadlineAt ? locked.deadlineAt : now;
    const [updated] = await tx
      .update(examAttempts)
      .set({ submittedAt, submittedBy: by, ...markPaper(scheme, questions, given) })
      .where(eq(examAttempts.id, attemptId))
      .returning();
    await recordTopicScores(tx, [{ attemptId, examId: exam.id, scores: topicScores(scheme, questions, given) }]);
    return updated!;
  });
}

/**
 * Keeps marked attempts' units per topic (decision 067), what the progress page reads; called where
 * an attempt is marked, in the same transaction, so a submitted attempt always has its rows.
 */
export async function recordTopicScores(
  db: Db,
  marked: { attemptId: number; examId: number; scores: TopicScore[] }[],
): Promise<void> {
  const rows = marked.flatMap(({ attemptId, examId, scores }) => scores.map((score) => ({ attemptId, examId, ...score })));
  if (rows.length > 0) await db.insert(attemptTopicScores).values(rows);
}

/**
 * Submits attempts whose answer time (deadline + grace) is over though nobody came back; returns
 * how many. Bounded per call so a job runner can call it every minute without long transactions.
 */
export async function submitOverdueAttempts(db: Db, now: Date, limit = 500): Promise<number> {
  const overdue = await db
    .select({ id: examAttempts.id, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        isNull(examAttempts.submittedAt),
        lt(examAttempts.deadlineAt, now),
        sql`${examAttempts.deadlineAt} + make_interval(secs => ${exams.graceSeconds}) < ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  for (const row of overdue) await submitAttempt(db, row.id, row.exam, "server", now);
  return overdue.length;
}
