/** Bengali words for the study area's machine values. */
import type { DoctorCourse } from "@contract";

export const COURSE_STATUS_LABELS: Record<DoctorCourse["status"], string> = {
  pending_payment: "পেমেন্ট বাকি",
  active: "চলমান",
  expired: "মেয়াদ শেষ",
  cancelled: "বাতিল",
};
