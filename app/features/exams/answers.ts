/**
 * Form fields of an answer sheet, shared by the page (names) and the action (reading them back):
 * an MCQ statement is `a-<question>-<0..4>` with T, F or `.`; an SBA is `a-<question>` with A–E.
 */
/** What a post of the sheet asks for; `autosave` is the background save and answers with data, not a page. */
export const SHEET_INTENTS = { start: "start", save: "save", autosave: "autosave", submit: "submit" } as const;

export type SheetQuestion = { id: number; type: "mcq" | "sba" };

export const statementField = (questionId: number, index: number) => `a-${questionId}-${index}`;
export const optionField = (questionId: number) => `a-${questionId}`;

/** The answers the form carries, in the API's shape; questions the form does not mention are left out. */
export function answersFromForm(form: FormData, questions: SheetQuestion[]): { question_id: number; answer: string }[] {
  const answers: { question_id: number; answer: string }[] = [];
  for (const q of questions) {
    if (q.type === "sba") {
      const value = form.get(optionField(q.id));
      if (typeof value === "string" && /^[A-E]$/.test(value)) answers.push({ question_id: q.id, answer: value });
      continue;
    }
    const marks = [0, 1, 2, 3, 4].map((i) => form.get(statementField(q.id, i)));
    if (marks.every((m) => m === null)) continue;
    answers.push({ question_id: q.id, answer: marks.map((m) => (m === "T" || m === "F" ? m : ".")).join("") });
  }
  return answers;
}
