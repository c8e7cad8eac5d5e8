/**
 * Bangladeshi mobile numbers, normalised to the 11-digit local form `01XXXXXXXXX`: one rule for the
 * API (which stores the normalised number) and the portal's forms (which refuse what the API would),
 * so a number the form lets through is never refused one step later. Zod-free (`@contract/rules`).
 * Doctors type numbers every way: +880…, 880…, with spaces or dashes, or on a Bengali keyboard.
 */
const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";
/** 013–019 are the operator prefixes in service (Teletalk, Grameenphone, Robi/Airtel, Banglalink). */
export const LOCAL_MOBILE = /^01[3-9]\d{8}$/;

export const PHONE_ERROR = "সঠিক বাংলাদেশি মোবাইল নম্বর দিন (যেমন 01712345678)";

export function normaliseBdPhone(input: string): string | null {
  const latin = input.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  const compact = latin.replace(/[\s\-().]/g, "");
  const local = compact.replace(/^(?:\+?88)?(?=01)/, "");
  return LOCAL_MOBILE.test(local) ? local : null;
}
