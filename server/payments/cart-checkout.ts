/**
 * Paying for the unit-video cart: one bKash payment for the sum of the videos' own prices, read here
 * (decision 019). The browser only says which course's cart; the videos it buys are frozen with
 * their prices when the payment starts, so a cart changed in another tab cannot change what this
 * payment charges or grants.
 */
import type { DoctorRow } from "../auth/tokens";
import { HttpError } from "../http/errors";
import { beginPayment, type PaymentContext } from "./checkout";
import { cartTotalPaisa, cartVideos, findCourse } from "./unit-video-cart";

/** The spec's alert text, with the Bengali explanation the portal shows beside it. */
export const CART_IS_EMPTY = "Cart is empty!";
export const CART_IS_EMPTY_BN = "কার্টে কোনো ভিডিও নেই। পরিশোধের আগে অন্তত একটি ভিডিও যোগ করুন।";

export async function startCartPayment(
  context: PaymentContext,
  doctor: DoctorRow,
  input: { course_id: number; callback_url: string },
) {
  const course = await findCourse(context.db, input.course_id);
  const videos = await cartVideos(context.db, doctor.id, course.id, context.now);
  const lines = videos.map((v) => ({ unitVideoId: v.id, pricePaisa: v.pricePaisa }));
  const amountPaisa = cartTotalPaisa(lines.map((l) => l.pricePaisa));
  const target = { purpose: "unit_video_cart" as const, doctorId: doctor.id, courseId: course.id, lines };
  return beginPayment(context, doctor, target, amountPaisa, input.callback_url, () => {
    if (!lines.length) throw new HttpError(422, CART_IS_EMPTY_BN, { cart: [CART_IS_EMPTY] });
    if (amountPaisa === 0) throw new HttpError(422, "কার্টের ভিডিওগুলোর জন্য পরিশোধযোগ্য কোনো মূল্য নেই।");
  });
}
