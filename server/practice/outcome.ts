/**
 * The mistakes rule, pure: a question is a mistake for a doctor when it came out anything but
 * `right` (`questionOutcome` in contract/answer-rules.ts, the result's own rule: wrong, partly right
 * or blank; decision 077).
 */
import type { QuestionOutcomeName } from "../contract";

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
