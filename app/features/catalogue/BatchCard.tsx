import { Link } from "~/components/ui/Link";
import type { BatchSummary } from "@contract";
import { Icon } from "~/components/ui/Icon";
import { BATCH_STATUS_LABELS, modeAndPlace } from "~/features/catalogue/labels";
import { bnNumber, formatDate } from "~/lib/format";
import { Price } from "./Price";

/** A batch in a list: enough to compare batches (mode, place, dates, seats, price) before opening one. */
export function BatchCard({ batch, href }: { batch: BatchSummary; href: string }) {
  return (
    <Link
      to={href}
      className="card batch-card"
      prefetch="intent"
      data-batch-id={batch.id}
      data-status={batch.status}
      data-starts-at={batch.starts_at}
    >
      <div className="card__media">
        <img src={batch.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span className={`badge batch-status batch-status--${batch.status}`}>{BATCH_STATUS_LABELS[batch.status]}</span>
      </div>
      <div className="batch-card__body">
        <h3 className="card__title">{batch.title}</h3>
        <p className="card__subtitle">
          {batch.course.title} · {batch.session.title}
        </p>
        <ul className="batch-card__facts">
          <li>
            <Icon name="web" size={16} />
            <span data-mode={batch.mode}>{modeAndPlace(batch)}</span>
          </li>
          <li>
            <Icon name="calendar" size={16} />
            শুরু: <time dateTime={batch.starts_at}>{formatDate(batch.starts_at)}</time>
          </li>
          <li>
            <Icon name="clock" size={16} />
            ভর্তির শেষ সময়: <time dateTime={batch.enrollment_deadline}>{formatDate(batch.enrollment_deadline)}</time>
          </li>
          <li>
            <Icon name="group" size={16} />
            <span data-seats-left={batch.seats_left}>
              আসন বাকি {bnNumber(batch.seats_left)} / {bnNumber(batch.seats)}
            </span>
          </li>
        </ul>
        <Price batch={batch} />
      </div>
    </Link>
  );
}
