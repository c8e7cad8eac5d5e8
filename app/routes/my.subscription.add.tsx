/** spec: subscription/add: the duration form's POST makes the order; a GET goes back to the plans. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { SUBSCRIPTION_PATH } from "~/features/payments/paths";
import { addSubscription } from "~/features/payments/subscriptions.server";

export const loader = () => redirect(SUBSCRIPTION_PATH);

export const action = ({ request }: ActionFunctionArgs) => addSubscription(request);

/** Rendered only when the order was refused: the reason, and the way back to the plans. */
export default function SubscriptionAdd() {
  const result = useActionData<typeof action>();
  return (
    <MyPage title="সাবস্ক্রিপশন">
      <p className="payment-alert" role="alert">
        {result && "error" in result ? result.error : "একটি মেয়াদ বেছে নিন।"}
      </p>
      <Link to={SUBSCRIPTION_PATH}>← সব প্ল্যান</Link>
    </MyPage>
  );
}
