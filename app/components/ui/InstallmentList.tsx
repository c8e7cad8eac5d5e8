import { Link } from "~/components/ui/Link";
import type { Enrollment } from "@contract";
import { bnNumber, formatDate, formatTaka } from "~/lib/format";

/**
 * Each installment with its amount and due date: paid ones link to their invoice (`invoicePath`, the
 * payments area's URL, passed in because the kit imports no feature), the rest are still due.
 */
export function InstallmentList({
  enrollment,
  invoicePath,
}: {
  enrollment: Enrollment;
  invoicePath: (payment: { id: number }) => string;
}) {
  if (!enrollment.installments) return null;
  return (
    <ol className="installment-list" aria-label="কিস্তির তালিকা">
      {enrollment.installments.map((i) => (
        <li key={i.number} data-installment={i.number} data-paid={i.payment_id !== null}>
          <span>
            কিস্তি {bnNumber(i.number)}: {formatTaka(i.amount)}
          </span>{" "}
          {i.payment_id !== null ? (
            <span className="installment-list__paid">
              পরিশোধিত · <Link to={invoicePath({ id: i.payment_id })}>ইনভয়েস</Link>
            </span>
          ) : (
            <span className="installment-list__due">
              {i.number === enrollment.next_installment ? "এখন পরিশোধযোগ্য" : "বাকি"} · শেষ তারিখ{" "}
              <time dateTime={i.due_on}>{formatDate(i.due_on)}</time>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
