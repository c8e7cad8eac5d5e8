/** Where bKash sends the browser back (`?paymentID=…&status=…`); the API confirms with bKash before anything changes. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { returnFromBkash } from "~/features/payments/payments.server";

export const loader = ({ request }: LoaderFunctionArgs) => returnFromBkash(request);

/** Never rendered (the loader always redirects); it makes a refused callback the portal's own 404 page. */
export default function BkashCallback() {
  return null;
}
