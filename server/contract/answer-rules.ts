/**
 * Where one answer stands: answered, partial (some MCQ statements left blank) or blank. One rule for
 * the API's result breakdown and the portal's navigator and review-and-submit counts, so a question
 * the sheet showed as answered is never counted blank in the result. Zod-free (`@contract/rules`).
 *
 * An MCQ answer is five statements, each T, F or `.` (blank); only T and F count as marks. An SBA
 * answer is one letter A–E; anything else (the cleared "") is blank.
 */
export type AnswerState = "answered" | "partial" | "blank";

export const MCQ_STATEMENTS = 5;

export function answerState(type: "mcq" | "sba", answer: string | undefined): AnswerState {
  if (!answer) return "blank";
  if (type === "sba") return /^[A-E]$/.test(answer) ? "answered" : "blank";
  const marked = [...answer.slice(0, MCQ_STATEMENTS)].filter((c) => c === "T" || c === "F").length;
  return marked === MCQ_STATEMENTS ? "answered" : marked > 0 ? "partial" : "blank";
}

/**
 * How a question came out (decision 077): `right` (every part right), `partial` (an MCQ with some
 * statements right and the others wrong or left blank), `wrong` (something given, none of it right)
 * or `blank`. One rule for the result's question counts and the mistakes list.
 */
export type QuestionOutcome = "right" | "partial" | "wrong" | "blank";

export function questionOutcome(type: "mcq" | "sba", correct: string, answer: string | null | undefined): QuestionOutcome {
  if (answerState(type, answer ?? undefined) === "blank") return "blank";
  if (type === "sba") return answer === correct ? "right" : "wrong";
  const right = [...answer!.slice(0, MCQ_STATEMENTS)].filter((c, i) => (c === "T" || c === "F") && c === correct[i]).length;
  return right === MCQ_STATEMENTS ? "right" : right > 0 ? "partial" : "wrong";
}
