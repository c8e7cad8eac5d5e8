import type { DoctorTimetable } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatDateSpan, formatSlotDay, formatSlotTime, groupByWeek, SLOT_KIND_LABELS, weekSpan } from "~/lib/timetable";
import { bnNumber } from "~/lib/format";
import { LEARNING_PATHS } from "./paths";

type Slot = DoctorTimetable["slots"][number];

/** Where a slot stands for the doctor today (a Dhaka date from the loader, so server and browser agree). */
const stateOf = (slot: Slot, today: string) => (slot.date < today ? "done" : slot.date === today ? "today" : "upcoming");
const STATE_LABELS = { done: "শেষ হয়েছে", today: "আজ", upcoming: "আসছে" } as const;

/**
 * The doctor's own timetable: week by week, each class, exam and solve class with whether it is
 * behind them, today, or still to come; the first one still to come is marked as next. A slot with
 * published recordings links to its lecture page.
 */
export function DoctorAgenda({ course, slots, today }: { course: DoctorTimetable["course"]; slots: Slot[]; today: string }) {
  const weeks = groupByWeek(slots);
  const nextId = slots.find((s) => s.date >= today && s.kind !== "feedback")?.id;
  const showBatch = new Set(slots.map((s) => s.batch_title)).size > 1;
  if (weeks.length === 0) return <p className="empty-state">এই সময়সূচিতে এখনো কোনো ক্লাস যোগ করা হয়নি।</p>;
  return (
    <div className="agenda">
      {weeks.map((week) => {
        const span = weekSpan(week);
        return (
          <section key={week.week} className="agenda__week" aria-labelledby={`week-${week.week}`}>
            <h2 id={`week-${week.week}`} className="agenda__week-title">
              সপ্তাহ {bnNumber(week.week)} <span className="agenda__dates">{formatDateSpan(span.from, span.to)}</span>
            </h2>
            <ol className="agenda__items">
              {week.days.flatMap((day) =>
                day.slots.map((slot) => {
                  const state = stateOf(slot, today);
                  return (
                    <li
                      key={slot.id}
                      className="agenda__item"
                      data-state={state}
                      data-slot-kind={slot.kind}
                      data-next={slot.id === nextId || undefined}
                    >
                      <span className={`slot-kind slot-kind--${slot.kind}`}>{SLOT_KIND_LABELS[slot.kind]}</span>
                      <strong className="agenda__topic">
                        {slot.has_exam ? (
                          <Link to={LEARNING_PATHS.examStatus(course, slot.id)}>{slot.topic}</Link>
                        ) : slot.video_count > 0 ? (
                          <Link to={LEARNING_PATHS.lecture(course, slot.id)}>{slot.topic}</Link>
                        ) : (
                          slot.topic
                        )}
                      </strong>
                      <span className="agenda__when">
                        <time dateTime={slot.date}>{formatSlotDay(slot.date)}</time>, {formatSlotTime(slot)}
                      </span>
                      <span className="agenda__who">
                        {slot.teacher}
                        {showBatch ? ` · ${slot.batch_title}` : ""}
                      </span>
                      {slot.video_count > 0 ? (
                        <span className="agenda__videos">ভিডিও: {bnNumber(slot.video_count)}টি</span>
                      ) : null}
                      <span className="agenda__state">{slot.id === nextId ? "পরবর্তী" : STATE_LABELS[state]}</span>
                    </li>
                  );
                }),
              )}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
