/**
 * Sitting a paid exam: the attempt page (ten questions a page without JavaScript, all of them with
 * it once its script has fetched the whole paper, paper-resource.server.ts), saving a page's
 * answers and moving on, the review-and-submit page, and submitting. Answers are read from the
 * form's field names, so a page post needs no paper of its own; the API decides whether they are
 * still taken (deadline + grace) and refuses them afterwards (409), when the attempt page shows the
 * submitted state instead.
 */
import { MAX_ANSWERS_PER_SAVE } from "@contract";
import { data, redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound, pageParam, redirectTo } from "~/lib/pages.server";
import { answersFromFields } from "./answers";
import { attemptPaperOf, type SatPaper } from "./paper.server";
import { admittedOrHeld, heldWhenBusy } from "./holding.server";
import { paperAddress } from "./paper-resource.server";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";
import { countStates, pageCount, pageOfQuestion } from "./sheet-state";
import { readFormData } from "~/lib/form-submission.server";

/** What a post of the sitting page asks for, besides saving what it carries. */
export const SITTING_INTENTS = { save: "save", next: "next", review: "review", submit: "submit" } as const;
/** A jump-list button posts the question number under this name. */
export const GOTO_FIELD = "goto";
export const BAD_ANSWERS = "কিছু উত্তর সংরক্ষণ করা যায়নি। পাতাটি আবার খুলে উত্তরগুলো দেখে নিন।";

const paperOf = (request: Request, rawId: string | undefined) => attemptPaperOf(request, "examPaper", idParam(rawId));

/** Where a finished attempt is shown: its exam's status page (with the result), or its own result outside a timetable. */
const finishedPath = (paper: SatPaper) =>
  paper.course_event ? EXAM_PATHS.status(paper.course_event) : EXAM_RESULT_PATHS.myAnswers(paper.attempt.id);

/** The attempt page goes through exam admission too (holding.server.ts): it is the third request of the start minute. */
export const sittingView = (request: Request, rawId: string | undefined, pendingRoute: boolean) =>
  admittedOrHeld(request, () => sitting(request, rawId, pendingRoute));

async function sitting(request: Request, rawId: string | undefined, pendingRoute: boolean) {
  const paper = await paperOf(request, rawId);
  const { attempt } = paper;
  const pages = pageCount(paper.questions.length);
  const page = Math.min(pageParam(request), pages);
  if (attempt.is_pending !== pendingRoute) throw redirect(EXAM_PATHS.attempt(attempt, page));
  if (attempt.submitted_at) throw redirect(finishedPath(paper));
  return {
    exam: { title: paper.exam.title, question_counts: paper.exam.question_counts },
    attempt,
    serverTime: paper.server_time,
    page,
    pages,
    // The page's ten, rendered with or without JavaScript; the script fetches the rest once (decision 058).
    questions: paper.questions.filter((q) => pageOfQuestion(q.number) === page),
    // Every question's place for the navigator, a few bytes each.
    outline: paper.questions.map(({ id, number, type }) => ({ id, number, type })),
    paperAddress: paperAddress(request, attempt, paper.paper_version),
    answers: paper.answers,
  };
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

/** Where a page post goes next: the next page, the page of a jumped-to question, the review page, or back. */
function nextPath(form: FormData, attempt: { id: number; is_pending: boolean }): string {
  const intent = form.get("intent");
  const page = Number(form.get("page")) || 1;
  const goto = Number(form.get(GOTO_FIELD));
  if (Number.isInteger(goto) && goto >= 1 && goto <= 10_000)
    return `${EXAM_PATHS.attempt(attempt, pageOfQuestion(goto))}#q-${goto}`;
  if (intent === SITTING_INTENTS.review) return EXAM_PATHS.review(attempt.id);
  if (intent === SITTING_INTENTS.next && Number.isInteger(page) && page >= 1 && page < 10_000)
    return EXAM_PATHS.attempt(attempt, page + 1);
  return EXAM_PATHS.attempt(attempt, Number.isInteger(page) && page >= 1 && page < 10_000 ? page : 1);
}

export async function sittingAction(request: Request, rawId: string | undefined, pendingRoute: boolean) {
  const id = idParam(rawId);
  const attempt = { id, is_pending: pendingRoute };
  const form = await readFormData(request);
  const clientAt = new Date().toISOString();
  const answers = answersFromFields(form, MAX_ANSWERS_PER_SAVE).map((a) => ({ ...a, client_at: clientAt }));
  // Time is over (the server has submitted) or already submitted (409): the attempt page shows that state.
  const refusals = { 409: redirectTo(EXAM_PATHS.attempt(attempt)), 422: () => null };
  const badAnswers = () => data({ error: BAD_ANSWERS }, { status: 422 });
  if (answers.length > 0) {
    const body = { answers };
    if ((await myApi(request, "examSaveAnswers", { params: { id }, body }, { ...refusals, 404: notFound })) === null)
      return badAnswers();
  }
  if (form.get("intent") === SITTING_INTENTS.submit) {
    // This post's answers are saved by now: a busy API holds the doctor, who submits again from the paper.
    const submitted = await heldWhenBusy(EXAM_PATHS.attempt(attempt), () =>
      myApi(request, "examSubmit", { params: { id } }, refusals),
    );
    if (submitted === null) return badAnswers();
    return redirect(EXAM_PATHS.attempt(attempt));
  }
  return redirect(nextPath(form, attempt));
}
