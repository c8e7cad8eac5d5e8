/**
 * Event registration checkout (spec: event/{id}/checkout, logged-in). Paying arrives with the
 * payment issue; until then the page shows what the doctor will pay and how to reach the office.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { PageHeader } from "~/components/ui/PageHeader";
import { requireDoctor } from "~/features/account/guards.server";
import { PriceLines } from "~/components/ui/PriceLines";
import { formatDate, formatTaka } from "~/lib/format";
import { telUrl } from "~/lib/links";
import { idParam, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";
import { useAppData } from "~/lib/use-app-data";

export const links = catalogueLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  // The event first: a missing or hidden one is a 404, not a login prompt.
  const { data } = await orNotFound(publicData("eventDetails", { params: { id } }));
  requireDoctor(request);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => catalogueMeta(data && `নিবন্ধন: ${data.name}`, "ইভেন্টে নিবন্ধনের ফি ও পরিশোধের তথ্য।");

export default function EventCheckout() {
  const event = useLoaderData<typeof loader>();
  const { helpline } = useAppData().support;
  return (
    <>
      <PageHeader title="ইভেন্ট নিবন্ধন" lead={event.name} />
      <div className="container page-body page-body--narrow checkout" data-event-id={event.id}>
        <section className="card enroll__form" aria-labelledby="event-checkout-title">
          <h2 id="event-checkout-title" className="price-box__title">
            নিবন্ধন ফি
          </h2>
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
          <p className="enroll__pending" role="status">
            {event.registration_open
              ? `অনলাইন পেমেন্ট (বিকাশ) শিগগিরই এই পাতায় চালু হচ্ছে; এর মধ্যে নিবন্ধন করতে কল করুন ${helpline}।`
              : "এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে।"}{" "}
            {event.registration_open ? <a href={telUrl(helpline)}>এখনই কল করুন</a> : null}
          </p>
          <p>
            <Link to={`/${event.id}/event`}>← ইভেন্টের বিস্তারিত</Link>
          </p>
        </section>
      </div>
    </>
  );
}
