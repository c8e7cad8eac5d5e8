/** A subscription's videos (spec: subscription/{id}/list): links to watch them while it is active. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { catalogueLinks } from "~/features/catalogue/page";
import { SUBSCRIPTION_PATH, subscriptionPaths } from "~/features/payments/paths";
import paymentsCss from "~/features/payments/payments.css?url";
import { OrderLines, OrderVideos } from "~/features/payments/SubscriptionViews";
import { subscribedList } from "~/features/payments/subscriptions.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = ({ request, params }: LoaderFunctionArgs) => subscribedList(request, params.id);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data && data.plan.title, "সাবস্ক্রিপশনের ভিডিওর তালিকা।");

export default function SubscriptionList() {
  const order = useLoaderData<typeof loader>();
  return (
    <MyPage title={order.plan.title} lead={order.plan.course.title} parent={<Link to={SUBSCRIPTION_PATH}>← সব প্ল্যান</Link>}>
      <section className="card">
        <OrderLines order={order} />
        {order.status !== "active" ? (
          <p role="status">
            ভিডিও দেখতে সাবস্ক্রিপশনটি সক্রিয় থাকতে হবে।{" "}
            {order.status === "pending_payment" ? <Link to={subscriptionPaths.checkout(order.id)}>পরিশোধ করুন</Link> : null}
          </p>
        ) : null}
      </section>
      <OrderVideos order={order} />
    </MyPage>
  );
}
