import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { catalogueLinks } from "~/features/catalogue/page";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { PaymentList } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { PAYMENT_OPTION_PATH } from "~/features/payments/paths";
import { doctorPayments } from "~/features/payments/payments.server";
import { MyPage } from "~/components/layout/MyPage";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = async ({ request }: LoaderFunctionArgs) => doctorPayments(request);

export const meta: MetaFunction = () => pageMeta("ইনভয়েস", "আপনার বিকাশ পেমেন্ট ও ইনভয়েসের তালিকা।");

export default function Invoices() {
  const payments = useLoaderData<typeof loader>();
  return (
    <MyPage title="ইনভয়েস" lead="আপনার সব পেমেন্ট, নতুনগুলো আগে">
      {payments.length ? <PaymentList payments={payments} /> : <EmptyState message="এখনো কোনো পেমেন্ট করা হয়নি।" />}
      <p>
        <Link to={PAYMENT_OPTION_PATH}>কিস্তি ও পরিশোধের ধরন দেখুন</Link>
      </p>
    </MyPage>
  );
}
