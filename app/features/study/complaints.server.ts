/**
 * The complain box: the doctor's complaints, a new one, a thread and a reply. Plain POST forms
 * (no JavaScript needed); a refusal keeps what was typed with the Bengali message beside the field.
 * The complain box needs the login only, not a verified device (decision 021).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { requireDoctor } from "~/lib/require-doctor.server";
import { myApi } from "~/lib/my-api.server";
import { readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";
import { idParam, notFound, pageInfo, pageParam } from "~/lib/pages.server";
import { zodForm } from "~/components/forms/zod-rules.server";
import { complaintRules, replyRules } from "./complaint-rules";
import { STUDY_PATHS } from "./paths";

const complaintForm = zodForm(complaintRules);
const replyForm = zodForm(replyRules);

export async function complaintList(request: Request) {
  const answer = await myApi(request, "complaints", { query: { page: pageParam(request), perpage: 10 } });
  return { complaints: answer.data, pages: pageInfo(answer) };
}

export async function complaintThread(request: Request, rawId: string | undefined) {
  return (await myApi(request, "complaint", { params: { id: idParam(rawId) } }, { 404: notFound })).data;
}

/** A new complaint: on success, its thread (POST → redirect, so a reload does not send it twice). */
export async function newComplaintAction(request: Request) {
  requireDoctor(request);
  const submission = parseWithZod(await readFormData(request), { schema: complaintForm });
  if (submission.status !== "success") return refuse(submission);
  try {
    const { data } = await myApi(request, "createComplaint", { body: submission.value });
    return redirect(STUDY_PATHS.complaint(data.id));
  } catch (e) {
    return refuseWithApiError(submission, e, ["category", "text"]);
  }
}

export async function replyAction(request: Request, rawId: string | undefined) {
  requireDoctor(request);
  const id = idParam(rawId);
  const submission = parseWithZod(await readFormData(request), { schema: replyForm });
  if (submission.status !== "success") return refuse(submission);
  try {
    await myApi(request, "replyToComplaint", { params: { id }, body: submission.value });
  } catch (e) {
    return refuseWithApiError(submission, e, ["text"]);
  }
  return redirect(`${STUDY_PATHS.complaint(id)}#reply`);
}
