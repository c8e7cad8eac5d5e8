/**
 * The profile parts a doctor is asked to complete: the account page and the dashboard's profile hint
 * both list them, so the rule lives below both areas.
 */
import type { Doctor } from "@contract";

/** Spec §4 (required-information modal): the parts of a profile a doctor is asked to complete. */
export function missingProfileParts(doctor: Doctor): string[] {
  const missing: Array<[boolean, string]> = [
    [!doctor.name, "নাম"],
    [!doctor.bmdc, "বিএমডিসি নম্বর"],
    [!doctor.email, "ইমেইল"],
    [doctor.medical_college_id === null, "মেডিকেল কলেজ"],
    [!doctor.present_address, "বর্তমান ঠিকানা"],
    [!doctor.permanent_address, "স্থায়ী ঠিকানা"],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, label]) => label);
}
