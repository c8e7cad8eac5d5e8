/**
 * The rows every study list reads: a question of one of the doctor's submitted papers, with its
 * topic, the exam's review policy, the doctor's answer and whether they bookmarked it; and the one
 * view of such a row (answers and explanation only once the review policy opens them). A practice
 * paper's question is a copy: its row names the original question (`questionId`), so its answers,
 * bookmark and place on the mistakes list are the original's (decision 057).
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { studyQuestion } from "../contract";
import type { Db } from "../db/client";
import {
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  questionBookmarks,
  questionSubjects,
  questionTopics,
} from "../db/schema";
import { questionOutcome } from "../contract/answer-rules";
import { reviewAvailableAt } from "../exams/review-policy";

/** The question a row stands for: the original of a practice paper's copy, or itself. */
export const originalQuestionId = sql<number>`coalesce(${examQuestions.sourceQuestionId}, ${examQuestions.id})`;

export const studyColumns = {
  questionId: originalQuestionId,
  number: examQuestions.number,
  type: examQuestions.type,
  stemHtml: examQuestions.stemHtml,
  options: examQuestions.options,
  correct: examQuestions.correct,
  explanationHtml: examQuestions.explanationHtml,
  referenceBook: examQuestions.referenceBook,
  referencePage: examQuestions.referencePage,
  topicId: questionTopics.id,
  topicBn: questionTopics.nameBn,
  topicEn: questionTopics.nameEn,
  subjectId: questionSubjects.id,
  subjectBn: questionSubjects.nameBn,
  subjectEn: questionSubjects.nameEn,
  examId: exams.id,
  examKind: exams.kind,
  examTitle: exams.title,
  reviewPolicy: exams.reviewPolicy,
  closesAt: exams.closesAt,
  attemptId: examAttempts.id,
  submittedAt: examAttempts.submittedAt,
  isPending: examAttempts.isPending,
  answer: examAnswers.answer,
  bookmarked: sql<boolean>`${questionBookmarks.questionId} is not null`,
};

/**
 * The doctor's submitted attempts with every question of their papers, its topic, answer and
 * bookmark; `where` narrows it, `bookmarkedOnly` starts from the bookmarks instead (each bookmark
 * once, on the paper it was set on, never on a practice copy).
 */
export function studyRows(db: Db, doctorId: number, where: SQL | undefined, bookmarkedOnly = false) {
  const bookmarkOn = and(
    eq(questionBookmarks.doctorId, examAttempts.doctorId),
    eq(questionBookmarks.questionId, originalQuestionId),
  );
  const base = db
    .select(studyColumns)
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(examQuestions, eq(examQuestions.examId, examAttempts.examId));
  const withBookmark = bookmarkedOnly
    ? base.innerJoin(questionBookmarks, bookmarkOn)
    : base.leftJoin(questionBookmarks, bookmarkOn);
  return withBookmark
    .leftJoin(examAnswers, and(eq(examAnswers.attemptId, examAttempts.id), eq(examAnswers.questionId, examQuestions.id)))
    .leftJoin(questionTopics, eq(questionTopics.id, examQuestions.topicId))
    .leftJoin(questionSubjects, eq(questionSubjects.id, questionTopics.subjectId))
    .where(
      and(
        eq(examAttempts.doctorId, doctorId),
        sql`${examAttempts.submittedAt} is not null`,
        bookmarkedOnly ? isNull(examQuestions.sourceQuestionId) : undefined,
        where,
      ),
    )
    .$dynamic();
}

export type StudyRow = Awaited<ReturnType<ReturnType<typeof studyRows>["execute"]>>[number];

/** Whether the row's exam has opened its answers to this doctor (decision 009). */
export function reviewOpenAt(row: StudyRow): Date {
  return reviewAvailableAt(
    { reviewPolicy: row.reviewPolicy, closesAt: row.closesAt },
    { submittedAt: row.submittedAt, isPending: row.isPending },
  )!;
}

export const rowOutcome = (row: StudyRow) => questionOutcome(row.type, row.correct, row.answer);

export function topicOf(row: StudyRow): z.input<typeof studyQuestion>["topic"] {
  if (row.topicId === null || row.subjectId === null) return null;
  return {
    id: row.topicId,
    name_bn: row.topicBn!,
    name_en: row.topicEn!,
    subject: { id: row.subjectId, name_bn: row.subjectBn!, name_en: row.subjectEn! },
  };
}

export function studyQuestionView(row: StudyRow, now: Date): z.input<typeof studyQuestion> {
  const openAt = reviewOpenAt(row);
  return {
    question: { id: row.questionId, number: row.number, type: row.type, stem_html: row.stemHtml, options: row.options },
    topic: topicOf(row),
    exam: { id: row.examId, kind: row.examKind, title: row.examTitle },
    attempt_id: row.attemptId,
    bookmarked: row.bookmarked,
    review_available_at: openAt.toISOString(),
    review:
      now < openAt
        ? null
        : {
            answer: row.answer ?? "",
            correct: row.correct,
            outcome: rowOutcome(row),
            explanation_html: row.explanationHtml,
            reference_book: row.referenceBook,
            reference_page: row.referencePage,
          },
  };
}
