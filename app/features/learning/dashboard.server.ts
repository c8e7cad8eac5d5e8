/**
 * The dashboard is the doctor's home: who they are, their running courses with the next class or
 * exam, their missed classes (open ones first) and the missed exams they may still sit, the
 * required-information form when it applies, and what their profile still lacks. The courses call
 * is paid content: on a browser that is not verified it answers 423 and `myApi` sends the doctor to
 * the devices page.
 */
import { myApi } from "~/lib/my-api.server";
import { missingProfileParts } from "~/lib/profile-parts";
import { activeCourses } from "./courses.server";
import { requiredInfoView } from "./required-info.server";
import { missedClasses } from "./videos.server";

export async function dashboardView(request: Request) {
  const [{ doctor }, courses, pendingVideos, { data: pendingExams }] = await Promise.all([
    myApi(request, "myProfile"),
    activeCourses(request),
    missedClasses(request),
    myApi(request, "doctorPendingExams"),
  ]);
  const requiredInfo = await requiredInfoView(request, doctor);
  // The profile hint stays for what the form does not ask (no paid course yet, or the admin login).
  return {
    name: doctor.name,
    missing: requiredInfo ? [] : missingProfileParts(doctor),
    courses,
    pendingVideos,
    pendingExams,
    requiredInfo,
  };
}
