/**
 * Event registration checkout (spec: event/{id}/checkout, logged-in): the fee as the API holds it,
 * paid with bKash through a plain POST form; coming back from bKash shows the outcome here. A doctor
 * already registered (free, or paid: with the invoice) sees that, and is not offered it again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { PageHeader } from "~/components/ui/PageHeader";
import { PriceLines } from "~/components/ui/PriceLines";
import { requireDoctor } from "~/lib/require-doctor.server";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { InvoiceLines, paidAndCounted, PayWithBkash, ReturnedNotice } from "~/features/payments/PaymentViews";
import { invoicePath } from "~/features/payments/paths";
import paymentsCss from "~/features/payments/payments.css?url";
import { myEventRegistration, registerFreeEvent, returnedPayment, startEventPayment } from "~/features/payments/payments.server";
import { formatDate, formatTaka } from "~/lib/format";
import { idParam, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";
import { readFormData } from "~/lib/form-submission.server";

export const links = () => [...catalogueLinks(), { rel: "stylesheet", href: paymentsCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  // The event first: a missing or hidden one (the API answers 404 for it) is a 404, not a login prompt.
  const { data } = await orNotFound(publicData("eventDetails", { params: { id } }));
  requireDoctor(request);
  const [returned, registration] = await Promise.all([
    returnedPayment(request, (p) => p.event?.id === id),
    myEventRegistration(request, id),
  ]);
  return { event: data, returned, registration };
}

/** A free event registers without bKash (the form says `intent=register`); any other event is paid for. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.id);
  const intent = (await readFormData(request.clone()).catch(() => null))?.get("intent");
  return intent === "register" ? registerFreeEvent(request, id) : startEventPayment(request, id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data && `নিবন্ধন: ${data.event.name}`, "ইভেন্টে নিবন্ধনের ফি ও পরিশোধের তথ্য।");

export default function EventCheckout() {
  const { event, returned, registration } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refusal = answer && "kind" in answer ? answer : undefined;
  // Just back from bKash with it paid, or paid (or registered free) before: the invoice, never the form again.
  const paidPayment = returned && paidAndCounted(returned) ? returned : registration?.payment;
  const registered = Boolean(paidPayment) || registration?.status === "active";
  return (
    <>
      <PageHeader title="ইভেন্ট নিবন্ধন" lead={event.name} />
      <div className="container page-body page-body--narrow checkout" data-event-id={event.id}>
        {/* A payment that bought nothing says so even when another payment registered the doctor: its money goes back. */}
        {returned && (returned.refund_due || !registered) ? <ReturnedNotice payment={returned} /> : null}
        <section className="card enroll__form" aria-labelledby="event-checkout-title">
          <h2 id="event-checkout-title" className="price-box__title">
            {registered ? "নিবন্ধন সম্পন্ন হয়েছে" : "নিবন্ধন ফি"}
          </h2>
          {paidPayment ? (
            <>
              <p role="status" data-registered="paid">
                ধন্যবাদ! আপনার নিবন্ধন ও পেমেন্ট সম্পন্ন হয়েছে।
              </p>
              <InvoiceLines payment={paidPayment} />
              <p>
                <Link to={invoicePath(paidPayment)}>ইনভয়েস দেখুন ও প্রিন্ট করুন</Link>
              </p>
            </>
          ) : registered ? (
            <p className="enroll__pending" role="status" data-registered="free">
              নিবন্ধন সম্পন্ন হয়েছে। ইভেন্টে আপনাকে স্বাগতম!
            </p>
          ) : (
            <>
              <PriceLines
                lines={[
                  {
                    label: "দিতে হবে",
                    value: event.is_free ? "ফ্রি" : formatTaka(event.fee),
                    total: true,
                    data: { "data-amount-due": event.is_free ? 0 : event.fee },
                  },
                  { label: "নিবন্ধনের শেষ সময়", value: <time dateTime={event.deadline}>{formatDate(event.deadline)}</time> },
                ]}
              />
              {!event.registration_open ? (
                <p className="enroll__pending" role="status">
                  এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে।
                </p>
              ) : event.is_free ? (
                <FreeRegistration error={answer && "error" in answer ? answer.error : undefined} />
              ) : (
                <PayWithBkash refusal={refusal} />
              )}
            </>
          )}
          <p>
            {/* A finished registration's next steps: the thank-you page (spec's /thank-you), drawn where a registration ends. */}
            {registered ? (
              <>
                <Link to="/thank-you">পরবর্তী ধাপ দেখুন</Link>{" "}
              </>
            ) : null}
            <Link to={`/${event.id}/event`}>← ইভেন্টের বিস্তারিত</Link>
          </p>
        </section>
      </div>
    </>
  );
}

/** A free event: one POST registers (again: the same answer), no bKash; the page then shows the registration. */
function FreeRegistration({ error }: { error?: string }) {
  return (
    <Form method="post">
      <p className="enroll__pending">এই ইভেন্টে অংশ নিতে কোনো ফি লাগে না।</p>
      {error ? (
        <p className="payment-alert" role="alert">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="register" />
      <button type="submit" className="btn btn-primary">
        ফ্রি নিবন্ধন করুন
      </button>
    </Form>
  );
}
