/**
 * The study area's URLs (spec §2, logged-in list), built in one place so links and redirects
 * cannot drift apart. Isomorphic.
 */
import { EXAM_PATHS } from "~/features/exams/paths";

export type ScheduleKind = "batch" | "master";
/** A course as the exam URLs name it: enrolment, schedule and batch. */
export type CourseRef = { id: number; batch_id: number; schedule: { id: number; kind: ScheduleKind } };

export const LEARNING_PATHS = {
  courses: "/my/courses",
  course: (id: number) => `/my/courses/${id}`,
  fullSchedule: (id: number) => `/my/courses/${id}/full-schedule`,
  materials: (id: number) => `/my/courses/${id}/course-materials`,
  /** The course's exams and results (pages of app/features/exams, spec's courses/{id}/exams/results). */
  exams: (id: number) => `/my/courses/${id}/exams/results`,
  /** courses/{year_course_session_id}/batch/{batch_id}/schedule/{schedule_id}, or …/master-schedule/{id}. */
  timetable: (t: { session: { id: number }; batch_id: number; schedule: { id: number; kind: ScheduleKind } }) =>
    `/my/courses/${t.session.id}/batch/${t.batch_id}/${t.schedule.kind === "master" ? "master-schedule" : "schedule"}/${t.schedule.id}`,
  /** An exam event's status page (spec §2), for events whose exam is published. */
  examStatus: (course: CourseRef, eventId: number) =>
    EXAM_PATHS.status({ course_id: course.id, schedule: course.schedule, batch_id: course.batch_id, event_id: eventId }),
  /** courses/{id}/events/{scheduleId}/schedule/{eventId}/lecture, or …/master-schedule/… for a master timetable. */
  lecture: (course: { id: number; schedule: { id: number; kind: ScheduleKind } }, eventId: number) =>
    `/my/courses/${course.id}/events/${course.schedule.id}/${course.schedule.kind === "master" ? "master-schedule" : "schedule"}/${eventId}/lecture`,
  adminVideos: "/my/admin-videos",
  adminVideo: (id: number) => `/my/admin-videos/${id}`,
  pendingVideo: (id: number) => `/my/pending-video/${id}`,
  pendingVideoPlay: (id: number, videoId: number) => `/my/pending-video/${id}/video/${videoId}`,
} as const;
