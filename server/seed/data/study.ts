/**
 * The demo doctor's notices, complaints, lecture sheets and reference book (decision 021).
 * Batches and courses are named by slug (server/seed/data/catalogue.ts): the demo doctor is active
 * in `fcps-mock-online` (course `fcps-mock`) and `residency-online-regular` (course `residency`), and
 * their expired enrolment is in `fcps-part-1-online-previous` (course `fcps-part-1`).
 */
type Target = { scope: "site" } | { scope: "course"; course: string } | { scope: "batch"; batch: string };

export type NoticeSeed = Target & { title: string; body: string; hoursAgo: number; readHoursAgo?: number };

export const noticeSeeds: NoticeSeed[] = [
  {
    scope: "site",
    title: "ঈদুল আজহার ছুটিতে অফিস ও হেল্পলাইন বন্ধ",
    body: "ঈদুল আজহা উপলক্ষে আগামী বৃহস্পতিবার থেকে রবিবার পর্যন্ত সোপান পিজি-র সব শাখা ও হেল্পলাইন বন্ধ থাকবে।\n\nএ সময়ে অনলাইন ক্লাস ও পরীক্ষা নির্ধারিত সূচি অনুযায়ী চলবে। জরুরি প্রয়োজনে অভিযোগ বক্সে লিখুন; ছুটির পর প্রথম কর্মদিবসে উত্তর দেওয়া হবে।",
    hoursAgo: 2,
  },
  {
    scope: "course",
    course: "fcps-mock",
    title: "এফসিপিএস পার্ট-১ মক টেস্ট: গ্র্যান্ড মকের তারিখ ঘোষণা",
    body: "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রামের গ্র্যান্ড মক পরীক্ষা আগামী মাসের প্রথম শুক্রবার সকাল ১০টায় অনুষ্ঠিত হবে।\n\nপ্রশ্ন হবে ১৫০টি (৭৫ MCQ ও ৭৫ SBA), সময় ৩ ঘণ্টা। ফলাফল পরীক্ষার দিন রাত ৯টায় প্রকাশ করা হবে।",
    hoursAgo: 6,
  },
  {
    scope: "batch",
    batch: "fcps-mock-online",
    title: "শনিবারের সলভ ক্লাসের সময় পরিবর্তন",
    body: "এই শনিবারের সলভ ক্লাস রাত ৮টার বদলে রাত ৯টায় শুরু হবে। ক্লাসের লিংক আগের মতোই কোর্স পেজে পাওয়া যাবে।",
    hoursAgo: 20,
  },
  {
    scope: "course",
    course: "residency",
    title: "রেসিডেন্সি: নতুন লেকচার শিট ছাপা হয়েছে",
    body: "রেসিডেন্সি কোর্সের মেডিসিন পার্টের দ্বিতীয় খণ্ডের লেকচার শিট ছাপা হয়েছে এবং কুরিয়ারে পাঠানো শুরু হয়েছে।\n\nআপনার প্রোফাইলের বর্তমান ঠিকানায় শিট পাঠানো হবে; ঠিকানা ঠিক আছে কি না প্রোফাইলে দেখে নিন।",
    hoursAgo: 30,
  },
  {
    scope: "batch",
    batch: "residency-online-regular",
    title: "রেসিডেন্সি অনলাইন রেগুলার ব্যাচের ফিডব্যাক ক্লাস",
    body: "মাসিক ফিডব্যাক ক্লাস বুধবার রাত ৯টায়। আগের পরীক্ষাগুলোর কঠিন প্রশ্ন নিয়ে আলোচনা হবে; প্রশ্ন থাকলে আগেই অভিযোগ বক্সে বা কোর্স গ্রুপে লিখে রাখুন।",
    hoursAgo: 50,
    readHoursAgo: 40,
  },
  {
    scope: "site",
    title: "ডিভাইস যাচাই: এক অ্যাকাউন্টে সর্বোচ্চ দুটি ডিভাইস",
    body: "নিরাপত্তার জন্য প্রতিটি অ্যাকাউন্টে সর্বোচ্চ দুটি ডিভাইস যাচাই করা যাবে। নতুন ফোন বা কম্পিউটার থেকে ক্লাস দেখতে হলে আগে অ্যাকাউন্টের ডিভাইস পাতায় গিয়ে পুরোনো ডিভাইস সরিয়ে নিন।",
    hoursAgo: 72,
    readHoursAgo: 70,
  },
  {
    scope: "course",
    course: "fcps-part-1",
    title: "এফসিপিএস পার্ট-১ আগের সেশনের রেকর্ডেড ক্লাস সংরক্ষণ",
    body: "আগের সেশনের রেকর্ডেড ক্লাসগুলো আর্কাইভে সরানো হয়েছে। নতুন সেশনে ভর্তি হলে সেগুলো আবার দেখা যাবে।",
    hoursAgo: 120,
    readHoursAgo: 100,
  },
  {
    scope: "site",
    title: "বিকাশে পেমেন্টের পর ইনভয়েস ডাউনলোড করুন",
    body: "বিকাশে পেমেন্ট সম্পন্ন হলে ড্যাশবোর্ডের ইনভয়েস পাতায় আপনার রসিদ পাওয়া যাবে। ট্রানজেকশন আইডি (TrxID) সংরক্ষণ করে রাখুন।",
    hoursAgo: 200,
    readHoursAgo: 190,
  },
  // Reaches only MPH doctors: the demo doctor never sees it (the audience rule's seed fact).
  {
    scope: "course",
    course: "mph",
    title: "এমপিএইচ: থিসিস প্রোটোকল জমার শেষ তারিখ",
    body: "এমপিএইচ কোর্সের থিসিস প্রোটোকল জমার শেষ তারিখ এই মাসের ২৫ তারিখ।",
    hoursAgo: 10,
  },
];

export type ComplaintSeed = {
  category: "course" | "payment" | "class" | "exam" | "sheet" | "technical" | "other";
  status: "open" | "answered" | "closed";
  /** Oldest first; `staff` marks an academy reply. */
  messages: { staff?: string; body: string; hoursAgo: number }[];
};

export const complaintSeeds: ComplaintSeed[] = [
  {
    category: "sheet",
    status: "answered",
    messages: [
      {
        body: "রেসিডেন্সি কোর্সের মেডিসিন লেকচার শিটের প্রথম খণ্ড এখনো হাতে পাইনি। অর্ডার দেখাচ্ছে কুরিয়ারে দেওয়া হয়েছে, কিন্তু সাভারের ঠিকানায় কেউ যোগাযোগ করেনি।",
        hoursAgo: 96,
      },
      {
        staff: "রাকিব হাসান, ডেলিভারি বিভাগ",
        body: "দুঃখিত, ডা. তাসনিম। কুরিয়ারের সাভার হাবে পার্সেলটি আটকে ছিল। আজ আবার ডেলিভারির জন্য পাঠানো হয়েছে; লেকচার শিট ট্র্যাক পাতায় সর্বশেষ অবস্থা দেখতে পাবেন।",
        hoursAgo: 80,
      },
      { body: "ধন্যবাদ। কুরিয়ারের লোক আজ ফোন করেছিলেন, কাল দেবেন বলেছেন।", hoursAgo: 60 },
      {
        staff: "রাকিব হাসান, ডেলিভারি বিভাগ",
        body: "জানানোর জন্য ধন্যবাদ। পার্সেল হাতে পেলে কোনো পাতা কম থাকলে এখানেই লিখবেন।",
        hoursAgo: 58,
      },
    ],
  },
  {
    category: "class",
    status: "answered",
    messages: [
      {
        body: "গত বৃহস্পতিবারের কার্ডিওলজি লেকচার ভিডিওর শেষ ২০ মিনিটে শব্দ নেই। মোবাইল ও ল্যাপটপ দুটোতেই একই সমস্যা।",
        hoursAgo: 30,
      },
      {
        staff: "নুসরাত জাহান, একাডেমিক সাপোর্ট",
        body: "সমস্যাটি ধরিয়ে দেওয়ার জন্য ধন্যবাদ। ভিডিওটি নতুন করে আপলোড করা হচ্ছে; আগামীকাল সন্ধ্যার মধ্যে ঠিক হয়ে যাবে।",
        hoursAgo: 26,
      },
    ],
  },
];

/** Sheets per batch; `stages` is how far the demo doctor's parcel has come (none: not packed yet). */
export type SheetSeed = {
  title: string;
  pages: number;
  stages: ("packed" | "handed_to_courier" | "in_transit" | "delivered")[];
};

export const sheetSeeds: Record<string, SheetSeed[]> = {
  "residency-online-regular": [
    {
      title: "মেডিসিন লেকচার শিট — খণ্ড ১ (কার্ডিওলজি ও রেসপিরেটরি)",
      pages: 148,
      stages: ["packed", "handed_to_courier", "in_transit", "delivered"],
    },
    {
      title: "মেডিসিন লেকচার শিট — খণ্ড ২ (গ্যাস্ট্রো ও নেফ্রোলজি)",
      pages: 132,
      stages: ["packed", "handed_to_courier", "in_transit"],
    },
  ],
  "fcps-mock-online": [
    { title: "এফসিপিএস পার্ট-১ বেসিক সায়েন্স নোট — ফিজিওলজি", pages: 96, stages: ["packed"] },
    { title: "এফসিপিএস পার্ট-১ বেসিক সায়েন্স নোট — অ্যানাটমি", pages: 110, stages: [] },
  ],
};

/** Where each stage happened, and how many hours before seeding, per sheet in order. */
export const stagePlaces = {
  packed: "সোপান পিজি প্রকাশনা, ফার্মগেট, ঢাকা",
  handed_to_courier: "সুন্দরবন কুরিয়ার, ফার্মগেট শাখা",
  in_transit: "সুন্দরবন কুরিয়ার, সাভার হাব",
  delivered: "প্রাপকের ঠিকানা, সাভার",
} as const;
export const stageHoursAgo = { packed: 120, handed_to_courier: 100, in_transit: 60, delivered: 30 } as const;

export const referenceBookSeed = {
  title: "Guyton and Hall Textbook of Medical Physiology, 14th ed.",
  author: "John E. Hall, Michael E. Hall",
  /** The courses whose active doctors may open it. */
  courses: ["fcps-mock", "residency"],
  pages: [
    {
      heading: "Unit I — The Cell and General Physiology",
      body: "The human body contains about 100 trillion cells. শরীরের প্রায় ৬০% পানি; এর দুই-তৃতীয়াংশ কোষের ভেতরে (intracellular fluid)।\n\nHomeostasis: অভ্যন্তরীণ পরিবেশের স্থিতি বজায় রাখার প্রক্রিয়া। Negative feedback এর প্রধান উপায়।",
    },
    {
      heading: "Transport of Substances Through Cell Membranes",
      body: "Diffusion, facilitated diffusion ও active transport — তিনটি মূল পথ।\n\nNa⁺-K⁺ ATPase প্রতি চক্রে ৩টি Na⁺ বাইরে ও ২টি K⁺ ভেতরে নেয়; তাই এটি electrogenic।",
    },
    {
      heading: "Membrane Potentials and Action Potentials",
      body: "Resting membrane potential of large nerve fibres: about −90 mV.\n\nAction potential-এর depolarization ঘটে voltage-gated Na⁺ channel খোলার ফলে; repolarization-এ K⁺ channel খোলে।",
    },
    {
      heading: "Contraction of Skeletal Muscle",
      body: "Sliding filament mechanism: actin filament myosin-এর ওপর দিয়ে পিছলে যায়।\n\nCa²⁺ troponin C-তে যুক্ত হলে tropomyosin সরে গিয়ে actin-এর active site খুলে দেয়।",
    },
    {
      heading: "Cardiac Muscle; The Heart as a Pump",
      body: "Cardiac cycle: systole ও diastole। Stroke volume প্রায় ৭০ mL; ejection fraction প্রায় ৬০%।\n\nFrank-Starling mechanism: ventricle যত বেশি ভরে, তত জোরে সংকোচন।",
    },
    {
      heading: "Rhythmical Excitation of the Heart",
      body: "SA node স্বাভাবিক pacemaker (৭০–৮০/মিনিট)। AV node-এ প্রায় ০.১ সেকেন্ড বিলম্ব হয়, যাতে atria আগে খালি হয়।",
    },
    {
      heading: "Regulation of Arterial Pressure",
      body: "Baroreceptor reflex দ্রুত চাপ নিয়ন্ত্রণ করে; দীর্ঘমেয়াদে কিডনির renal–body fluid mechanism প্রধান।\n\nRenin-angiotensin system: angiotensin II শক্তিশালী vasoconstrictor।",
    },
    {
      heading: "Glomerular Filtration",
      body: "Normal GFR about 125 mL/min (180 L/day)। Filtration fraction প্রায় ২০%।\n\nAfferent arteriole সংকুচিত হলে GFR কমে; efferent arteriole মাঝারি সংকুচিত হলে GFR বাড়ে।",
    },
    {
      heading: "Pulmonary Ventilation",
      body: "Tidal volume about 500 mL; vital capacity about 4600 mL।\n\nSurfactant (type II alveolar cell থেকে) alveolus-এর surface tension কমিয়ে collapse ঠেকায়।",
    },
    {
      heading: "Transport of Oxygen and Carbon Dioxide",
      body: "প্রায় ৯৭% O₂ hemoglobin-এর সঙ্গে যুক্ত হয়ে পরিবাহিত হয়।\n\nBohr effect: CO₂ ও H⁺ বাড়লে oxygen-hemoglobin dissociation curve ডানে সরে, টিস্যুতে O₂ ছাড়া সহজ হয়।",
    },
  ],
};
