import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { DetailPage } from "~/components/layout/DetailPage";
import { JsonLd, useSite } from "~/features/catalogue/JsonLd";
import { catalogueLinks, catalogueMeta } from "~/features/catalogue/page";
import { Fact } from "~/components/ui/Fact";
import { summarise } from "~/components/ui/page-meta";
import { publicOrigin } from "~/lib/config.server";
import { eventJsonLd } from "~/features/catalogue/structured-data";
import { isAlumniEvent } from "~/lib/events";
import { myEventRegistration } from "~/features/payments/payments.server";
import { eventCheckoutPath, invoicePath } from "~/features/payments/paths";
import { formatDate, formatDateTime, formatTaka } from "~/lib/format";
import { NEW_TAB } from "~/lib/links";
import { idParam, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

export const links = catalogueLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const { data } = await orNotFound(publicData("eventDetails", { params: { id } }));
  // A signed-in doctor sees their own registration; a guest's page stays the same for every guest (render cache).
  return { event: data, origin: publicOrigin(), registration: await myEventRegistration(request, id) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  catalogueMeta(data?.event.name, summarise(data?.event.description_html ?? ""), {
    origin: data?.origin,
    image: data?.event.image,
    canonical: data && `/${data.event.id}/event`,
  });

export default function EventDetails() {
  const { event, origin, registration } = useLoaderData<typeof loader>();
  const description = summarise(event.description_html);
  return (
    <DetailPage
      className="event-details"
      head={<JsonLd data={eventJsonLd(event, useSite(origin), description)} />}
      back={{ to: "/events", label: "সব ইভেন্ট" }}
      image={event.image}
      badge={isAlumniEvent(event) ? <span className="badge badge--accent">অ্যালামনাই ইভেন্ট</span> : null}
      title={event.name}
      info={
        <>
          <dl className="facts">
            <Fact icon="calendar" label="শুরু">
              <time dateTime={event.starts_at}>{formatDateTime(event.starts_at)}</time>
            </Fact>
            {event.ends_at ? (
              <Fact icon="calendar" label="শেষ">
                <time dateTime={event.ends_at}>{formatDateTime(event.ends_at)}</time>
              </Fact>
            ) : null}
            <Fact icon="clock" label="নিবন্ধনের শেষ সময়">
              <time dateTime={event.deadline}>{formatDate(event.deadline)}</time>
            </Fact>
            {event.venue ? (
              <Fact icon="pin" label="স্থান">
                {event.venue}
              </Fact>
            ) : null}
            {event.online_link ? (
              <Fact icon="web" label="অনলাইন">
                <a href={event.online_link} {...NEW_TAB}>
                  অনলাইনে যোগ দেওয়ার লিংক
                </a>
              </Fact>
            ) : null}
            <Fact icon="ticket" label="ফি">
              <span data-fee>{event.is_free ? "ফ্রি" : formatTaka(event.fee)}</span>
            </Fact>
          </dl>
          <div className="batch-details__actions">
            {registration?.status === "active" ? (
              <p className="enroll__pending" role="status" data-registered={registration.payment ? "paid" : "free"}>
                আপনি এই ইভেন্টে নিবন্ধিত।{" "}
                {registration.payment ? (
                  <Link to={invoicePath(registration.payment)}>ইনভয়েস দেখুন</Link>
                ) : (
                  <Link to={eventCheckoutPath(event.id)}>নিবন্ধনের তথ্য</Link>
                )}
              </p>
            ) : event.registration_open ? (
              <Link to={eventCheckoutPath(event.id)} className="btn btn-primary" data-cta="register">
                {event.is_free ? "ফ্রি নিবন্ধন করুন" : "নিবন্ধন করুন"}
              </Link>
            ) : (
              <p className="batch-closed" role="status">
                এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে। <Link to="/events">অন্য ইভেন্ট দেখুন</Link>
              </p>
            )}
          </div>
        </>
      }
      descriptionHtml={event.description_html}
    />
  );
}
