import type { ReactNode } from "react";
import { Link } from "~/components/ui/Link";
import type { Enrollment } from "@contract";
import { DISCOUNT_LABELS, modeAndPlace } from "~/features/catalogue/labels";
import { amountDueLines, PriceLines } from "~/components/ui/PriceLines";
import { InstallmentList } from "~/components/ui/InstallmentList";
import { invoicePath, paymentOptionPath } from "~/features/payments/paths";
import { bnNumber, formatDate, formatDateTime, formatTaka } from "~/lib/format";

/**
 * The enrollment waiting for payment, with the amount due as the API computed it; `children` is the
 * way to pay (the bKash form), shown while the seat is held and, for an active enrolment paid by
 * installments, while an installment is still due.
 */
export function CheckoutSummary({ enrollment, children }: { enrollment: Enrollment; children?: ReactNode }) {
  const { batch, schedule } = enrollment;
  const pending = enrollment.status === "pending_payment";
  const next = enrollment.next_installment;
  const laterInstallmentDue = enrollment.status === "active" && next !== null;
  return (
    <div className="checkout" data-enrollment-id={enrollment.id} data-status={enrollment.status}>
      <section className="card enroll__summary" aria-label="ভর্তির তথ্য">
        <h2 className="card__title">{batch.title}</h2>
        <p className="card__subtitle">
          {batch.course.title} · {batch.session.title} · {modeAndPlace(batch)}
        </p>
        <p className="card__meta">
          সময়সূচি: {schedule.title} · ক্লাস শুরু <time dateTime={batch.starts_at}>{formatDate(batch.starts_at)}</time>
        </p>
      </section>
      <section className="card enroll__form" aria-labelledby="checkout-amount-title">
        <h2 id="checkout-amount-title" className="price-box__title">
          পেমেন্ট
        </h2>
        <PriceLines
          lines={[
            { label: "কোর্স ফি", value: formatTaka(enrollment.fee) },
            ...(enrollment.discount_kind
              ? [{ label: DISCOUNT_LABELS[enrollment.discount_kind], value: `−${formatTaka(enrollment.discount)}` }]
              : []),
            { label: "মোট", value: formatTaka(enrollment.total), data: { "data-total": enrollment.total } },
            ...amountDueLines(
              enrollment.amount_due,
              enrollment.payment_plan === "installment" && next !== null
                ? `এখন দিতে হবে (কিস্তি ${bnNumber(next)})`
                : "এখন দিতে হবে",
            ),
          ]}
        />
        <InstallmentList enrollment={enrollment} invoicePath={invoicePath} />
        {enrollment.installment_option ? (
          <p className="checkout__plan-link">
            <Link to={paymentOptionPath(enrollment.id)}>
              {enrollment.payment_plan === "installment" ? "একবারে পরিশোধ করতে চান?" : "কিস্তিতে পরিশোধ করতে চান?"} পরিশোধের ধরন
              বেছে নিন
            </Link>
          </p>
        ) : null}
        {laterInstallmentDue ? (
          <>
            <p className="enroll__pending" role="status">
              আপনার ভর্তি সক্রিয়। পরের কিস্তিটি শেষ তারিখের আগে পরিশোধ করুন।
            </p>
            {children}
          </>
        ) : pending ? (
          <>
            <p className="enroll__pending" role="status">
              আসনটি আপনার জন্য রাখা আছে{" "}
              <time dateTime={enrollment.hold_expires_at}>{formatDateTime(enrollment.hold_expires_at)}</time> পর্যন্ত।
            </p>
            {children}
          </>
        ) : (
          <p className="enroll__pending" role="status">
            {enrollment.status === "active" ? "এই কোর্সের পেমেন্ট সম্পন্ন হয়েছে।" : "এই ভর্তির আবেদনটি আর সক্রিয় নেই।"}{" "}
            <Link to={`/batch-details/${batch.id}`}>ব্যাচের পাতায় যান</Link>
          </p>
        )}
      </section>
    </div>
  );
}
