import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/ui/Icon";
import { pageMeta, publicPageLinks, summarise } from "~/components/ui/page-meta";
import { isAlumniEvent, isHiddenEvent } from "~/lib/events";
import { formatDate, formatDateTime, formatTaka } from "~/lib/format";
import { NEW_TAB } from "~/lib/links";
import { idParam, notFound, orNotFound } from "~/lib/pages.server";
import { publicData } from "~/lib/public-data.server";

export const links = publicPageLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  // Hidden events are refused before asking the API, so they can't be reached by guessing the URL.
  if (isHiddenEvent(id)) notFound();
  const { data } = await orNotFound(publicData("eventDetails", { params: { id } }));
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.name, summarise(data?.description_html ?? ""));

export default function EventDetails() {
  const event = useLoaderData<typeof loader>();
  return (
    <article className="event-details">
      <div className="container page-body">
        <Link to="/events" className="page-back">
          ← সব ইভেন্ট
        </Link>
        <div className="event-details__layout">
          <div className="event-details__media">
            <img src={event.image} alt="" width={960} height={540} />
            {isAlumniEvent(event) ? <span className="badge badge--accent">অ্যালামনাই ইভেন্ট</span> : null}
          </div>
          <div className="event-details__info card">
            <h1 className="event-details__title">{event.name}</h1>
            <dl className="facts">
              <Fact icon="calendar" label="শুরু">
                <time dateTime={event.starts_at}>{formatDateTime(event.starts_at)}</time>
              </Fact>
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
                <span data-fee>{event.fee > 0 ? formatTaka(event.fee) : "ফ্রি"}</span>
              </Fact>
            </dl>
          </div>
        </div>
        {/* Trusted HTML: event descriptions are written by our own editors in the product API's admin. */}
        <div className="prose card event-details__description" dangerouslySetInnerHTML={{ __html: event.description_html }} />
      </div>
    </article>
  );
}

function Fact({ icon, label, children }: { icon: Parameters<typeof Icon>[0]["name"]; label: string; children: React.ReactNode }) {
  return (
    <div className="facts__row">
      <dt>
        <Icon name={icon} size={18} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
