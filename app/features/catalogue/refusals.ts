/**
 * What the enrollment page says when the pre-entry check refuses, and where it sends the doctor
 * next. The API's message explains why (for a missing profile the fields are listed from its
 * `missing_fields`); this adds a heading and a way forward that fits the reason:
 * another batch of the same session for a closed or full batch, the dashboard for a doctor who is
 * already in, the profile form for missing details (coming back to this enrollment page once saved).
 */
import type { BatchSummary, EnrollmentRefusal } from "@contract";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { PROFILE_FIELD_LABELS } from "@contract/rules";

export type WayForward = { to: string; label: string };
export type RefusalView = { title: string; message: string; details: string[]; actions: WayForward[] };

const otherBatches = (batch: Pick<BatchSummary, "session">): WayForward[] => [
  { to: `/batches?session=${batch.session.id}`, label: "একই সেশনের অন্য ব্যাচ দেখুন" },
  { to: "/batches", label: "সব ব্যাচ দেখুন" },
];

/** `enrollPath`: the enrollment page's own path and query, where the profile form returns to. */
export function refusalView(refusal: EnrollmentRefusal, batch: Pick<BatchSummary, "session">, enrollPath: string): RefusalView {
  const base = { message: refusal.message, details: [] as string[] };
  switch (refusal.code) {
    case "deadline_passed":
      return { ...base, title: "ভর্তির সময় শেষ", actions: otherBatches(batch) };
    case "batch_full":
      return { ...base, title: "এই ব্যাচের আসন পূর্ণ", actions: otherBatches(batch) };
    case "already_enrolled":
      return {
        ...base,
        title: "আপনি এই ব্যাচে ইতিমধ্যে ভর্তি আছেন",
        actions: [{ to: ACCOUNT_PATHS.dashboard, label: "আমার ড্যাশবোর্ডে যান" }],
      };
    case "profile_incomplete":
      // The fields as a list from the machine-readable answer, instead of the API's sentence naming them.
      return {
        title: "ভর্তির আগে প্রোফাইল সম্পূর্ণ করুন",
        message: "এই ব্যাচে ভর্তির জন্য আপনার প্রোফাইলে এই তথ্যগুলো থাকতে হবে:",
        details: refusal.missing_fields.map((field) => PROFILE_FIELD_LABELS[field]),
        actions: [{ to: `${ACCOUNT_PATHS.profileEdit}?next=${encodeURIComponent(enrollPath)}`, label: "প্রোফাইল সম্পূর্ণ করুন" }],
      };
  }
}
