/**
 * Free practice exams (decision 056): the list with this month's quota, and each exam's page with
 * its rules and Start, sat on the same attempt pages as every exam. Past the quota the API refuses
 * the Start (403) and the page says how many were used and when the quota renews. Anything that is
 * not a free exam is a 404 here (the academy's and the courses' exams have their own pages).
 */
import type { ExamInfo } from "@contract";
import { redirect } from "@remix-run/node";
import { cleanHtml } from "~/lib/html.server";
import { myApi } from "~/lib/my-api.server";
import { idParam, notFound, redirectTo } from "~/lib/pages.server";
import { EXAM_PATHS } from "./paths";
import { EXAM_RESULT_PATHS } from "./result-paths";

export const freeExamList = async (request: Request) => myApi(request, "freeExams", {});

type FreeExamInfo = ExamInfo & { free_quota: NonNullable<ExamInfo["free_quota"]> };

async function freeExam(request: Request, rawExamId: string | undefined): Promise<FreeExamInfo> {
  const id = idParam(rawExamId);
  const info = (await myApi(request, "examInfo", { params: { id } }, { 404: notFound, 403: notFound })).data;
  if (info.free_quota === null) notFound();
  return {
    ...info,
    free_quota: info.free_quota,
    exam: { ...info.exam, instructions_html: cleanHtml(info.exam.instructions_html) },
  };
}

export async function freeExamInfoView(request: Request, rawExamId: string | undefined) {
  const info = await freeExam(request, rawExamId);
  if (info.status === "submitted" && info.attempt) throw redirect(EXAM_RESULT_PATHS.myAnswers(info.attempt.id));
  return { info, pending: info.status === "missed" };
}

/** Start (idempotent), then the attempt page; refused (quota used up, 403; closed, 409): back to the page, which says why. */
export async function startFreeExamAction(request: Request, rawExamId: string | undefined) {
  const info = await freeExam(request, rawExamId);
  const back = redirectTo(EXAM_PATHS.freeInfo(info.exam.id));
  const attempt = (await myApi(request, "startExam", { params: { id: info.exam.id } }, { 403: back, 409: back })).data;
  return redirect(EXAM_PATHS.attempt(attempt));
}
