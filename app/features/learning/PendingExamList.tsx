import type { PendingExam } from "@contract";
import { Link } from "~/components/ui/Link";
import { EXAM_PATHS } from "~/features/exams/paths";
import { formatDateTime, formatTimeSpan } from "~/lib/format";

/** Missed exams that may still be sat, each linking to its pending-exam-info page (rules and the Start button). */
export function PendingExamList({ exams }: { exams: PendingExam[] }) {
  return (
    <ul className="pending-list">
      {exams.map((e) => (
        <li key={e.exam_id} className="pending-list__item">
          <Link to={EXAM_PATHS.pendingInfo({ course_id: e.course.id, event_id: e.event_id })}>{e.title}</Link>
          <span className="card__meta">
            {e.course.title} · সময় শেষ হয়েছে <time dateTime={e.closed_at}>{formatDateTime(e.closed_at)}</time> · এখন দিলে সময়
            পাবেন {formatTimeSpan(e.duration_seconds)}
          </span>
        </li>
      ))}
    </ul>
  );
}
