/** Paying for a subscription order: one bKash payment for the order's frozen price (decision 018's rules). */
import type { DoctorRow } from "../auth/tokens";
import { HttpError } from "../http/errors";
import { ALREADY_PAID, beginPayment, type PaymentContext } from "./checkout";
import { ownOrderRow } from "./subscriptions";

export async function startSubscriptionPayment(
  context: PaymentContext,
  doctor: DoctorRow,
  input: { subscription_id: number; callback_url: string },
) {
  const order = await ownOrderRow(context.db, doctor.id, input.subscription_id);
  const target = { purpose: "subscription" as const, subscriptionId: order.id };
  return beginPayment(context, doctor, target, order.pricePaisa, input.callback_url, () => {
    if (order.status === "active") throw new HttpError(409, ALREADY_PAID);
  });
}
