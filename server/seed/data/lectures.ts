/**
 * Recorded classes (docs/decisions/022-video-access-and-photos.md). The demo doctor's two running
 * courses start soon, so the residency course's first lectures (and the open FCPS batch's first)
 * come with the recorded lecture to watch before the live discussion; the missed classes are recordings of classes held
 * before the doctor enrolled. YouTube ids are placeholders of the right shape.
 */
import { PENDING_VIDEO_DAYS } from "../../contract/videos";

/** Recordings of a batch's first timetable: its n-th lecture (0-based) in parts. */
export const lectureVideoParts = [
  {
    batch: "residency-online-regular",
    lecture: 0,
    parts: ["প্রথম পর্ব: ইসিজি পড়ার ধাপ", "দ্বিতীয় পর্ব: অ্যারিদমিয়া ও এমসিকিউ"],
    minutes: [52, 47],
  },
  { batch: "residency-online-regular", lecture: 1, parts: ["পূর্ণ লেকচার"], minutes: [88] },
  { batch: "residency-online-regular", lecture: 2, parts: ["পূর্ণ লেকচার"], minutes: [75] },
  // The open batch a newly registered doctor enrols in (the e2e journey of a new doctor).
  { batch: "fcps-part-1-online-evening", lecture: 0, parts: ["পূর্ণ লেকচার"], minutes: [70] },
] as const;

export const adminVideoSeeds = [
  {
    batch: "residency-online-regular" as string | null,
    title: "রেসিডেন্সি রেগুলার ব্যাচ: কোর্স ওরিয়েন্টেশন",
    description: "কোর্স কো-অর্ডিনেটরের কাছ থেকে ক্লাস, পরীক্ষা ও লেকচার শিটের পুরো পরিকল্পনা।",
    minutes: 24,
    daysAgo: 3,
  },
  {
    batch: null,
    title: "ক্লাসে যোগ দেওয়া ও ডিভাইস যাচাইয়ের নিয়ম",
    description: "কোন ডিভাইসে ক্লাস দেখা যায়, কীভাবে নতুন ডিভাইস যাচাই করবেন এবং ভিডিও দেখতে সমস্যা হলে কী করবেন।",
    minutes: 9,
    daysAgo: 6,
  },
  // For a batch the demo doctor is not in: never listed to them.
  {
    batch: "fcps-part-2-written-online",
    title: "লিখিত পরীক্ষার খাতা মূল্যায়নের নিয়ম",
    description: "পরীক্ষকেরা কীভাবে নম্বর দেন এবং উত্তর সাজানোর কৌশল।",
    minutes: 31,
    daysAgo: 2,
  },
];

/** Missed classes of the demo doctor's residency course: one still open, one closed. */
export const pendingVideoSeeds = [
  { grantedDaysAgo: 2, openDays: PENDING_VIDEO_DAYS, minutes: 81 },
  { grantedDaysAgo: 10, openDays: PENDING_VIDEO_DAYS, minutes: 64 },
];
export const PENDING_REASON = "লাইভ ক্লাসটি আপনার ভর্তির আগে হয়ে গেছে, তাই রেকর্ডিংটি আপনার জন্য সীমিত সময়ের জন্য খুলে দেওয়া হলো।";

/** An 11-character id of YouTube's shape, distinct per video (a unit video's prefix keeps it apart from the lectures'). */
export const placeholderYoutubeId = (n: number, prefix = "sPnLeCt") => `${prefix}${String(n).padStart(4, "0")}`;
