/**
 * Practice papers (decision 057): a doctor builds a paper from their mistakes, their bookmarks or a
 * topic, and sits it through the exam engine as an exam of kind `practice` that only they can see.
 * Its questions are copies of questions whose review is already open to them, so no key of a paper
 * others are still sitting is ever copied; each copy names its original (`source_question_id`), so
 * answering it counts on the original's place on the mistakes list. It is never ranked.
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { AttemptSummary, PracticePaperInput, practiceOverview } from "../contract";
import { PRACTICE_MESSAGES, PRACTICE_SOURCES, tooManyQuestions } from "../contract/practice-rules";
import type { Db } from "../db/client";
import { examAttempts, examQuestions, exams } from "../db/schema";
import { HttpError } from "../http/errors";
import { attemptView, startAttempt } from "../exams/attempts";
import { paperOf } from "../exams/papers";
import { mistakeRows } from "./mistakes";
import { reviewOpenAt, studyRows, topicOf, type StudyRow } from "./study-questions";

/** Every question is worth one mark, with no negative marking: practice weighs knowing, not guessing. */
const PRACTICE_MARK = 100;
const PAPERS_LISTED = 20;

/** The doctor's questions whose answers are open to them, each original once, in `rows`' order. */
function openOriginals(rows: StudyRow[], now: Date): StudyRow[] {
  const seen = new Set<number>();
  return rows.filter((row) => now >= reviewOpenAt(row) && !seen.has(row.questionId) && seen.add(row.questionId));
}

const bookmarkedRows = async (db: Db, doctorId: number, now: Date) =>
  openOriginals(await studyRows(db, doctorId, undefined, true).orderBy(desc(examAttempts.submittedAt)), now);

/** Questions of the doctor's own papers (not practice copies): what a topic's practice draws from. */
const ownPaperRows = async (db: Db, doctorId: number, now: Date) =>
  openOriginals(
    await studyRows(db, doctorId, isNull(examQuestions.sourceQuestionId)).orderBy(
      desc(examAttempts.submittedAt),
      examQuestions.number,
    ),
    now,
  );

/** The questions a source offers, newest paper first, and the paper's title. */
async function poolOf(db: Db, doctorId: number, input: PracticePaperInput, now: Date) {
  if (input.source === "mistakes") return { rows: await mistakeRows(db, doctorId, now), title: PRACTICE_SOURCES.mistakes };
  if (input.source === "bookmarks") return { rows: await bookmarkedRows(db, doctorId, now), title: PRACTICE_SOURCES.bookmarks };
  const rows = (await ownPaperRows(db, doctorId, now)).filter((row) => row.topicId === input.topic_id);
  return { rows, title: rows[0] ? `${rows[0].topicBn} (${rows[0].topicEn})` : PRACTICE_SOURCES.topic };
}

const refused = (field: keyof PracticePaperInput, message: string) => new HttpError(422, message, { [field]: [message] });

/** Builds the paper and starts the doctor's attempt at it: the attempt page takes over from here. */
export async function buildPracticePaper(
  db: Db,
  doctorId: number,
  input: PracticePaperInput,
  now: Date,
): Promise<AttemptSummary> {
  const pool = await poolOf(db, doctorId, input, now);
  if (pool.rows.length === 0) throw refused(input.source === "topic" ? "topic_id" : "source", PRACTICE_MESSAGES.emptySource);
  if (input.questions > pool.rows.length) throw refused("questions", tooManyQuestions(pool.rows.length));
  const chosen = pool.rows.slice(0, input.questions).map((row) => row.questionId);
  const durationSeconds = input.minutes * 60;
  const exam = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exams)
      .values({
        kind: "practice",
        ownerDoctorId: doctorId,
        title: `অনুশীলন: ${pool.title}`.slice(0, 200),
        opensAt: now,
        closesAt: new Date(now.getTime() + durationSeconds * 1000),
        durationSeconds,
        reviewPolicy: "after_submit",
        mcqMark: PRACTICE_MARK,
        sbaMark: PRACTICE_MARK,
        passMark: (PRACTICE_MARK * chosen.length) / 2,
        allowsPending: false,
        createdAt: now,
      })
      .returning();
    const originals = new Map(
      (await tx.select().from(examQuestions).where(inArray(examQuestions.id, chosen))).map((q) => [q.id, q]),
    );
    await tx.insert(examQuestions).values(
      chosen.map((originalId, i) => {
        const { id: _id, examId: _examId, number: _number, sourceQuestionId: _source, ...question } = originals.get(originalId)!;
        return { ...question, examId: created!.id, number: i + 1, sourceQuestionId: originalId };
      }),
    );
    return created!;
  });
  const attempt = await startAttempt(db, await paperOf(db, exam), doctorId, { batchId: null }, now);
  return attemptView(attempt, exam);
}

/** How many questions each source holds now, and the doctor's latest practice papers with their attempts. */
export async function practiceOverviewOf(db: Db, doctorId: number, now: Date): Promise<z.input<typeof practiceOverview>["data"]> {
  const [mistakes, bookmarks, own, papers] = await Promise.all([
    mistakeRows(db, doctorId, now),
    bookmarkedRows(db, doctorId, now),
    ownPaperRows(db, doctorId, now),
    db
      .select({ exam: exams, attempt: examAttempts, questions: count(examQuestions.id) })
      .from(exams)
      .innerJoin(examQuestions, eq(examQuestions.examId, exams.id))
      .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), eq(examAttempts.doctorId, doctorId)))
      .where(and(eq(exams.ownerDoctorId, doctorId), eq(exams.kind, "practice")))
      .groupBy(exams.id, examAttempts.id)
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(PAPERS_LISTED),
  ]);
  const topics = new Map<number, { topic: NonNullable<ReturnType<typeof topicOf>>; questions: number }>();
  for (const row of own) {
    const topic = topicOf(row);
    if (topic) topics.set(topic.id, { topic, questions: (topics.get(topic.id)?.questions ?? 0) + 1 });
  }
  return {
    sources: {
      mistakes: mistakes.length,
      bookmarks: bookmarks.length,
      topics: [...topics.values()].sort((a, b) => a.topic.name_en.localeCompare(b.topic.name_en)),
    },
    papers: papers.map(({ exam, attempt, questions }) => ({
      exam_id: exam.id,
      title: exam.title,
      created_at: exam.createdAt.toISOString(),
      question_count: questions,
      duration_seconds: exam.durationSeconds,
      attempt: attempt && attemptView(attempt, exam),
      obtained_mark_x100: attempt?.obtainedMark ?? null,
      full_mark_x100: PRACTICE_MARK * questions,
    })),
  };
}
