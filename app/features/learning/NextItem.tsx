import type { UpcomingItem } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatSlotDay, formatSlotTime, SLOT_KIND_LABELS } from "~/lib/timetable";
import { LEARNING_PATHS, type CourseRef } from "./paths";

/** "পরীক্ষা · মক টেস্ট ১ — শনিবার, ৭ মার্চ, সকাল ১০টা – দুপুর ১টা"; a published exam links to its status page. */
export function NextItem({ item, course }: { item: UpcomingItem; course: CourseRef }) {
  return (
    <span className="next-item" data-slot-kind={item.kind}>
      <span className={`slot-kind slot-kind--${item.kind}`}>{SLOT_KIND_LABELS[item.kind]}</span>{" "}
      <strong>{item.has_exam ? <Link to={LEARNING_PATHS.examStatus(course, item.id)}>{item.topic}</Link> : item.topic}</strong>
      <span className="next-item__when">
        <time dateTime={`${item.date}T${item.start_time}:00+06:00`}>{formatSlotDay(item.date)}</time>, {formatSlotTime(item)}
      </span>
    </span>
  );
}
