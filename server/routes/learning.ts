/** The doctor's study area: /doctor/courses… (paid content, device-locked) and the required-information save. */
import type { FastifyPluginAsync } from "fastify";
import { doctorResource } from "../auth/doctor-resource";
import { currentDeviceHash, signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import { doctorCourseHome, doctorCourseTimetable, listDoctorCourses } from "../pages/doctor-courses";
import { doctorDashboard } from "../pages/dashboard";
import { doctorCourseMaterials } from "../learning/materials";
import { doctorPendingExams } from "../learning/pending-exams";
import { immediateProfileUpdate } from "../pages/required-info";
import type { RouteDeps } from "./deps";

export const learningRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const paid = { preHandler: auth.forPaidContent };
  const doctorId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).doctor.id;

  contractRoute(app, "doctorCourses", paid, async ({ request }) => {
    const page = pageRequest(request.query, 12);
    const { total, data } = await listDoctorCourses(db, doctorId(request), clock(), page);
    return paginate(request, page, total, data);
  });

  contractRoute(app, "doctorDashboard", paid, ({ request }) => doctorDashboard(db, signedIn(request).doctor, clock()));

  contractRoute(app, "doctorCourse", paid, async ({ request, params }) => ({
    data: await doctorCourseHome(db, doctorId(request), rowId(params.id ?? ""), clock()),
  }));

  contractRoute(app, "doctorCourseSchedule", paid, async ({ request, params }) => ({
    data: await doctorCourseTimetable(db, doctorId(request), rowId(params.id ?? ""), clock()),
  }));

  contractRoute(app, "doctorCourseMaterials", paid, ({ request, params }) =>
    doctorCourseMaterials(db, doctorId(request), rowId(params.id ?? ""), clock()),
  );

  contractRoute(app, "doctorPendingExams", paid, async ({ request }) => ({
    data: await doctorPendingExams(db, doctorId(request), clock()),
  }));

  // Not device-locked, like the profile page: the form must be answerable from whatever browser the doctor uses.
  contractRoute(app, "immediateProfileUpdate", { preHandler: auth.requireDoctor }, async ({ request, body }) => {
    const { doctor } = signedIn(request);
    const device = currentDeviceHash(request);
    const updated = await immediateProfileUpdate(db, doctor, await doctorResource(db, doctor, device), body, clock()).finally(
      auth.forgetCached,
    );
    return { message: "প্রয়োজনীয় তথ্য সংরক্ষণ করা হয়েছে। ধন্যবাদ।", doctor: await doctorResource(db, updated, device) };
  });
};
