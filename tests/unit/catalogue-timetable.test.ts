import { describe, expect, it } from "vitest";
import { formatDateSpan, formatSlotDay, formatSlotTime, groupByWeek, weekSpan } from "~/lib/timetable";

const slot = (id: number, week: number, date: string, start = "10:00", end = "12:00") => ({
  id,
  week,
  date,
  start_time: start,
  end_time: end,
});

describe("timetable grouping", () => {
  it("groups by week, then by day, in date and time order whatever order the slots come in", () => {
    const weeks = groupByWeek([
      slot(4, 2, "2026-03-14"),
      slot(2, 1, "2026-03-07", "15:00", "17:00"),
      slot(1, 1, "2026-03-07", "09:00", "11:00"),
      slot(3, 1, "2026-03-12"),
    ]);
    expect(weeks.map((w) => w.week)).toEqual([1, 2]);
    expect(weeks[0]!.days.map((d) => [d.date, d.slots.map((s) => s.id)])).toEqual([
      ["2026-03-07", [1, 2]],
      ["2026-03-12", [3]],
    ]);
    expect(weekSpan(weeks[0]!)).toEqual({ from: "2026-03-07", to: "2026-03-12" });
  });

  it("keeps gaps in the week numbers (a week without classes is not renumbered)", () => {
    expect(groupByWeek([slot(1, 1, "2026-03-07"), slot(2, 3, "2026-03-21")]).map((w) => w.week)).toEqual([1, 3]);
  });

  it("is empty for a timetable without slots", () => {
    expect(groupByWeek([])).toEqual([]);
  });
});

describe("timetable wording", () => {
  it("names the weekday and date in Bengali, in Dhaka's calendar", () => {
    // 7 March 2026 is a Saturday, the first day of Bangladesh's working week.
    expect(formatSlotDay("2026-03-07")).toBe("শনিবার, ৭ মার্চ");
  });
  it("gives a span of dates, with the year once", () => {
    expect(formatDateSpan("2026-03-07", "2026-03-13")).toBe("৭ মার্চ – ১৩ মার্চ, ২০২৬");
    expect(formatDateSpan("2026-03-07", "2026-03-07")).toBe("৭ মার্চ, ২০২৬");
  });
  it("says times the way the rest of the portal does", () => {
    expect(formatSlotTime({ start_time: "10:00", end_time: "12:30" })).toBe("সকাল ১০টা – দুপুর ১২টা ৩০ মিনিট");
  });
});
