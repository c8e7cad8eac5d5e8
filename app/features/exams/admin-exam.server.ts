/**
 * An admin-assigned exam's page before the sitting: its rules and the Start button. Such an exam
 * hangs on no timetable, so the page names the exam itself (`/my/admin-exams/{exam}`); any other
 * kind of exam, or one the doctor may not sit, is a 404 here (course exams have their own pages).
 * Once submitted, the page leads to the attempt's result.
 */
import type { ExamInfo } from "@contract";
import { redirect } from "@remix-run/node";
import { myApi } from "~/features/account/my-area.server";
import { idParam, notFound, orNotFound } from "~/lib/pages.server";
import { ApiResponseError } from "~/lib/product-api.server";
import { cleanHtml } from "./html.server";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";

async function adminExam(request: Request, rawExamId: string | undefined): Promise<ExamInfo> {
  const id = idParam(rawExamId);
  let info: ExamInfo;
  try {
    info = (await orNotFound(myApi(request, "examInfo", { params: { id } }))).data;
  } catch (e) {
    // No active course: no right to the academy's exams, answered like a missing one.
    if (e instanceof ApiResponseError && e.status === 403) notFound();
    throw e;
  }
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
  try {
    const attempt = (await myApi(request, "startExam", { params: { id: info.exam.id } })).data;
    return redirect(EXAM_PATHS.attempt(attempt));
  } catch (e) {
    // Not open yet, or closed since the page was shown: the page says which.
    if (e instanceof ApiResponseError && e.status === 409) return redirect(EXAM_PATHS.adminInfo(info.exam.id));
    throw e;
  }
}
