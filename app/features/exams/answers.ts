/**
 * The answer sheet's one codec, isomorphic: the form field names the sheet renders, and reading a
 * form back into the API's answer shape, on the server (a posted page) and in the browser (the
 * change the script saves). Every door onto the exam engine (course, master, admin, free and
 * practice exams, on-spot quizzes) uses it.
 *
 * An MCQ statement is `a-<question>-<0..4>` with T, F or `.`; an SBA is `a-<question>` with A–E, or
 * "" for the blank choice. Answers are read from the field names alone, so a post needs no paper of
 * its own: the API checks that each question is in the paper and of that type (422 otherwise).
 */
import type { QuestionType } from "@contract";

/** What a post of the sheet asks for besides saving what it carries; `start` is the quiz door's Start, posted to the same action. */
export const SHEET_INTENTS = { start: "start", save: "save", next: "next", review: "review", submit: "submit" } as const;
/** A jump-list button posts the question number under this name. */
export const GOTO_FIELD = "goto";

export type SheetAnswer = { question_id: number; answer: string };

export const statementField = (questionId: number, index: number) => `a-${questionId}-${index}`;
export const optionField = (questionId: number) => `a-${questionId}`;

const ANSWER_FIELD = /^a-(\d{1,9})(?:-([0-4]))?$/;
const BLANK_MCQ = ".....";

/**
 * Every answer the form carries, by question, in the order first posted: MCQ statements as five
 * T/F/`.` (a statement not posted, or posted with anything else, is `.`), an SBA as its letter, or
 * "" for the blank choice and for anything that is not a letter. Other fields are ignored.
 */
function readAnswers(form: FormData): Map<number, string> {
  const answers = new Map<number, string>();
  for (const [name, value] of form) {
    const match = ANSWER_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const id = Number(match[1]);
    if (id < 1) continue;
    if (match[2] === undefined) {
      answers.set(id, /^[A-E]$/.test(value) ? value : "");
      continue;
    }
    const marks = [...(answers.get(id)?.length === 5 ? answers.get(id)! : BLANK_MCQ)];
    marks[Number(match[2])] = value === "T" || value === "F" ? value : ".";
    answers.set(id, marks.join(""));
  }
  return answers;
}

/** The answers a posted sheet carries, in the API's shape: at most `limit` questions, in the order posted. */
export function answersFromForm(form: FormData, limit: number): SheetAnswer[] {
  return [...readAnswers(form)].slice(0, limit).map(([question_id, answer]) => ({ question_id, answer }));
}

/** The answer one question's radios now say (the browser's form, on a change): an SBA with nothing marked is "". */
export function answerInForm(form: FormData, question: { id: number; type: QuestionType }): string {
  return readAnswers(form).get(question.id) ?? (question.type === "mcq" ? BLANK_MCQ : "");
}

/** The question a sheet field belongs to, or null for any other field. */
export function questionOfField(name: string): number | null {
  const match = ANSWER_FIELD.exec(name);
  return match ? Number(match[1]) : null;
}
