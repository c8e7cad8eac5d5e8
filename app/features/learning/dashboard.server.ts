/**
 * The dashboard is the doctor's home: who they are, their running courses with the next class or
 * exam, their missed classes (open ones first) and the missed exams they may still sit, the
 * required-information form when it applies, what their profile still lacks, and their newest
 * unread notices. The call is paid content (the course list): on a browser that is not verified it
 * answers 423 and `myApi` sends the doctor to the devices page.
 */
import { rememberUnreadNotices } from "~/lib/app-data.server";
import { myApi } from "~/lib/my-api.server";
import { missingProfileParts } from "~/lib/profile-parts";
import { requiredInfoView } from "./required-info.server";

/**
 * One API call (`doctorDashboard`) for the page's own parts, so the bearer and device are checked
 * once per page instead of once per part (issue 24: the API's cost is its number of queries, and
 * each call repeated those checks). The unread notices ride along; the study feature's NoticeList
 * shows them.
 */
export async function dashboardView(request: Request) {
  const { doctor, courses, pending_videos, pending_exams, notices, unread_count } = await myApi(request, "doctorDashboard");
  const requiredInfo = await requiredInfoView(request, doctor);
  // The profile hint stays for what the form does not ask (no paid course yet, or the admin login).
  return {
    name: doctor.name,
    missing: requiredInfo ? [] : missingProfileParts(doctor),
    courses,
    pendingVideos: pending_videos,
    pendingExams: pending_exams,
    requiredInfo,
    notices,
    unreadNotices: rememberUnreadNotices(request, unread_count),
  };
}
