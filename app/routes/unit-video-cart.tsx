/**
 * The spec's public `/unit-video-cart` (§2, guarded): the cart lives in the doctor's area
 * (decision 019), so a doctor goes there, keeping the `?course=` of a link; a guest logs in first
 * and comes back here.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireDoctor } from "~/lib/require-doctor.server";
import { CART_PATH, cartPath } from "~/features/payments/paths";
import { courseQuery } from "~/features/payments/cart.server";

export function loader({ request }: LoaderFunctionArgs) {
  requireDoctor(request);
  const courseId = courseQuery(request);
  return redirect(courseId === null ? CART_PATH : cartPath(courseId));
}
