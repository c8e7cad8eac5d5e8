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
