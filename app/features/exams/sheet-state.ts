/**
 * Where each question of an attempt stands, for the navigator and the review-and-submit page. Isomorphic.
 * An MCQ is five statements, each T, F or `.` (blank): answered when all five are marked, partial
 * when some are; an SBA is one letter A–E, or blank.
 */
import type { QuestionType } from "@contract";

export type AnswerState = "answered" | "partial" | "blank";
export const ANSWER_STATE_LABELS: Record<AnswerState, string> = { answered: "উত্তর দেওয়া", partial: "আংশিক", blank: "ফাঁকা" };

/** Questions on one page of the attempt without JavaScript. */
export const QUESTIONS_PER_PAGE = 10;

export function answerState(type: QuestionType, answer: string | undefined): AnswerState {
  if (!answer) return "blank";
  if (type === "sba") return /^[A-E]$/.test(answer) ? "answered" : "blank";
  const marked = [...answer.slice(0, 5)].filter((c) => c === "T" || c === "F").length;
  return marked === 5 ? "answered" : marked > 0 ? "partial" : "blank";
}

export function countStates(
  questions: { id: number; type: QuestionType }[],
  answers: Record<number, string | undefined>,
): Record<AnswerState, number> {
  const counts = { answered: 0, partial: 0, blank: 0 };
  for (const q of questions) counts[answerState(q.type, answers[q.id])]++;
  return counts;
}

/** 1-based page of the 1-based question number. */
export const pageOfQuestion = (number: number) => Math.ceil(number / QUESTIONS_PER_PAGE);
export const pageCount = (questions: number) => Math.max(1, Math.ceil(questions / QUESTIONS_PER_PAGE));
