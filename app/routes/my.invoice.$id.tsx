import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { PrintButton } from "~/features/catalogue/PrintButton";
import { catalogueLinks } from "~/features/catalogue/page";
import { pageMeta } from "~/components/ui/page-meta";
import { InvoiceLines, RefundDueNotice } from "~/features/payments/PaymentViews";
import paymentsCss from "~/features/payments/payments.css?url";
import { ownPayment } from "~/features/payments/payments.server";
import { useAppData } from "~/lib/use-app-data";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export const loader = ({ request, params }: LoaderFunctionArgs) => ownPayment(request, params.id);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && `ইনভয়েস ${data.invoice_number}`, "বিকাশ পেমেন্টের ইনভয়েস।");

/** A printable invoice: the print stylesheet leaves only this card on the page. */
export default function Invoice() {
  const payment = useLoaderData<typeof loader>();
  const { company_name } = useAppData();
  return (
    <article className="card invoice" data-invoice={payment.invoice_number}>
      <header className="invoice__brand">
        <h1>ইনভয়েস</h1>
        <p>{company_name}</p>
      </header>
      <p>
        প্রাপক: {payment.payer.name} ·{" "}
        <span className="latin" lang="en">
          {payment.payer.phone}
        </span>
      </p>
      <InvoiceLines payment={payment} />
      {payment.refund_due ? <RefundDueNotice payment={payment} /> : null}
      <p className="no-print">
        <PrintButton /> <Link to="/my/invoice">সব ইনভয়েস</Link>
      </p>
    </article>
  );
}
