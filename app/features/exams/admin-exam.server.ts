/**
 * An admin-assigned exam's page before the sitting: its rules and the Start button. Such an exam
 * hangs on no timetable, so the page names the exam itself (`/my/admin-exams/{exam}`); any other
 * kind of exam, or one the doctor may not sit, is a 404 here (course exams have their own pages).
 * Once submitted, the page leads to the attempt's result.
 */
import type { ExamInfo } from "@contract";
import { redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound, redirectTo } from "~/lib/pages.server";
import { cleanHtml } from "~/lib/html.server";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";

async function adminExam(request: Request, rawExamId: string | undefined): Promise<ExamInfo> {
  const id = idParam(rawExamId);
  // No active course (403): no right to the academy's exams, answered like a missing one.
  const info = (await myApi(request, "examInfo", { params: { id } }, { 404: notFound, 403: notFound })).data;
  if (info.exam.kind !== "admin") notFound();
  return { ...info, exam: { ...info.exam, instructions_html: cleanHtml(info.exam.instructions_html) } };
}

export async function adminExamInfoView(request: Request, rawExamId: string | undefined) {
  const info = await adminExam(request, rawExamId);
  if (info.status === "submitted" && info.attempt) throw redirect(EXAM_RESULT_PATHS.myAnswers(info.attempt.id));
  return { info, pending: info.status === "missed" };
}

/** Start (idempotent: a second press, or another device, gets the same attempt), then the attempt page. */
export async function startAdminExamAction(request: Request, rawExamId: string | undefined) {
  const info = await adminExam(request, rawExamId);
  // Not open yet, or closed since the page was shown (409): the page says which.
  const opts = { params: { id: info.exam.id } };
  const attempt = (await myApi(request, "startExam", opts, { 409: redirectTo(EXAM_PATHS.adminInfo(info.exam.id)) })).data;
  return redirect(EXAM_PATHS.attempt(attempt));
}
