/**
 * Where each question of an attempt stands, for the navigator and the review-and-submit page. Isomorphic.
 * The state of one answer is the API's own rule (`answerState`, `@contract/rules`).
 */
import type { QuestionType } from "@contract";
import { answerState, type AnswerState } from "@contract/rules";

export const ANSWER_STATE_LABELS: Record<AnswerState, string> = { answered: "উত্তর দেওয়া", partial: "আংশিক", blank: "ফাঁকা" };

/** Questions on one page of the attempt without JavaScript. */
export const QUESTIONS_PER_PAGE = 10;

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
