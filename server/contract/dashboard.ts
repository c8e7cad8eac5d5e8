/**
 * The doctor's dashboard in one answer (issue 24): what the page shows from the learning, video and
 * study areas, read behind one bearer and one device check instead of five calls that each repeat
 * them. Each part has the same shape as the endpoint the other pages use for it.
 */
import { z } from "zod";
import { doctor } from "./doctor";
import { endpoint, type Endpoint } from "./endpoint";
import { doctorCourse, pendingExam } from "./learning";
import { doctorNotice } from "./study";
import { pendingVideoSummary } from "./videos";

/** How many unread notices the dashboard lists (the notices page has the rest). */
export const DASHBOARD_NOTICES = 5;

export const doctorDashboard = z.object({
  /** As `myProfile` answers it (the device's verification included). */
  doctor,
  /** The running (active) enrolments with their next item, in the courses list's order. */
  courses: z.array(doctorCourse),
  /** As `doctorPendingVideos`. */
  pending_videos: z.array(pendingVideoSummary),
  /** As `doctorPendingExams`. */
  pending_exams: z.array(pendingExam),
  /** The newest unread notices, at most DASHBOARD_NOTICES. */
  notices: z.array(doctorNotice),
  unread_count: z.number().int().nonnegative(),
});
export type DoctorDashboard = z.infer<typeof doctorDashboard>;

export const dashboardEndpoints = {
  /** Paid content (the course list): 423 `deviceLocked` unless the calling device is verified. */
  doctorDashboard: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/dashboard",
    response: doctorDashboard,
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
