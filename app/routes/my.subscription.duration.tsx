/** Choosing a plan's duration (spec: subscription/duration); the form posts to subscription/add. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { catalogueLinks } from "~/features/catalogue/page";
import { SUBSCRIPTION_PATH } from "~/features/payments/paths";
import paymentsCss from "~/features/payments/payments.css?url";
import { DurationForm } from "~/features/payments/SubscriptionViews";
import { planFor, queryId } from "~/features/payments/subscriptions.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = ({ request }: LoaderFunctionArgs) => planFor(request, queryId(request, "plan"));

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && `মেয়াদ: ${data.title}`, "সাবস্ক্রিপশনের মেয়াদ বেছে নিন।");

export default function SubscriptionDuration() {
  const plan = useLoaderData<typeof loader>();
  return (
    <MyPage title="মেয়াদ বেছে নিন" lead={plan.title} parent={<Link to={SUBSCRIPTION_PATH}>← সব প্ল্যান</Link>}>
      <DurationForm plan={plan} />
    </MyPage>
  );
}
