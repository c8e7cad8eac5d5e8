/**
 * Bengali labels for codes both halves show: the API writes them into answers and messages, the portal
 * into its pages. Deliberately free of zod (type imports only) so the portal's browser code can import
 * this module without shipping the contract's schemas.
 */
import type { BatchMode, ProfileField } from "./catalogue";

export const MODE_LABELS: Readonly<Record<BatchMode, string>> = { online: "অনলাইন", offline: "অফলাইন", hybrid: "হাইব্রিড" };

export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  name: "নাম",
  bmdc: "বিএমডিসি রেজিস্ট্রেশন নম্বর",
  email: "ইমেইল",
  medical_college_id: "মেডিকেল কলেজ",
  permanent_address: "স্থায়ী ঠিকানা",
};
