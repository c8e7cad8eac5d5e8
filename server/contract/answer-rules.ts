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
