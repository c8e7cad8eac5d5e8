/**
 * The subjects and topics questions are filed under, with fixed ids (the question pool names its
 * topic by key). Bengali first, with the English names doctors read in their textbooks.
 */
export const subjectSeeds = [
  { id: 1, nameBn: "অ্যানাটমি", nameEn: "Anatomy", position: 1 },
  { id: 2, nameBn: "ফিজিওলজি", nameEn: "Physiology", position: 2 },
  { id: 3, nameBn: "ফার্মাকোলজি", nameEn: "Pharmacology", position: 3 },
  { id: 4, nameBn: "প্যাথলজি", nameEn: "Pathology", position: 4 },
  { id: 5, nameBn: "মাইক্রোবায়োলজি", nameEn: "Microbiology", position: 5 },
] as const;

export const topicSeeds = {
  upperLimb: { id: 1, subjectId: 1, nameBn: "ঊর্ধ্ববাহু", nameEn: "Upper limb" },
  headNeck: { id: 2, subjectId: 1, nameBn: "মাথা ও ঘাড়", nameEn: "Head and neck" },
  thorax: { id: 3, subjectId: 1, nameBn: "বক্ষ ও হৃৎপিণ্ড", nameEn: "Thorax" },
  cardiovascular: { id: 4, subjectId: 2, nameBn: "কার্ডিওভাসকুলার ফিজিওলজি", nameEn: "Cardiovascular physiology" },
  renal: { id: 5, subjectId: 2, nameBn: "রেনাল ফিজিওলজি", nameEn: "Renal physiology" },
  respiratory: { id: 6, subjectId: 2, nameBn: "শ্বসনতন্ত্র", nameEn: "Respiratory physiology" },
  cardiovascularDrugs: { id: 7, subjectId: 3, nameBn: "হৃদরোগের ওষুধ", nameEn: "Cardiovascular drugs" },
  anticoagulants: { id: 8, subjectId: 3, nameBn: "রক্ত জমাট রোধী ওষুধ", nameEn: "Anticoagulants" },
  toxicology: { id: 9, subjectId: 3, nameBn: "বিষক্রিয়া ও প্রতিষেধক", nameEn: "Toxicology" },
  cellInjury: { id: 10, subjectId: 4, nameBn: "কোষের ক্ষতি ও মৃত্যু", nameEn: "Cell injury and death" },
  haematopathology: { id: 11, subjectId: 4, nameBn: "রক্তের রোগ", nameEn: "Haematopathology" },
  immunopathology: { id: 12, subjectId: 4, nameBn: "ইমিউনোপ্যাথলজি", nameEn: "Immunopathology" },
  immunology: { id: 13, subjectId: 5, nameBn: "ইমিউনোলজি", nameEn: "Immunology" },
} as const;

export type TopicKey = keyof typeof topicSeeds;
