/**
 * The answer sheet on the server, one for every door (doors.ts): what a sheet page renders
 * (`sheetView`) and what a post of it does (`sheetAction`: save the answers it carries, then submit,
 * or go to the next page, a jumped-to question or the review page). A door's route supplies only what
 * differs, as a `SheetPlace`: its addresses and whether Submit goes through a review page. Answers
 * are read from the form's field names (answers.ts), so a post needs no paper of its own; the API
 * decides whether they are still taken (deadline + grace) and refuses them afterwards (409), when the
 * sheet's page shows the submitted state instead.
 *
 * The exam door's pages live here too: the attempt page (ten questions a page without JavaScript,
 * all of them with it once its script has fetched the whole paper, paper-resource.server.ts) and
 * the review-and-submit page. The quiz door's page is in quiz.server.ts.
 */
import { MAX_ANSWERS_PER_SAVE } from "@contract";
import { data, redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound, pageParam, redirectTo } from "~/lib/pages.server";
import { answersFromForm, GOTO_FIELD, SHEET_INTENTS } from "./answers";
import { DOOR_ENDPOINTS, ATTEMPT_RESOURCE_PATHS, type Door } from "./doors";
import { attemptPaperOf, type SatPaper } from "./paper.server";
import { admittedOrHeld, heldWhenBusy } from "./holding.server";
import { paperAddress } from "./paper-resource.server";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";
import { countStates, pageCount, pageOfQuestion } from "./sheet-state";
import { readFormData } from "~/lib/form-submission.server";

export const BAD_ANSWERS = "কিছু উত্তর সংরক্ষণ করা যায়নি। পাতাটি আবার খুলে উত্তরগুলো দেখে নিন।";
/** A post the API stored only in part: it holds a newer answer to the rest (decision 095); the page shows what it holds. */
export const NOT_STORED =
  "এই পাতার কিছু উত্তর সংরক্ষণ হয়নি: সার্ভারে সেগুলোর আরও নতুন উত্তর আছে। নিচে সংরক্ষিত উত্তরগুলো দেখে প্রয়োজনে আবার দিন।";

/** Where one attempt's sheet lives: what a door's route supplies. */
export type SheetPlace = {
  door: Door;
  attemptId: number;
  /** The sheet's page `n` of ten (the first when left out). */
  page: (n?: number) => string;
  /** Where a save without JavaScript leads: the same page (a quiz also says it saved). */
  saved: (n: number) => string;
  /** The review-and-submit page, or null when Submit is on the sheet itself (quizzes). */
  review: string | null;
};

/** An exam attempt's place: its attempt page (a missed exam sat later: the pending-exam page) and its review page. */
const examPlace = (attempt: { id: number; is_pending: boolean }): SheetPlace => ({
  door: "exam",
  attemptId: attempt.id,
  page: (n) => EXAM_PATHS.attempt(attempt, n),
  saved: (n) => EXAM_PATHS.attempt(attempt, n),
  review: EXAM_PATHS.review(attempt.id),
});

/** What the sheet renders, for any door: the page's ten, every question's place, the saved answers and the script's addresses. */
export function sheetView(request: Request, place: SheetPlace, paper: SatPaper) {
  const { attempt } = paper;
  const pages = pageCount(paper.questions.length);
  const page = Math.min(pageParam(request), pages);
  return {
    attempt,
    serverTime: paper.server_time,
    page,
    pages,
    // The page's ten, rendered with or without JavaScript; the script fetches the rest once (decision 058).
    questions: paper.questions.filter((q) => pageOfQuestion(q.number) === page),
    // Every question's place for the navigator, a few bytes each.
    outline: paper.questions.map(({ id, number, type }) => ({ id, number, type })),
    paperAddress: paperAddress(request, place.door, attempt, paper.paper_version),
    saveAddress: ATTEMPT_RESOURCE_PATHS.answers(place.door, attempt.id),
    reviewFirst: place.review !== null,
    answers: paper.answers,
  };
}

export type SheetData = ReturnType<typeof sheetView>;

/** Where a page post goes next: the next page, the page of a jumped-to question, the review page, or back. */
function nextPath(form: FormData, place: SheetPlace): string {
  const intent = form.get("intent");
  const page = Number(form.get("page")) || 1;
  const goto = Number(form.get(GOTO_FIELD));
  if (Number.isInteger(goto) && goto >= 1 && goto <= 10_000) return `${place.page(pageOfQuestion(goto))}#q-${goto}`;
  if (intent === SHEET_INTENTS.review && place.review) return place.review;
  const known = Number.isInteger(page) && page >= 1 && page < 10_000;
  if (intent === SHEET_INTENTS.next && known) return place.page(page + 1);
  if (intent === SHEET_INTENTS.save) return place.saved(known ? page : 1);
  return place.page(known ? page : 1);
}

/**
 * A post of the sheet, for any door: the answers it carries saved, then submitted or on to where it
 * asked. Time over or already submitted (409) leads to the sheet's page, which shows that state. An
 * answer the API did not store stops the post there: the page comes back saying so, with the answers
 * the API holds, so it never claims saved what was not, and never submits what the doctor has not seen.
 */
export async function sheetAction(request: Request, form: FormData, place: SheetPlace) {
  const params = { id: place.attemptId };
  const endpoints = DOOR_ENDPOINTS[place.door];
  const clientAt = new Date().toISOString();
  const answers = answersFromForm(form, MAX_ANSWERS_PER_SAVE).map((a) => ({ ...a, client_at: clientAt }));
  const refusals = { 409: redirectTo(place.page()), 422: () => null };
  const badAnswers = () => data({ error: BAD_ANSWERS }, { status: 422 });
  if (answers.length > 0) {
    const saved = await myApi(request, endpoints.save, { params, body: { answers } }, { ...refusals, 404: notFound });
    if (saved === null) return badAnswers();
    const stored = new Set(saved.data.saved);
    if (answers.some((a) => !stored.has(a.question_id))) return data({ error: NOT_STORED }, { status: 409 });
  }
  if (form.get("intent") === SHEET_INTENTS.submit) {
    const submit = () => myApi(request, endpoints.submit, { params }, refusals);
    // This post's answers are saved by now: a busy API holds an exam's doctor, who submits again from the
    // paper (decision 043). A quiz has no holding page to come back from.
    const submitted = await (place.door === "exam" ? heldWhenBusy(place.page(), submit) : submit());
    if (submitted === null) return badAnswers();
    return redirect(place.page());
  }
  return redirect(nextPath(form, place));
}

const paperOf = (request: Request, rawId: string | undefined) => attemptPaperOf(request, "exam", idParam(rawId));

/** Where a finished attempt is shown: its exam's status page (with the result), or its own result outside a timetable. */
const finishedPath = (paper: SatPaper) =>
  paper.course_event ? EXAM_PATHS.status(paper.course_event) : EXAM_RESULT_PATHS.myAnswers(paper.attempt.id);

/** The attempt page goes through exam admission too (holding.server.ts): it is the third request of the start minute. */
export const sittingView = (request: Request, rawId: string | undefined, pendingRoute: boolean) =>
  admittedOrHeld(request, () => sitting(request, rawId, pendingRoute));

async function sitting(request: Request, rawId: string | undefined, pendingRoute: boolean) {
  const paper = await paperOf(request, rawId);
  const { attempt } = paper;
  const sheet = sheetView(request, examPlace(attempt), paper);
  if (attempt.is_pending !== pendingRoute) throw redirect(EXAM_PATHS.attempt(attempt, sheet.page));
  if (attempt.submitted_at) throw redirect(finishedPath(paper));
  return { exam: { title: paper.exam.title, question_counts: paper.exam.question_counts }, ...sheet };
}

export async function reviewView(request: Request, rawId: string | undefined) {
  const paper = await paperOf(request, rawId);
  if (paper.attempt.submitted_at) throw redirect(finishedPath(paper));
  const answers = Object.fromEntries(paper.answers.map((a) => [a.question_id, a.answer]));
  return {
    exam: { title: paper.exam.title },
    attempt: paper.attempt,
    counts: countStates(paper.questions, answers),
    questions: paper.questions.map((q) => ({ id: q.id, number: q.number, type: q.type, answer: answers[q.id] })),
  };
}

/** A post of an exam's attempt page (live or pending, as the route says). */
export async function sittingAction(request: Request, rawId: string | undefined, pendingRoute: boolean) {
  const place = examPlace({ id: idParam(rawId), is_pending: pendingRoute });
  return sheetAction(request, await readFormData(request), place);
}
