/**
 * Payments through bKash. Money in answers is taka as a number with at most two decimals (the
 * server counts integer paisa); nothing a browser sends about prices is ever read.
 */
import { z } from "zod";
import { endpoint, type Endpoint } from "./endpoint";
import { isoDateTime, itemOf, listOf } from "./common";
import { paymentPlan } from "./catalogue";
import { enrollment } from "./enrollments";

const id = z.number().int().positive();

export const paymentStatus = z.enum(["pending", "paid", "failed", "cancelled", "refunded"]);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const paymentPurpose = z.enum(["course", "event", "unit_video_cart", "subscription"]);

export const payment = z.object({
  id,
  purpose: paymentPurpose,
  status: paymentStatus,
  amount: z.number().nonnegative(),
  invoice_number: z.string(),
  /** bKash's transaction id: shown in Latin letters and digits, as bKash's SMS shows it. */
  trx_id: z.string().nullable(),
  /** Why a payment failed or is still being confirmed, in Bengali. */
  message: z.string().nullable(),
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  refunded_at: isoDateTime.nullable(),
  /**
   * Paid at bKash but counting toward nothing (a second payment for something already paid, a part
   * whose plan changed, another amount than was asked): the money is owed back and `message` says so
   * (decision 030).
   */
  refund_due: z.boolean(),
  payer: z.object({ name: z.string(), phone: z.string() }),
  /** For a course payment: what it paid for. */
  enrollment: z
    .object({ id, batch_id: id, batch_title: z.string(), course: z.object({ slug: z.string(), title: z.string() }) })
    .nullable(),
  /** For a course paid by installments: which one this payment is, of how many. */
  installment: z.object({ number: z.number().int().positive(), count: z.number().int().positive() }).nullable(),
  /** For an event payment: the event. */
  event: z.object({ id, name: z.string() }).nullable(),
  /** For a subscription payment: the order. */
  subscription: z.object({ id, title: z.string(), months: z.number().int().positive() }).nullable(),
  /** For a unit-video cart payment: the course and the videos it buys, each at its price when paid. */
  cart: z
    .object({
      course: z.object({ id, title: z.string() }),
      videos: z.array(z.object({ id, title: z.string(), price: z.number().nonnegative() })),
    })
    .nullable(),
});
export type Payment = z.infer<typeof payment>;

export const callbackUrl = z
  .string()
  .max(500)
  // No spaces or control characters (NUL included): the URL is handed on to bKash as it is.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .regex(/^https?:\/\/[^\s\u0000-\u001f\u007f]+$/, "callback_url must be an http(s) URL");

export const coursePaymentInput = z.object({
  enrollment_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  /** Which installment to pay; without it, the next unpaid one. Its amount is always the server's. */
  installment: z.number().int().min(1).max(12).optional(),
  callback_url: callbackUrl,
});

export const paymentPlanInput = z.object({ payment_plan: paymentPlan });
export const eventPaymentInput = z.object({
  event_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  callback_url: callbackUrl,
});
export const startedPayment = z.object({ data: z.object({ payment, bkash_url: z.string() }) });

/** What bKash put on the callback URL; believed only after bKash itself confirms it. */
export const bkashCallbackInput = z.object({
  paymentID: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  status: z.enum(["success", "failure", "cancel"]),
});

/** The doctor's registration for an event: none yet, waiting for its fee, active, or cancelled; with the paid payment when there is one. */
export const eventRegistration = z.object({
  event_id: id,
  status: z.enum(["none", "pending_payment", "active", "cancelled"]),
  payment: payment.nullable(),
});
export type EventRegistration = z.infer<typeof eventRegistration>;

export const paymentEndpoints = {
  /** 201 with the bKash URL to send the browser to (the same payment again on a double click). */
  startCoursePayment: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/payments/course",
    body: coursePaymentInput,
    response: startedPayment,
    personal: true,
  }),
  startEventPayment: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/payments/event",
    body: eventPaymentInput,
    response: startedPayment,
    personal: true,
  }),
  bkashCallback: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/payments/bkash-callback",
    body: bkashCallbackInput,
    response: itemOf(payment),
    personal: true,
  }),
  /** A free event's registration, without bKash; idempotent. A paid event is a 422. */
  registerFreeEvent: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/events/:id/register-free",
    response: itemOf(z.object({ event_id: id, status: z.literal("active") })),
    personal: true,
  }),
  /** The doctor's registration for an event and its invoice (the event's pages); reading it registers no one. */
  myEventRegistration: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/events/:id/registration",
    response: itemOf(eventRegistration),
    personal: true,
  }),
  /** The doctor's live enrolments that are, or may be, paid by installments (the payment-option page). */
  paymentOptions: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/payment-options",
    response: listOf(enrollment),
    personal: true,
  }),
  /** Pay in full or by installments: only while the enrolment is pending and nothing is paid or being paid. */
  choosePaymentPlan: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/payment-options/:id",
    body: paymentPlanInput,
    response: itemOf(enrollment),
    personal: true,
  }),
  payments: endpoint({ method: "GET", path: "/api/v3/web/doctor/payments", response: listOf(payment), personal: true }),
  payment: endpoint({ method: "GET", path: "/api/v3/web/doctor/payments/:id", response: itemOf(payment), personal: true }),
} satisfies Record<string, Endpoint>;
