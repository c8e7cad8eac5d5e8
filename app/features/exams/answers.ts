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

const ANSWER_FIELD = /^a-(\d{1,9})(?:-([0-4]))?$/;

/**
 * The answers a sitting page's form carries, read from the field names alone (the API checks that
 * each question is in the paper and of that type): MCQ statements as five T/F/`.`, an SBA as its
 * letter or "" when the blank choice is marked. At most `limit` questions, in the order posted.
 */
export function answersFromFields(form: FormData, limit: number): { question_id: number; answer: string }[] {
  const mcq = new Map<number, string[]>();
  const sba = new Map<number, string>();
  for (const [name, value] of form) {
    const match = ANSWER_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const id = Number(match[1]);
    if (id < 1) continue;
    if (match[2] === undefined) sba.set(id, /^[A-E]$/.test(value) ? value : "");
    else {
      const marks = mcq.get(id) ?? [".", ".", ".", ".", "."];
      marks[Number(match[2])] = value === "T" || value === "F" ? value : ".";
      mcq.set(id, marks);
    }
  }
  return [
    ...[...mcq].map(([question_id, marks]) => ({ question_id, answer: marks.join("") })),
    ...[...sba].map(([question_id, answer]) => ({ question_id, answer })),
  ].slice(0, limit);
}
