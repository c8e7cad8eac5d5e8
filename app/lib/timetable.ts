/**
 * A timetable grouped the way doctors plan their study: by week (Bangladesh's working week, Saturday
 * to Friday, numbered by the API from the timetable's first week), then by day, slots in time order.
 */
import type { SlotKind } from "@contract";
import { formatHour } from "~/lib/format";

/** What kind of slot a timetable row is, in the words doctors read. */
export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  lecture: "লেকচার ক্লাস",
  exam: "পরীক্ষা",
  solve_class: "সলভ ক্লাস",
  feedback: "ফিডব্যাক",
};

type SlotLike = { week: number; date: string; start_time: string; end_time: string };

export type TimetableDay<S> = { date: string; slots: S[] };
export type TimetableWeek<S> = { week: number; days: TimetableDay<S>[] };

const byTime = (a: SlotLike, b: SlotLike) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time);

export function groupByWeek<S extends SlotLike>(slots: readonly S[]): TimetableWeek<S>[] {
  const weeks: TimetableWeek<S>[] = [];
  for (const slot of [...slots].sort(byTime)) {
    let week = weeks.at(-1);
    if (week?.week !== slot.week) weeks.push((week = { week: slot.week, days: [] }));
    let day = week.days.at(-1);
    if (day?.date !== slot.date) week.days.push((day = { date: slot.date, slots: [] }));
    day.slots.push(slot);
  }
  return weeks;
}

const DHAKA = "Asia/Dhaka";
const weekdayFormat = new Intl.DateTimeFormat("bn-BD", { weekday: "long", timeZone: DHAKA });
const shortFormat = new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", timeZone: DHAKA });
const fullFormat = new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", year: "numeric", timeZone: DHAKA });

/** A Dhaka calendar date (YYYY-MM-DD) as the instant of its noon there, so no zone can shift the day. */
const atNoon = (date: string) => new Date(`${date}T12:00:00+06:00`);

/** "শনিবার, ৭ মার্চ" (ICU's own pattern drops the comma that reads naturally in a list). */
export const formatSlotDay = (date: string) => `${weekdayFormat.format(atNoon(date))}, ${shortFormat.format(atNoon(date))}`;

/** "৭ মার্চ – ১৩ মার্চ, ২০২৬": the dates a week (or any span) of the timetable covers. */
export function formatDateSpan(from: string, to: string): string {
  if (from === to) return fullFormat.format(atNoon(to));
  return `${shortFormat.format(atNoon(from))} – ${fullFormat.format(atNoon(to))}`;
}

/** "সকাল ১০টা – দুপুর ১২টা", in the spoken style the rest of the portal uses for times. */
export const formatSlotTime = (slot: Pick<SlotLike, "start_time" | "end_time">) =>
  `${formatHour(slot.start_time)} – ${formatHour(slot.end_time)}`;

/** The first and last date a week's slots fall on. */
export function weekSpan<S extends SlotLike>(week: TimetableWeek<S>): { from: string; to: string } {
  return { from: week.days[0]?.date ?? "", to: week.days.at(-1)?.date ?? "" };
}
