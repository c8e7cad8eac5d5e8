import type { ScheduleSlot } from "@contract";
import { Link } from "~/components/ui/Link";
import { formatDateSpan, formatSlotDay, formatSlotTime, groupByWeek, SLOT_KIND_LABELS, weekSpan } from "~/lib/timetable";
import { bnNumber } from "~/lib/format";

/** A master schedule's slots also say which of the programme's batches teaches them. */
type Slot = ScheduleSlot & { batch_title?: string };

/**
 * The timetable, one table per week. A real table (not a grid of divs), so it reads well to screen
 * readers and prints as a table; on narrow screens CSS stacks each row into a card.
 */
export function Timetable<S extends Slot>({
  slots,
  headingLevel = 3,
  topicLink,
}: {
  slots: S[];
  headingLevel?: 2 | 3;
  /** The doctor's own timetable links a published exam's topic to its status page. */
  topicLink?: (slot: S) => string | null;
}) {
  const weeks = groupByWeek(slots);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showBatch = slots.some((s) => s.batch_title);
  if (weeks.length === 0) return <p className="empty-state">এই সময়সূচিতে এখনো কোনো ক্লাস যোগ করা হয়নি।</p>;
  return (
    <div className="timetable">
      {weeks.map((week) => {
        const span = weekSpan(week);
        return (
          <section key={week.week} className="timetable__week" data-week={week.week}>
            <Heading className="timetable__week-title">
              সপ্তাহ {bnNumber(week.week)} <span className="timetable__week-dates">{formatDateSpan(span.from, span.to)}</span>
            </Heading>
            <table className="timetable__table">
              <thead>
                <tr>
                  <th scope="col">দিন</th>
                  <th scope="col">সময়</th>
                  <th scope="col">ধরন</th>
                  <th scope="col">বিষয়</th>
                  {showBatch ? <th scope="col">ব্যাচ</th> : null}
                  <th scope="col">শিক্ষক</th>
                </tr>
              </thead>
              <tbody>
                {week.days.flatMap((day) =>
                  day.slots.map((slot) => (
                    <tr key={slot.id} data-slot-kind={slot.kind}>
                      <td data-label="দিন">
                        <time dateTime={slot.date}>{formatSlotDay(slot.date)}</time>
                      </td>
                      <td data-label="সময়">{formatSlotTime(slot)}</td>
                      <td data-label="ধরন">
                        <span className={`slot-kind slot-kind--${slot.kind}`}>{SLOT_KIND_LABELS[slot.kind]}</span>
                      </td>
                      <td data-label="বিষয়">
                        {topicLink?.(slot) ? <Link to={topicLink(slot)!}>{slot.topic}</Link> : slot.topic}
                      </td>
                      {showBatch ? <td data-label="ব্যাচ">{slot.batch_title}</td> : null}
                      <td data-label="শিক্ষক">{slot.teacher}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
