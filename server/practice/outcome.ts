/**
 * The mistakes rule, pure: how one question came out for a doctor, from its key and their stored
 * answer. A mistake is anything but `right`:
 * - SBA: the right letter is right, another letter wrong, nothing blank.
 * - MCQ (five true/false statements): every statement right is right; nothing given is blank;
 *   some statements right and others wrong or left blank is `partial` (partly wrong); statements
 *   given but none of them right is wrong.
 */
import type { QuestionOutcomeName } from "../contract";
import { MCQ_STATEMENTS, answerState } from "../contract/answer-rules";

type QuestionType = Parameters<typeof answerState>[0];

export function questionOutcome(type: QuestionType, correct: string, answer: string | null | undefined): QuestionOutcomeName {
  if (answerState(type, answer ?? undefined) === "blank") return "blank";
  if (type === "sba") return answer === correct ? "right" : "wrong";
  let right = 0;
  for (let i = 0; i < MCQ_STATEMENTS; i++) if (answer![i] === correct[i]) right++;
  return right === MCQ_STATEMENTS ? "right" : right === 0 ? "wrong" : "partial";
}

export const isMistake = (outcome: QuestionOutcomeName) => outcome !== "right";

/** Right answers in a row, after the latest mistake, that take a question off the mistakes list (decision 057). */
export const RIGHT_IN_A_ROW_TO_CLEAR = 2;

/**
 * Whether a question is on the mistakes list, from every outcome it had for the doctor, oldest first
 * (its exam, then each practice paper that held it): it is while it has a mistake that fewer than
 * `RIGHT_IN_A_ROW_TO_CLEAR` right answers have followed. A later mistake puts it back, and the count
 * starts again from nothing.
 */
export function onMistakesList(outcomes: readonly QuestionOutcomeName[]): boolean {
  let rightSince = 0;
  let mistaken = false;
  for (const outcome of outcomes) {
    if (isMistake(outcome)) {
      mistaken = true;
      rightSince = 0;
    } else rightSince++;
  }
  return mistaken && rightSince < RIGHT_IN_A_ROW_TO_CLEAR;
}
