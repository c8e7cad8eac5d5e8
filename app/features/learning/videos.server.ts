/**
 * The recorded classes as the study-area pages load them (docs/decisions/022-video-access-and-photos.md).
 * Every call is paid content through `myApi` (423 → the devices page); an id that is not the
 * doctor's is our 404. The playable ids come from the API per request and only ever reach this
 * doctor's own, uncached page.
 */
import { redirect } from "@remix-run/node";
import type { UnitVideoPlay } from "@contract";
import type { ScheduleKind } from "./paths";
import { myApi } from "~/features/account/my-area.server";
import { cleanHtml } from "~/features/exams/html.server";
import { CART_PATH } from "~/features/payments/paths";
import { idParam, notFound, orNotFound, pageInfo } from "~/lib/pages.server";
import { ApiResponseError } from "~/lib/product-api.server";

/** The API's 403 (a course not running, a missed class whose window closed) with its Bengali reason, or null. */
async function refusedOr<T>(call: Promise<T>): Promise<{ refused: string } | { refused: null; answer: T }> {
  try {
    return { refused: null, answer: await call };
  } catch (e) {
    if (e instanceof ApiResponseError && e.status === 403) return { refused: e.body.message };
    throw e;
  }
}

/**
 * A lecture page names its course by enrolment, schedule and slot (spec §2). It opens only when the
 * schedule is the enrolment's own of that kind; anything else is a 404. A course that is not
 * running answers 403 (decision 020).
 */
export async function lecturePage(
  request: Request,
  ids: { id?: string; scheduleId?: string; eventId?: string },
  kind: ScheduleKind,
) {
  const [id, scheduleId, eventId] = [idParam(ids.id), idParam(ids.scheduleId), idParam(ids.eventId)];
  const outcome = await refusedOr(orNotFound(myApi(request, "doctorLecture", { params: { id, eventId } })));
  if (outcome.refused !== null) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const lecture = outcome.answer.data;
  if (lecture.course.schedule.id !== scheduleId || lecture.course.schedule.kind !== kind) notFound();
  return lecture;
}

export async function adminVideoList(request: Request, page: number) {
  const answer = await myApi(request, "doctorAdminVideos", { query: { page, perpage: 12 } });
  return { videos: answer.data, pages: pageInfo(answer) };
}

export async function adminVideoPage(request: Request, rawId: string | undefined) {
  return (await orNotFound(myApi(request, "doctorAdminVideo", { params: { id: idParam(rawId) } }))).data;
}

/** The dashboard's missed classes: open ones first; closed ones stay listed so the doctor learns why they no longer play. */
export async function pendingVideoPage(request: Request, rawId: string | undefined) {
  return (await orNotFound(myApi(request, "doctorPendingVideo", { params: { id: idParam(rawId) } }))).data;
}

/** One video of a missed class, or the class with the API's reason when its window has closed. */
export async function pendingVideoPlay(request: Request, rawId: string | undefined, rawVideoId: string | undefined) {
  const params = { id: idParam(rawId), videoId: idParam(rawVideoId) };
  const outcome = await refusedOr(orNotFound(myApi(request, "doctorPendingVideoPlay", { params })));
  if (outcome.refused === null) return { play: outcome.answer.data, refused: null, pending: outcome.answer.data.pending };
  return { play: null, refused: outcome.refused, pending: await pendingVideoPage(request, rawId) };
}

/** A unit video's class questions are staff-written HTML from the API: cleaned before the page renders them. */
export const withCleanQuestions = (play: UnitVideoPlay): UnitVideoPlay => ({
  ...play,
  video: { ...play.video, question_html: play.video.question_html && cleanHtml(play.video.question_html) },
});

/** A unit video the doctor bought through the cart; one not bought sends them to the cart to buy it. */
export async function purchasedUnitVideo(request: Request, rawId: string | undefined) {
  const outcome = await refusedOr(orNotFound(myApi(request, "doctorUnitVideo", { params: { id: idParam(rawId) } })));
  if (outcome.refused !== null) throw redirect(CART_PATH);
  return withCleanQuestions(outcome.answer.data);
}
