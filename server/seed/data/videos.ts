/**
 * Free lessons on YouTube and unit videos (recorded classes sold one by one). The YouTube ids are
 * long-lived public demo videos standing in for the academy's own channel.
 */
export const freeVideos = [
  {
    title: "এফসিপিএস পার্ট-১: প্রস্তুতি শুরুর আগে যা জানা দরকার",
    description: "সিলেবাস, রেফারেন্স বই আর প্রথম তিন মাসের পড়ার পরিকল্পনা নিয়ে আমাদের মেন্টরের পরামর্শ।",
    youtubeId: "aqz-KE-bpKQ",
    family: "fcps",
    durationSeconds: 634,
    daysAgo: 12,
  },
  {
    title: "ইসিজি পড়ার সহজ কৌশল — প্রথম পর্ব",
    description: "রেট, রিদম আর অ্যাক্সিস: তিন ধাপে যেকোনো ইসিজি পড়া শুরু করুন।",
    youtubeId: "dQw4w9WgXcQ",
    family: "residency",
    durationSeconds: 213,
    daysAgo: 20,
  },
  {
    title: "রেসিডেন্সি ভর্তি পরীক্ষা: শেষ তিন মাসের পরিকল্পনা",
    description: "কোন বিষয়ে কত সময়, মক টেস্টের ফল থেকে কীভাবে দুর্বলতা ধরবেন।",
    youtubeId: "jNQXAC9IVRw",
    family: "residency",
    durationSeconds: 19,
    daysAgo: 34,
  },
  {
    title: "এমপিএইচ: বায়োস্ট্যাটিস্টিক্সের ভয় কাটান",
    description: "পি-ভ্যালু, কনফিডেন্স ইন্টারভাল আর স্যাম্পল সাইজ — উদাহরণ দিয়ে।",
    youtubeId: "M7lc1UVf-VE",
    family: "mph",
    durationSeconds: 452,
    daysAgo: 41,
  },
  {
    title: "বিসিএস স্বাস্থ্য ক্যাডার: ভাইভায় যেসব প্রশ্ন আসে",
    description: "সাম্প্রতিক ভাইভা বোর্ডের অভিজ্ঞতা থেকে বাছাই করা প্রশ্ন ও উত্তরের ধরন।",
    youtubeId: "eRsGyueVLvQ",
    family: "outlier",
    durationSeconds: 888,
    daysAgo: 55,
  },
  {
    title: "সোপানে অনলাইন ক্লাস যেভাবে হয়",
    description: "লাইভ ক্লাসে যোগ দেওয়া, রেকর্ডিং দেখা আর পরীক্ষা দেওয়ার পুরো পথ।",
    youtubeId: "aqz-KE-bpKQ",
    family: null,
    durationSeconds: 634,
    daysAgo: 70,
  },
];

/**
 * Unit videos for the first lectures of two batches; `lecture` counts that timetable's lectures from 0.
 * FCPS Part 1's are last session's classes, held and on sale (server/enrollments/unit-videos-on-sale.ts);
 * the residency batch's classes are still to come, so its recordings go on sale as each class ends.
 */
export const unitVideos = [
  { batch: "fcps-part-1-online-previous", lecture: 0, price: 250, minutes: 95 },
  { batch: "fcps-part-1-online-previous", lecture: 1, price: 250, minutes: 102 },
  { batch: "fcps-part-1-online-previous", lecture: 2, price: 300, minutes: 110 },
  { batch: "fcps-part-1-online-previous", lecture: 3, price: 200, minutes: 88 },
  { batch: "fcps-part-1-online-previous", lecture: 4, price: 199.5, minutes: 97 },
  { batch: "fcps-part-1-online-previous", lecture: 5, price: 350, minutes: 118 },
  { batch: "residency-online-regular", lecture: 0, price: 300, minutes: 105 },
  { batch: "residency-online-regular", lecture: 1, price: 300, minutes: 99 },
  { batch: "residency-online-regular", lecture: 2, price: 150, minutes: 64 },
  { batch: "residency-online-regular", lecture: 3, price: 199.5, minutes: 72 },
];
