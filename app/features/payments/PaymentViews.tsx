import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { Payment, PaymentStatus } from "@contract";
import type { ReactNode } from "react";
import { formatDateTime, formatTaka } from "~/lib/format";
import { installmentLabel } from "./InstallmentViews";
import { invoicePath } from "./paths";
import type { StartRefusal } from "./payments.server";

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "নিশ্চিতকরণের অপেক্ষায়",
  paid: "পরিশোধিত",
  failed: "ব্যর্থ",
  cancelled: "বাতিল",
  refunded: "ফেরত দেওয়া হয়েছে",
};

export const PURPOSE_LABELS: Record<Payment["purpose"], string> = {
  course: "কোর্স ফি",
  event: "ইভেন্ট নিবন্ধন",
  unit_video_cart: "ইউনিট ভিডিও",
  subscription: "সাবস্ক্রিপশন",
};

/**
 * The bKash button: a plain POST form, so it works without JavaScript; the answer is a redirect to bKash.
 * `installment` names the part of a course fee the doctor sees (a stale tab cannot pay the next one by accident).
 */
export function PayWithBkash({
  refusal,
  intent,
  installment,
}: {
  refusal: StartRefusal | undefined;
  intent?: string;
  installment?: number | null;
}) {
  return (
    <Form method="post" reloadDocument className="pay-bkash">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {installment ? <input type="hidden" name="installment" value={installment} /> : null}
      {refusal ? (
        <div className="payment-alert" role="alert" data-refusal={refusal.kind}>
          <p lang="en">{refusal.text}</p>
          <p>{refusal.detail}</p>
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary pay-bkash__button">
        বিকাশে পরিশোধ করুন
      </button>
      <p className="pay-bkash__hint">বোতাম চাপলে বিকাশের পেমেন্ট পাতায় যাবেন; পেমেন্ট শেষে আবার এখানে ফিরে আসবেন।</p>
    </Form>
  );
}

/**
 * Paid and counted toward what it bought. A payment flagged for refund (`refund_due`, decision 030:
 * a duplicate, a part whose plan changed, another amount than asked) is paid at bKash but bought nothing.
 */
export const paidAndCounted = (payment: Payment) => payment.status === "paid" && !payment.refund_due;

/** A payment's state as the doctor reads it: paid but flagged for refund says the money goes back. */
const statusLabel = (payment: Payment) => (payment.refund_due ? "পরিশোধিত, টাকা ফেরত দেওয়া হবে" : STATUS_LABELS[payment.status]);

/** A payment bKash completed that bought nothing: the API's Bengali note says the money goes back. */
export function RefundDueNotice({ payment }: { payment: Payment }) {
  return (
    <div className="payment-alert payment-alert--refund-due" role="alert" data-refund-due>
      <p>
        {payment.message ??
          "বিকাশে পেমেন্টটি সম্পন্ন হয়েছে, কিন্তু এটি কোনো ফি হিসেবে গণ্য হয়নি। টাকাটি আপনার বিকাশ অ্যাকাউন্টে ফেরত দেওয়া হবে।"}
      </p>
      {payment.trx_id ? (
        <p>
          ট্রানজ্যাকশন আইডি (TrxID):{" "}
          <span className="latin" lang="en">
            {payment.trx_id}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A payment the doctor has just come back from that bought nothing: cancelled (spec §8: the text is
 * red, spelled as the product spells it), failed, or paid but flagged for refund.
 */
export function ReturnedNotice({ payment }: { payment: Payment }) {
  if (payment.refund_due) return <RefundDueNotice payment={payment} />;
  if (payment.status === "cancelled") {
    return (
      <div className="payment-alert payment-alert--cancelled" role="alert" data-payment-status="cancelled">
        <p className="payment-cancelled" lang="en">
          paymenrt Cancelled
        </p>
        <p>আপনি বিকাশ পেমেন্টটি বাতিল করেছেন, কোনো টাকা কাটা হয়নি। আবার চেষ্টা করতে নিচের বোতাম চাপুন।</p>
      </div>
    );
  }
  if (payment.status === "failed") {
    return (
      <div className="payment-alert" role="alert" data-payment-status="failed">
        <p>পেমেন্টটি সম্পন্ন হয়নি।</p>
        {payment.message ? <p>{payment.message}</p> : null}
      </div>
    );
  }
  return null;
}

/** What a payment was for, in one line: the batch, the event or the course whose videos it bought. */
const describe = (p: Payment) => {
  const what = p.enrollment?.batch_title ?? p.event?.name ?? p.cart?.course.title ?? p.subscription?.title;
  const part = p.installment ? ` · ${installmentLabel(p.installment.number, p.installment.count)}` : "";
  return (what ? `${PURPOSE_LABELS[p.purpose]}: ${what}` : PURPOSE_LABELS[p.purpose]) + part;
};

export function InvoiceLines({ payment }: { payment: Payment }) {
  return (
    <dl className="invoice__lines">
      <div>
        <dt>ইনভয়েস নম্বর</dt>
        <dd className="latin" lang="en">
          {payment.invoice_number}
        </dd>
      </div>
      <div>
        <dt>বিবরণ</dt>
        <dd>{describe(payment)}</dd>
      </div>
      {payment.installment ? (
        <div>
          <dt>কিস্তি</dt>
          <dd data-installment={payment.installment.number}>
            {installmentLabel(payment.installment.number, payment.installment.count)}
          </dd>
        </div>
      ) : null}
      {payment.cart ? (
        <div>
          <dt>ভিডিও</dt>
          <dd>
            <ul className="invoice__videos">
              {payment.cart.videos.map((v) => (
                <li key={v.id} data-invoice-video={v.id}>
                  {v.title} · {formatTaka(v.price)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>পরিমাণ</dt>
        <dd data-amount={payment.amount}>{formatTaka(payment.amount)}</dd>
      </div>
      <div>
        <dt>অবস্থা</dt>
        <dd data-status={payment.status}>{statusLabel(payment)}</dd>
      </div>
      <div>
        <dt>পেমেন্ট মাধ্যম</dt>
        <dd>বিকাশ</dd>
      </div>
      {payment.trx_id ? (
        <div>
          <dt>ট্রানজ্যাকশন আইডি (TrxID)</dt>
          <dd className="latin" lang="en" data-trx-id={payment.trx_id}>
            {payment.trx_id}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{payment.paid_at ? "পরিশোধের সময়" : "তৈরির সময়"}</dt>
        <dd>
          <time dateTime={payment.paid_at ?? payment.created_at}>{formatDateTime(payment.paid_at ?? payment.created_at)}</time>
        </dd>
      </div>
      {payment.refunded_at ? (
        <div>
          <dt>ফেরতের সময়</dt>
          <dd>
            <time dateTime={payment.refunded_at}>{formatDateTime(payment.refunded_at)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function PaymentList({ payments }: { payments: Payment[] }) {
  return (
    <ul className="payment-list">
      {payments.map((p) => (
        <li key={p.id} className="card payment-list__item" data-payment-id={p.id} data-status={p.status}>
          <p className="payment-list__title">
            {describe(p)} · {formatTaka(p.amount)}
          </p>
          <p className="card__meta">
            {statusLabel(p)} · <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time> ·{" "}
            <span className="latin" lang="en">
              {p.invoice_number}
            </span>
          </p>
          <Link to={invoicePath(p)}>ইনভয়েস দেখুন</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a checkout shows when the doctor comes back from bKash: paid and counted, the thanks, the
 * page's own next step (`next`, before the invoice) and the invoice; otherwise why it bought nothing.
 */
export function PaymentOutcome({ returned, thanks, next }: { returned: Payment | null; thanks: string; next?: ReactNode }) {
  if (!returned) return null;
  if (!paidAndCounted(returned)) return <ReturnedNotice payment={returned} />;
  return (
    <div className="payment-alert payment-alert--paid" role="status" data-payment-status="paid">
      <p>{thanks}</p>
      <p>
        {next ? <>{next} · </> : null}
        <Link to={invoicePath(returned)}>ইনভয়েস দেখুন ও প্রিন্ট করুন</Link>
      </p>
    </div>
  );
}
