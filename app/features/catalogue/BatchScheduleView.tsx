import { Link } from "~/components/ui/Link";
import type { EndpointResponse } from "@contract";
import { modeAndPlace } from "~/features/catalogue/labels";
import { formatDateSpan } from "~/lib/timetable";
import { PrintButton } from "./PrintButton";
import { Timetable } from "./Timetable";

type Data = EndpointResponse<"batchSchedules">["data"];

/**
 * A batch's timetables. The same view serves the page inside the site (with links back and on) and
 * the embeddable /batch-schedules/{id} (no header, footer or site links: it may sit in another site's frame).
 */
export function BatchScheduleView({ data, embedded = false }: { data: Data; embedded?: boolean }) {
  const { batch, schedules } = data;
  return (
    <article className={`schedule-page${embedded ? " schedule-page--embedded" : ""}`}>
      <header className="page-header">
        <div className="container">
          {embedded ? null : (
            <Link to={`/batch-details/${batch.id}`} className="page-back no-print">
              ← ব্যাচের বিস্তারিত
            </Link>
          )}
          <h1 className="page-header__title">{batch.title} — সময়সূচি</h1>
          <p className="page-header__lead">
            {batch.course.title} · {batch.session.title} · {modeAndPlace(batch)}
          </p>
          <p className="page-header__links no-print">
            <PrintButton />
            {embedded ? null : (
              <Link to={`/batch-details/${batch.id}/enroll`} className="btn btn-primary">
                এই ব্যাচে ভর্তি হন
              </Link>
            )}
          </p>
        </div>
      </header>
      <div className="container page-body">
        {schedules.length === 0 ? <p className="empty-state">এই ব্যাচের সময়সূচি এখনো প্রকাশ করা হয়নি।</p> : null}
        {schedules.map((s) => (
          <section
            key={s.id}
            id={`schedule-${s.id}`}
            className="schedule-page__schedule"
            aria-labelledby={`schedule-${s.id}-title`}
          >
            <h2 id={`schedule-${s.id}-title`}>{s.title}</h2>
            {s.starts_on && s.ends_on ? <p className="card__meta">{formatDateSpan(s.starts_on, s.ends_on)}</p> : null}
            <Timetable slots={s.slots} />
          </section>
        ))}
      </div>
    </article>
  );
}
