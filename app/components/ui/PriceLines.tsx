import type { ReactNode } from "react";
import { formatTaka } from "~/lib/format";

export type PriceLine = {
  label: ReactNode;
  value: ReactNode;
  /** The line the doctor pays: set apart and emphasised. */
  total?: boolean;
  /** data-* attributes for the amount (e.g. `{ "data-total": 450000 }`), which tests read instead of Bengali digits. */
  data?: Record<`data-${string}`, string | number | boolean>;
};

/**
 * Use for any "what you pay" list: enrollment, checkout, event registration, invoices. The amounts come
 * formatted (`formatTaka`); this only lays the lines out so every money summary reads the same.
 */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  return (
    <dl className="price-box__lines">
      {lines.map((line, i) => (
        <div key={i} className={line.total ? "price-box__total" : undefined}>
          <dt>{line.label}</dt>
          <dd {...line.data}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a checkout asks the doctor to pay: the API's amount due (what its standing payments have not
 * paid yet, never a price the page works out), as the one emphasised line; no line once nothing is
 * due, and the page says it is paid instead. The course and subscription checkouts share it.
 */
export const amountDueLines = (amountDue: number, label: ReactNode = "দিতে হবে"): PriceLine[] =>
  amountDue > 0 ? [{ label, value: formatTaka(amountDue), total: true, data: { "data-amount-due": amountDue } }] : [];
