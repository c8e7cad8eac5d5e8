/**
 * A doctor's exams as lists: the exams of one of their courses (optionally of one schedule) and
 * the admin-assigned exams, each with its state for this doctor and what the portal needs to link
 * it: the schedule slot (the course "event") it hangs on and the doctor's attempt.
 *
 * Paid content like the rest of the study area: 423 off a verified device; another doctor's course
 * id answers 404; a course that is not active answers 403.
 */
import { z } from "zod";
import { isoDateTime } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { courseEventRef, examKind, examStatus, freeQuota, reviewPolicy } from "./exams";
import { courseHeading } from "./learning";

const id = z.number().int().positive();
const mark = z.number().int();

export const examListItem = z.object({
  id,
  kind: examKind,
  title: z.string(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  duration_seconds: z.number().int().positive(),
  review_policy: reviewPolicy,
  question_total: z.number().int().min(0),
  full_mark_x100: mark,
  pass_mark_x100: mark,
  /** The schedule slot the exam belongs to, and that slot's schedule; null for admin-assigned exams. */
  event_id: id.nullable(),
  schedule_id: id.nullable(),
  /** Where the exam sits in this course's timetable (its exam-status page); null off the timetable and for admin exams. */
  course_event: courseEventRef.nullable(),
  status: examStatus,
  can_start: z.boolean(),
  attempt: z
    .object({
      id,
      submitted_at: isoDateTime.nullable(),
      /** Sat after the window: scored, outside the merit positions. */
      is_pending: z.boolean(),
      obtained_mark_x100: mark.nullable(),
      passed: z.boolean().nullable(),
    })
    .nullable(),
  /** Whether answers and explanations may be shown now, and from when (null until submitted). */
  review_available: z.boolean(),
  review_available_at: isoDateTime.nullable(),
});
export type ExamListItem = z.infer<typeof examListItem>;

export const courseExamList = z.object({ course: courseHeading, data: z.array(examListItem) });
export type CourseExamList = z.infer<typeof courseExamList>;
export const adminExamList = z.object({ data: z.array(examListItem) });
export const freeExamList = z.object({ data: z.array(examListItem), quota: freeQuota });
export type FreeExamList = z.infer<typeof freeExamList>;

export const examListEndpoints = {
  /** The course and master exams of the enrolment's batch, by opening time; `schedule_id` keeps one schedule's. */
  doctorCourseExams: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id/exams",
    query: z.object({ schedule_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
    response: courseExamList,
    personal: true,
  }),
  /** Exams the academy assigns to every doctor with an active course; empty without one. */
  adminExams: endpoint({ method: "GET", path: "/api/v3/web/doctor/admin-exams", response: adminExamList, personal: true }),
  /** Free practice exams any registered doctor may sit, within the monthly quota (decision 056). */
  freeExams: endpoint({ method: "GET", path: "/api/v3/web/doctor/free-exams", response: freeExamList, personal: true }),
} satisfies Record<string, Endpoint>;
