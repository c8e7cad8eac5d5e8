/**
 * A small pool of realistic FCPS Part 1-style questions (basic sciences, Bengali with the English
 * terms doctors use). Seeded papers are built from it by rotating statements and options, so a
 * 150-question paper has varied keys without 150 hand-written questions.
 */
import type { TopicKey } from "./topics";

/** The printed textbook and page an explanation cites, and where the academy's reference book covers it. */
type Citation = {
  book: string;
  page: number;
  /** A page of the seeded reference book (Guyton, server/seed/data/study.ts) on the same subject. */
  bookPage?: number;
  /** What the question is about (server/seed/data/topics.ts). */
  topic: TopicKey;
};
export type PoolMcq = {
  stem: string;
  statements: [string, string, string, string, string];
  key: string;
  explanation: string;
} & Citation;
export type PoolSba = {
  stem: string;
  options: [string, string, string, string, string];
  key: string;
  explanation: string;
} & Citation;

const GUYTON = "Guyton and Hall Textbook of Medical Physiology, 14th ed.";
const SNELL = "Snell's Clinical Anatomy by Regions, 10th ed.";
const ROBBINS = "Robbins and Cotran Pathologic Basis of Disease, 10th ed.";
const KATZUNG = "Katzung's Basic and Clinical Pharmacology, 15th ed.";
const HARRISON = "Harrison's Principles of Internal Medicine, 21st ed.";

export const mcqPool: PoolMcq[] = [
  {
    topic: "cardiovascular",
    stem: "<p>হৃৎপিণ্ডের <strong>sinoatrial (SA) node</strong> সম্পর্কে—</p>",
    statements: [
      "এটি ডান অ্যাট্রিয়ামের প্রাচীরে অবস্থিত",
      "স্বাভাবিক অবস্থায় এর ডিসচার্জ রেট মিনিটে ৭০–৮০",
      "ভেগাস নার্ভ উদ্দীপনায় এর রেট বাড়ে",
      "এর রক্ত সরবরাহ সবসময় বাম করোনারি ধমনী থেকে",
      "এটি হৃৎপিণ্ডের পেসমেকার",
    ],
    key: "TTFFT",
    explanation:
      "<p>SA node ডান অ্যাট্রিয়ামে, সুপিরিয়র ভেনা কাভার মুখের কাছে। ভেগাল টোন রেট কমায়। প্রায় ৬০% মানুষে ডান করোনারি ধমনী থেকে রক্ত পায়।</p>",
    book: GUYTON,
    page: 124,
    bookPage: 6,
  },
  {
    topic: "upperLimb",
    stem: "<p><strong>Brachial plexus</strong>-এর—</p>",
    statements: [
      "রুট C5 থেকে T1",
      "লং থোরাসিক নার্ভ রুট থেকে আসে",
      "মিডিয়ান নার্ভ শুধু মিডিয়াল কর্ড থেকে আসে",
      "আলনার নার্ভ মিডিয়াল কর্ডের শাখা",
      "অ্যাক্সিলারি নার্ভ ল্যাটারাল কর্ডের শাখা",
    ],
    key: "TTFTF",
    explanation: "<p>মিডিয়ান নার্ভ ল্যাটারাল ও মিডিয়াল দুই কর্ড থেকে আসে; অ্যাক্সিলারি নার্ভ পোস্টেরিয়র কর্ডের শাখা।</p>",
    book: SNELL,
    page: 402,
  },
  {
    topic: "cellInjury",
    stem: "<p><strong>Apoptosis</strong>-এর বৈশিষ্ট্য—</p>",
    statements: [
      "কোষ সংকুচিত হয়",
      "চারপাশে তীব্র প্রদাহ হয়",
      "ক্রোমাটিন ঘনীভূত হয় (pyknosis)",
      "ক্যাসপেজ এনজাইম সক্রিয় হয়",
      "কোষঝিল্লি ফেটে উপাদান বেরিয়ে যায়",
    ],
    key: "TFTTF",
    explanation: "<p>অ্যাপোপটোসিসে কোষঝিল্লি অক্ষত থাকে, অ্যাপোপটোটিক বডি ফ্যাগোসাইটোসিস হয়, তাই প্রদাহ হয় না — নেক্রোসিসের বিপরীত।</p>",
    book: ROBBINS,
    page: 52,
  },
  {
    topic: "cardiovascularDrugs",
    stem: "<p><strong>Beta-blocker</strong> ব্যবহারে সতর্কতা প্রয়োজন—</p>",
    statements: [
      "ব্রঙ্কিয়াল অ্যাজমায়",
      "থাইরোটক্সিকোসিসে",
      "ইনসুলিন-নির্ভর ডায়াবেটিসে",
      "স্থিতিশীল এনজাইনায়",
      "দ্বিতীয়/তৃতীয় ডিগ্রি হার্ট ব্লকে",
    ],
    key: "TFTFT",
    explanation:
      "<p>বিটা-ব্লকার ব্রঙ্কোস্পাজম ঘটায়, হাইপোগ্লাইসেমিয়ার লক্ষণ ঢেকে দেয় এবং AV কন্ডাকশন কমায়। থাইরোটক্সিকোসিস ও এনজাইনায় এটি চিকিৎসা।</p>",
    book: KATZUNG,
    page: 168,
  },
  {
    topic: "renal",
    stem: "<p><strong>Glomerular filtration rate (GFR)</strong> বাড়ে—</p>",
    statements: [
      "অ্যাফারেন্ট আর্টেরিওল প্রসারিত হলে",
      "ইফারেন্ট আর্টেরিওল মাঝারি সংকুচিত হলে",
      "প্লাজমা অনকোটিক চাপ বাড়লে",
      "বোম্যান্স ক্যাপসুলে চাপ বাড়লে",
      "রেনাল রক্তপ্রবাহ বাড়লে",
    ],
    key: "TTFFT",
    explanation: "<p>গ্লোমেরুলার হাইড্রোস্ট্যাটিক চাপ বাড়লে GFR বাড়ে; অনকোটিক চাপ বা ক্যাপসুলার চাপ বাড়লে কমে।</p>",
    book: GUYTON,
    page: 333,
    bookPage: 8,
  },
  {
    topic: "haematopathology",
    stem: "<p><strong>Iron deficiency anaemia</strong>-তে—</p>",
    statements: [
      "MCV কমে যায়",
      "সিরাম ফেরিটিন বেড়ে যায়",
      "TIBC বেড়ে যায়",
      "পেনসিল সেল দেখা যেতে পারে",
      "বোন ম্যারোতে আয়রন স্টোর বাড়ে",
    ],
    key: "TFTTF",
    explanation: "<p>মাইক্রোসাইটিক হাইপোক্রোমিক রক্তাল্পতা: ফেরিটিন কমে, TIBC বাড়ে, ম্যারোর আয়রন স্টোর শূন্য।</p>",
    book: HARRISON,
    page: 728,
  },
  {
    topic: "headNeck",
    stem: "<p><strong>Facial nerve</strong> (CN VII)—</p>",
    statements: [
      "মুখের অভিব্যক্তির পেশি নিয়ন্ত্রণ করে",
      "জিহ্বার সামনের দুই-তৃতীয়াংশের স্বাদ বহন করে",
      "প্যারোটিড গ্রন্থির সিক্রেটোমোটর সরবরাহ করে",
      "স্টাপেডিয়াস পেশি নিয়ন্ত্রণ করে",
      "স্টাইলোমাস্টয়েড ফোরামেন দিয়ে বের হয়",
    ],
    key: "TTFTT",
    explanation: "<p>প্যারোটিডের সিক্রেটোমোটর ফাইবার গ্লসোফ্যারিঞ্জিয়াল নার্ভ (CN IX) থেকে, অরিকুলোটেম্পোরাল নার্ভ হয়ে।</p>",
    book: SNELL,
    page: 596,
  },
  {
    topic: "immunopathology",
    stem: "<p><strong>Type 1 hypersensitivity</strong>—</p>",
    statements: [
      "IgE মধ্যস্থতায় হয়",
      "মাস্ট সেল থেকে হিস্টামিন নিঃসৃত হয়",
      "টিউবারকুলিন টেস্ট এর উদাহরণ",
      "অ্যানাফাইল্যাক্সিস এর উদাহরণ",
      "কমপ্লিমেন্ট সক্রিয়তা মূল প্রক্রিয়া",
    ],
    key: "TTFTF",
    explanation: "<p>টিউবারকুলিন টেস্ট টাইপ ৪ (বিলম্বিত, টি-সেল)। কমপ্লিমেন্ট টাইপ ২ ও ৩-এ মুখ্য।</p>",
    book: ROBBINS,
    page: 207,
  },
];

export const sbaPool: PoolSba[] = [
  {
    topic: "thorax",
    stem: "<p>৫৫ বছরের একজন ধূমপায়ীর হঠাৎ বুকে ব্যথা; ECG-তে II, III ও aVF লিডে ST elevation। কোন ধমনী সবচেয়ে সম্ভাব্যভাবে আক্রান্ত?</p>",
    options: [
      "Left anterior descending artery",
      "Left circumflex artery",
      "Right coronary artery",
      "Left main coronary artery",
      "Posterior descending artery only",
    ],
    key: "C",
    explanation: "<p>ইনফেরিয়র মায়োকার্ডিয়াল ইনফার্কশন; বেশিরভাগ ক্ষেত্রে ডান করোনারি ধমনী দায়ী।</p>",
    book: HARRISON,
    page: 2048,
  },
  {
    topic: "upperLimb",
    stem: "<p>Erb's palsy-তে কোন রুট আক্রান্ত হয়?</p>",
    options: ["C5, C6", "C7", "C8, T1", "T1 only", "C4, C5"],
    key: "A",
    explanation: "<p>আপার ট্রাঙ্ক (C5, C6) ইনজুরি: waiter's tip অবস্থান।</p>",
    book: SNELL,
    page: 410,
  },
  {
    topic: "anticoagulants",
    stem: "<p>Warfarin-এর কার্যকারিতা পর্যবেক্ষণে কোন পরীক্ষা ব্যবহৃত হয়?</p>",
    options: ["aPTT", "Bleeding time", "Platelet count", "INR (prothrombin time)", "Thrombin time"],
    key: "D",
    explanation: "<p>Warfarin ভিটামিন K-নির্ভর ফ্যাক্টর (II, VII, IX, X) কমায়; এক্সট্রিনসিক পথ মাপে PT/INR।</p>",
    book: KATZUNG,
    page: 618,
  },
  {
    topic: "cellInjury",
    stem: "<p>Caseous necrosis সবচেয়ে বৈশিষ্ট্যপূর্ণ কোন রোগে?</p>",
    options: ["Myocardial infarction", "Tuberculosis", "Acute pancreatitis", "Gas gangrene", "Polyarteritis nodosa"],
    key: "B",
    explanation: "<p>যক্ষ্মার গ্রানুলোমার কেন্দ্রে চিজের মতো কেসিয়াস নেক্রোসিস।</p>",
    book: ROBBINS,
    page: 58,
  },
  {
    topic: "immunology",
    stem: "<p>শরীরে সবচেয়ে বেশি পরিমাণে থাকা অ্যান্টিবডি কোনটি?</p>",
    options: ["IgA", "IgM", "IgE", "IgD", "IgG"],
    key: "E",
    explanation: "<p>IgG সিরামের প্রায় ৭৫% ইমিউনোগ্লোবুলিন এবং প্লাসেন্টা পেরোতে পারে।</p>",
    book: ROBBINS,
    page: 190,
  },
  {
    topic: "respiratory",
    stem: "<p>Oxygen-haemoglobin dissociation curve ডানে সরে যায় কোনটিতে?</p>",
    options: ["তাপমাত্রা কমলে", "2,3-BPG বাড়লে", "pH বাড়লে", "PCO₂ কমলে", "ফিটাল হিমোগ্লোবিনে"],
    key: "B",
    explanation:
      "<p>Bohr effect: অ্যাসিডোসিস, বেশি PCO₂, বেশি তাপমাত্রা ও 2,3-BPG কার্ভকে ডানে সরায়, টিস্যুতে অক্সিজেন ছাড়া সহজ হয়।</p>",
    book: GUYTON,
    page: 521,
    bookPage: 10,
  },
  {
    topic: "headNeck",
    stem: "<p>Thyroid গ্রন্থির অপারেশনের পর কণ্ঠস্বর কর্কশ হলে কোন নার্ভ ক্ষতিগ্রস্ত হওয়ার সম্ভাবনা সবচেয়ে বেশি?</p>",
    options: [
      "External laryngeal nerve",
      "Hypoglossal nerve",
      "Recurrent laryngeal nerve",
      "Glossopharyngeal nerve",
      "Phrenic nerve",
    ],
    key: "C",
    explanation:
      "<p>রিকারেন্ট ল্যারিঞ্জিয়াল নার্ভ ইনফেরিয়র থাইরয়েড ধমনীর কাছ দিয়ে যায়; ক্রিকোথাইরয়েড ছাড়া সব স্বরযন্ত্রের পেশি নিয়ন্ত্রণ করে।</p>",
    book: SNELL,
    page: 640,
  },
  {
    topic: "toxicology",
    stem: "<p>Paracetamol বিষক্রিয়ার অ্যান্টিডোট কোনটি?</p>",
    options: ["Naloxone", "Flumazenil", "Atropine", "Desferrioxamine", "N-acetylcysteine"],
    key: "E",
    explanation: "<p>N-acetylcysteine গ্লুটাথায়ন পুনরুদ্ধার করে বিষাক্ত NAPQI নিষ্ক্রিয় করে; ৮ ঘণ্টার মধ্যে দিলে সবচেয়ে কার্যকর।</p>",
    book: KATZUNG,
    page: 1032,
  },
];
