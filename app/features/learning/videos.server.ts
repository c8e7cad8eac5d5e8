/**
 * The recorded classes as the study-area pages load them (docs/decisions/022-video-access-and-photos.md).
 * Every call is paid content through `myApi` (423 → the devices page); an id that is not the
 * doctor's is our 404. The playable ids come from the API per request and only ever reach this
 * doctor's own, uncached page.
 */
import type { ScheduleKind } from "./paths";
import { myApi } from "~/lib/my-api.server";
import { withCleanQuestions } from "~/lib/html.server";
import { CART_PATH } from "~/features/payments/paths";
import { forbidden, idParam, notFound, pageInfo, redirectTo } from "~/lib/pages.server";
import type { ApiResponseError } from "~/lib/product-api.server";

/** The API's 403 (a course not running, a missed class whose window closed) with its Bengali reason. */
const REFUSED = { 404: notFound, 403: (e: ApiResponseError) => ({ refused: e.body.message }) } as const;
const refused = (answer: object): answer is { refused: string } => "refused" in answer;

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
  const lecture = (await myApi(request, "doctorLecture", { params: { id, eventId } }, { 404: notFound, 403: forbidden })).data;
  if (lecture.course.schedule.id !== scheduleId || lecture.course.schedule.kind !== kind) notFound();
  return lecture;
}

export async function adminVideoList(request: Request, page: number) {
  const answer = await myApi(request, "doctorAdminVideos", { query: { page, perpage: 12 } });
  return { videos: answer.data, pages: pageInfo(answer) };
}

export async function adminVideoPage(request: Request, rawId: string | undefined) {
  return (await myApi(request, "doctorAdminVideo", { params: { id: idParam(rawId) } }, { 404: notFound })).data;
}

/** The dashboard's missed classes: open ones first; closed ones stay listed so the doctor learns why they no longer play. */
export async function pendingVideoPage(request: Request, rawId: string | undefined) {
  return (await myApi(request, "doctorPendingVideo", { params: { id: idParam(rawId) } }, { 404: notFound })).data;
}

/** One video of a missed class, or the class with the API's reason when its window has closed. */
export async function pendingVideoPlay(request: Request, rawId: string | undefined, rawVideoId: string | undefined) {
  const params = { id: idParam(rawId), videoId: idParam(rawVideoId) };
  const outcome = await myApi(request, "doctorPendingVideoPlay", { params }, REFUSED);
  if (!refused(outcome)) return { play: outcome.data, refused: null, pending: outcome.data.pending };
  return { play: null, refused: outcome.refused, pending: await pendingVideoPage(request, rawId) };
}

/** A unit video the doctor bought through the cart; one not bought sends them to the cart to buy it. */
export async function purchasedUnitVideo(request: Request, rawId: string | undefined) {
  const opts = { params: { id: idParam(rawId) } };
  return withCleanQuestions((await myApi(request, "doctorUnitVideo", opts, { 404: notFound, 403: redirectTo(CART_PATH) })).data);
}
