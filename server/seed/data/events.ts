/**
 * Events with deadlines relative to the moment of seeding, so a fresh database always has open
 * events: 1007 (an internal test event the portal must hide) closes first, one closed event stays
 * in the past, and an alumni event (type 2) is among the first four.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** `days` from `now`, at the given Dhaka wall-clock time (Bangladesh has no daylight saving). */
export function dhakaTime(now: Date, days: number, hour: number, minute = 0): Date {
  const dhaka = new Date(now.getTime() + DHAKA_OFFSET_MS + days * DAY_MS);
  const wall = Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth(), dhaka.getUTCDate(), hour, minute);
  return new Date(wall - DHAKA_OFFSET_MS);
}

type EventSeed = {
  id: number;
  name: string;
  image: string;
  type: 1 | 2;
  /** Registration closes this many days from seeding, at 23:59 Dhaka time. */
  closesInDays: number;
  startsAfterDeadlineDays: number;
  startsAtHour: number;
  /** Null for an open-ended meet-up. */
  durationHours: number | null;
  descriptionHtml: string;
  venue: string | null;
  onlineLink: string | null;
  fee: number;
};

const eventSeeds: EventSeed[] = [
  {
    id: 1007,
    name: "অভ্যন্তরীণ পরীক্ষামূলক ইভেন্ট",
    image: "/media/events/internal.svg",
    type: 1,
    closesInDays: 1,
    startsAfterDeadlineDays: 1,
    startsAtHour: 11,
    durationHours: 1,
    descriptionHtml: "<p>কারিগরি দলের অভ্যন্তরীণ পরীক্ষার জন্য তৈরি ইভেন্ট। পোর্টালে দেখানো হয় না।</p>",
    venue: null,
    onlineLink: null,
    fee: 0,
  },
  {
    id: 1001,
    name: "এফসিপিএস পার্ট-১ ফ্রি ওরিয়েন্টেশন সেমিনার",
    image: "/media/events/seminar.svg",
    type: 1,
    closesInDays: 3,
    startsAfterDeadlineDays: 2,
    startsAtHour: 15,
    durationHours: 2,
    descriptionHtml:
      "<p>যাঁরা প্রথমবার এফসিপিএস পার্ট-১ দিতে যাচ্ছেন, তাঁদের জন্য এই সেমিনার। সিলেবাস, প্রশ্নের ধরন, সময় ভাগ করে পড়ার কৌশল আর সাধারণ ভুলগুলো নিয়ে আলোচনা করবেন আমাদের অভিজ্ঞ মেন্টররা।</p>" +
      "<ul><li>সিলেবাস ও রেফারেন্স বইয়ের তালিকা</li><li>এমসিকিউ-তে নেগেটিভ মার্কিং সামলানোর উপায়</li><li>প্রশ্নোত্তর পর্ব</li></ul>" +
      "<p>আসন সীমিত, তাই নিবন্ধন করে আসুন।</p>",
    venue: "সোপান ক্যাম্পাস, ৩য় তলা, পান্থপথ, ঢাকা",
    onlineLink: null,
    fee: 0,
  },
  {
    id: 1002,
    name: "অ্যালামনাই মিলনমেলা ২০২৬",
    image: "/media/events/alumni.svg",
    type: 2,
    closesInDays: 6,
    startsAfterDeadlineDays: 4,
    startsAtHour: 17,
    durationHours: null,
    descriptionHtml:
      "<p>সোপানের সাবেক শিক্ষার্থীদের বার্ষিক মিলনমেলা। পুরোনো সহপাঠী আর মেন্টরদের সঙ্গে আবার দেখা হবে, থাকবে সাফল্যের গল্প ও নৈশভোজ।</p>" +
      "<p>নিবন্ধনের সময় আপনার ব্যাচ ও বর্তমান কর্মস্থল জানাতে হবে।</p>",
    venue: "সোপান কনভেনশন হল, বনানী, ঢাকা",
    onlineLink: null,
    fee: 1500,
  },
  {
    id: 1003,
    name: "রেসিডেন্সি ভর্তি পরীক্ষা: কৌশল ও প্রস্তুতি ওয়েবিনার",
    image: "/media/events/webinar.svg",
    type: 1,
    closesInDays: 10,
    startsAfterDeadlineDays: 1,
    startsAtHour: 21,
    durationHours: 1.5,
    descriptionHtml:
      "<p>রেসিডেন্সি ভর্তি পরীক্ষার শেষ তিন মাসের পরিকল্পনা, বিষয়ভিত্তিক গুরুত্ব আর মক টেস্টের ফল বিশ্লেষণ নিয়ে অনলাইন আলোচনা।</p>" +
      "<p>লিংক নিবন্ধনের পর এসএমএসে পাঠানো হবে।</p>",
    venue: null,
    onlineLink: "https://meet.sopan-pg.example/residency-webinar",
    fee: 0,
  },
  {
    id: 1004,
    name: "বিসিএস স্বাস্থ্য ক্যাডার ক্যারিয়ার গাইডলাইন সেশন",
    image: "/media/events/career.svg",
    type: 1,
    closesInDays: 18,
    startsAfterDeadlineDays: 2,
    startsAtHour: 16,
    durationHours: 2,
    descriptionHtml: "<p>বিসিএস স্বাস্থ্য ক্যাডারে যোগ দেওয়ার পর পোস্ট-গ্র্যাজুয়েশন, ডেপুটেশন ও বদলির নিয়ম নিয়ে খোলামেলা আলোচনা।</p>",
    venue: "সোপান ক্যাম্পাস, ৩য় তলা, পান্থপথ, ঢাকা",
    onlineLink: "https://meet.sopan-pg.example/bcs-career",
    fee: 200,
  },
  {
    id: 1005,
    name: "এম.ফিল ও ডিপ্লোমা ভর্তি তথ্যসভা",
    image: "/media/events/seminar.svg",
    type: 1,
    closesInDays: 25,
    startsAfterDeadlineDays: 3,
    startsAtHour: 15,
    durationHours: 1.5,
    descriptionHtml: "<p>কোন বিষয়ে কত আসন, ভর্তি পরীক্ষার মানবণ্টন আর আবেদনের সময়সূচি একসঙ্গে জেনে নিন।</p>",
    venue: null,
    onlineLink: "https://meet.sopan-pg.example/mphil-diploma",
    fee: 0,
  },
  {
    id: 1006,
    name: "ইসিজি ইন্টারপ্রিটেশন হাতে-কলমে কর্মশালা",
    image: "/media/events/workshop.svg",
    type: 1,
    closesInDays: 40,
    startsAfterDeadlineDays: 5,
    startsAtHour: 10,
    durationHours: 8,
    descriptionHtml:
      "<p>দিনব্যাপী কর্মশালায় শতাধিক বাস্তব ইসিজি দেখে ব্যাখ্যা করার অনুশীলন। এফসিপিএস ও রেসিডেন্সি দুই পরীক্ষার জন্যই কাজে লাগবে।</p>" +
      "<ol><li>সকাল: রিদম ও অ্যাক্সিস</li><li>দুপুর: ইস্কেমিয়া ও ইনফার্কশন</li><li>বিকেল: পরীক্ষার ধাঁচে অনুশীলন</li></ol>",
    venue: "সোপান ক্যাম্পাস, ৩য় তলা, পান্থপথ, ঢাকা",
    onlineLink: null,
    fee: 1200,
  },
  {
    id: 1008,
    name: "এফসিপিএস পার্ট-২ মৌখিক পরীক্ষার প্রস্তুতি কর্মশালা",
    image: "/media/events/workshop.svg",
    type: 1,
    closesInDays: -12,
    startsAfterDeadlineDays: 2,
    startsAtHour: 10,
    durationHours: 6,
    descriptionHtml: "<p>লং কেস, শর্ট কেস আর ভাইভার অনুশীলন। নিবন্ধন শেষ হয়েছে।</p>",
    venue: "সোপান ক্যাম্পাস, ৩য় তলা, পান্থপথ, ঢাকা",
    onlineLink: null,
    fee: 800,
  },
];

export function eventRows(now: Date) {
  return eventSeeds.map(({ closesInDays, startsAfterDeadlineDays, startsAtHour, durationHours, ...event }) => {
    const startsAt = dhakaTime(now, closesInDays + startsAfterDeadlineDays, startsAtHour);
    return {
      ...event,
      deadline: dhakaTime(now, closesInDays, 23, 59),
      startsAt,
      endsAt: durationHours === null ? null : new Date(startsAt.getTime() + durationHours * 60 * 60 * 1000),
    };
  });
}
