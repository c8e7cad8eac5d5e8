/**
 * The required-information form on the dashboard (spec §4/§5): when it shows, what it asks, and
 * its save. The rule is the contract's (`requiredInfoDue`); the login source comes from the
 * session, so a session begun with the admin login never sees it.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { bodyFieldsOf, missingRequiredInfo, requiredInfoDue, type Doctor } from "@contract";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireDoctor } from "~/lib/require-doctor.server";
import { myApi } from "~/lib/my-api.server";
import { ACCOUNT_PATHS, INTENTS } from "~/features/account/paths";
import { type ActionResult, readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";
import { publicData } from "~/lib/public-data.server";
import { getSession } from "~/lib/session.server";
import { zodForm } from "~/components/forms/zod-rules.server";
import { formFieldsOf, requiredInfoRules } from "./required-info";

export const REQUIRED_INFO_INTENT = "required-info";

/** What the form needs when it is due, else null (and no lists are fetched). */
export async function requiredInfoView(request: Request, doctor: Doctor) {
  if (!requiredInfoDue(doctor, getSession(request).get("loginSource"))) return null;
  const [{ medical_colleges }, { divisions }] = await Promise.all([publicData("medicalColleges"), publicData("divisions")]);
  return { missing: formFieldsOf(missingRequiredInfo(doctor)), colleges: medical_colleges, divisions };
}

export async function requiredInfoAction(request: Request) {
  requireDoctor(request);
  const formData = await readFormData(request);
  const { doctor } = await myApi(request, "myProfile");
  const missing = formFieldsOf(missingRequiredInfo(doctor));
  if (formData.get("intent") === INTENTS.refresh) {
    // The no-JavaScript refresh: everything typed comes back, the address lists narrowed, nothing saved.
    return data<ActionResult>({ result: parseWithZod(formData, { schema: z.object({}) }).reply() });
  }
  const submission = parseWithZod(formData, { schema: zodForm(requiredInfoRules(missing)) });
  if (submission.status !== "success") return refuse(submission);
  try {
    await myApi(request, "immediateProfileUpdate", { body: submission.value });
  } catch (e) {
    return refuseWithApiError(submission, e, missing.flatMap(bodyFieldsOf));
  }
  // Nothing is missing any more, so the dashboard loads without the form: it has closed.
  return redirect(ACCOUNT_PATHS.dashboard);
}
