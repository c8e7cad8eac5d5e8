/**
 * Bengali names for the catalogue's machine values. The API sends codes (so the portal can style
 * and test them); the words people read live here, in one place for every page.
 */
import type { BatchMode, BatchSummary, ProfileField, SlotKind } from "@contract";

export const MODE_LABELS: Record<BatchMode, string> = { online: "অনলাইন", offline: "অফলাইন", hybrid: "হাইব্রিড" };

/** "হাইব্রিড · চট্টগ্রাম", or just "অনলাইন" where the branch is the online one. */
export function modeAndPlace(batch: Pick<BatchSummary, "mode" | "branch">): string {
  const mode = MODE_LABELS[batch.mode];
  return batch.branch.name === mode ? mode : `${mode} · ${batch.branch.name}`;
}

export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  lecture: "লেকচার ক্লাস",
  exam: "পরীক্ষা",
  solve_class: "সলভ ক্লাস",
  feedback: "ফিডব্যাক",
};

export const BATCH_STATUS_LABELS: Record<BatchSummary["status"], string> = {
  open: "ভর্তি চলছে",
  full: "আসন পূর্ণ",
  closed: "ভর্তি বন্ধ",
};

export const DISCOUNT_LABELS = { early_bird: "আর্লি বার্ড ছাড়", alumni: "অ্যালামনাই ছাড়" } as const;

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  name: "নাম",
  bmdc: "বিএমডিসি রেজিস্ট্রেশন নম্বর",
  email: "ইমেইল",
  medical_college_id: "মেডিকেল কলেজ",
  permanent_address: "স্থায়ী ঠিকানা",
};
