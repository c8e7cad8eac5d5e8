/**
 * Marking, pure and exact: every mark is an integer number of hundredths (2 marks = 200).
 *
 * MCQ (multiple true/false): the answer is five characters of T, F or `.` (blank). Each statement
 * is worth a fifth of the question's mark; a wrong statement costs the exam's MCQ negative mark
 * when the question number lies in the MCQ negative range. SBA: one letter A–E; right earns the
 * SBA mark, wrong costs the SBA negative mark inside the SBA range. Blank is 0. Unless the exam
 * allows it, a question never scores below 0 (the penalty applied is capped at what it earned): the
 * floor is per question (docs/decisions/032), so a wrong SBA, which earned nothing, loses nothing.
 *
 * The tally's counts are per marking unit: each MCQ statement and each SBA question is one right,
 * wrong or blank. `answerBreakdown` counts questions too, for the pages that show both.
 */
import { MCQ_STATEMENTS, questionOutcome, type QuestionOutcome } from "../contract/answer-rules";

export type QuestionType = "mcq" | "sba";
export type NumberRange = { from: number; to: number } | null;

export type MarkingScheme = {
  mcqMark: number;
  mcqNegativeMark: number;
  sbaMark: number;
  sbaNegativeMark: number;
  mcqNegativeRange: NumberRange;
  sbaNegativeRange: NumberRange;
  allowNegativeQuestionScore: boolean;
};

export type MarkedQuestion = { id: number; number: number; type: QuestionType; correct: string };

export type Tally = {
  correctMark: number;
  negativeMark: number;
  obtainedMark: number;
  correctCount: number;
  wrongCount: number;
  blankCount: number;
};

export const OPTION_LETTERS = ["A", "B", "C", "D", "E"] as const;
export const BLANK_MCQ = ".....";

const MCQ_ANSWER = /^[TF.]{5}$/;
const SBA_ANSWER = /^[A-E]?$/;

/** Whether `answer` has the stored shape for the question type (`TF.FT`; `A`…`E` or "" for a cleared SBA). */
export const isAnswerShape = (type: QuestionType, answer: string) => (type === "mcq" ? MCQ_ANSWER : SBA_ANSWER).test(answer);

const inRange = (range: NumberRange, n: number) => range === null || (n >= range.from && n <= range.to);

/** One question's tally, and the deduction its wrong answers carried before the floor. */
function scoreQuestion(
  scheme: MarkingScheme,
  question: MarkedQuestion,
  answer: string | undefined,
): { tally: Tally; penalty: number } {
  let correctCount = 0;
  let wrongCount = 0;
  let correctMark = 0;
  let penalty = 0;
  if (question.type === "mcq") {
    const perStatement = scheme.mcqMark / MCQ_STATEMENTS;
    const given = answer && MCQ_ANSWER.test(answer) ? answer : BLANK_MCQ;
    const negative = inRange(scheme.mcqNegativeRange, question.number) ? scheme.mcqNegativeMark : 0;
    for (let i = 0; i < MCQ_STATEMENTS; i++) {
      if (given[i] === ".") continue;
      if (given[i] === question.correct[i]) {
        correctCount++;
        correctMark += perStatement;
      } else {
        wrongCount++;
        penalty += negative;
      }
    }
  } else if (answer && SBA_ANSWER.test(answer) && answer !== "") {
    if (answer === question.correct) {
      correctCount = 1;
      correctMark = scheme.sbaMark;
    } else {
      wrongCount = 1;
      penalty = inRange(scheme.sbaNegativeRange, question.number) ? scheme.sbaNegativeMark : 0;
    }
  }
  const units = question.type === "mcq" ? MCQ_STATEMENTS : 1;
  const negativeMark = scheme.allowNegativeQuestionScore ? penalty : Math.min(penalty, correctMark);
  const tally = {
    correctMark,
    negativeMark,
    obtainedMark: correctMark - negativeMark,
    correctCount,
    wrongCount,
    blankCount: units - correctCount - wrongCount,
  };
  return { tally, penalty };
}

/** One question's tally. */
export const markQuestion = (scheme: MarkingScheme, question: MarkedQuestion, answer: string | undefined): Tally =>
  scoreQuestion(scheme, question, answer).tally;

const emptyTally = (): Tally => ({
  correctMark: 0,
  negativeMark: 0,
  obtainedMark: 0,
  correctCount: 0,
  wrongCount: 0,
  blankCount: 0,
});

/** The paper's tally; `answers` maps question id to the stored answer. */
export function markPaper(scheme: MarkingScheme, questions: MarkedQuestion[], answers: ReadonlyMap<number, string>): Tally {
  const total = emptyTally();
  for (const question of questions) {
    const t = markQuestion(scheme, question, answers.get(question.id));
    total.correctMark += t.correctMark;
    total.negativeMark += t.negativeMark;
    total.obtainedMark += t.obtainedMark;
    total.correctCount += t.correctCount;
    total.wrongCount += t.wrongCount;
    total.blankCount += t.blankCount;
  }
  return total;
}

export type AnswerBreakdown = {
  questions: Record<QuestionOutcome, number>;
  mcqStatements: { right: number; wrong: number; blank: number };
  /** What the negative marks came to before the per-question floor (the tally's `negativeMark` is what was deducted). */
  penaltyBeforeFloor: number;
};

/** The paper counted by question and by MCQ statement, with the deduction before the floor; `answers` as for `markPaper`. */
export function answerBreakdown(
  scheme: MarkingScheme,
  questions: MarkedQuestion[],
  answers: ReadonlyMap<number, string>,
): AnswerBreakdown {
  const breakdown: AnswerBreakdown = {
    questions: { right: 0, wrong: 0, partial: 0, blank: 0 },
    mcqStatements: { right: 0, wrong: 0, blank: 0 },
    penaltyBeforeFloor: 0,
  };
  for (const question of questions) {
    const answer = answers.get(question.id);
    const { tally, penalty } = scoreQuestion(scheme, question, answer);
    breakdown.questions[questionOutcome(question.type, question.correct, answer)]++;
    breakdown.penaltyBeforeFloor += penalty;
    if (question.type === "mcq") {
      breakdown.mcqStatements.right += tally.correctCount;
      breakdown.mcqStatements.wrong += tally.wrongCount;
      breakdown.mcqStatements.blank += tally.blankCount;
    }
  }
  return breakdown;
}

export const fullMark = (scheme: MarkingScheme, questions: Pick<MarkedQuestion, "type">[]) =>
  questions.reduce((sum, q) => sum + (q.type === "mcq" ? scheme.mcqMark : scheme.sbaMark), 0);

/** Percent of the full mark in hundredths of a percent (7000 = 70.00 %), rounded half up. */
export const percentHundredths = (obtained: number, full: number) => (full <= 0 ? 0 : Math.round((obtained * 10_000) / full));

/**
 * Competition ranking ("1224"): equal marks share a place and the next place skips. Returns each
 * input's position, in input order.
 */
export function competitionRanks(marks: readonly number[]): number[] {
  const firstPlace = new Map<number, number>();
  [...marks].sort((a, b) => b - a).forEach((mark, i) => firstPlace.has(mark) || firstPlace.set(mark, i + 1));
  return marks.map((mark) => firstPlace.get(mark)!);
}

/** A topic's marking units in one attempt, and how many of them were right (decision 067). */
export type TopicScore = { topicId: number; units: number; rightUnits: number };

/** The paper's units and right units per topic, by the marking's own count; questions without a topic are left out. */
export function topicScores(
  scheme: MarkingScheme,
  questions: (MarkedQuestion & { topicId: number | null })[],
  answers: ReadonlyMap<number, string>,
): TopicScore[] {
  const byTopic = new Map<number, TopicScore>();
  for (const question of questions) {
    if (question.topicId === null) continue;
    const score = byTopic.get(question.topicId) ?? { topicId: question.topicId, units: 0, rightUnits: 0 };
    score.units += question.type === "mcq" ? MCQ_STATEMENTS : 1;
    score.rightUnits += markQuestion(scheme, question, answers.get(question.id)).correctCount;
    byTopic.set(question.topicId, score);
  }
  return [...byTopic.values()];
}
