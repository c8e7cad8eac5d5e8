/**
 * The enrollment pages' server side: who may see them, the pre-entry check, and the confirming POST.
 * Prices, seats and deadlines are the API's business: the portal sends which batch and schedule
 * and an idempotency key, never an amount.
 */
import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { enrollmentRefusal, type EnrollmentRefusal } from "@contract";
import { requireEnrollmentLogin } from "~/features/account/guards.server";
import { idParam, notFound, orNotFound } from "~/lib/pages.server";
import { ApiResponseError, callApi } from "~/lib/product-api.server";
import { checkoutPath } from "./paths";
import { readFormData } from "~/lib/form-submission.server";

type Params = { batchId?: string; scheduleId?: string };

/**
 * What is being enrolled in: a batch's own schedule (`…/enroll/:scheduleId`) or a combined
 * programme's master schedule (`…/master-enroll/:scheduleId`, the same page under another URL).
 */
function target(request: Request, params: Params) {
  const batchId = idParam(params.batchId);
  const scheduleId = idParam(params.scheduleId);
  const master = new URL(request.url).pathname.includes("/master-enroll/");
  return { batch_id: batchId, ...(master ? { master_schedule_id: scheduleId } : { schedule_id: scheduleId }) };
}

/**
 * One key per rendering of the form, carried in a hidden field: pressing confirm twice (or the
 * browser resending the POST) sends the same key, and the API answers the same enrollment.
 */
const newIdempotencyKey = () => randomBytes(18).toString("base64url");

/**
 * A login that ended between pages (the API answered 401, so callApi has already logged the
 * session out): back through the enrollment join, with this page as `next`.
 */
function rejoinIfExpired(request: Request, e: unknown): void {
  if (e instanceof ApiResponseError && e.status === 401) requireEnrollmentLogin(request);
}

export async function loadEnrollPage(request: Request, params: Params) {
  requireEnrollmentLogin(request);
  const query = target(request, params);
  try {
    const { data } = await orNotFound(callApi(request, "enrollCheck", { query }));
    return { check: data, idempotencyKey: newIdempotencyKey() };
  } catch (e) {
    rejoinIfExpired(request, e);
    throw e;
  }
}

export type EnrollActionData = { refusal: EnrollmentRefusal; error?: undefined } | { refusal?: undefined; error: string };

/** Creates (or finds again) the enrollment and goes to its checkout; a refusal is shown on the same page. */
export async function confirmEnrollment(request: Request, params: Params): Promise<Response | EnrollActionData> {
  requireEnrollmentLogin(request);
  const form = await readFormData(request);
  const body = {
    ...target(request, params),
    idempotency_key: String(form.get("idempotency_key") ?? ""),
    payment_plan: form.get("payment_plan") === "installment" ? ("installment" as const) : ("full" as const),
  };
  try {
    const { data } = await callApi(request, "createEnrollment", { body });
    return redirect(checkoutPath(data.id), 303);
  } catch (e) {
    if (!(e instanceof ApiResponseError)) throw e;
    rejoinIfExpired(request, e);
    if (e.status === 404) notFound();
    const refusal = enrollmentRefusal.safeParse(e.raw);
    if (refusal.success) return { refusal: refusal.data };
    if (e.status === 422) return { error: e.body.message };
    throw e;
  }
}
