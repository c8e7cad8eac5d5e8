/** Company, support desk, menus and outside links for app-data. */
import type { SiteSettings } from "../../site/settings";

export const siteSettings: SiteSettings = {
  company: {
    name: "সোপান মেডিকেল পিজি একাডেমি",
    slogan: "পোস্ট-গ্র্যাজুয়েট প্রস্তুতির নির্ভরযোগ্য সোপান",
    logo: "/media/brand/logo.svg",
    footer_logo: "/media/brand/logo-footer.svg",
  },
  support: {
    helpline: "09610-000111",
    messenger_link: "https://m.me/sopanpg",
    whatsapp_phone: "8801711000000",
    call_phone: "09610-000111",
    chat_hours: { from: "10:00", to: "24:00" },
    phone_hours: { from: "10:00", to: "20:00" },
  },
  otp: { registration: true, reset_password: true },
};

export type MenuSeed = { title: string; link: string; children?: MenuSeed[] };

export const headerMenu: MenuSeed[] = [
  { title: "হোম", link: "/" },
  {
    title: "কোর্সসমূহ",
    // Without JavaScript the parent is still a working link: the home page's course section.
    link: "/#courses",
    children: [
      { title: "এফসিপিএস", link: "/courses/fcps" },
      { title: "রেসিডেন্সি", link: "/courses/residency" },
      { title: "এম.ফিল/ডিপ্লোমা", link: "/courses/m-phil-diploma" },
      { title: "এমপিএইচ", link: "/courses/mph" },
      { title: "কম্বাইন্ড", link: "/courses/combined" },
      { title: "আউটলায়ার", link: "/courses/outlier" },
    ],
  },
  { title: "ব্যাচ", link: "/batches" },
  { title: "ইভেন্ট", link: "/events" },
  { title: "কুইজ", link: "/quiz-list" },
  { title: "যোগাযোগ", link: "/contact-details" },
];

export const footerMenu: MenuSeed[] = [
  { title: "আমাদের সম্পর্কে", link: "/about" },
  { title: "শর্তাবলি", link: "/terms-condition" },
  { title: "গোপনীয়তা নীতি", link: "/privacy-policy" },
  { title: "রিফান্ড নীতি", link: "/refund-policy" },
  { title: "গ্যালারি", link: "/gallery" },
  { title: "সচরাচর জিজ্ঞাসা", link: "/faq" },
  { title: "যোগাযোগ", link: "/contact-details" },
];

export const socialLinks = [
  { platform: "facebook", title: "ফেসবুক", link: "https://www.facebook.com/sopanpg" },
  { platform: "youtube", title: "ইউটিউব", link: "https://www.youtube.com/@sopanpg" },
  { platform: "telegram", title: "টেলিগ্রাম", link: "https://t.me/sopanpg" },
] as const;

export const appLinks = [
  { platform: "android", title: "গুগল প্লে থেকে নামান", link: "https://play.google.com/store/apps/details?id=example.sopanpg" },
  { platform: "ios", title: "অ্যাপ স্টোর থেকে নামান", link: "https://apps.apple.com/app/sopan-pg/id6400000000" },
] as const;
