/**
 * The doctor's study area: their courses (enrolments), each course's home and timetable.
 * Everything here is paid content: 423 `deviceLocked` off a verified device, and another doctor's
 * ids answer 404 exactly like ids that do not exist.
 */
import { z } from "zod";
import { profileUpdated, profileUpdateInput } from "./auth";
import { batchMode, enrollmentStatus, scheduleSlot, timetableSlot } from "./catalogue";
import { isoDateTime, itemOf, pageQuery, paginated } from "./common";
import { endpoint, type Endpoint } from "./endpoint";

const id = z.number().int().positive();

/** The slot a doctor meets next: a class, an exam or a solve class (feedback sessions are not "next items"). */
export const upcomingItem = timetableSlot.extend({
  /** An exam slot whose paper is published: its exam-status page exists. */
  has_exam: z.boolean(),
});
export type UpcomingItem = z.infer<typeof upcomingItem>;

/**
 * One of the doctor's courses: an enrolment. `id` is the doctor_course_id other calls take.
 * `schedule.kind` says which timetable route shows it (a batch schedule or a master schedule).
 */
export const doctorCourse = z.object({
  id,
  course_id: id,
  /** The course's title, e.g. "এফসিপিএস পার্ট-১ মক টেস্ট প্রোগ্রাম". */
  title: z.string(),
  batch_id: id,
  batch_name: z.string(),
  /** The spec's year_course_session_id. */
  session: z.object({ id, title: z.string() }),
  schedule: z.object({ id, title: z.string(), kind: z.enum(["batch", "master"]) }),
  status: enrollmentStatus,
  enrolled_at: isoDateTime,
  /** The next class, exam or solve class of an active course; null when none is left or the course is not active. */
  next_item: upcomingItem.nullable(),
});
export type DoctorCourse = z.infer<typeof doctorCourse>;
export const doctorCoursePage = paginated(doctorCourse);

export const doctorCourseDetails = doctorCourse.extend({
  batch: z.object({ id, title: z.string(), mode: batchMode, branch: z.string(), starts_at: isoDateTime }),
  /** Up to five upcoming items (active courses only). */
  next_items: z.array(upcomingItem),
  counts: z.object({
    lectures: z.number().int().nonnegative(),
    exams: z.number().int().nonnegative(),
    solve_classes: z.number().int().nonnegative(),
  }),
});
export type DoctorCourseDetails = z.infer<typeof doctorCourseDetails>;

/** What a course's own pages (timetable, materials) show of the course above their content. */
export const courseHeading = doctorCourse.pick({
  id: true,
  title: true,
  batch_id: true,
  batch_name: true,
  session: true,
  schedule: true,
  status: true,
});

/** The doctor's timetable: every slot of their schedule (a master schedule's slots name their batch). */
export const doctorTimetable = itemOf(
  z.object({
    course: courseHeading,
    /** `video_count`: the slot's published recordings; a lecture page plays them (server/contract/videos.ts). */
    slots: z.array(
      scheduleSlot.extend({ batch_title: z.string(), has_exam: z.boolean(), video_count: z.number().int().nonnegative() }),
    ),
  }),
);
export type DoctorTimetable = z.infer<typeof doctorTimetable>["data"];

export const courseMaterial = z.object({
  id,
  kind: z.enum(["guide", "syllabus", "reading", "link"]),
  title: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  body: z.string(),
  link: z.string().url().nullable(),
  published_at: isoDateTime,
});
export type CourseMaterial = z.infer<typeof courseMaterial>;
export const courseMaterials = z.object({
  course: courseHeading,
  data: z.array(courseMaterial),
});

/**
 * A course exam the doctor missed (its window closed, no attempt) that they may still sit as a
 * pending exam: scored, outside the merit positions. `course.id` and `event_id` address its
 * pending-exam-info page.
 */
export const pendingExam = z.object({
  exam_id: id,
  title: z.string(),
  /** The timetable event's topic. */
  topic: z.string(),
  course: z.object({ id, title: z.string() }),
  event_id: id,
  closed_at: isoDateTime,
  duration_seconds: z.number().int().positive(),
});
export type PendingExam = z.infer<typeof pendingExam>;

export const learningEndpoints = {
  /** Paid content: 423 `deviceLocked` unless the calling device is verified. Cancelled and lapsed enrolments are left out. */
  doctorCourses: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses",
    response: doctorCoursePage,
    query: pageQuery,
    personal: true,
  }),
  /** Another doctor's or an unknown enrolment: 404. */
  doctorCourse: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id",
    response: itemOf(doctorCourseDetails),
    personal: true,
  }),
  /** The enrolment's whole timetable; 403 unless the enrolment is active. */
  doctorCourseSchedule: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id/schedule",
    response: doctorTimetable,
    personal: true,
  }),
  /** The batch's materials; 403 unless the enrolment is active. */
  doctorCourseMaterials: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id/materials",
    response: courseMaterials,
    personal: true,
  }),
  /** Missed exams of the doctor's active courses still open to a pending sitting, longest-closed first (at most 20). */
  doctorPendingExams: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/pending-exams",
    response: z.object({ data: z.array(pendingExam) }),
    personal: true,
  }),
  /**
   * The required-information form (spec §4/§5). Bearer, not device-locked. Every field the doctor
   * still lacks must be sent (422 per field otherwise); fields they already have are ignored.
   */
  immediateProfileUpdate: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/immediate-profile-update",
    body: profileUpdateInput,
    response: profileUpdated,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
