/**
 * A course exam's pages before the sitting: its status (not open yet, open, in progress, submitted,
 * missed) and information with the Start button, their master-schedule variants, and the pending
 * variant for a missed exam sat later. The exam is found through the doctor's own course and
 * timetable event (`courseExamInfo`): another doctor's course, an event outside it or without an
 * exam are 404s; a browser that is not a verified device goes to the devices page (423, `myApi`).
 */
import type { CourseEventRef, CourseExamInfo } from "@contract";
import { redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { forbidden, idParam, notFound, redirectTo } from "~/lib/pages.server";
import { admittedOrHeld } from "./holding.server";
import { cleanHtml } from "~/lib/html.server";
import { EXAM_PATHS } from "./paths";

export type EventParams = { id?: string; scheduleId?: string; batchId?: string; eventId?: string };
/** Which URL named the exam: a batch schedule, a master schedule (with its batch), or the pending variant (course and event only). */
export type EventRoute = "batch" | "master" | "pending";

const matches = (ref: CourseEventRef, route: EventRoute, params: EventParams) =>
  route === "pending" ||
  (ref.schedule.kind === route &&
    String(ref.schedule.id) === params.scheduleId &&
    (route === "batch" || String(ref.batch_id) === params.batchId));

/** The exam of the event the URL names, only when every id in the URL is the doctor's own. */
export async function courseExam(request: Request, params: EventParams, route: EventRoute): Promise<CourseExamInfo> {
  const [id, eventId] = [idParam(params.id), idParam(params.eventId)];
  if (route !== "pending") idParam(params.scheduleId);
  if (route === "master") idParam(params.batchId);
  // A course that is not active has no exams: the API's 403 becomes this page's 403.
  const info = (await myApi(request, "courseExamInfo", { params: { id, eventId } }, { 404: notFound, 403: forbidden })).data;
  if (!matches(info.course_event, route, params)) notFound();
  return { ...info, exam: { ...info.exam, instructions_html: cleanHtml(info.exam.instructions_html) } };
}

/** The status page leads to exam-info, so the crowd passes it first: it is admitted like exam-info and Start. */
export const examStatusView = (request: Request, params: EventParams, route: EventRoute) =>
  admittedOrHeld(request, () => examStatus(request, params, route));

async function examStatus(request: Request, params: EventParams, route: EventRoute) {
  const info = await courseExam(request, params, route);
  const result =
    info.status === "submitted" && info.attempt
      ? (await myApi(request, "examResult", { params: { id: info.attempt.id } })).data
      : null;
  return { info, result };
}

/** Exam-info and Start are where an exam's crowd arrives: both go through admission (holding.server.ts). */
export const examInfoView = (request: Request, params: EventParams, route: EventRoute) =>
  admittedOrHeld(request, () => examInfo(request, params, route));

async function examInfo(request: Request, params: EventParams, route: EventRoute) {
  const info = await courseExam(request, params, route);
  if (info.status === "submitted") throw redirect(EXAM_PATHS.status(info.course_event));
  const missed = info.status === "missed" || info.attempt?.is_pending === true;
  // A missed exam is sat only as a pending exam, from its own page; a live one only from exam-info.
  if (missed !== (route === "pending"))
    throw redirect(missed ? EXAM_PATHS.pendingInfo(info.course_event) : EXAM_PATHS.info(info.course_event));
  return { info, pending: missed };
}

export const startExamAction = (request: Request, params: EventParams, route: EventRoute) =>
  admittedOrHeld(request, () => startExam(request, params, route));

/** Start (idempotent: a second press, or another device, gets the same attempt), then the attempt page. */
async function startExam(request: Request, params: EventParams, route: EventRoute) {
  const info = await courseExam(request, params, route);
  // Not open yet, or closed since the page was shown (409): the status page says which.
  const opts = { params: { id: info.exam.id } };
  const attempt = (await myApi(request, "startExam", opts, { 409: redirectTo(EXAM_PATHS.status(info.course_event)) })).data;
  return redirect(EXAM_PATHS.attempt(attempt));
}
