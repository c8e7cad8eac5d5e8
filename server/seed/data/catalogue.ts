/**
 * The demo catalogue. Dates are days from the moment of seeding, so a fresh database always has
 * batches open for enrolment. Batch ids follow this list's order (1, 2, …) and tests and the
 * portal's E2E specs rely on a few of them; the notes on each say which situation it stages.
 */

export const courseFamilies = [
  {
    slug: "fcps",
    title: "এফসিপিএস",
    descriptionHtml:
      "<p>বিসিপিএস-এর এফসিপিএস পার্ট-১ ও পার্ট-২ পরীক্ষার পূর্ণাঙ্গ প্রস্তুতি: বিষয়ভিত্তিক লেকচার, সাপ্তাহিক পরীক্ষা, সলভ ক্লাস আর মেন্টরের ফিডব্যাক।</p>",
  },
  {
    slug: "residency",
    title: "রেসিডেন্সি",
    descriptionHtml:
      "<p>বিএসএমএমইউ-এর এমডি/এমএস রেসিডেন্সি ভর্তি পরীক্ষার প্রস্তুতি। নিয়মিত ব্যাচের পাশাপাশি পরীক্ষার আগে গ্র্যান্ড মক টেস্ট।</p>",
  },
  {
    slug: "m-phil-diploma",
    title: "এম.ফিল/ডিপ্লোমা",
    descriptionHtml: "<p>বেসিক সাবজেক্টে এম.ফিল আর ক্লিনিক্যাল ডিপ্লোমা কোর্সের ভর্তি পরীক্ষার জন্য আলাদা ব্যাচ।</p>",
  },
  {
    slug: "mph",
    title: "এমপিএইচ",
    descriptionHtml:
      "<p>নিপসম ও বিভিন্ন বিশ্ববিদ্যালয়ের মাস্টার অব পাবলিক হেলথ ভর্তি পরীক্ষার প্রস্তুতি, কর্মজীবী চিকিৎসকদের সুবিধামতো সময়ে।</p>",
  },
  {
    slug: "combined",
    title: "কম্বাইন্ড",
    descriptionHtml:
      "<p>এফসিপিএস পার্ট-১ আর রেসিডেন্সি একসঙ্গে: দুই ব্যাচের ক্লাস এক মাস্টার সূচিতে সাজানো, এক ভর্তিতে দুই পরীক্ষার প্রস্তুতি।</p>",
  },
  {
    slug: "outlier",
    title: "আউটলায়ার",
    descriptionHtml: "<p>বিসিএস স্বাস্থ্য ক্যাডার, এমআরসিপি, এমআরসিএস ও প্ল্যাবের মতো পরীক্ষার প্রস্তুতি।</p>",
  },
].map((family) => ({ ...family, icon: `icon-${family.slug}` }));

export const branches = [
  {
    slug: "dhaka-farmgate",
    name: "ঢাকা–ফার্মগেট",
    address: "সোপান ভবন, ২৭ তেজতুরী বাজার, ফার্মগেট, ঢাকা ১২১৫",
    divisionEn: "Dhaka",
  },
  { slug: "dhaka-panthapath", name: "ঢাকা–পান্থপথ", address: "সোপান ক্যাম্পাস, ৩য় তলা, পান্থপথ, ঢাকা ১২০৫", divisionEn: "Dhaka" },
  { slug: "chattogram", name: "চট্টগ্রাম", address: "রহমান প্লাজা, ২য় তলা, জিইসি মোড়, চট্টগ্রাম", divisionEn: "Chattagram" },
  { slug: "rajshahi", name: "রাজশাহী", address: "লক্ষ্মীপুর মোড়, মেডিকেল কলেজ রোড, রাজশাহী", divisionEn: "Rajshahi" },
  { slug: "sylhet", name: "সিলেট", address: "জিন্দাবাজার, সিলেট", divisionEn: "Sylhet" },
  { slug: "online", name: "অনলাইন", address: null, divisionEn: null },
];

/** `sessions` name the intakes; a batch picks one by key. Days are from seeding. */
export const courses = [
  {
    slug: "fcps-part-1",
    family: "fcps",
    title: "এফসিপিএস পার্ট-১ প্রস্তুতি",
    summary: "মেডিসিন, সার্জারি, গাইনি ও পেডিয়াট্রিক্স — বেসিক সাবজেক্টের পূর্ণ সিলেবাস।",
    sessions: { past: -340, current: 7, next: 120 },
  },
  {
    slug: "fcps-part-2",
    family: "fcps",
    title: "এফসিপিএস পার্ট-২ (লিখিত ও মৌখিক)",
    summary: "লিখিত, লং কেস, শর্ট কেস আর ভাইভার অনুশীলন।",
    sessions: { current: 3 },
  },
  {
    slug: "fcps-mock",
    family: "fcps",
    title: "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম",
    summary: "পরীক্ষার ধাঁচে সাপ্তাহিক পূর্ণাঙ্গ মক টেস্ট ও বিশ্লেষণ।",
    sessions: { current: 7 },
  },
  {
    slug: "residency",
    family: "residency",
    title: "রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি",
    summary: "ক্লিনিক্যাল ও বেসিক বিষয়ের এমসিকিউ, বিষয়ভিত্তিক ও পূর্ণাঙ্গ পরীক্ষা।",
    sessions: { current: 10, next: 150 },
  },
  {
    slug: "residency-grand-mock",
    family: "residency",
    title: "রেসিডেন্সি গ্র্যান্ড মক টেস্ট",
    summary: "মূল পরীক্ষার আগে হলে বসে পূর্ণাঙ্গ মডেল টেস্ট, মেধাক্রম ও সমাধান।",
    sessions: { current: 7 },
  },
  {
    slug: "m-phil",
    family: "m-phil-diploma",
    title: "এম.ফিল ভর্তি প্রস্তুতি (বেসিক সাবজেক্ট)",
    summary: "অ্যানাটমি, ফিজিওলজি, ফার্মাকোলজি, প্যাথলজি ও মাইক্রোবায়োলজি।",
    sessions: { current: 10 },
  },
  {
    slug: "diploma",
    family: "m-phil-diploma",
    title: "ডিপ্লোমা ভর্তি প্রস্তুতি",
    summary: "ক্লিনিক্যাল ডিপ্লোমার ভর্তি পরীক্ষার সিলেবাস ধরে ক্লাস ও পরীক্ষা।",
    sessions: { current: 10 },
  },
  {
    slug: "mph",
    family: "mph",
    title: "এমপিএইচ ভর্তি প্রস্তুতি",
    summary: "এপিডেমিওলজি, বায়োস্ট্যাটিস্টিক্স ও কমিউনিটি মেডিসিন।",
    sessions: { current: 14 },
  },
  {
    slug: "combined-fcps-residency",
    family: "combined",
    title: "কম্বাইন্ড: এফসিপিএস পার্ট-১ + রেসিডেন্সি",
    summary: "দুই পরীক্ষার প্রস্তুতি এক মাস্টার সূচিতে।",
    sessions: { current: 10 },
  },
  {
    slug: "bcs-health",
    family: "outlier",
    title: "বিসিএস (স্বাস্থ্য ক্যাডার) প্রস্তুতি",
    summary: "প্রিলিমিনারি, লিখিত ও মৌখিক পরীক্ষার প্রস্তুতি।",
    sessions: { current: 7 },
  },
  {
    slug: "mrcp-part-1",
    family: "outlier",
    title: "এমআরসিপি (ইউকে) পার্ট-১",
    summary: "বেস্ট-অব-ফাইভ প্রশ্নে অনুশীলন আর বিষয়ভিত্তিক রিভিশন।",
    sessions: { current: 30 },
  },
  {
    slug: "mrcs-part-a",
    family: "outlier",
    title: "এমআরসিএস পার্ট-এ",
    summary: "অ্যাপ্লায়েড বেসিক সায়েন্স ও প্রিন্সিপলস অব সার্জারি।",
    sessions: { current: 28 },
  },
  {
    slug: "plab-1",
    family: "outlier",
    title: "প্ল্যাব-১",
    summary: "যুক্তরাজ্যের জিএমসি-র প্ল্যাব-১ পরীক্ষার ক্লিনিক্যাল এমসিকিউ।",
    sessions: { current: 21 },
  },
] as const;

export type SessionKey = "past" | "current" | "next";
/** How long an intake runs, in days. */
export const SESSION_LENGTH_DAYS = 180;

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
const FRI = 5;
const SAT = 6;
const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;

const weekend = (from = "09:00", to = "12:00", weeks = 8) => ({
  title: "শুক্র-শনি সকালের শিফট",
  description: "প্রতি শুক্র ও শনিবার সকালে ক্লাস; শনিবার সাপ্তাহিক পরীক্ষা ও সলভ ক্লাস।",
  kind: "course" as const,
  weekdays: [FRI, SAT],
  from,
  to,
  weeks,
});
const evening = (weeks = 8) => ({
  title: "রবি-মঙ্গল-বৃহস্পতি সান্ধ্য শিফট",
  description: "কর্মজীবী চিকিৎসকদের জন্য রাতের ক্লাস; বৃহস্পতিবার সাপ্তাহিক পরীক্ষা।",
  kind: "course" as const,
  weekdays: [SUN, TUE, THU],
  from: "20:30",
  to: "22:30",
  weeks,
});
/** Mondays and Wednesdays, so it sits beside `evening` in a combined master schedule without a clash. */
const eveningMonWed = (weeks = 8) => ({
  title: "সোম-বুধ সান্ধ্য শিফট",
  description: "সোমবার রাতে ক্লাস, বুধবার রাতে সাপ্তাহিক পরীক্ষা ও সলভ ক্লাস।",
  kind: "course" as const,
  weekdays: [MON, WED],
  from: "20:30",
  to: "22:30",
  weeks,
});
const mockWeekly = (weekday = FRI, weeks = 6) => ({
  title: "সাপ্তাহিক মক টেস্ট",
  description: "প্রতি সপ্তাহে একটি পূর্ণাঙ্গ মক টেস্ট, পরদিন সমাধান ক্লাস।",
  kind: "mock" as const,
  weekdays: [weekday, (weekday + 1) % 7],
  from: "10:00",
  to: "13:00",
  weeks,
});

const img = (name: string) => `/media/batches/${name}.svg`;

export const batchSeeds: BatchSeed[] = [
  // 1: open, early-bird running, installments, no courier (a freshly registered doctor can enrol here).
  {
    slug: "fcps-part-1-online-evening",
    course: "fcps-part-1",
    session: "current",
    title: "এফসিপিএস পার্ট-১ অনলাইন সান্ধ্য ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["fcps-part-1"],
    startsIn: 21,
    deadlineIn: 18,
    seats: 150,
    soldOffline: 36,
    fee: 18000,
    earlyBird: { discount: 3000, untilDays: 6 },
    alumni: 2000,
    installments: { count: 3, intervalDays: 30 },
    image: img("fcps"),
    schedules: [evening(), weekend("07:30", "09:30")],
    description: "ঘরে বসে লাইভ ক্লাস, প্রতিটি ক্লাসের রেকর্ডিং ৭ দিন দেখা যাবে। সাপ্তাহিক পরীক্ষার ফল পরদিনই।",
  },
  // 2: nearly full; couriers lecture sheets, so it needs a permanent address (the demo doctor has none).
  {
    slug: "fcps-part-1-farmgate-weekend",
    course: "fcps-part-1",
    session: "current",
    title: "এফসিপিএস পার্ট-১ ফার্মগেট উইকেন্ড ব্যাচ",
    mode: "offline",
    branch: "dhaka-farmgate",
    categories: ["fcps-part-1"],
    startsIn: 14,
    deadlineIn: 11,
    seats: 60,
    soldOffline: 56,
    fee: 22000,
    alumni: 2500,
    installments: { count: 2, intervalDays: 30 },
    couriers: true,
    image: img("fcps"),
    schedules: [weekend()],
    description: "ক্লাসরুমে সরাসরি ক্লাস। ছাপানো লেকচার শিট প্রতি মাসে আপনার স্থায়ী ঠিকানায় কুরিয়ারে পাঠানো হয়।",
  },
  // 3: hybrid in Chattogram.
  {
    slug: "fcps-part-1-chattogram-hybrid",
    course: "fcps-part-1",
    session: "current",
    title: "এফসিপিএস পার্ট-১ চট্টগ্রাম হাইব্রিড ব্যাচ",
    mode: "hybrid",
    branch: "chattogram",
    categories: ["fcps-part-1"],
    startsIn: 28,
    deadlineIn: 24,
    seats: 80,
    soldOffline: 31,
    fee: 20000,
    alumni: 2000,
    image: img("fcps"),
    schedules: [weekend("15:00", "18:00")],
    description: "চট্টগ্রাম শাখায় সরাসরি, অথবা একই ক্লাসে অনলাইনে যোগ দিন।",
  },
  // 4: full (no seat left).
  {
    slug: "fcps-part-1-rajshahi",
    course: "fcps-part-1",
    session: "current",
    title: "এফসিপিএস পার্ট-১ রাজশাহী ব্যাচ",
    mode: "offline",
    branch: "rajshahi",
    categories: ["fcps-part-1"],
    startsIn: 10,
    deadlineIn: 8,
    seats: 40,
    soldOffline: 40,
    fee: 19000,
    image: img("fcps"),
    schedules: [weekend()],
    description: "রাজশাহী শাখার সব আসন পূর্ণ। পরের ব্যাচের খবর পেতে আমাদের ফেসবুক পেজে চোখ রাখুন।",
  },
  // 5: enrolment deadline passed.
  {
    slug: "fcps-part-2-farmgate-viva",
    course: "fcps-part-2",
    session: "current",
    title: "এফসিপিএস পার্ট-২ লং কেস, শর্ট কেস ও ভাইভা ব্যাচ",
    mode: "offline",
    branch: "dhaka-farmgate",
    categories: ["fcps-part-2"],
    startsIn: 5,
    deadlineIn: -2,
    seats: 30,
    soldOffline: 18,
    fee: 25000,
    image: img("fcps"),
    schedules: [weekend("14:00", "17:00", 6)],
    description: "হাসপাতালের ওয়ার্ডে রোগী দেখে লং কেস ও শর্ট কেসের অনুশীলন, শেষে মক ভাইভা।",
  },
  {
    slug: "fcps-part-2-written-online",
    course: "fcps-part-2",
    session: "current",
    title: "এফসিপিএস পার্ট-২ লিখিত অনলাইন ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["fcps-part-2"],
    startsIn: 30,
    deadlineIn: 26,
    seats: 120,
    soldOffline: 12,
    fee: 15000,
    earlyBird: { discount: 2000, untilDays: 10 },
    installments: { count: 3, intervalDays: 30 },
    image: img("fcps"),
    schedules: [evening(6)],
    description: "লিখিত পরীক্ষার উত্তর লেখার কৌশল, প্রতি সপ্তাহে খাতা দেখে ব্যক্তিগত মন্তব্য।",
  },
  {
    slug: "residency-online-regular",
    course: "residency",
    session: "current",
    title: "রেসিডেন্সি অনলাইন রেগুলার ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["residency"],
    startsIn: 18,
    deadlineIn: 15,
    seats: 250,
    soldOffline: 88,
    fee: 24000,
    earlyBird: { discount: 4000, untilDays: 4 },
    alumni: 3000,
    installments: { count: 4, intervalDays: 30 },
    image: img("residency"),
    schedules: [eveningMonWed()],
    description: "ক্লিনিক্যাল ও বেসিক বিষয়ের পূর্ণ সিলেবাস, প্রতি বৃহস্পতিবার বিষয়ভিত্তিক পরীক্ষা।",
  },
  // 8: nearly full, couriers sheets.
  {
    slug: "residency-panthapath-hybrid",
    course: "residency",
    session: "current",
    title: "রেসিডেন্সি পান্থপথ হাইব্রিড ব্যাচ",
    mode: "hybrid",
    branch: "dhaka-panthapath",
    categories: ["residency"],
    startsIn: 25,
    deadlineIn: 21,
    seats: 70,
    soldOffline: 65,
    fee: 26000,
    alumni: 3000,
    installments: { count: 3, intervalDays: 30 },
    couriers: true,
    image: img("residency"),
    schedules: [weekend("15:00", "18:00")],
    description: "পান্থপথ ক্যাম্পাসে সরাসরি অথবা অনলাইনে। ছাপানো নোট কুরিয়ারে স্থায়ী ঠিকানায়।",
  },
  // 9: the promotion's grand mock (found by ?search=grand-mock).
  {
    slug: "residency-grand-mock",
    course: "residency-grand-mock",
    session: "current",
    title: "রেসিডেন্সি গ্র্যান্ড মক টেস্ট ব্যাচ",
    mode: "hybrid",
    branch: "dhaka-farmgate",
    venue: "সোপান পরীক্ষা হল, ৫ম তলা, ফার্মগেট, ঢাকা",
    categories: ["residency", "grand-mock"],
    startsIn: 12,
    deadlineIn: 9,
    seats: 300,
    soldOffline: 271,
    fee: 3500,
    earlyBird: { discount: 500, untilDays: 3 },
    image: img("grand-mock"),
    schedules: [mockWeekly(FRI, 4)],
    description: "মূল পরীক্ষার মতো ১০০ নম্বরের চারটি পূর্ণাঙ্গ মডেল টেস্ট, হলে অথবা অনলাইনে। প্রতিটির পর সমাধান ক্লাস ও মেধাক্রম।",
  },
  {
    slug: "residency-grand-mock-chattogram",
    course: "residency-grand-mock",
    session: "current",
    title: "রেসিডেন্সি গ্র্যান্ড মক টেস্ট — চট্টগ্রাম কেন্দ্র",
    mode: "offline",
    branch: "chattogram",
    categories: ["residency", "grand-mock"],
    startsIn: 13,
    deadlineIn: 10,
    seats: 120,
    soldOffline: 41,
    fee: 3000,
    image: img("grand-mock"),
    schedules: [mockWeekly(SAT, 4)],
    description: "চট্টগ্রামের পরীক্ষার্থীদের জন্য একই প্রশ্নে একই দিনে গ্র্যান্ড মক।",
  },
  {
    slug: "m-phil-basic-online",
    course: "m-phil",
    session: "current",
    title: "এম.ফিল বেসিক সাবজেক্ট অনলাইন ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["m-phil"],
    startsIn: 20,
    deadlineIn: 17,
    seats: 100,
    soldOffline: 22,
    fee: 14000,
    installments: { count: 2, intervalDays: 30 },
    image: img("m-phil-diploma"),
    schedules: [evening(6)],
    description: "বেসিক সাবজেক্টের ভর্তি পরীক্ষার জন্য বিষয়ভিত্তিক লাইভ ক্লাস।",
  },
  {
    slug: "diploma-farmgate",
    course: "diploma",
    session: "current",
    title: "ডিপ্লোমা ভর্তি প্রস্তুতি ফার্মগেট ব্যাচ",
    mode: "offline",
    branch: "dhaka-farmgate",
    categories: ["diploma"],
    startsIn: 16,
    deadlineIn: 13,
    seats: 50,
    soldOffline: 19,
    fee: 12000,
    earlyBird: { discount: 1500, untilDays: 5 },
    image: img("m-phil-diploma"),
    schedules: [weekend("15:00", "17:30", 6)],
    description: "ক্লিনিক্যাল ডিপ্লোমার ভর্তি পরীক্ষার জন্য সরাসরি ক্লাস ও সাপ্তাহিক পরীক্ষা।",
  },
  {
    slug: "mph-online-weekend",
    course: "mph",
    session: "current",
    title: "এমপিএইচ অনলাইন উইকেন্ড ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["mph"],
    startsIn: 22,
    deadlineIn: 19,
    seats: 80,
    soldOffline: 14,
    fee: 11000,
    installments: { count: 2, intervalDays: 30 },
    image: img("mph"),
    schedules: [weekend("10:00", "12:00", 6)],
    description: "কর্মজীবী চিকিৎসকদের জন্য শুধু সপ্তাহান্তে ক্লাস।",
  },
  // 14: the combined programme; enrolled in through its master schedules.
  {
    slug: "combined-fcps-residency-panthapath",
    course: "combined-fcps-residency",
    session: "current",
    title: "কম্বাইন্ড এফসিপিএস পার্ট-১ + রেসিডেন্সি ব্যাচ",
    mode: "hybrid",
    branch: "dhaka-panthapath",
    categories: ["fcps-part-1", "residency"],
    startsIn: 21,
    deadlineIn: 17,
    seats: 60,
    soldOffline: 23,
    fee: 38000,
    earlyBird: { discount: 5000, untilDays: 7 },
    alumni: 4000,
    installments: { count: 4, intervalDays: 30 },
    image: img("combined"),
    schedules: [],
    description: "এফসিপিএস পার্ট-১ ও রেসিডেন্সির ক্লাস এক মাস্টার সূচিতে; দুই ব্যাচের সব পরীক্ষায় অংশ নেওয়া যাবে।",
  },
  {
    slug: "bcs-health-online",
    course: "bcs-health",
    session: "current",
    title: "বিসিএস স্বাস্থ্য ক্যাডার অনলাইন ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["bcs-health"],
    startsIn: 15,
    deadlineIn: 12,
    seats: 300,
    soldOffline: 120,
    fee: 8000,
    image: img("outlier"),
    schedules: [evening(6)],
    description: "প্রিলিমিনারির সাধারণ ও পেশাভিত্তিক বিষয়, সঙ্গে লিখিত পরীক্ষার প্রস্তুতি।",
  },
  {
    slug: "bcs-health-rajshahi",
    course: "bcs-health",
    session: "current",
    title: "বিসিএস স্বাস্থ্য ক্যাডার রাজশাহী ব্যাচ",
    mode: "offline",
    branch: "rajshahi",
    categories: ["bcs-health"],
    startsIn: 17,
    deadlineIn: 14,
    seats: 60,
    soldOffline: 20,
    fee: 8500,
    image: img("outlier"),
    schedules: [weekend("15:00", "17:00", 6)],
    description: "রাজশাহী শাখায় সরাসরি ক্লাস ও মডেল টেস্ট।",
  },
  {
    slug: "mrcp-part-1-online",
    course: "mrcp-part-1",
    session: "current",
    title: "এমআরসিপি পার্ট-১ অনলাইন ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["mrcp"],
    startsIn: 35,
    deadlineIn: 30,
    seats: 60,
    soldOffline: 9,
    fee: 30000,
    installments: { count: 3, intervalDays: 30 },
    image: img("outlier"),
    schedules: [evening()],
    description: "বেস্ট-অব-ফাইভ প্রশ্নে প্রতিদিনের অনুশীলন, যুক্তরাজ্যে কর্মরত মেন্টরদের সঙ্গে লাইভ সেশন।",
  },
  {
    slug: "mrcs-part-a-farmgate",
    course: "mrcs-part-a",
    session: "current",
    title: "এমআরসিএস পার্ট-এ হাইব্রিড ব্যাচ",
    mode: "hybrid",
    branch: "dhaka-farmgate",
    categories: ["mrcs"],
    startsIn: 33,
    deadlineIn: 28,
    seats: 40,
    soldOffline: 11,
    fee: 32000,
    installments: { count: 3, intervalDays: 30 },
    image: img("outlier"),
    schedules: [weekend("15:00", "18:00")],
    description: "অ্যাপ্লায়েড অ্যানাটমি, ফিজিওলজি ও প্যাথলজি; সার্জারির মূলনীতি।",
  },
  {
    slug: "plab-1-online",
    course: "plab-1",
    session: "current",
    title: "প্ল্যাব-১ অনলাইন ব্যাচ",
    mode: "online",
    branch: "online",
    categories: ["plab"],
    startsIn: 26,
    deadlineIn: 22,
    seats: 80,
    soldOffline: 17,
    fee: 20000,
    earlyBird: { discount: 2500, untilDays: 8 },
    image: img("outlier"),
    schedules: [evening(6)],
    description: "যুক্তরাজ্যের ক্লিনিক্যাল গাইডলাইন ধরে প্ল্যাব-১-এর প্রস্তুতি।",
  },
  {
    slug: "fcps-mock-farmgate",
    course: "fcps-mock",
    session: "current",
    title: "এফসিপিএস পার্ট-১ মক টেস্ট — ফার্মগেট কেন্দ্র",
    mode: "offline",
    branch: "dhaka-farmgate",
    venue: "সোপান পরীক্ষা হল, ৫ম তলা, ফার্মগেট, ঢাকা",
    categories: ["fcps-mock", "fcps-part-1"],
    startsIn: 9,
    deadlineIn: 7,
    seats: 150,
    soldOffline: 97,
    fee: 4000,
    image: img("fcps"),
    schedules: [mockWeekly(FRI, 6)],
    description: "বিসিপিএস-এর মতো ওএমআর শিটে ছয়টি পূর্ণাঙ্গ মক টেস্ট।",
  },
  // 21: the demo doctor's active enrolment (the "already enrolled" refusal).
  {
    slug: "fcps-mock-online",
    course: "fcps-mock",
    session: "current",
    title: "এফসিপিএস পার্ট-১ মক টেস্ট — অনলাইন",
    mode: "online",
    branch: "online",
    categories: ["fcps-mock"],
    startsIn: 11,
    deadlineIn: 9,
    seats: 400,
    soldOffline: 130,
    fee: 3000,
    image: img("fcps"),
    schedules: [mockWeekly(SAT, 6)],
    description: "ঘরে বসে নির্দিষ্ট সময়ে মক টেস্ট, ফল ও মেধাক্রম সঙ্গে সঙ্গে।",
  },
  {
    slug: "fcps-part-1-sylhet",
    course: "fcps-part-1",
    session: "next",
    title: "এফসিপিএস পার্ট-১ সিলেট ব্যাচ",
    mode: "offline",
    branch: "sylhet",
    categories: ["fcps-part-1"],
    startsIn: 125,
    deadlineIn: 118,
    seats: 45,
    soldOffline: 6,
    fee: 19000,
    alumni: 2000,
    couriers: true,
    image: img("fcps"),
    schedules: [weekend()],
    description: "সিলেট শাখায় পরের সেশনের ব্যাচ; আগেভাগে আসন নিশ্চিত করুন।",
  },
  // 23: last year's batch, archived; the demo doctor finished it (so is an alumnus).
  {
    slug: "fcps-part-1-online-previous",
    course: "fcps-part-1",
    session: "past",
    title: "এফসিপিএস পার্ট-১ অনলাইন ব্যাচ (আগের সেশন)",
    mode: "online",
    branch: "online",
    categories: ["fcps-part-1"],
    startsIn: -330,
    deadlineIn: -335,
    seats: 150,
    soldOffline: 104,
    fee: 17000,
    image: img("fcps"),
    archived: true,
    schedules: [evening(8)],
    description: "গত সেশনের অনলাইন ব্যাচ।",
  },
];

/** The combined programme's master schedules: parts named by batch slug and schedule position. */
export const masterScheduleSeeds = [
  {
    batch: "combined-fcps-residency-panthapath",
    title: "কম্বাইন্ড মাস্টার সূচি — সান্ধ্য",
    description: "এফসিপিএস পার্ট-১ ও রেসিডেন্সির সান্ধ্য ক্লাস একসঙ্গে; সপ্তাহে পাঁচ সন্ধ্যা।",
    parts: [
      { batch: "fcps-part-1-online-evening", schedule: 0 },
      { batch: "residency-online-regular", schedule: 0 },
    ],
  },
  {
    batch: "combined-fcps-residency-panthapath",
    title: "কম্বাইন্ড মাস্টার সূচি — সপ্তাহান্ত",
    description: "শুক্র-শনিবার এফসিপিএস, শনিবার বিকেলে রেসিডেন্সি; পান্থপথ ক্যাম্পাসে বা অনলাইনে।",
    parts: [
      { batch: "fcps-part-1-online-evening", schedule: 1 },
      { batch: "residency-panthapath-hybrid", schedule: 0 },
    ],
  },
];

/** The demo doctor: finished last year's batch (alumnus), paid for the online mock programme and a residency batch. */
export const demoEnrollments = [
  { batch: "fcps-part-1-online-previous", status: "expired" as const, daysAgo: 340 },
  { batch: "fcps-mock-online", status: "active" as const, daysAgo: 5 },
  // Paid before the payment work existed: the study area needs two running courses to show.
  { batch: "residency-online-regular", status: "active" as const, daysAgo: 12 },
];
