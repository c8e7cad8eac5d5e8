/**
 * The subscription pages' server side: plans, choosing a duration, the order's checkout (bKash),
 * the subscribed video list and one video (paid content: an unverified device goes to the devices page).
 */
import { redirect } from "@remix-run/node";
import { withCleanQuestions } from "~/lib/html.server";
import { myApi } from "~/lib/my-api.server";
import { apiMessage, idParam, notFound, redirectTo } from "~/lib/pages.server";
import { subscriptionPaths } from "./paths";
import { BKASH_CALL_TIMEOUT_MS, redirectToBkash, returnedPayment } from "./payments.server";
import { readFormData } from "~/lib/form-submission.server";

/** A row id from the query (`?plan=`, `?order=`); anything else is a 404. */
export function queryId(request: Request, name: string): number {
  const raw = new URL(request.url).searchParams.get(name);
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return Number(raw);
}

export async function plansAndOrders(request: Request) {
  const [{ data: plans }, { data: orders }] = await Promise.all([
    myApi(request, "subscriptionPlans"),
    myApi(request, "mySubscriptions"),
  ]);
  return { plans, orders };
}

export async function planFor(request: Request, planId: number) {
  const { data: plans } = await myApi(request, "subscriptionPlans");
  const plan = plans.find((p) => p.id === planId);
  if (!plan) notFound();
  return plan;
}

/** The duration form's POST: the API makes (or finds) the order at the duration's price; then its checkout. */
export async function addSubscription(request: Request): Promise<Response | { error: string }> {
  const form = await readFormData(request);
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null;
  };
  const planId = field("plan_id");
  const durationId = field("duration_id");
  if (!planId || !durationId) return { error: "একটি মেয়াদ বেছে নিন।" };
  const order = await myApi(
    request,
    "orderSubscription",
    { body: { plan_id: planId, duration_id: durationId } },
    { 422: apiMessage },
  );
  return "error" in order ? order : redirect(subscriptionPaths.checkout(order.data.id), 303);
}

export async function checkoutPage(request: Request) {
  const id = queryId(request, "order");
  const [{ data: order }, returned] = await Promise.all([
    myApi(request, "subscription", { params: { id } }, { 404: notFound }),
    returnedPayment(request, (p) => p.subscription?.id === id),
  ]);
  return { order, returned };
}

export const startSubscriptionPayment = (request: Request) =>
  redirectToBkash((callbackUrl) =>
    myApi(request, "startSubscriptionPayment", {
      body: { subscription_id: queryId(request, "order"), callback_url: callbackUrl },
      timeoutMs: BKASH_CALL_TIMEOUT_MS,
    }),
  );

export async function subscribedList(request: Request, rawId: string | undefined) {
  const { data } = await myApi(request, "subscription", { params: { id: idParam(rawId) } }, { 404: notFound });
  return data;
}

/** One video of an active subscription; a subscription not (or no longer) active goes back to its list. */
export async function subscribedVideo(request: Request, rawOrder: string | undefined, rawVideo: string | undefined) {
  const orderId = idParam(rawOrder);
  const opts = { params: { id: orderId, videoId: idParam(rawVideo) } };
  const { data } = await myApi(request, "subscriptionVideo", opts, {
    404: notFound,
    403: redirectTo(subscriptionPaths.list(orderId)),
  });
  return withCleanQuestions(data);
}
