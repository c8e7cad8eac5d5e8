import type { BatchSummary } from "@contract";
import { formatDate, formatTaka } from "~/lib/format";

/** Today's price, with the full fee struck through while an early-bird discount runs. */
export function Price({ batch }: { batch: Pick<BatchSummary, "fee" | "price" | "early_bird"> }) {
  const discounted = batch.price < batch.fee;
  return (
    <p className="price">
      {discounted ? (
        <s className="price__fee" aria-label={`আগের ফি ${formatTaka(batch.fee)}`}>
          {formatTaka(batch.fee)}
        </s>
      ) : null}{" "}
      <strong className="price__now" data-price={batch.price}>
        {formatTaka(batch.price)}
      </strong>
      {discounted && batch.early_bird?.active ? (
        <span className="price__note">
          আর্লি বার্ড ছাড় <time dateTime={batch.early_bird.deadline}>{formatDate(batch.early_bird.deadline)}</time> পর্যন্ত
        </span>
      ) : null}
    </p>
  );
}
