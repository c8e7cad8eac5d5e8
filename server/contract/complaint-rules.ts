/**
 * The complain box's rules, zod-free so the browser form, the portal action and the API judge a
 * text the same way (decision 021). Plain text only: anything that looks like an HTML tag is
 * refused rather than stripped, so what the doctor sees is exactly what the academy reads.
 */
export const COMPLAINT_CATEGORIES = {
  course: "কোর্স ও ক্লাস",
  payment: "পেমেন্ট",
  class: "লেকচার ভিডিও",
  exam: "পরীক্ষা",
  sheet: "লেকচার শিট ও ডেলিভারি",
  technical: "ওয়েবসাইট বা অ্যাপ",
  other: "অন্যান্য",
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const COMPLAINT_CATEGORY_KEYS = Object.keys(COMPLAINT_CATEGORIES) as [ComplaintCategory, ...ComplaintCategory[]];

export const COMPLAINT_STATUS_LABELS = { open: "উত্তরের অপেক্ষায়", answered: "উত্তর দেওয়া হয়েছে", closed: "বন্ধ" } as const;

/** A complaint must say enough to act on; a reply may be a short "ধন্যবাদ". Both fit one screen. */
export const COMPLAINT_TEXT = { min: 20, max: 2000 } as const;
export const REPLY_TEXT = { min: 2, max: 2000 } as const;
/** New complaints per doctor in any 24 hours, and replies: enough for real use, not for a flood. */
export const COMPLAINTS_PER_DAY = 5;
export const REPLIES_PER_DAY = 30;

const bn = new Intl.NumberFormat("bn-BD", { useGrouping: false });
const LOOKS_LIKE_HTML = /<\s*[a-zA-Z!/?]|&[a-zA-Z]+;|&#/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The Bengali message for a text that breaks the rules, or null when it is fine. */
export function complaintTextProblem(text: string, limits: { min: number; max: number }): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return "লেখাটি লিখুন।";
  if (trimmed.length < limits.min) return `অন্তত ${bn.format(limits.min)} অক্ষর লিখুন।`;
  if (trimmed.length > limits.max)
    return `সর্বোচ্চ ${bn.format(limits.max)} অক্ষর লেখা যাবে; এখন ${bn.format(trimmed.length)} অক্ষর হয়েছে।`;
  if (LOOKS_LIKE_HTML.test(trimmed)) return "HTML ট্যাগ বা কোড লেখা যাবে না; সাধারণ লেখায় লিখুন।";
  if (CONTROL.test(trimmed)) return "লেখায় অচল অক্ষর আছে; আবার টাইপ করুন।";
  return null;
}
