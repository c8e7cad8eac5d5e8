import type { UpcomingItem } from "@contract";
import { SLOT_KIND_LABELS } from "~/features/catalogue/labels";
import { formatSlotDay, formatSlotTime } from "~/features/catalogue/timetable-weeks";

/** "পরীক্ষা · মক টেস্ট ১ — শনিবার, ৭ মার্চ, সকাল ১০টা – দুপুর ১টা". */
export function NextItem({ item }: { item: UpcomingItem }) {
  return (
    <span className="next-item" data-slot-kind={item.kind}>
      <span className={`slot-kind slot-kind--${item.kind}`}>{SLOT_KIND_LABELS[item.kind]}</span> <strong>{item.topic}</strong>
      <span className="next-item__when">
        <time dateTime={`${item.date}T${item.start_time}:00+06:00`}>{formatSlotDay(item.date)}</time>, {formatSlotTime(item)}
      </span>
    </span>
  );
}
