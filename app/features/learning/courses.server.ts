/**
 * The doctor's courses as the study-area pages show them. Every call is paid content through
 * `myApi`: a browser that is not one of the doctor's verified devices goes to the devices page
 * (423), and an id that is not this doctor's course is a 404 page, the same as one that never existed.
 */
import type { DoctorCourse } from "@contract";
import { myApi } from "~/lib/my-api.server";
import { forbidden, idParam, notFound, pageInfo } from "~/lib/pages.server";

/** A course that is not active (unpaid, expired) has a home page but no timetable: the API's 403 becomes this page's 403. */
const ACTIVE_ONLY = { 404: notFound, 403: forbidden } as const;

export async function myCourses(request: Request, page = 1) {
  const answer = await myApi(request, "doctorCourses", { query: { page, perpage: 12 } });
  return { courses: answer.data, pages: pageInfo(answer) };
}

export async function courseHome(request: Request, rawId: string | undefined) {
  return (await myApi(request, "doctorCourse", { params: { id: idParam(rawId) } }, { 404: notFound })).data;
}

export async function courseTimetable(request: Request, rawId: string | undefined) {
  return (await myApi(request, "doctorCourseSchedule", { params: { id: idParam(rawId) } }, ACTIVE_ONLY)).data;
}

export async function courseMaterials(request: Request, rawId: string | undefined) {
  return myApi(request, "doctorCourseMaterials", { params: { id: idParam(rawId) } }, ACTIVE_ONLY);
}

/**
 * The timetable route names a course by session, batch and schedule (spec §2). It opens only the
 * doctor's own enrolment with exactly those three; anything else is a 404.
 */
export async function timetableByIds(
  request: Request,
  ids: { sessionId?: string; batchId?: string; scheduleId?: string },
  kind: DoctorCourse["schedule"]["kind"],
) {
  const [sessionId, batchId, scheduleId] = [idParam(ids.sessionId), idParam(ids.batchId), idParam(ids.scheduleId)];
  const answer = await myApi(request, "doctorCourses", { query: { page: 1, perpage: 100 } });
  const course = answer.data.find(
    (c) => c.session.id === sessionId && c.batch_id === batchId && c.schedule.id === scheduleId && c.schedule.kind === kind,
  );
  return course ? courseTimetable(request, String(course.id)) : notFound();
}

/** Today's date in Dhaka (UTC+6, no daylight saving), for marking what is behind the doctor. */
export const dhakaToday = (now = new Date()) => new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);
