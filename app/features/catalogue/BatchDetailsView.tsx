import { Link } from "~/components/ui/Link";
import { DetailPage } from "~/components/layout/DetailPage";
import type { BatchDetails } from "@contract";
import { Fact } from "~/components/ui/Fact";
import { summarise } from "~/components/ui/page-meta";
import { MODE_LABELS } from "@contract/rules";
import { BATCH_STATUS_LABELS } from "./labels";
import { batchJsonLd } from "~/features/catalogue/structured-data";
import { bnNumber, formatDate, formatDateTime } from "~/lib/format";
import { JsonLd, useSite } from "./JsonLd";
import { PriceBox } from "./PriceBox";
import { BatchClosedNote, ScheduleChoices } from "./ScheduleChoices";

type Props = {
  batch: BatchDetails;
  origin: string;
  /** This page's own path, for structured data. */
  path: string;
  back: { to: string; label: string };
};

/** /{slug}/batches/{id} and /batch-details/{id}: what the batch costs, when and where it runs, and how to enroll. */
export function BatchDetailsView({ batch, origin, path, back }: Props) {
  const site = useSite(origin);
  const base = `/batch-details/${batch.id}`;
  return (
    <DetailPage
      className="batch-details"
      head={<JsonLd data={batchJsonLd(batch, site, path, summarise(batch.description_html))} />}
      back={back}
      image={batch.image}
      badge={<span className={`badge batch-status batch-status--${batch.status}`}>{BATCH_STATUS_LABELS[batch.status]}</span>}
      title={batch.title}
      info={
        <>
          <p className="card__subtitle">
            {batch.course.title} · {batch.session.title}
          </p>
          <dl className="facts">
            <Fact icon="web" label="ক্লাসের ধরন">
              <span data-mode={batch.mode}>{MODE_LABELS[batch.mode]}</span>
            </Fact>
            {batch.mode === "online" ? null : (
              <Fact icon="pin" label="শাখা">
                {batch.branch.name}
                {(batch.venue ?? batch.branch.address) ? (
                  <span className="facts__sub">{batch.venue ?? batch.branch.address}</span>
                ) : null}
              </Fact>
            )}
            <Fact icon="calendar" label="ক্লাস শুরু">
              <time dateTime={batch.starts_at}>{formatDate(batch.starts_at)}</time>
            </Fact>
            <Fact icon="clock" label="ভর্তির শেষ সময়">
              <time dateTime={batch.enrollment_deadline}>{formatDateTime(batch.enrollment_deadline)}</time>
            </Fact>
            <Fact icon="group" label="আসন">
              <span data-seats-left={batch.seats_left}>
                {bnNumber(batch.seats_left)}টি বাকি (মোট {bnNumber(batch.seats)}টি)
              </span>
            </Fact>
          </dl>
          <PriceBox batch={batch} />
          <div className="batch-details__actions">
            {batch.status === "open" ? (
              <Link to={`${base}/enroll`} className="btn btn-primary" data-cta="enroll">
                এখনই ভর্তি হন
              </Link>
            ) : (
              <BatchClosedNote batch={batch} />
            )}
            <Link to={`${base}/schedule`} className="btn btn-outline">
              পূর্ণ সময়সূচি
            </Link>
          </div>
        </>
      }
      descriptionHtml={batch.description_html}
    >
      <section className="batch-details__schedules" aria-labelledby="schedules-title">
        <h2 id="schedules-title">সময়সূচি</h2>
        <ScheduleChoices batch={batch} headingLevel={3} />
      </section>
    </DetailPage>
  );
}
