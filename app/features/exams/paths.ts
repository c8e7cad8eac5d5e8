/**
 * The course-exam URLs (spec §2, logged-in list), built in one place. Isomorphic.
 *
 * A course exam is addressed through the doctor's course and the timetable event it belongs to:
 * `/my/courses/{course}/schedule/{schedule}/events/{event}/exam-status` (and `exam-info`), or for a
 * master schedule `/my/courses/{course}/master-schedule/{schedule}/batch/{batch}/events/{event}/…`.
 * The attempt itself is addressed by its id: `/my/exam-attempts/{id}` (a missed exam sat later:
 * `/my/pending-exam/{id}`) and its review-and-submit page; the resources its script uses are the door's (doors.ts).
 * An admin-assigned exam belongs to no timetable: its rules and Start are at `/my/admin-exams/{exam}`;
 * a free exam's at `/my/free-exams/{exam}`.
 */
import type { CourseEventRef, ExamStatus } from "@contract";

const eventBase = (ref: CourseEventRef) =>
  ref.schedule.kind === "master"
    ? `/my/courses/${ref.course_id}/master-schedule/${ref.schedule.id}/batch/${ref.batch_id}/events/${ref.event_id}`
    : `/my/courses/${ref.course_id}/schedule/${ref.schedule.id}/events/${ref.event_id}`;

export const EXAM_PATHS = {
  status: (ref: CourseEventRef) => `${eventBase(ref)}/exam-status`,
  info: (ref: CourseEventRef) => `${eventBase(ref)}/exam-info`,
  pendingInfo: (ref: Pick<CourseEventRef, "course_id" | "event_id">) =>
    `/my/courses/${ref.course_id}/events/${ref.event_id}/pending-exam-info`,
  attempt: (attempt: { id: number; is_pending: boolean }, page?: number) =>
    `${attempt.is_pending ? `/my/pending-exam/${attempt.id}` : `/my/exam-attempts/${attempt.id}`}${page && page > 1 ? `?page=${page}` : ""}`,
  adminInfo: (examId: number) => `/my/admin-exams/${examId}`,
  /** The free practice exams (decision 056): the list with the month's quota, and each one's page. */
  freeExams: "/my/free-exams",
  freeInfo: (examId: number) => `/my/free-exams/${examId}`,
  review: (attemptId: number) => `/my/exam-attempts/${attemptId}/review`,
  /** The holding page (decision 038): back to `returnTo` after about `wait` seconds. */
  wait: (returnTo: string, wait: number) => `/my/exam-wait?${new URLSearchParams({ to: returnTo, wait: String(wait) })}`,
} as const;

/**
 * The pages a course exam not yet submitted leads to, for lists (a course's exams, the dashboard):
 * its status page, and for a missed exam that may still be sat, the pending-exam page.
 */
export function examEntryLinks(exam: { status: ExamStatus; can_start: boolean; course_event: CourseEventRef }) {
  const links = [{ to: EXAM_PATHS.status(exam.course_event), label: "পরীক্ষার অবস্থা" }];
  if (exam.status === "missed" && exam.can_start)
    links.push({ to: EXAM_PATHS.pendingInfo(exam.course_event), label: "এখন অংশ নিন (মেধাক্রমের বাইরে)" });
  return links;
}
