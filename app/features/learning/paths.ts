/**
 * The study area's URLs (spec §2, logged-in list), built in one place so links and redirects
 * cannot drift apart. Isomorphic.
 */
export type ScheduleKind = "batch" | "master";

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
} as const;
