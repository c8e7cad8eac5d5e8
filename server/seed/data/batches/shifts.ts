/** What a seeded batch is, and the weekly shifts and pictures the batch lists build them from. */
import type { courses, SessionKey } from "../catalogue";

type Mode = "online" | "offline" | "hybrid";
export type ScheduleKind = "course" | "mock";

export type BatchSeed = {
  slug: string;
  course: (typeof courses)[number]["slug"];
  session: SessionKey;
  title: string;
  mode: Mode;
  branch: string;
  venue?: string;
  categories: string[];
  startsIn: number;
  deadlineIn: number;
  seats: number;
  soldOffline: number;
  fee: number;
  earlyBird?: { discount: number; untilDays: number };
  alumni?: number;
  installments?: { count: number; intervalDays: number };
  couriers?: boolean;
  image: string;
  archived?: boolean;
  schedules: {
    title: string;
    description: string;
    kind: ScheduleKind;
    weekdays: number[];
    from: string;
    to: string;
    weeks: number;
  }[];
  description: string;
};

/** Sunday 0 … Saturday 6. */
export const FRI = 5;
export const SAT = 6;
const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;

export const weekend = (from = "09:00", to = "12:00", weeks = 8) => ({
  title: "শুক্র-শনি সকালের শিফট",
  description: "প্রতি শুক্র ও শনিবার সকালে ক্লাস; শনিবার সাপ্তাহিক পরীক্ষা ও সলভ ক্লাস।",
  kind: "course" as const,
  weekdays: [FRI, SAT],
  from,
  to,
  weeks,
});
export const evening = (weeks = 8) => ({
  title: "রবি-মঙ্গল-বৃহস্পতি সান্ধ্য শিফট",
  description: "কর্মজীবী চিকিৎসকদের জন্য রাতের ক্লাস; বৃহস্পতিবার সাপ্তাহিক পরীক্ষা।",
  kind: "course" as const,
  weekdays: [SUN, TUE, THU],
  from: "20:30",
  to: "22:30",
  weeks,
});
/** Mondays and Wednesdays, so it sits beside `evening` in a combined master schedule without a clash. */
export const eveningMonWed = (weeks = 8) => ({
  title: "সোম-বুধ সান্ধ্য শিফট",
  description: "সোমবার রাতে ক্লাস, বুধবার রাতে সাপ্তাহিক পরীক্ষা ও সলভ ক্লাস।",
  kind: "course" as const,
  weekdays: [MON, WED],
  from: "20:30",
  to: "22:30",
  weeks,
});
export const mockWeekly = (weekday = FRI, weeks = 6) => ({
  title: "সাপ্তাহিক মক টেস্ট",
  description: "প্রতি সপ্তাহে একটি পূর্ণাঙ্গ মক টেস্ট, পরদিন সমাধান ক্লাস।",
  kind: "mock" as const,
  weekdays: [weekday, (weekday + 1) % 7],
  from: "10:00",
  to: "13:00",
  weeks,
});

export const img = (name: string) => `/media/batches/${name}.svg`;
