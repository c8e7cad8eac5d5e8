/** Course settings (modals) and the photo gallery. */
import type { SettingValue } from "../../db/schema";

export const courseSettings: { id: number; name: string; settings: Record<string, SettingValue> }[] = [
  {
    id: 1,
    name: "promotion-modal",
    settings: {
      enabled: true,
      title: "গ্র্যান্ড মক ব্যাচ",
      body: "রেসিডেন্সি গ্র্যান্ড মক ব্যাচে সীমিত আসন — আজই দেখে নিন।",
      link: "/residency/batches?search=grand-mock",
      image: "/media/banners/grand-mock.svg",
    },
  },
  {
    id: 2,
    // Spec §4: the maintenance notice exists but is never switched on.
    name: "maintenance-notice",
    settings: {
      enabled: false,
      title: "রক্ষণাবেক্ষণ নোটিশ",
      body: "রক্ষণাবেক্ষণের জন্য প্রতিদিন রাত ১২টা থেকে ২টা পর্যন্ত সার্ভার বন্ধ থাকবে।",
    },
  },
];

export const galleryImages = [
  { title: "এফসিপিএস ওরিয়েন্টেশন ক্লাস", image: "/media/gallery/orientation.svg" },
  { title: "অ্যালামনাই মিলনমেলা ২০২৫", image: "/media/gallery/alumni-2025.svg" },
  { title: "ইসিজি কর্মশালা", image: "/media/gallery/ecg-workshop.svg" },
  { title: "গ্র্যান্ড মক টেস্টের পরীক্ষা হল", image: "/media/gallery/mock-hall.svg" },
  { title: "কৃতী শিক্ষার্থী সংবর্ধনা", image: "/media/gallery/felicitation.svg" },
  { title: "লাইব্রেরি ও স্টাডি জোন", image: "/media/gallery/library.svg" },
].map((image) => ({ ...image, width: 1200, height: 800 }));
