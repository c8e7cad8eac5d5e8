/**
 * Subscriptions (spec §2: subscription, subscription/{id}/list, checkout, add, duration,
 * list/{orderId}/view/{videoId}): a plan opens a course's unit videos for some months. The price is
 * the duration's as the API holds it; the order is active only once its bKash payment is paid.
 */
import { z } from "zod";
import { isoDate, taka } from "./catalogue";
import { isoDateTime, itemOf, listOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { callbackUrl, startedPayment } from "./payments";
import { unitVideoPlay } from "./videos";

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const subscriptionDuration = z.object({ id, months: z.number().int().positive(), price: taka });
export const subscriptionPlan = z.object({
  id,
  title: z.string(),
  description: z.string(),
  course: z.object({ id, title: z.string() }),
  videos: z.number().int().nonnegative(),
  durations: z.array(subscriptionDuration),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const subscriptionStatus = z.enum(["pending_payment", "active", "expired"]);
export const subscriptionOrder = z.object({
  id,
  plan: subscriptionPlan.pick({ id: true, title: true, course: true }),
  months: z.number().int().positive(),
  price: taka,
  /** What is left to pay: the price while the order waits for payment, 0 once its payment stands (as an enrolment's). */
  amount_due: taka,
  status: subscriptionStatus,
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  /** The plan's videos, titles only; a link is given one video at a time to an active subscriber. */
  videos: z.array(z.object({ id, title: z.string(), event: z.object({ id, topic: z.string(), date: isoDate }) })),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrder>;

export const subscriptionOrderInput = z.object({ plan_id: positiveId, duration_id: positiveId });
export const subscriptionPaymentInput = z.object({ subscription_id: positiveId, callback_url: callbackUrl });

export const subscriptionEndpoints = {
  subscriptionPlans: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/subscriptions/plans",
    response: listOf(subscriptionPlan),
    personal: true,
  }),
  mySubscriptions: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/subscriptions",
    response: listOf(subscriptionOrder),
    personal: true,
  }),
  /** 201 with the order; the same pending order again for the same duration. */
  orderSubscription: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/subscriptions",
    body: subscriptionOrderInput,
    response: itemOf(subscriptionOrder),
    personal: true,
  }),
  subscription: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/subscriptions/:id",
    response: itemOf(subscriptionOrder),
    personal: true,
  }),
  /** Paid content: an active subscription's video, playable (403 once not active, 423 off a verified device). */
  subscriptionVideo: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/subscriptions/:id/videos/:videoId",
    response: itemOf(unitVideoPlay),
    personal: true,
  }),
  startSubscriptionPayment: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/payments/subscription",
    body: subscriptionPaymentInput,
    response: startedPayment,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
