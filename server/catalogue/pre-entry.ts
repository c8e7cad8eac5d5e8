/**
 * The enrolment pre-entry check: may this doctor enrol in this batch now? Pure, so the portal's
 * preview (enroll-check) and the enrolment itself (under the batch's row lock) give the same answer.
 *
 * Order: an active enrolment first (nothing else matters to that doctor), then the deadline, the
 * seats, and last the profile, which is the one refusal the doctor can fix on the spot.
 * A doctor already holding an unpaid seat in the batch is not refused: confirming again returns it.
 */
import type { EnrollmentRefusal, ProfileField, RefusalCode } from "../contract";
import type { DoctorRow } from "../auth/tokens";
import { PROFILE_FIELD_LABELS } from "../contract/labels";

/** Every enrolment needs these, so certificates and exam-board forms can be filled in. */
const ALWAYS_REQUIRED: ProfileField[] = ["name", "bmdc", "email", "medical_college_id"];

export function requiredProfileFields(batch: { couriersLectureSheets: boolean }): ProfileField[] {
  return batch.couriersLectureSheets ? [...ALWAYS_REQUIRED, "permanent_address"] : ALWAYS_REQUIRED;
}

const blank = (v: string | number | null) => v === null || (typeof v === "string" && v.trim() === "");

const filled: Record<ProfileField, (d: DoctorRow) => boolean> = {
  name: (d) => !blank(d.name),
  bmdc: (d) => !blank(d.bmdc),
  email: (d) => !blank(d.email),
  medical_college_id: (d) => d.medicalCollegeId !== null,
  permanent_address: (d) =>
    d.permanentDivisionId !== null &&
    d.permanentDistrictId !== null &&
    d.permanentUpazilaId !== null &&
    !blank(d.permanentAddress),
};

export const missingProfileFields = (doctor: DoctorRow, required: ProfileField[]) =>
  required.filter((field) => !filled[field](doctor));

const MESSAGES: Record<Exclude<RefusalCode, "profile_incomplete">, string> = {
  already_enrolled: "আপনি এই ব্যাচে ইতিমধ্যে ভর্তি আছেন। কোর্সটি আপনার ড্যাশবোর্ডে পাবেন।",
  deadline_passed: "এই ব্যাচে ভর্তির শেষ সময় পেরিয়ে গেছে। ভর্তি চলছে এমন অন্য ব্যাচ দেখুন।",
  batch_full: "দুঃখিত, এই ব্যাচের সব আসন পূর্ণ হয়ে গেছে। একই কোর্সের অন্য ব্যাচ দেখুন।",
};

export type PreEntryInput = {
  doctor: DoctorRow;
  batch: { enrollmentDeadline: Date; couriersLectureSheets: boolean };
  seatsLeft: number;
  /** The doctor's enrolment in this batch that holds a seat now, if any. */
  live: { id: number; status: "pending_payment" | "active" | "expired" | "cancelled" } | undefined;
  now: Date;
};

function refusal(code: RefusalCode, message: string, extra: Partial<EnrollmentRefusal> = {}): EnrollmentRefusal {
  return { message, code, missing_fields: [], enrollment_id: null, ...extra };
}

export function preEntryRefusal({ doctor, batch, seatsLeft, live, now }: PreEntryInput): EnrollmentRefusal | null {
  if (live?.status === "active") return refusal("already_enrolled", MESSAGES.already_enrolled, { enrollment_id: live.id });
  if (live?.status === "pending_payment") return null;
  if (batch.enrollmentDeadline.getTime() <= now.getTime()) return refusal("deadline_passed", MESSAGES.deadline_passed);
  if (seatsLeft <= 0) return refusal("batch_full", MESSAGES.batch_full);
  const missing = missingProfileFields(doctor, requiredProfileFields(batch));
  if (missing.length) {
    const names = missing.map((field) => PROFILE_FIELD_LABELS[field]).join(", ");
    return refusal("profile_incomplete", `ভর্তির আগে প্রোফাইলে এই তথ্যগুলো দিন: ${names}।`, { missing_fields: missing });
  }
  return null;
}
