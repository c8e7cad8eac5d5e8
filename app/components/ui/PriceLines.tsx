import type { ReactNode } from "react";

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
