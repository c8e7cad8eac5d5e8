/**
 * Bengali names for the catalogue's machine values (labels the API shows too live in server/contract/labels.ts). The API sends codes (so the portal can style
 * and test them); the words people read live here, in one place for every page.
 */
import type { BatchSummary } from "@contract";
import { MODE_LABELS } from "@contract/rules";

/** "হাইব্রিড · চট্টগ্রাম", or just "অনলাইন" where the branch is the online one. */
export function modeAndPlace(batch: Pick<BatchSummary, "mode" | "branch">): string {
  const mode = MODE_LABELS[batch.mode];
  return batch.branch.name === mode ? mode : `${mode} · ${batch.branch.name}`;
}

export const BATCH_STATUS_LABELS: Record<BatchSummary["status"], string> = {
  open: "ভর্তি চলছে",
  full: "আসন পূর্ণ",
  closed: "ভর্তি বন্ধ",
};

export const DISCOUNT_LABELS = { early_bird: "আর্লি বার্ড ছাড়", alumni: "অ্যালামনাই ছাড়" } as const;
