/**
 * The pages after submit: a course's exams, the admin-assigned exams, an exam's participated page
 * and result (found by course, schedule and event), and the question pages of one attempt. Every
 * call goes through `myApi` (paid content: 423 → devices page). The review policy is the API's:
 * answers and explanations are fetched only when the result says they are open.
 */
import type { ExamListItem } from "@contract";
import { myApi } from "~/lib/my-api.server";
import { forbidden, idParam, notFound } from "~/lib/pages.server";
import { cleanHtml } from "~/lib/html.server";
import { participatedVariant, type ParticipatedVariant } from "./result-paths";

export async function courseExamList(request: Request, rawCourseId: string | undefined, scheduleId?: number) {
  const id = idParam(rawCourseId);
  // A course that is not active has no exams to show: the API's 403 is this page's 403.
  const opts = { params: { id }, query: { schedule_id: scheduleId } };
  return myApi(request, "doctorCourseExams", opts, { 404: notFound, 403: forbidden });
}

export async function adminExamList(request: Request) {
  return (await myApi(request, "adminExams", {})).data;
}

const cleanQuestion = <Q extends { stem_html: string; options: string[]; explanation_html?: string }>(q: Q): Q => ({
  ...q,
  stem_html: cleanHtml(q.stem_html),
  options: q.options.map(cleanHtml),
  ...(q.explanation_html === undefined ? {} : { explanation_html: cleanHtml(q.explanation_html) }),
});

/** The result of one of the doctor's submitted attempts; not theirs, or not submitted yet (409), is a 404. */
async function submittedResult(request: Request, attemptId: number) {
  return (await myApi(request, "examResult", { params: { id: attemptId } }, { 404: notFound, 409: notFound })).data;
}

/** The result of one of the doctor's attempts and, when the review policy allows, its reviewed questions. */
async function resultWithReview(request: Request, attemptId: number) {
  const result = await submittedResult(request, attemptId);
  const review = result.review_available
    ? (await myApi(request, "examReview", { params: { id: attemptId } })).data.questions.map(cleanQuestion)
    : null;
  return { result, review };
}

type EventParams = { id?: string; scheduleId?: string; eventId?: string };

/**
 * The submitted exam of a course event, on the page variant it belongs to. Anything else (another
 * doctor's course, an event without an exam, an exam not sat or not submitted, the wrong variant) is a 404.
 */
async function submittedEventExam(request: Request, params: EventParams, fits: (exam: ExamListItem) => boolean) {
  const courseId = idParam(params.id);
  const eventId = idParam(params.eventId);
  const scheduleId = params.scheduleId === undefined ? undefined : idParam(params.scheduleId);
  const { course, data } = await courseExamList(request, String(courseId), scheduleId);
  const exam = data.find((e) => e.event_id === eventId && e.attempt?.submitted_at && fits(e));
  if (!exam?.attempt) notFound();
  return { course, exam, attemptId: exam.attempt.id };
}

export async function participatedView(request: Request, params: EventParams, variant: ParticipatedVariant) {
  const { course, exam, attemptId } = await submittedEventExam(request, params, (e) => participatedVariant(e) === variant);
  return { course, exam, result: await submittedResult(request, attemptId) };
}

export async function eventResultView(request: Request, params: EventParams, master: boolean) {
  const { course, exam, attemptId } = await submittedEventExam(request, params, (e) => (e.kind === "master") === master);
  return { course, exam, ...(await resultWithReview(request, attemptId)) };
}

/** `?attempt=` of the question pages: a positive id, anything else a 404. */
const attemptParam = (request: Request) => idParam(new URL(request.url).searchParams.get("attempt") ?? undefined);

/**
 * The question pages of an attempt: the questions, the doctor's answers, the key or the explanations.
 * All wait for review time, the bare questions too: a printable paper must not reach anyone still sitting it.
 */
export async function attemptReviewView(request: Request) {
  return resultWithReview(request, attemptParam(request));
}
