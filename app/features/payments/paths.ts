/** Portal paths of the payment pages, shared by loaders and views. */
import type { Payment } from "@contract";

export const CALLBACK_PATH = "/my/payments/bkash/callback";
export const donePath = (payment: Payment) => `/my/courses/${payment.enrollment!.id}/payment/${payment.id}/done`;
export const checkoutPath = (payment: Payment) => `/my/courses/${payment.enrollment!.id}/checkout?payment=${payment.id}`;
/** Pay in full or by installments (spec §2 `payment-option`); each enrolment's card is `#enrollment-{id}`. */
export const PAYMENT_OPTION_PATH = "/my/payment-option";
export const paymentOptionPath = (enrollmentId: number) => `${PAYMENT_OPTION_PATH}#enrollment-${enrollmentId}`;
export const invoicePath = (payment: Pick<Payment, "id">) => `/my/invoice/${payment.id}`;
export const eventCheckoutPath = (eventId: number, payment?: Pick<Payment, "id">) =>
  `/event/${eventId}/checkout${payment ? `?payment=${payment.id}` : ""}`;
export const CART_PATH = "/my/unit-video-cart";
export const cartPath = (courseId: number, payment?: Pick<Payment, "id">) =>
  `${CART_PATH}?course=${courseId}${payment ? `&payment=${payment.id}` : ""}`;
/** A bought unit video's own page, where it plays. */
export const unitVideoPath = (videoId: number) => `/my/unit-videos/${videoId}`;
export const SUBSCRIPTION_PATH = "/my/subscription";
export const subscriptionPaths = {
  duration: (planId: number) => `${SUBSCRIPTION_PATH}/duration?plan=${planId}`,
  add: `${SUBSCRIPTION_PATH}/add`,
  checkout: (orderId: number, payment?: Pick<Payment, "id">) =>
    `${SUBSCRIPTION_PATH}/checkout?order=${orderId}${payment ? `&payment=${payment.id}` : ""}`,
  list: (orderId: number) => `${SUBSCRIPTION_PATH}/${orderId}/list`,
  view: (orderId: number, videoId: number) => `${SUBSCRIPTION_PATH}/list/${orderId}/view/${videoId}`,
};
