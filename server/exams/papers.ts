/**
 * Exams as papers: finding one through its door (paid exams by id, quizzes by their card's key),
 * the right to sit it, its questions and the summary every exam answer carries.
 */
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, or } from "drizzle-orm";
import type { ExamSummary, PaperQuestion } from "../contract";
import type { Db } from "../db/client";
import { cachedRead } from "../db/read-cache";
import { enrollments, examQuestions, exams, masterScheduleParts, quizzes, scheduleSlots } from "../db/schema";
import { fullMark, type MarkingScheme } from "./marking";

export type ExamRow = typeof exams.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;
/** Paid exams (course, master, admin: device rule and enrolment) or free quizzes (a login). */
export type ExamDoor = "exam" | "quiz";
export type QuestionCounts = { mcq: number; sba: number };
/** An exam with what every answer about it shows. */
export type Paper = { exam: ExamRow; counts: QuestionCounts; quizKey: string | null };

export const doorOf = (exam: Pick<ExamRow, "kind">): ExamDoor => (exam.kind === "quiz" ? "quiz" : "exam");

/** Whether the exam's marks place a doctor on a merit list: free exams and practice papers never do (decisions 056, 057). */
export const isRanked = (exam: Pick<ExamRow, "kind" | "isFree">) => !exam.isFree && exam.kind !== "practice";

/** Whether the doctor may see the exam at all: a practice paper is its owner's alone (anyone else: 404). */
export const visibleTo = (exam: Pick<ExamRow, "ownerDoctorId">, doctorId: number) =>
  exam.ownerDoctorId === null || exam.ownerDoctorId === doctorId;

export const markingScheme = (exam: ExamRow): MarkingScheme => ({
  mcqMark: exam.mcqMark,
  mcqNegativeMark: exam.mcqNegativeMark,
  sbaMark: exam.sbaMark,
  sbaNegativeMark: exam.sbaNegativeMark,
  mcqNegativeRange:
    exam.mcqNegativeFrom === null || exam.mcqNegativeTo === null ? null : { from: exam.mcqNegativeFrom, to: exam.mcqNegativeTo },
  sbaNegativeRange:
    exam.sbaNegativeFrom === null || exam.sbaNegativeTo === null ? null : { from: exam.sbaNegativeFrom, to: exam.sbaNegativeTo },
  allowNegativeQuestionScore: exam.allowNegativeQuestionScore,
});

export const paperFullMark = ({ exam, counts }: Paper) =>
  fullMark(markingScheme(exam), [
    ...Array.from({ length: counts.mcq }, () => ({ type: "mcq" as const })),
    ...Array.from({ length: counts.sba }, () => ({ type: "sba" as const })),
  ]);

export async function questionCounts(db: Db, examId: number): Promise<QuestionCounts> {
  const rows = await db
    .select({ type: examQuestions.type, n: count() })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .groupBy(examQuestions.type);
  return { mcq: rows.find((r) => r.type === "mcq")?.n ?? 0, sba: rows.find((r) => r.type === "sba")?.n ?? 0 };
}

export async function paperOf(db: Db, exam: ExamRow): Promise<Paper> {
  const [counts, quiz] = await Promise.all([
    questionCounts(db, exam.id),
    exam.quizId === null
      ? undefined
      : db
          .select({ key: quizzes.key })
          .from(quizzes)
          .where(eq(quizzes.id, exam.quizId))
          .then((r) => r[0]),
  ]);
  return { exam, counts, quizKey: quiz?.key ?? null };
}

/** A paid exam by id; quizzes are not found through this door. */
export async function findPaidExam(db: Db, id: number): Promise<Paper | null> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, id)).limit(1);
  return exam && doorOf(exam) === "exam" ? paperOf(db, exam) : null;
}

/** The on-spot quiz behind a quiz card's key. */
export async function findQuizExam(db: Db, key: string): Promise<Paper | null> {
  const [row] = await db
    .select({ exam: exams })
    .from(exams)
    .innerJoin(quizzes, eq(quizzes.id, exams.quizId))
    .where(and(eq(quizzes.key, key), eq(quizzes.isActive, true)))
    .limit(1);
  return row ? paperOf(db, row.exam) : null;
}

/** The right to sit, and the batch the doctor sits with (their batch position); null: no right. */
export type SittingRight = { batchId: number | null };

/**
 * A practice paper is its owner's. Quizzes and free exams are for every doctor (the free quota is checked on starting); admin-assigned exams need any active enrolment. Course and
 * master exams need an active enrolment in the exam's batch, or one following a master schedule
 * whose parts hold the exam's slot: a combined programme sits the exams of the batch schedules it
 * is made of, ranked in its own batch. The exam's own batch wins when the doctor has both.
 */
export async function sittingRight(db: Db, doctorId: number, exam: ExamRow): Promise<SittingRight | null> {
  if (exam.kind === "practice") return visibleTo(exam, doctorId) ? { batchId: null } : null;
  if (exam.kind === "quiz" || exam.isFree) return { batchId: null };
  const active = and(eq(enrollments.doctorId, doctorId), eq(enrollments.status, "active"));
  if (exam.batchId === null) {
    const [row] = await db.select({ id: enrollments.id }).from(enrollments).where(active).limit(1);
    return row ? { batchId: null } : null;
  }
  const mastersHoldingSlot =
    exam.slotId === null
      ? undefined
      : inArray(
          enrollments.masterScheduleId,
          db
            .select({ id: masterScheduleParts.masterScheduleId })
            .from(masterScheduleParts)
            .innerJoin(scheduleSlots, eq(scheduleSlots.scheduleId, masterScheduleParts.scheduleId))
            .where(eq(scheduleSlots.id, exam.slotId)),
        );
  const [row] = await db
    .select({ batchId: enrollments.batchId })
    .from(enrollments)
    .where(and(active, or(eq(enrollments.batchId, exam.batchId), mastersHoldingSlot)))
    .orderBy(desc(eq(enrollments.batchId, exam.batchId)), asc(enrollments.id))
    .limit(1);
  return row ?? null;
}

export function examQuestionsOf(db: Db, examId: number): Promise<QuestionRow[]> {
  return db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.number));
}

/** The questions as every sitter sees them (never the correct answers), with the version that names them. */
export type PaperQuestions = { version: string; questions: readonly PaperQuestion[] };

/**
 * Every doctor sitting an exam gets the same questions: they are read once per process and minute
 * (the read cache's freshness) and versioned by a hash of their content, so a caller holding that
 * version (the portal's paper cache) is not sent them again, and a changed paper is a new version.
 */
export function paperQuestionsOf(db: Db, examId: number): Promise<PaperQuestions> {
  return cachedRead(db, `paperQuestions:${examId}`, async () => {
    const questions = (await examQuestionsOf(db, examId)).map((q) => ({
      id: q.id,
      number: q.number,
      type: q.type,
      stem_html: q.stemHtml,
      options: q.options,
    }));
    const version = createHash("sha256").update(JSON.stringify(questions)).digest("hex").slice(0, 16);
    return { version, questions };
  });
}

export function examSummaryView(paper: Paper): ExamSummary {
  const { exam, counts } = paper;
  const scheme = markingScheme(exam);
  return {
    id: exam.id,
    kind: exam.kind,
    ranked: isRanked(exam),
    title: exam.title,
    instructions_html: exam.instructionsHtml,
    opens_at: exam.opensAt.toISOString(),
    closes_at: exam.closesAt.toISOString(),
    duration_seconds: exam.durationSeconds,
    grace_seconds: exam.graceSeconds,
    review_policy: exam.reviewPolicy,
    marking: {
      mcq_mark_x100: exam.mcqMark,
      mcq_negative_mark_x100: exam.mcqNegativeMark,
      sba_mark_x100: exam.sbaMark,
      sba_negative_mark_x100: exam.sbaNegativeMark,
      mcq_negative_range: scheme.mcqNegativeRange,
      sba_negative_range: scheme.sbaNegativeRange,
      allow_negative_question_score: exam.allowNegativeQuestionScore,
      pass_mark_x100: exam.passMark,
      full_mark_x100: paperFullMark(paper),
    },
    question_counts: { ...counts, total: counts.mcq + counts.sba },
    quiz_key: paper.quizKey,
    allows_pending: exam.allowsPending,
  };
}
