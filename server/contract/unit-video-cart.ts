/**
 * The unit-video cart, held by the API per doctor and course (decision 019). The spec keeps it in
 * browser storage and sends prices with the payment; here the browser only names videos, and the
 * total is the API's sum of the videos' own prices.
 */
import { z } from "zod";
import { isoDate, taka } from "./catalogue";
import { itemOf } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { callbackUrl, startedPayment } from "./payments";

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

const cartVideo = z.object({
  id,
  title: z.string(),
  duration: z.number().int().positive(),
  price: taka,
  /** The course "event" (timetable slot) the video records: the spec's cart item `event_id`. */
  event: z.object({ id, topic: z.string(), date: isoDate }),
  /** The spec's cart-detail `question.question_and_answers`, raw HTML: the portal sanitises it. */
  question_html: z.string().nullable(),
});

export const unitVideoCart = z.object({
  course: z.object({ id, slug: z.string(), title: z.string() }),
  items: z.array(cartVideo),
  /** The sum of the items' prices, two decimals: what a payment of this cart would charge. */
  total: taka,
  /**
   * Videos of this course the doctor has paid for. Their links are not sent: each plays on its own
   * page (`doctorUnitVideo`), paid content checked per request (server/videos/unit-videos.ts).
   */
  purchased: z.array(cartVideo),
});
export type UnitVideoCart = z.infer<typeof unitVideoCart>;

export const cartVideoInput = z.object({ unit_video_id: positiveId });
export const cartPaymentInput = z.object({
  course_id: positiveId,
  callback_url: callbackUrl,
});

const cartAnswer = itemOf(unitVideoCart);

export const unitVideoCartEndpoints = {
  /** The cart and the course's purchased videos; another course's id or a missing one is a 404. */
  unitVideoCart: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/unit-video/cart/:courseId",
    response: cartAnswer,
    personal: true,
  }),
  /** Adds a video of this course; adding it again is ignored, a purchased one is refused (422). */
  addToUnitVideoCart: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/unit-video/cart/:courseId/add",
    body: cartVideoInput,
    response: cartAnswer,
    personal: true,
  }),
  removeFromUnitVideoCart: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/unit-video/cart/:courseId/remove",
    body: cartVideoInput,
    response: cartAnswer,
    personal: true,
  }),
  clearUnitVideoCart: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/unit-video/cart/:courseId/clear",
    response: cartAnswer,
    personal: true,
  }),
  /** The spec's make-bkash-payment: one payment for the cart's sum; an empty cart is a 422 "Cart is empty!". */
  startCartPayment: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/unit-video/payments/make-bkash-payment",
    body: cartPaymentInput,
    response: startedPayment,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
