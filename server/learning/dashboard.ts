/**
 * The doctor's dashboard in one answer (contract `doctorDashboard`): the profile as this browser
 * sees it, the running courses with their next item, missed classes and exams, and the newest
 * unread notices. The parts are the same domain functions the single-purpose endpoints use, so the
 * dashboard cannot show something another page would not.
 */
import { DASHBOARD_NOTICES, type DoctorDashboard } from "../contract";
import type { Db } from "../db/client";
import { doctorResource } from "../auth/doctor-resource";
import type { DoctorRow } from "../auth/tokens";
import { newestUnreadNotices } from "../study/notices";
import { listPendingVideos } from "../videos/pending";
import { listDoctorCourses } from "./doctor-courses";
import { doctorPendingExams } from "./pending-exams";

/** The courses list's own page size for "all of them": nobody runs a hundred enrolments at once. */
const ALL_COURSES = { perPage: 100, offset: 0 };

export async function doctorDashboard(db: Db, doctor: DoctorRow, deviceHash: string | null, now: Date): Promise<DoctorDashboard> {
  const [profile, courses, pendingVideos, pendingExams, notices] = await Promise.all([
    doctorResource(db, doctor, deviceHash),
    listDoctorCourses(db, doctor.id, now, ALL_COURSES),
    listPendingVideos(db, doctor.id, now),
    doctorPendingExams(db, doctor.id, now),
    newestUnreadNotices(db, doctor.id, now, DASHBOARD_NOTICES),
  ]);
  return {
    doctor: profile,
    courses: courses.data.filter((c) => c.status === "active"),
    pending_videos: pendingVideos,
    pending_exams: pendingExams,
    notices: notices.data,
    unread_count: notices.unread,
  };
}
