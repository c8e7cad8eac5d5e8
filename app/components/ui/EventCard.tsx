import { Link } from "~/components/ui/Link";
import type { EventSummary } from "@contract";
import { isAlumniEvent } from "~/lib/events";
import { formatDate } from "~/lib/format";
import { Icon } from "./Icon";

export function EventCard({ event }: { event: EventSummary }) {
  return (
    <Link to={`/${event.id}/event`} className="card event-card" prefetch="intent" data-event-id={event.id}>
      <div className="card__media">
        <img src={event.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
        {isAlumniEvent(event) ? <span className="badge badge--accent">অ্যালামনাই ইভেন্ট</span> : null}
      </div>
      <div className="event-card__body">
        <h3 className="card__title">{event.name}</h3>
        <p className="card__meta">
          <Icon name="calendar" size={16} />
          <span>
            আবেদনের শেষ সময়: <time dateTime={event.deadline}>{formatDate(event.deadline)}</time>
          </span>
        </p>
      </div>
    </Link>
  );
}
