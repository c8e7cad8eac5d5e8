import { Link } from "~/components/ui/Link";
import type { FaqSummary } from "@contract";
import { bnNumber } from "~/lib/format";
import { Icon } from "./Icon";

/** `start` is the 1-based number of the first item, so numbering continues across pages. */
export function FaqList({ faqs, start = 1 }: { faqs: FaqSummary[]; start?: number }) {
  return (
    <ol className="faq-list">
      {faqs.map((faq, i) => (
        <li key={faq.id}>
          <Link to={`/faq/${faq.id}/show`} className="faq-list__item" prefetch="intent">
            <span className="faq-list__number" aria-hidden="true">
              {bnNumber(start + i)}
            </span>
            <span className="faq-list__title">{faq.title}</span>
            <Icon name="chevronRight" className="faq-list__chevron" />
          </Link>
        </li>
      ))}
    </ol>
  );
}
