import type { PendingVideoSummary } from "@contract";
import { bnNumber, formatDateTime } from "~/lib/format";
import { formatSlotDay, formatSlotTime } from "~/lib/timetable";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A missed class: what it was, why it is open to the doctor, for how long, and when it closes (or closed). */
export function PendingVideoHeader({ pending }: { pending: PendingVideoSummary }) {
  const days = Math.round((Date.parse(pending.expires_at) - Date.parse(pending.granted_at)) / DAY_MS);
  const until = <time dateTime={pending.expires_at}>{formatDateTime(pending.expires_at)}</time>;
  return (
    <section className="my-card" aria-label="মিস করা ক্লাস">
      <p className="lecture-meta">
        {pending.course.title} · {pending.course.batch_name}
        <br />
        <time dateTime={pending.event.date}>{formatSlotDay(pending.event.date)}</time>, {formatSlotTime(pending.event)} ·{" "}
        {pending.event.teacher}
      </p>
      <p>{pending.reason}</p>
      {pending.open ? (
        <p className="pending-window" data-open="true">
          মিস করা ক্লাসের ভিডিও {bnNumber(days)} দিনের জন্য খোলা থাকে। এই ক্লাসটি দেখা যাবে {until} পর্যন্ত।
        </p>
      ) : (
        <p className="pending-window" data-open="false" role="alert">
          এই ক্লাসের ভিডিও দেখার সময়সীমা {until} শেষ হয়ে গেছে।
        </p>
      )}
    </section>
  );
}
