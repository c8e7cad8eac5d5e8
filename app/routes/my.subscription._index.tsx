/** Subscription plans (spec: subscription) and the doctor's own orders. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MyPage } from "~/components/layout/MyPage";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { catalogueLinks } from "~/features/catalogue/page";
import paymentsCss from "~/features/payments/payments.css?url";
import { OrderList, PlanCards } from "~/features/payments/SubscriptionViews";
import { plansAndOrders } from "~/features/payments/subscriptions.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = ({ request }: LoaderFunctionArgs) => plansAndOrders(request);

export const meta: MetaFunction = () => pageMeta("সাবস্ক্রিপশন", "কোর্সের সব ক্লাস রেকর্ডিং নির্দিষ্ট মেয়াদে দেখুন।");

export default function Subscriptions() {
  const { plans, orders } = useLoaderData<typeof loader>();
  return (
    <MyPage title="সাবস্ক্রিপশন" lead="একটি প্ল্যানে কোর্সের সব ক্লাস রেকর্ডিং, বেছে নেওয়া মেয়াদ পর্যন্ত">
      {orders.length ? (
        <section aria-labelledby="my-subscriptions">
          <h2 id="my-subscriptions">আমার সাবস্ক্রিপশন</h2>
          <OrderList orders={orders} />
        </section>
      ) : null}
      {plans.length ? <PlanCards plans={plans} /> : <EmptyState message="এখন কোনো সাবস্ক্রিপশন প্ল্যান নেই।" />}
    </MyPage>
  );
}
