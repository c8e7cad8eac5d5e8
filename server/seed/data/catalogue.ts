/**
 * The demo catalogue: course families, branches, courses with their intakes, the combined programme's
 * master schedules and the demo doctor's enrolments; the batches are in ./batches/. Dates are days
 * from the moment of seeding, so a fresh database always has batches open for enrolment.
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
