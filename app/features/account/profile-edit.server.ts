/**
 * /my/account/edit: the doctor corrects or completes their profile (the enrollment refusal for a
 * missing address sends them here with `next`). The address selects depend on each other; without
 * JavaScript the "refresh" submit re-renders the form with the options narrowed to what was
 * chosen, saving nothing.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { layoutChanged } from "~/lib/layout-memory.server";
import { safeNext } from "~/lib/next-url.server";
import { publicData } from "~/lib/public-data.server";
import { ADDRESS_BLOCKS } from "~/components/forms/doctor-rules";
import { profileForm } from "./forms.server";
import { requireDoctor } from "~/lib/require-doctor.server";
import { nextParam } from "./guards.server";
import { myApi } from "~/lib/my-api.server";
import { ACCOUNT_PATHS, INTENTS } from "./paths";
import { type ActionResult, readFormData, refuse, refuseWithApiError } from "~/lib/form-submission.server";

const PROFILE_FIELDS = [
  "name" as const,
  "email" as const,
  "bmdc" as const,
  "medical_college_id" as const,
  ...ADDRESS_BLOCKS.flatMap((b) => [
    `${b}_division_id` as const,
    `${b}_district_id` as const,
    `${b}_upazila_id` as const,
    `${b}_address` as const,
  ]),
];

const text = (v: string | number | null) => (v === null ? "" : String(v));

export async function profileEditView(request: Request) {
  const [{ doctor }, { medical_colleges }, { divisions }] = await Promise.all([
    myApi(request, "myProfile"),
    publicData("medicalColleges"),
    publicData("divisions"),
  ]);
  const defaults = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, text(doctor[f])]));
  return { defaults, colleges: medical_colleges, divisions, next: nextParam(request) };
}

export async function profileEditAction(request: Request) {
  const session = requireDoctor(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.refresh) {
    // Everything typed comes back as it was, without errors: the doctor has not asked to save yet.
    return data<ActionResult>({ result: parseWithZod(formData, { schema: z.object({}) }).reply() });
  }
  const submission = parseWithZod(formData, { schema: profileForm });
  if (submission.status !== "success") return refuse(submission);
  const { next, ...body } = submission.value;
  try {
    await myApi(request, "profileUpdate", { body });
  } catch (e) {
    return refuseWithApiError(submission, e, PROFILE_FIELDS);
  }
  session.flash("profileUpdated");
  // The header shows the new name on the very next page, on whichever portal process serves it.
  layoutChanged(session);
  return redirect(safeNext(next, ACCOUNT_PATHS.account));
}
