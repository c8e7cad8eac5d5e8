/** Home page sections (spec §2): notices, hero, banners, categories, services, contacts (families: catalogue.ts). */

export const scrollingNotices = [
  { title: "এফসিপিএস পার্ট-১ নতুন ব্যাচে ভর্তি চলছে", link: "https://sopan-pg.example/news/fcps-admission" },
  { title: "রেসিডেন্সি মক টেস্টের সময়সূচি প্রকাশিত", link: "/batches" },
  { title: "ঈদের ছুটিতে অফিস বন্ধ থাকবে", link: null },
  { title: "এমপিএইচ ভর্তি প্রস্তুতির নতুন ব্যাচের ক্লাস শুরু হচ্ছে", link: "/courses/mph" },
];

export const heroSlides = [
  {
    title: "এফসিপিএস পার্ট-১: নতুন ব্যাচে ভর্তি চলছে",
    thumb: "/media/slides/fcps-admission.svg",
    link: "https://sopan-pg.example/news/fcps-admission",
    isVideo: false,
  },
  { title: "সোপানে অনলাইন ক্লাস যেভাবে হয়", thumb: null, link: "https://www.youtube.com/embed/dQw4w9WgXcQ", isVideo: true },
  {
    title: "রেসিডেন্সি গ্র্যান্ড মক টেস্ট",
    thumb: "/media/slides/residency-mock.svg",
    link: "https://sopan-pg.example/residency/batches?search=grand-mock",
    isVideo: false,
  },
  { title: "সফল শিক্ষার্থীদের অভিজ্ঞতা", thumb: null, link: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", isVideo: true },
  {
    title: "বিসিএস স্বাস্থ্য ক্যাডার প্রস্তুতি",
    thumb: "/media/slides/bcs-health.svg",
    link: "https://bcs-care.sopan-pg.example",
    isVideo: false,
  },
];

export const promotionalBanners = [
  {
    key: "bcs-care",
    title: "বিসিএস কেয়ার",
    subtitle: "স্বাস্থ্য ক্যাডারের প্রিলিমিনারি থেকে ভাইভা পর্যন্ত",
    image: "/media/banners/bcs-care.svg",
    link: "https://bcs-care.sopan-pg.example",
  },
  {
    key: "pg",
    title: "পোস্ট-গ্র্যাজুয়েট প্রস্তুতি",
    subtitle: "এফসিপিএস, রেসিডেন্সি, এম.ফিল ও ডিপ্লোমা",
    image: "/media/banners/pg.svg",
    link: "/batches",
  },
  {
    key: "dentistry",
    title: "ডেন্টিস্ট্রি",
    subtitle: "বিডিএস চিকিৎসকদের জন্য আলাদা ব্যাচ",
    image: "/media/banners/dentistry.svg",
    link: "https://dental.sopan-pg.example",
  },
  {
    key: "career-guidance",
    title: "ক্যারিয়ার গাইডলাইন",
    subtitle: null,
    image: "/media/banners/career-guidance.svg",
    link: "/events",
  },
];

export const batchCategories = [
  { slug: "fcps-part-1", title: "এফসিপিএস পার্ট-১", subtitle: "মেডিসিন, সার্জারি, গাইনি ও পেডিয়াট্রিক্স" },
  { slug: "fcps-part-2", title: "এফসিপিএস পার্ট-২", subtitle: "লিখিত ও মৌখিক পরীক্ষার প্রস্তুতি" },
  { slug: "residency", title: "রেসিডেন্সি", subtitle: "এমডি/এমএস ভর্তি পরীক্ষা" },
  { slug: "m-phil", title: "এম.ফিল", subtitle: "বেসিক সাবজেক্ট ভর্তি পরীক্ষা" },
  { slug: "diploma", title: "ডিপ্লোমা", subtitle: null },
  { slug: "mph", title: "এমপিএইচ", subtitle: null },
  { slug: "bcs-health", title: "বিসিএস (স্বাস্থ্য)", subtitle: "প্রিলিমিনারি ও লিখিত" },
  { slug: "mrcp", title: "এমআরসিপি", subtitle: "পার্ট-১ ও পার্ট-২" },
  { slug: "mrcs", title: "এমআরসিএস", subtitle: null },
  { slug: "plab", title: "প্ল্যাব", subtitle: "পার্ট-১" },
  { slug: "fcps-mock", title: "এফসিপিএস মক টেস্ট", subtitle: null },
  { slug: "grand-mock", title: "রেসিডেন্সি গ্র্যান্ড মক", subtitle: "পূর্ণাঙ্গ মডেল টেস্ট" },
];

export const otherServices = [
  { key: "bcs-care", title: "বিসিএস কেয়ার", link: "https://bcs-care.sopan-pg.example" },
  { key: "genesis-pg", title: "জেনেসিস পিজি", link: "https://genesis.sopan-pg.example" },
  { key: "dentistry", title: "ডেন্টিস্ট্রি", link: "https://dental.sopan-pg.example" },
  { key: "gcpsc", title: "জিসিপিএসসি", link: "https://gcpsc.sopan-pg.example" },
];

export const contacts = [
  {
    department: "এফসিপিএস বিভাগ",
    phone: "01711000001",
    whatsappGroupPhone: "01711000011",
    whatsappGroupTitle: "এফসিপিএস পার্ট-১ প্রস্তুতি গ্রুপ",
    fbPageLink: "https://www.facebook.com/sopanpg.fcps",
    fbPageName: "সোপান এফসিপিএস",
    fbGroupLink: "https://www.facebook.com/groups/sopanpg.fcps",
    fbGroupName: "এফসিপিএস প্রস্তুতি কমিউনিটি",
    websiteLink: "https://sopan-pg.example/courses/fcps",
    websiteName: "sopan-pg.example/fcps",
  },
  {
    department: "রেসিডেন্সি বিভাগ",
    phone: "01711000002",
    whatsappGroupPhone: "01711000012",
    whatsappGroupTitle: "রেসিডেন্সি প্রস্তুতি গ্রুপ",
    fbPageLink: "https://www.facebook.com/sopanpg.residency",
    fbPageName: "সোপান রেসিডেন্সি",
    fbGroupLink: null,
    fbGroupName: null,
    websiteLink: null,
    websiteName: null,
  },
  {
    department: "এম.ফিল/ডিপ্লোমা বিভাগ",
    phone: "01711000003",
    whatsappGroupPhone: null,
    whatsappGroupTitle: null,
    fbPageLink: null,
    fbPageName: null,
    fbGroupLink: "https://www.facebook.com/groups/sopanpg.mphil",
    fbGroupName: "এম.ফিল ও ডিপ্লোমা প্রস্তুতি",
    websiteLink: null,
    websiteName: null,
  },
  {
    department: "কারিগরি সহায়তা",
    phone: "01711000004",
    whatsappGroupPhone: "01711000014",
    whatsappGroupTitle: "অ্যাপ ও ভিডিও সহায়তা",
    fbPageLink: null,
    fbPageName: null,
    fbGroupLink: null,
    fbGroupName: null,
    websiteLink: "https://sopan-pg.example/help",
    websiteName: "সহায়তা কেন্দ্র",
  },
  {
    department: "হিসাব বিভাগ",
    phone: "01711000005",
    whatsappGroupPhone: null,
    whatsappGroupTitle: null,
    fbPageLink: null,
    fbPageName: null,
    fbGroupLink: null,
    fbGroupName: null,
    websiteLink: null,
    websiteName: null,
  },
];
