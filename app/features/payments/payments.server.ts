/**
 * The portal's side of bKash: starting a course payment (the browser is then sent to bKash), coming
 * back from bKash, and reading the doctor's payments. Amounts are never sent: the API uses the
 * enrolment's own amount due. The callback's query is only a hint; the API checks it with bKash.
 */
import { bkashCallbackInput, type EventRegistration, type Payment } from "@contract";
import { redirect } from "@remix-run/node";
import { myApi } from "~/lib/my-api.server";
import { publicOrigin } from "~/lib/config.server";
import { apiMessage, idParam, notFound } from "~/lib/pages.server";
import { ApiResponseError } from "~/lib/product-api.server";
import { getSession } from "~/lib/session.server";
import { CALLBACK_PATH, cartPath, subscriptionPaths, checkoutPath, donePath, eventCheckoutPath, invoicePath } from "./paths";
import { readFormData } from "~/lib/form-submission.server";

/** bKash may take up to 30 s per call, and a timed-out execute is followed by a status call. */
export const BKASH_CALL_TIMEOUT_MS = 75_000;

/** What the checkout shows when a payment could not start (spec §8 texts, each with a Bengali explanation). */
export type StartRefusal =
  { kind: "refused"; text: string; detail: string } | { kind: "unexpected"; text: string; detail: string };

export const INITIATION_FAILED_TEXT = "bKash payment initiation failed.";
export const UNEXPECTED_TEXT = "Something went wrong while initiating payment.";

/** Starts (or reuses) a payment in the API and sends the browser to bKash; a refusal is shown on the page. */
export async function redirectToBkash(
  start: (callbackUrl: string) => Promise<{ data: { bkash_url: string } }>,
): Promise<Response | StartRefusal> {
  try {
    const { data } = await start(new URL(CALLBACK_PATH, publicOrigin()).toString());
    return redirect(data.bkash_url, 303);
  } catch (e) {
    if (e instanceof Response) throw e;
    if (e instanceof ApiResponseError) {
      if (e.status === 404) notFound();
      // bKash's own words, or the cart's "Cart is empty!" (spec §8), each beside the API's Bengali message.
      const said = e.body.errors?.bkash?.[0] ?? e.body.errors?.cart?.[0];
      return { kind: "refused", text: said ?? INITIATION_FAILED_TEXT, detail: e.body.message };
    }
    return {
      kind: "unexpected",
      text: UNEXPECTED_TEXT,
      detail: "এই মুহূর্তে বিকাশ পেমেন্ট শুরু করা যাচ্ছে না। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
    };
  }
}

/** `installment` is the part the doctor's page showed; the API refuses it unless it is the next one due. */
export const startCoursePayment = (request: Request, enrollmentId: number, installment: number | undefined) =>
  redirectToBkash((callbackUrl) =>
    myApi(request, "startCoursePayment", {
      body: { enrollment_id: enrollmentId, installment, callback_url: callbackUrl },
      timeoutMs: BKASH_CALL_TIMEOUT_MS,
    }),
  );

export const startEventPayment = (request: Request, eventId: number) =>
  redirectToBkash((callbackUrl) =>
    myApi(request, "startEventPayment", {
      body: { event_id: eventId, callback_url: callbackUrl },
      timeoutMs: BKASH_CALL_TIMEOUT_MS,
    }),
  );

/** bKash sent the browser back: the API confirms with bKash, then the doctor sees the outcome. */
export async function returnFromBkash(request: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const callback = bkashCallbackInput.safeParse(query);
  if (!callback.success) notFound();
  const opts = { body: callback.data, timeoutMs: BKASH_CALL_TIMEOUT_MS };
  const { data } = await myApi(request, "bkashCallback", opts, { 404: notFound });
  if (data.event) return redirect(eventCheckoutPath(data.event.id, data), 303);
  if (data.cart) return redirect(cartPath(data.cart.course.id, data), 303);
  if (data.subscription) return redirect(subscriptionPaths.checkout(data.subscription.id, data), 303);
  if (!data.enrollment) return redirect(invoicePath(data), 303);
  return redirect(data.status === "paid" || data.status === "pending" ? donePath(data) : checkoutPath(data), 303);
}

export async function ownPayment(request: Request, rawId: string | undefined): Promise<Payment> {
  const opts = { params: { id: idParam(rawId) }, timeoutMs: BKASH_CALL_TIMEOUT_MS };
  const { data } = await myApi(request, "payment", opts, { 404: notFound });
  return data;
}

/** The payment named in `?payment=` on a checkout page, when it is the doctor's and for what this page sells. */
export async function returnedPayment(request: Request, forThisPage: (payment: Payment) => boolean): Promise<Payment | null> {
  const raw = new URL(request.url).searchParams.get("payment");
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  try {
    const payment = await ownPayment(request, raw);
    return forThisPage(payment) ? payment : null;
  } catch (e) {
    if (e instanceof Response && e.status === 404) return null;
    throw e;
  }
}

export async function doctorPayments(request: Request): Promise<Payment[]> {
  return (await myApi(request, "payments")).data;
}

/** The doctor's registration for an event (null for a guest): the event's pages show it instead of offering it again. */
export async function myEventRegistration(request: Request, eventId: number): Promise<EventRegistration | null> {
  if (!getSession(request).isLoggedIn) return null;
  return (await myApi(request, "myEventRegistration", { params: { id: eventId } })).data;
}

/** A free event's registration (no bKash); registering again answers the same. */
export async function registerFreeEvent(request: Request, eventId: number): Promise<{ registered: true } | { error: string }> {
  const refused = await myApi(request, "registerFreeEvent", { params: { id: eventId } }, { 404: notFound, 422: apiMessage });
  return "error" in refused ? refused : { registered: true };
}

export async function paymentOptions(request: Request) {
  return (await myApi(request, "paymentOptions")).data;
}

export type PlanRefusal = { enrollmentId: number; error: string };

/**
 * Pay in full or by installments, then on to that enrolment's checkout. Only the plan's name is sent;
 * a plan the API refuses (a payment already started, the hold lapsed) is a message beside the form.
 */
export async function choosePaymentPlan(request: Request): Promise<Response | PlanRefusal> {
  const form = await readFormData(request).catch(() => null);
  const rawId = String(form?.get("enrollment_id") ?? "");
  const plan = form?.get("payment_plan");
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  const enrollmentId = Number(rawId);
  if (plan !== "full" && plan !== "installment") return { enrollmentId, error: "পরিশোধের একটি ধরন বেছে নিন।" };
  const refusal = (e: ApiResponseError) => ({ enrollmentId, error: e.body.message });
  const opts = { params: { id: enrollmentId }, body: { payment_plan: plan } };
  const chosen = await myApi(request, "choosePaymentPlan", opts, { 404: notFound, 409: refusal, 422: refusal });
  return "error" in chosen ? chosen : redirect(`/my/courses/${enrollmentId}/checkout`, 303);
}
