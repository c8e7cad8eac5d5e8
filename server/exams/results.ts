/**
 * What an attempt shows: its paper (never the correct answers), its result with merit positions,
 * the review of answers and explanations when the exam's review policy allows it, and a quiz's
 * leaderboard. Positions use competition ranking (1, 2, 2, 4) among submitted live attempts;
 * pending attempts are scored but never ranked.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { attemptPaper, attemptResult, attemptReview, leaderboard } from "../contract";
import type { Db } from "../db/client";
import { doctors, examAttempts, examQuestions, questionBookmarks } from "../db/schema";
import { HttpError } from "../http/errors";
import { answersOf } from "./answers";
import { courseEventOf } from "./course-events";
import { attemptView, type OwnAttempt } from "./attempts";
import { answerBreakdown, competitionRanks, markQuestion, percentHundredths } from "./marking";
import { reviewAvailableAt } from "./review-policy";
import { citedBooks } from "../study/books";
import { examQuestionsOf, examSummaryView, isRanked, markingScheme, paperFullMark, paperQuestionsOf, type Paper } from "./papers";

/** Which questions of one exam the doctor has bookmarked (practice/, issue 26; a practice copy by its original): the review marks them. */
async function bookmarkedInExam(db: Db, doctorId: number, examId: number): Promise<Set<number>> {
  const rows = await db
    .select({ questionId: examQuestions.id })
    .from(questionBookmarks)
    .innerJoin(
      examQuestions,
      eq(questionBookmarks.questionId, sql`coalesce(${examQuestions.sourceQuestionId}, ${examQuestions.id})`),
    )
    .where(and(eq(questionBookmarks.doctorId, doctorId), eq(examQuestions.examId, examId)));
  return new Set(rows.map((r) => r.questionId));
}

export const NOT_SUBMITTED = "উত্তরপত্র জমা দেওয়ার পরে ফলাফল দেখা যাবে।";
const REVIEW_LATER = "পরীক্ষার সময় শেষ হলে উত্তর ও ব্যাখ্যা দেখা যাবে।";
const LEADERBOARD_SIZE = 50;

/** The paper of an attempt; its questions only when `knownPapers` lacks their version (decision 039). */
export async function paperView(
  db: Db,
  { attempt, paper }: OwnAttempt,
  now: Date,
  knownPapers: readonly string[],
): Promise<z.input<typeof attemptPaper>["data"]> {
  const [questions, answers, courseEvent] = await Promise.all([
    paperQuestionsOf(db, paper.exam.id),
    answersOf(db, attempt.id),
    paper.exam.slotId === null ? null : courseEventOf(db, attempt.doctorId, paper.exam.slotId),
  ]);
  return {
    exam: examSummaryView(paper),
    attempt: attemptView(attempt, paper.exam),
    server_time: now.toISOString(),
    paper_version: questions.version,
    questions: knownPapers.includes(questions.version) ? null : [...questions.questions],
    answers: answers.map((a) => ({ ...a, client_at: a.client_at.toISOString() })),
    course_event: courseEvent && {
      course_id: courseEvent.course_id,
      schedule: courseEvent.schedule,
      batch_id: courseEvent.batch_id,
      event_id: courseEvent.event_id,
    },
  };
}

const merit = (examId: number): SQL =>
  and(eq(examAttempts.examId, examId), isNotNull(examAttempts.submittedAt), eq(examAttempts.isPending, false))!;

async function standing(db: Db, where: SQL, mark: number) {
  const [row] = await db
    .select({
      participants: sql<number>`count(*)::int`,
      higher: sql<number>`(count(*) filter (where ${examAttempts.obtainedMark} > ${mark}))::int`,
      highest: sql<number>`coalesce(max(${examAttempts.obtainedMark}), 0)::int`,
      average: sql<number>`coalesce(round(avg(${examAttempts.obtainedMark})), 0)::int`,
    })
    .from(examAttempts)
    .where(where);
  return row!;
}

export async function resultView(
  db: Db,
  { attempt, paper }: OwnAttempt,
  now: Date,
): Promise<z.input<typeof attemptResult>["data"]> {
  if (!attempt.submittedAt || attempt.obtainedMark === null) throw new HttpError(409, NOT_SUBMITTED);
  const mark = attempt.obtainedMark;
  const [overall, batch, questions, answers] = await Promise.all([
    standing(db, merit(paper.exam.id), mark),
    attempt.batchId === null ? null : standing(db, and(merit(paper.exam.id), eq(examAttempts.batchId, attempt.batchId))!, mark),
    examQuestionsOf(db, paper.exam.id),
    answersOf(db, attempt.id),
  ]);
  const full = paperFullMark(paper);
  const availableAt = reviewAvailableAt(paper.exam, attempt)!;
  const breakdown = answerBreakdown(markingScheme(paper.exam), questions, new Map(answers.map((a) => [a.question_id, a.answer])));
  return {
    exam: examSummaryView(paper),
    attempt: attemptView(attempt, paper.exam),
    obtained_mark_x100: mark,
    correct_mark_x100: attempt.correctMark ?? 0,
    negative_mark_x100: attempt.negativeMark ?? 0,
    correct_count: attempt.correctCount ?? 0,
    wrong_count: attempt.wrongCount ?? 0,
    blank_count: attempt.blankCount ?? 0,
    answer_counts: { questions: breakdown.questions, mcq_statements: breakdown.mcqStatements },
    penalty_before_floor_x100: breakdown.penaltyBeforeFloor,
    percent_x100: percentHundredths(mark, full),
    passed: mark >= paper.exam.passMark,
    // Free exams and practice papers are practice: no merit position for anyone (decisions 056, 057).
    position: attempt.isPending || !isRanked(paper.exam) ? null : overall.higher + 1,
    participants: overall.participants,
    batch_position: attempt.isPending || !batch ? null : batch.higher + 1,
    batch_participants: batch?.participants ?? 0,
    // A paper with an owner (a practice paper) is sat by them alone: its "highest" and "average" would be their own mark.
    highest_mark_x100: paper.exam.ownerDoctorId === null ? overall.highest : null,
    average_mark_x100: paper.exam.ownerDoctorId === null ? overall.average : null,
    review_available: now >= availableAt,
    review_available_at: availableAt.toISOString(),
  };
}

export async function reviewView(
  db: Db,
  { attempt, paper }: OwnAttempt,
  now: Date,
): Promise<z.input<typeof attemptReview>["data"]> {
  const availableAt = reviewAvailableAt(paper.exam, attempt);
  if (!availableAt) throw new HttpError(409, NOT_SUBMITTED);
  if (now < availableAt) throw new HttpError(403, REVIEW_LATER);
  const [questions, answers, bookmarked] = await Promise.all([
    examQuestionsOf(db, paper.exam.id),
    answersOf(db, attempt.id),
    bookmarkedInExam(db, attempt.doctorId, paper.exam.id),
  ]);
  const given = new Map(answers.map((a) => [a.question_id, a.answer]));
  const scheme = markingScheme(paper.exam);
  const cited = new Set(questions.flatMap((q) => (q.referenceBookId === null ? [] : [q.referenceBookId])));
  const books = await citedBooks(db, attempt.doctorId, [...cited]);
  return {
    exam: examSummaryView(paper),
    attempt: attemptView(attempt, paper.exam),
    questions: questions.map((q) => ({
      id: q.id,
      number: q.number,
      type: q.type,
      stem_html: q.stemHtml,
      options: q.options,
      correct: q.correct,
      answer: given.get(q.id) ?? "",
      obtained_mark_x100: markQuestion(scheme, q, given.get(q.id)).obtainedMark,
      explanation_html: q.explanationHtml,
      bookmarked: bookmarked.has(q.id),
      reference_book: q.referenceBook,
      reference_page: q.referencePage,
      reference_book_page:
        q.referenceBookId === null || q.referenceBookPage === null || !books.has(q.referenceBookId)
          ? null
          : { book_id: q.referenceBookId, page_no: q.referenceBookPage, ...books.get(q.referenceBookId)! },
    })),
  };
}

/** The top of a quiz's merit list, and where the doctor stands (null position while pending or unsubmitted). */
export async function leaderboardView(db: Db, paper: Paper, doctorId: number): Promise<z.input<typeof leaderboard>["data"]> {
  const where = merit(paper.exam.id);
  const [top, [mine]] = await Promise.all([
    db
      .select({ doctorId: examAttempts.doctorId, name: doctors.name, mark: examAttempts.obtainedMark })
      .from(examAttempts)
      .innerJoin(doctors, eq(doctors.id, examAttempts.doctorId))
      .where(where)
      .orderBy(desc(examAttempts.obtainedMark), examAttempts.submittedAt, examAttempts.id)
      .limit(LEADERBOARD_SIZE),
    db
      .select()
      .from(examAttempts)
      .where(
        and(eq(examAttempts.examId, paper.exam.id), eq(examAttempts.doctorId, doctorId), isNotNull(examAttempts.submittedAt)),
      ),
  ]);
  // Positions of a prefix of the sorted list are exact: a place depends only on higher marks.
  const ranks = competitionRanks(top.map((t) => t.mark ?? 0));
  const overall = await standing(db, where, mine?.obtainedMark ?? 0);
  return {
    exam: examSummaryView(paper),
    entries: top.map((t, i) => ({
      position: ranks[i]!,
      name: t.name ?? "চিকিৎসক",
      obtained_mark_x100: t.mark ?? 0,
      is_me: t.doctorId === doctorId,
    })),
    me: mine ? { position: mine.isPending ? null : overall.higher + 1, obtained_mark_x100: mine.obtainedMark ?? 0 } : null,
    participants: overall.participants,
  };
}
