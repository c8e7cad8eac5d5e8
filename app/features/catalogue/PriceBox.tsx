import type { BatchDetails } from "@contract";
import { formatDate, formatTaka, bnNumber } from "~/lib/format";

/**
 * The fee as the API priced it today: the full fee, a running early-bird discount, what anyone pays
 * now, the alumni discount a returning doctor gets instead (discounts do not stack; the API applies
 * the larger one at enrollment) and the installment plan.
 */
export function PriceBox({
  batch,
}: {
  batch: Pick<BatchDetails, "fee" | "price" | "early_bird" | "alumni_discount" | "installment_plan">;
}) {
  const earlyBird = batch.early_bird?.active ? batch.early_bird : null;
  return (
    <section className="price-box" aria-labelledby="price-box-title">
      <h2 id="price-box-title" className="price-box__title">
        কোর্স ফি
      </h2>
      <dl className="price-box__lines">
        <div>
          <dt>নির্ধারিত ফি</dt>
          <dd data-fee>{formatTaka(batch.fee)}</dd>
        </div>
        {earlyBird ? (
          <div>
            <dt>
              আর্লি বার্ড ছাড় (<time dateTime={earlyBird.deadline}>{formatDate(earlyBird.deadline)}</time> পর্যন্ত)
            </dt>
            <dd data-early-bird>−{formatTaka(earlyBird.discount)}</dd>
          </div>
        ) : null}
        <div className="price-box__total">
          <dt>এখন দিতে হবে</dt>
          <dd data-price>{formatTaka(batch.price)}</dd>
        </div>
      </dl>
      {batch.alumni_discount ? (
        <p className="price-box__note" data-alumni-discount>
          আগে আমাদের কোনো ব্যাচে পড়ে থাকলে অ্যালামনাই ছাড় {formatTaka(batch.alumni_discount)} (দুটি ছাড়ের মধ্যে যেটি বেশি, সেটিই
          পাবেন)।
        </p>
      ) : null}
      {batch.installment_plan ? (
        <div className="price-box__installments" data-installments={batch.installment_plan.count}>
          <p>{bnNumber(batch.installment_plan.count)} কিস্তিতেও পরিশোধ করা যায়:</p>
          <ol>
            {batch.installment_plan.installments.map((i) => (
              <li key={i.number}>
                {formatTaka(i.amount)} — {i.due_in_days === 0 ? "ভর্তির সময়" : `ভর্তির ${bnNumber(i.due_in_days)} দিন পর`}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
