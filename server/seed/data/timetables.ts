/**
 * Weekly timetables for the demo batches. A "course" week has lectures on its first days and, on
 * its last day, the weekly exam followed by a solve class; every second week ends with a mentor's
 * feedback session. A "mock" week has a full mock test, and the solve class the day after.
 */
import { addDays } from "../../enrollments/dhaka";
import type { ScheduleKind } from "./batches";

const topicsByCourse: Record<string, string[]> = {
  "fcps-part-1": [
    "ফিজিওলজি: কার্ডিওভাসকুলার সিস্টেম",
    "অ্যানাটমি: আপার লিম্ব",
    "প্যাথলজি: ইনফ্ল্যামেশন ও রিপেয়ার",
    "ফার্মাকোলজি: অটোনোমিক ড্রাগস",
    "বায়োকেমিস্ট্রি: এনজাইম ও মেটাবলিজম",
    "মাইক্রোবায়োলজি: ইমিউনোলজি",
    "অ্যানাটমি: থোরাক্স",
    "ফিজিওলজি: রেসপিরেটরি সিস্টেম",
    "প্যাথলজি: নিওপ্লাসিয়া",
    "ফার্মাকোলজি: অ্যান্টিমাইক্রোবিয়াল",
    "অ্যানাটমি: হেড অ্যান্ড নেক",
    "ফিজিওলজি: রেনাল ফিজিওলজি",
  ],
  "fcps-part-2": [
    "কার্ডিওলজি: লং কেস উপস্থাপন",
    "নেফ্রোলজি: শর্ট কেস",
    "নিউরোলজি: ক্লিনিক্যাল পরীক্ষা",
    "এন্ডোক্রাইনোলজি: ডেটা ইন্টারপ্রিটেশন",
    "গ্যাস্ট্রোএন্টারোলজি: লিখিত প্রশ্ন",
    "হেমাটোলজি: স্লাইড ও রিপোর্ট",
  ],
  residency: [
    "মেডিসিন: কার্ডিওলজি",
    "সার্জারি: জিআই সার্জারি",
    "গাইনি: অ্যান্টিনেটাল কেয়ার",
    "পেডিয়াট্রিক্স: নবজাতকের সমস্যা",
    "মেডিসিন: নেফ্রোলজি",
    "সার্জারি: ট্রমা ম্যানেজমেন্ট",
    "বেসিক: অ্যানাটমি রিভিশন",
    "বেসিক: ফার্মাকোলজি রিভিশন",
  ],
  "m-phil": [
    "অ্যানাটমি: এমব্রায়োলজি",
    "ফিজিওলজি: নিউরোফিজিওলজি",
    "প্যাথলজি: জেনারেল প্যাথলজি",
    "মাইক্রোবায়োলজি: ব্যাকটেরিওলজি",
    "ফার্মাকোলজি: ফার্মাকোকাইনেটিক্স",
  ],
  diploma: ["অ্যানেসথেসিয়া: বেসিক সায়েন্স", "অফথালমোলজি: অ্যানাটমি অব আই", "ইএনটি: কান ও নাকের রোগ", "ডার্মাটোলজি: সাধারণ চর্মরোগ"],
  mph: [
    "এপিডেমিওলজি: স্টাডি ডিজাইন",
    "বায়োস্ট্যাটিস্টিক্স: হাইপোথিসিস টেস্টিং",
    "কমিউনিটি মেডিসিন: পুষ্টি",
    "হেলথ পলিসি ও ম্যানেজমেন্ট",
    "এনভায়রনমেন্টাল হেলথ",
  ],
  "bcs-health": [
    "বাংলাদেশ বিষয়াবলি",
    "আন্তর্জাতিক বিষয়াবলি",
    "পেশাভিত্তিক: মেডিসিন",
    "পেশাভিত্তিক: পাবলিক হেলথ",
    "মানসিক দক্ষতা ও গণিত",
  ],
  "mrcp-part-1": [
    "Cardiology: best-of-five অনুশীলন",
    "Respiratory medicine",
    "Clinical pharmacology",
    "Endocrinology",
    "Infectious diseases",
    "Neurology",
  ],
  "mrcs-part-a": [
    "Applied surgical anatomy: অ্যাবডোমেন",
    "Applied physiology",
    "Principles of surgery: ক্ষত ও সংক্রমণ",
    "Surgical pathology",
    "Perioperative care",
  ],
  "plab-1": ["UK guidelines: অ্যাকিউট মেডিসিন", "Ethics ও GMC guidance", "Paediatrics", "Obstetrics ও gynaecology", "Psychiatry"],
};

const teachers = [
  "ডা. মাহমুদুল হাসান",
  "ডা. ফারহানা ইসলাম",
  "অধ্যাপক ডা. নুসরাত জাহান",
  "ডা. রাকিবুল করিম",
  "ডা. সাইফুল আলম",
  "ডা. তানজিলা রহমান",
  "ডা. আরিফুল হক চৌধুরী",
];

export type SlotSeed = {
  kind: "lecture" | "exam" | "solve_class" | "feedback";
  topic: string;
  date: string;
  startTime: string;
  endTime: string;
  teacher: string;
};

export type TimetableSeed = { kind: ScheduleKind; weekdays: number[]; from: string; to: string; weeks: number };

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The first date on or after `from` falling on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  const day = new Date(`${from}T00:00:00Z`).getUTCDay();
  return addDays(from, (weekday - day + 7) % 7);
}

/** Week 1's class days: the pattern's weekdays in the order given, starting on or after `firstDay`. */
export function classDays(t: Pick<TimetableSeed, "weekdays">, firstDay: string): string[] {
  const days: string[] = [];
  let cursor = firstDay;
  for (const weekday of t.weekdays) {
    const day = nextWeekday(cursor, weekday);
    days.push(day);
    cursor = addDays(day, 1);
  }
  return days;
}

/**
 * Slots of one timetable, from the batch's first day. `seed` shifts the topic and teacher rotation
 * so sibling timetables of one course do not read identically.
 */
export function timetableSlots(t: TimetableSeed, firstDay: string, courseSlug: string, seed: number): SlotSeed[] {
  const topics = topicsByCourse[courseSlug] ?? topicsByCourse["fcps-part-1"]!;
  const slots: SlotSeed[] = [];
  let lecture = seed;
  const teacher = (n: number) => teachers[(n + seed) % teachers.length]!;
  const start = minutes(t.from);
  const end = minutes(t.to);
  // Feedback follows the week's last class, unless that would run past 10 pm; then it comes before it.
  const feedbackTime =
    end + 75 <= 22 * 60
      ? { startTime: clock(end + 30), endTime: clock(end + 75) }
      : { startTime: clock(start - 60), endTime: clock(start - 15) };
  const days = classDays(t, firstDay);

  for (let week = 0; week < t.weeks; week++) {
    const dates = days.map((d) => addDays(d, week * 7));
    const last = dates.at(-1)!;
    if (t.kind === "mock") {
      const n = week + 1;
      slots.push({
        kind: "exam",
        topic: `মক টেস্ট ${n}: পূর্ণাঙ্গ সিলেবাস`,
        date: dates[0]!,
        startTime: t.from,
        endTime: t.to,
        teacher: teacher(week),
      });
      slots.push({
        kind: "solve_class",
        topic: `মক টেস্ট ${n}-এর প্রশ্ন সমাধান`,
        date: last,
        startTime: t.from,
        endTime: clock(start + 120),
        teacher: teacher(week + 1),
      });
    } else {
      const weekTopics: string[] = [];
      for (const date of dates.slice(0, -1)) {
        const topic = topics[lecture % topics.length]!;
        weekTopics.push(topic);
        slots.push({ kind: "lecture", topic, date, startTime: t.from, endTime: t.to, teacher: teacher(lecture) });
        lecture++;
      }
      slots.push({
        kind: "exam",
        topic: `সাপ্তাহিক পরীক্ষা: ${weekTopics.join("; ")}`,
        date: last,
        startTime: t.from,
        endTime: clock(start + 60),
        teacher: teacher(week),
      });
      slots.push({
        kind: "solve_class",
        topic: `সাপ্তাহিক পরীক্ষার সমাধান`,
        date: last,
        startTime: clock(start + 60),
        endTime: t.to,
        teacher: teacher(week + 2),
      });
    }
    if (week % 2 === 1)
      slots.push({
        kind: "feedback",
        topic: "মেন্টরের সঙ্গে ফিডব্যাক সেশন",
        date: last,
        ...feedbackTime,
        teacher: teacher(week + 3),
      });
  }
  return slots;
}
