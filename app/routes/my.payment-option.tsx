import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageMeta } from "~/components/ui/page-meta";
import { MyPage } from "~/components/layout/MyPage";
import { catalogueLinks } from "~/features/catalogue/page";
import { InstallmentList } from "~/components/ui/InstallmentList";
import { PlanChoice } from "~/features/payments/InstallmentViews";
import { invoicePath } from "~/features/payments/paths";
import paymentsCss from "~/features/payments/payments.css?url";
import { choosePaymentPlan, paymentOptions } from "~/features/payments/payments.server";
import { bnNumber, formatTaka } from "~/lib/format";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

/** The doctor's enrolments paid, or payable, by installments; every amount is the API's. */
export const loader = ({ request }: LoaderFunctionArgs) => paymentOptions(request);

export const action = ({ request }: ActionFunctionArgs) => choosePaymentPlan(request);

export const meta: MetaFunction = () => pageMeta("পরিশোধের ধরন", "কোর্স ফি একবারে বা কিস্তিতে পরিশোধ করুন।");

export default function PaymentOption() {
  const enrollments = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <MyPage title="পরিশোধের ধরন" lead="কোর্স ফি একবারে, নাকি কিস্তিতে: প্রথম পেমেন্টের আগে বেছে নিন">
      {enrollments.length ? (
        <ul className="payment-options">
          {enrollments.map((e) => (
            <li key={e.id} id={`enrollment-${e.id}`} className="card payment-options__item" data-enrollment-id={e.id}>
              <h2 className="card__title">{e.batch.title}</h2>
              <p className="card__meta">
                মোট ফি {formatTaka(e.total)} ·{" "}
                {e.installments ? `${bnNumber(e.installments.length)} কিস্তিতে পরিশোধ` : "একবারে পরিশোধ"}
              </p>
              <InstallmentList enrollment={e} invoicePath={invoicePath} />
              <PlanChoice enrollment={e} error={refusal?.enrollmentId === e.id ? refusal.error : undefined} />
              {e.next_installment !== null ? (
                <p>
                  <Link to={`/my/courses/${e.id}/checkout`} data-pay-next={e.next_installment}>
                    {e.installments ? `কিস্তি ${bnNumber(e.next_installment)} পরিশোধ করুন` : "চেকআউটে যান"} —{" "}
                    {formatTaka(e.amount_due)}
                  </Link>
                </p>
              ) : (
                <p role="status">সব কিস্তি পরিশোধ করা হয়েছে।</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message="কিস্তিতে পরিশোধ করা যায় এমন কোনো ভর্তি এখন নেই।" />
      )}
    </MyPage>
  );
}
