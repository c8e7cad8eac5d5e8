import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { catalogueLinks } from "~/features/catalogue/page";
import { pageMeta } from "~/components/ui/page-meta";
import { myApi } from "~/lib/my-api.server";
import { InstallmentList } from "~/components/ui/InstallmentList";
import { InvoiceLines, paidAndCounted, RefundDueNotice } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { invoicePath } from "~/features/payments/paths";
import { ownPayment } from "~/features/payments/payments.server";
import { bnNumber, formatTaka } from "~/lib/format";
import { idParam, notFound } from "~/lib/pages.server";
import { MyPage } from "~/components/layout/MyPage";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

/** The payment, and for installments the enrolment too: which installments are still due. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const enrollmentId = idParam(params.id);
  const payment = await ownPayment(request, params.coursePaymentId);
  if (payment.enrollment?.id !== enrollmentId) notFound();
  const enrollment = payment.installment
    ? (await myApi(request, "enrollment", { params: { id: enrollmentId } }, { 404: notFound })).data
    : null;
  return { payment, enrollment };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && paidAndCounted(data.payment) ? "পেমেন্ট সম্পন্ন" : "পেমেন্টের অবস্থা", "বিকাশ পেমেন্টের ফলাফল।");

export default function PaymentDone() {
  const { payment, enrollment: enrolled } = useLoaderData<typeof loader>();
  const enrollment = payment.enrollment!;
  const paid = paidAndCounted(payment);
  return (
    <MyPage title={paid ? "পেমেন্ট সম্পন্ন হয়েছে" : "পেমেন্টের অবস্থা"} lead={enrollment.batch_title}>
      <section className="card payment-done" data-payment-status={payment.status}>
        {paid ? (
          <p role="status">
            {payment.installment && payment.installment.number > 1
              ? `ধন্যবাদ! কিস্তি ${bnNumber(payment.installment.number)} পরিশোধ হয়েছে।`
              : "ধন্যবাদ! আপনার ভর্তি সক্রিয় হয়েছে।"}{" "}
            বিকাশের ট্রানজ্যাকশন আইডি নিচে দেওয়া হলো।
          </p>
        ) : payment.refund_due ? (
          <RefundDueNotice payment={payment} />
        ) : payment.status === "pending" ? (
          <p role="status">
            {payment.message ?? "বিকাশ থেকে নিশ্চিতকরণের অপেক্ষা করা হচ্ছে।"} <Link to=".">আবার দেখুন</Link>
          </p>
        ) : (
          <p role="status">{payment.message ?? "পেমেন্টটি সম্পন্ন হয়নি।"}</p>
        )}
        <InvoiceLines payment={payment} />
        {enrolled?.installments ? (
          <section className="payment-done__installments" aria-label="কিস্তির অবস্থা">
            <p role="status">
              {enrolled.next_installment === null ? "সব কিস্তি পরিশোধ করা হয়েছে।" : `মোট বাকি: ${formatTaka(enrolled.balance)}`}
            </p>
            <InstallmentList enrollment={enrolled} invoicePath={invoicePath} />
            {paid && enrolled.next_installment !== null ? (
              <Link to={`/my/courses/${enrollment.id}/checkout`}>পরের কিস্তি পরিশোধ করুন</Link>
            ) : null}
          </section>
        ) : null}
        <p className="payment-done__links">
          <Link to={invoicePath(payment)}>ইনভয়েস দেখুন ও প্রিন্ট করুন</Link>
          {paid ? <Link to="/thank-you">পরবর্তী ধাপ দেখুন</Link> : null}
          <Link to={`/batch-details/${enrollment.batch_id}`}>কোর্সের পাতায় যান</Link>
          {paid ? null : <Link to={`/my/courses/${enrollment.id}/checkout`}>চেকআউটে ফিরে যান</Link>}
        </p>
      </section>
    </MyPage>
  );
}
