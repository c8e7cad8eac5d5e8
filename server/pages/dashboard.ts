/**
 * The doctor's dashboard in one answer (contract `doctorDashboard`): the profile as this browser
 * sees it, the running courses with their next item, missed classes and exams, and the newest
 * unread notices. The parts are the same domain functions the single-purpose endpoints use, so the
 * dashboard cannot show something another page would not.
 */
import { DASHBOARD_NOTICES, type DoctorDashboard } from "../contract";
import type { Db } from "../db/client";
import { doctorSeenAs } from "../auth/doctor-resource";
import type { DoctorRow } from "../auth/tokens";
import { newestUnreadNotices } from "../study/notices";
import { listPendingVideos } from "../videos/pending";
import { activeDoctorCourses } from "./doctor-courses";
import { doctorPendingExams } from "../learning/pending-exams";

/** Behind the paid-content guard only: the calling browser is one of the doctor's verified devices. */
export async function doctorDashboard(db: Db, doctor: DoctorRow, now: Date): Promise<DoctorDashboard> {
  const [courses, pendingVideos, pendingExams, notices] = await Promise.all([
    activeDoctorCourses(db, doctor.id, now),
    listPendingVideos(db, doctor.id, now),
    doctorPendingExams(db, doctor.id, now),
    newestUnreadNotices(db, doctor.id, now, DASHBOARD_NOTICES),
  ]);
  return {
    // Both facts are known here, which saves doctorResource's two queries.
    doctor: doctorSeenAs(doctor, { verifiedDevice: true, activeCourse: courses.length > 0 }),
    courses,
    pending_videos: pendingVideos,
    pending_exams: pendingExams,
    notices: notices.data,
    unread_count: notices.unread,
  };
}
