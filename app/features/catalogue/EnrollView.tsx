import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { EnrollCheckData } from "@contract";
import { useFlash } from "~/lib/use-flash";
import { FormError, Notice } from "~/components/forms/FormError";
import { PageHeader } from "~/components/ui/PageHeader";
import { DISCOUNT_LABELS, modeAndPlace } from "~/features/catalogue/labels";
import { checkoutPath } from "~/features/catalogue/paths";
import { PriceLines } from "~/components/ui/PriceLines";
import { bnNumber, formatDate, formatTaka } from "~/lib/format";
import { RefusalNotice } from "./RefusalNotice";

export const ENROL_TITLE = "এখনই ভর্তি হন";

type Props = {
  check: EnrollCheckData;
  idempotencyKey: string;
  /** What the confirming POST answered when it did not redirect to checkout. */
  result: { refusal?: EnrollCheckData["refusal"]; error?: string } | undefined;
};

/** Enroll Now: the batch and schedule chosen, this doctor's price, and one POST to confirm. */
export function EnrollView({ check, idempotencyKey, result }: Props) {
  const { batch, schedule, quote } = check;
  const refusal = result?.refusal ?? check.refusal;
  const submitting = useNavigation().state === "submitting";
  const profileUpdated = useFlash("profileUpdated");
  return (
    <>
      <PageHeader title={ENROL_TITLE} lead={batch.title} />
      <div className="container page-body page-body--narrow enroll">
        <section className="card enroll__summary" aria-label="ব্যাচ ও সময়সূচি">
          <h2 className="card__title">{batch.title}</h2>
          <p className="card__subtitle">
            {batch.course.title} · {batch.session.title} · {modeAndPlace(batch)}
          </p>
          <p className="card__meta">
            সময়সূচি: <strong data-schedule-id={schedule.id}>{schedule.title}</strong>
            {schedule.kind === "master" ? " (মাস্টার সময়সূচি)" : null} · ক্লাস শুরু{" "}
            <time dateTime={batch.starts_at}>{formatDate(batch.starts_at)}</time>
          </p>
          <p className="card__meta">
            <Link to={`/batch-details/${batch.id}/enroll`}>অন্য সময়সূচি বেছে নিন</Link>
          </p>
        </section>

        {profileUpdated ? <Notice>প্রোফাইল হালনাগাদ করা হয়েছে।</Notice> : null}
        {refusal ? (
          <RefusalNotice refusal={refusal} batch={batch} />
        ) : (
          <Form method="post" className="card enroll__form" replace>
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <PriceLines
              lines={[
                { label: "কোর্স ফি", value: formatTaka(quote.fee) },
                ...(quote.discount_kind
                  ? [
                      {
                        label: DISCOUNT_LABELS[quote.discount_kind],
                        value: `−${formatTaka(quote.discount)}`,
                        data: { "data-discount": true },
                      },
                    ]
                  : []),
                { label: "মোট", value: formatTaka(quote.total), total: true, data: { "data-total": quote.total } },
              ]}
            />
            {quote.installment_plan ? (
              <fieldset className="enroll__plans">
                <legend>কীভাবে পরিশোধ করবেন?</legend>
                <label>
                  <input type="radio" name="payment_plan" value="full" defaultChecked /> একবারে {formatTaka(quote.total)}
                </label>
                <label>
                  <input type="radio" name="payment_plan" value="installment" /> {bnNumber(quote.installment_plan.count)} কিস্তিতে
                  — এখন {formatTaka(quote.installment_plan.installments[0]?.amount ?? quote.total)}
                </label>
              </fieldset>
            ) : (
              <input type="hidden" name="payment_plan" value="full" />
            )}
            {check.pending_enrollment_id ? (
              <p className="enroll__pending" role="status">
                এই ব্যাচে আপনার একটি ভর্তির আবেদন পেমেন্টের অপেক্ষায় আছে। নিশ্চিত করলে সেটিই আপডেট হবে, নতুন আসন নেওয়া হবে না।{" "}
                <Link to={checkoutPath(check.pending_enrollment_id)}>আগের আবেদনের পেমেন্ট পাতা</Link>
              </p>
            ) : null}
            <FormError errors={result?.error ? [result.error] : undefined} />
            <button type="submit" className="btn btn-primary enroll__confirm" disabled={submitting}>
              {submitting ? "অপেক্ষা করুন…" : "ভর্তি নিশ্চিত করুন"}
            </button>
            <p className="card__meta">নিশ্চিত করলে আসনটি আপনার জন্য রাখা হবে; এরপর পেমেন্টের পাতায় যাবেন।</p>
          </Form>
        )}
      </div>
    </>
  );
}
