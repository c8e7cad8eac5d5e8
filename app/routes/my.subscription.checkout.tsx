/** A subscription order's checkout (spec: subscription/checkout, `?order=`): the API's price, paid with bKash. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { catalogueLinks } from "~/features/catalogue/page";
import { SUBSCRIPTION_PATH, subscriptionPaths } from "~/features/payments/paths";
import { PaymentOutcome, PayWithBkash } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { OrderLines } from "~/features/payments/SubscriptionViews";
import { checkoutPage, startSubscriptionPayment } from "~/features/payments/subscriptions.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = ({ request }: LoaderFunctionArgs) => checkoutPage(request);

export const action = ({ request }: ActionFunctionArgs) => startSubscriptionPayment(request);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && `চেকআউট: ${data.order.plan.title}`, "সাবস্ক্রিপশনের ফি পরিশোধ করুন।");

export default function SubscriptionCheckout() {
  const { order, returned } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <MyPage title="সাবস্ক্রিপশন চেকআউট" lead={order.plan.title} parent={<Link to={SUBSCRIPTION_PATH}>← সব প্ল্যান</Link>}>
      <PaymentOutcome
        returned={returned}
        thanks="ধন্যবাদ! সাবস্ক্রিপশন সক্রিয় হয়েছে।"
        next={<Link to={subscriptionPaths.list(order.id)}>ভিডিওর তালিকা</Link>}
      />
      <section className="card">
        <OrderLines order={order} />
        {order.status === "pending_payment" ? (
          <PayWithBkash refusal={refusal} />
        ) : (
          <p className="enroll__pending" role="status">
            এই সাবস্ক্রিপশনের পেমেন্ট সম্পন্ন হয়েছে। <Link to={subscriptionPaths.list(order.id)}>ভিডিওর তালিকা</Link>
          </p>
        )}
      </section>
    </MyPage>
  );
}
