import { Link } from "~/components/ui/Link";
import type { BatchDetails } from "@contract";
import { formatDateSpan } from "~/lib/timetable";
import { bnNumber } from "~/lib/format";

/**
 * A batch's timetables, its own and the master schedules of a combined programme it belongs to,
 * each with a link to read it and (while enrollment is open) to enroll on it.
 */
export function ScheduleChoices({ batch, headingLevel }: { batch: BatchDetails; headingLevel: 2 | 3 }) {
  const base = `/batch-details/${batch.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const choices = [
    ...batch.schedules.map((s) => ({
      ...s,
      master: false,
      view: `${base}/schedule#schedule-${s.id}`,
      enroll: `${base}/enroll/${s.id}`,
    })),
    ...batch.master_schedules.map((s) => ({
      ...s,
      master: true,
      view: `/master-schedule?id=${s.id}`,
      enroll: `${base}/master-enroll/${s.id}`,
    })),
  ];
  if (choices.length === 0) return <p className="empty-state">এই ব্যাচের সময়সূচি এখনো প্রকাশ করা হয়নি।</p>;
  return (
    <ul className="schedule-list">
      {choices.map((s) => (
        <li key={s.enroll} className="card schedule-list__item" data-schedule-id={s.id} data-master={s.master || undefined}>
          <Heading className="card__title">
            {s.title}
            {s.master ? <span className="badge schedule-list__badge">মাস্টার সময়সূচি</span> : null}
          </Heading>
          {s.description ? <p className="card__subtitle">{s.description}</p> : null}
          <p className="card__meta">
            {s.starts_on && s.ends_on ? formatDateSpan(s.starts_on, s.ends_on) : "তারিখ শিগগিরই জানানো হবে"} ·{" "}
            {bnNumber(s.slot_count)}টি ক্লাস ও পরীক্ষা
          </p>
          <p className="schedule-list__links">
            <Link to={s.view}>সময়সূচি দেখুন</Link>
            {batch.status === "open" ? (
              <Link to={s.enroll} className="btn btn-primary">
                এই সময়সূচিতে ভর্তি হন
              </Link>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Why a batch takes no enrollments, and where to look instead. */
export function BatchClosedNote({ batch }: { batch: Pick<BatchDetails, "status" | "session"> }) {
  if (batch.status === "open") return null;
  return (
    <p className="batch-closed" role="status" data-batch-status={batch.status}>
      {batch.status === "full" ? "এই ব্যাচের সব আসন পূর্ণ।" : "এই ব্যাচে ভর্তির সময় শেষ।"}{" "}
      <Link to={`/batches?session=${batch.session.id}`}>একই সেশনের অন্য ব্যাচ দেখুন</Link>
    </p>
  );
}
