/** Free quizzes shown on the home page and /quiz-list. Durations are in seconds. */
export const quizzes = [
  {
    key: "cardiology-weekly",
    title: "কার্ডিওলজি সাপ্তাহিক কুইজ",
    propertyTitle: "কার্ডিওলজি: হার্ট ফেইলিউর ও অ্যারিদমিয়া",
    fullMark: 25,
    durationSeconds: 750,
  },
  {
    key: "anatomy-basics",
    title: "অ্যানাটমি বেসিক কুইজ",
    propertyTitle: "অ্যানাটমি: আপার লিম্ব ও ব্র্যাকিয়াল প্লেক্সাস",
    fullMark: 20,
    // Long enough that the demo doctor's just-started attempt (../exams.ts) outlives a full E2E run;
    // after it, the overdue-attempt job submits it as it would anyone's.
    durationSeconds: 2700,
  },
  {
    key: "pharmacology-rapid",
    title: "ফার্মাকোলজি র‍্যাপিড ফায়ার",
    propertyTitle: "ফার্মাকোলজি: অটোনমিক ও কার্ডিওভাসকুলার ড্রাগ",
    fullMark: 30,
    durationSeconds: 900,
  },
  {
    key: "gynae-obs-weekly",
    title: "গাইনি ও অবস সাপ্তাহিক কুইজ",
    propertyTitle: "অবসটেট্রিক্স: প্রি-এক্লাম্পসিয়া ও প্রসব-পরবর্তী রক্তক্ষরণ",
    fullMark: 25,
    durationSeconds: 750,
  },
  {
    key: "pediatrics-mini-mock",
    title: "পেডিয়াট্রিক্স মিনি মক",
    propertyTitle: "পেডিয়াট্রিক্স: নবজাতকের জন্ডিস ও ইমিউনাইজেশন",
    fullMark: 50,
    durationSeconds: 1800,
  },
];
