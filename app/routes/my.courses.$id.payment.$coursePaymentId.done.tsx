import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { catalogueLinks } from "~/features/catalogue/page";
import { pageMeta } from "~/components/ui/page-meta";
import { InvoiceLines } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css";
import { invoicePath } from "~/features/payments/paths";
import { ownPayment } from "~/features/payments/payments.server";
import { idParam, notFound } from "~/lib/pages.server";
import { MyPage } from "~/components/layout/MyPage";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const enrollmentId = idParam(params.id);
  const payment = await ownPayment(request, params.coursePaymentId);
  if (payment.enrollment?.id !== enrollmentId) notFound();
  return payment;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.status === "paid" ? "পেমেন্ট সম্পন্ন" : "পেমেন্টের অবস্থা", "বিকাশ পেমেন্টের ফলাফল।");

export default function PaymentDone() {
  const payment = useLoaderData<typeof loader>();
  const enrollment = payment.enrollment!;
  const paid = payment.status === "paid";
  return (
    <MyPage title={paid ? "পেমেন্ট সম্পন্ন হয়েছে" : "পেমেন্টের অবস্থা"} lead={enrollment.batch_title}>
      <section className="card payment-done" data-payment-status={payment.status}>
        {paid ? (
          <p role="status">ধন্যবাদ! আপনার ভর্তি সক্রিয় হয়েছে। বিকাশের ট্রানজ্যাকশন আইডি নিচে দেওয়া হলো।</p>
        ) : payment.status === "pending" ? (
          <p role="status">
            {payment.message ?? "বিকাশ থেকে নিশ্চিতকরণের অপেক্ষা করা হচ্ছে।"} <Link to=".">আবার দেখুন</Link>
          </p>
        ) : (
          <p role="status">{payment.message ?? "পেমেন্টটি সম্পন্ন হয়নি।"}</p>
        )}
        <InvoiceLines payment={payment} />
        <p className="payment-done__links">
          <Link to={invoicePath(payment)}>ইনভয়েস দেখুন ও প্রিন্ট করুন</Link>
          <Link to={`/batch-details/${enrollment.batch_id}`}>কোর্সের পাতায় যান</Link>
          {paid ? null : <Link to={`/my/courses/${enrollment.id}/checkout`}>চেকআউটে ফিরে যান</Link>}
        </p>
      </section>
    </MyPage>
  );
}
