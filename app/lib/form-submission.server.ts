/**
 * Form posts of the portal (account, required information, complaints): parse with the shared schema, and turn the product API's
 * refusals into what conform shows (field errors beside their field, the message above the form).
 * Passwords and codes are never echoed back into the page.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { logEvent } from "~/lib/log.server";
import { ApiResponseError, ApiUnavailableError } from "~/lib/product-api.server";
import { HONEYPOT_FIELD } from "~/components/forms/Honeypot";

/** Fields whose values are never sent back into the page after a failed submit. */
export const SECRET_FIELDS = ["password", "password_confirmation", "old_password", "code", HONEYPOT_FIELD];

export const TRY_LATER = "এই মুহূর্তে অনুরোধটি সম্পন্ন করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।";

/** The 400 page's message for a body that is not a form (JSON, text, broken multipart). */
export const BAD_FORM_MESSAGE = "ফর্মটি সঠিকভাবে পাঠানো হয়নি। পাতাটি আবার খুলে ফর্মটি পূরণ করে পাঠান।";

/**
 * The request's form. A body that is not one is the sender's mistake, answered with a 400 page and a
 * Bengali message instead of a 500 (docs/security.md, "Hostile input"). Every action reads its form
 * here: an ESLint rule refuses `request.formData()` anywhere else (decision 061).
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: BAD_FORM_MESSAGE }, { status: 400 });
  }
}

export type ActionResult = { result: SubmissionResult<string[]>; notice?: string; resend?: never };

export async function readForm<S extends z.ZodType>(request: Request, schema: S) {
  return parseWithZod(await readFormData(request), { schema });
}

type Errors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/** The form again, with errors and the values typed (minus secrets); 400 so it is not mistaken for a success. */
export function refuse(submission: Submission<unknown>, errors: Errors = {}, status = 400) {
  return data<ActionResult>({ result: submission.reply({ ...errors, hideFields: SECRET_FIELDS }) }, { status });
}

/** A success that stays on the page (e.g. "a new code was sent"), with a notice above the form. */
export function accept(submission: Submission<unknown>, notice: string) {
  return data<ActionResult>({ result: submission.reply({ resetForm: true }), notice });
}

/**
 * The API's answer to a refused request, onto the form: `errors` of fields the form has go beside
 * them, anything else and the message above the form. 429 (cooldowns, limits) and an unreachable
 * API become a form error too, so the doctor keeps the page and what they typed. Anything else is
 * a bug and is thrown to the error page.
 */
export function refuseWithApiError(submission: Submission<unknown>, error: unknown, fields: readonly string[]) {
  if (error instanceof ApiUnavailableError) return refuse(submission, { formErrors: [TRY_LATER] }, 503);
  if (!(error instanceof ApiResponseError) || ![404, 422, 429].includes(error.status)) throw error;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, messages] of Object.entries(error.body.errors ?? {})) {
    if (fields.includes(name)) fieldErrors[name] = messages;
    else formErrors.push(...messages);
  }
  const shown = new Set([...Object.values(fieldErrors).flat(), ...formErrors]);
  if (!shown.has(error.body.message)) formErrors.unshift(error.body.message);
  logEvent("info", "account_form_refused", {
    endpoint: error.endpoint,
    status: error.status,
    fields: Object.keys(fieldErrors).join(","),
  });
  return refuse(submission, { formErrors, fieldErrors }, error.status);
}
