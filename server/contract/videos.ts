/**
 * Recorded classes (docs/decisions/022-video-access-and-photos.md): lecture videos of the doctor's
 * timetable, the academy's admin videos, and pending videos (classes a doctor missed, open for a
 * limited time). Lists never carry a video id; the playable id comes only from the answer for one
 * video, checked per request for the calling doctor, together with the watermark the player shows.
 * All of it is paid content: 401 for a guest, 423 off a verified device, 404 for another doctor's ids.
 */
import { z } from "zod";
import { isoDate, timetableSlot } from "./catalogue";
import { isoDateTime, itemOf, pageQuery, paginated } from "./common";
import { endpoint, type Endpoint } from "./endpoint";
import { courseHeading } from "./learning";
import { YOUTUBE_ID } from "./youtube-link";

const id = z.number().int().positive();
const youtubeId = z.string().regex(YOUTUBE_ID);

/** How long a missed class stays open to the doctor once granted (shown on its page). */
export const PENDING_VIDEO_DAYS = 7;

/** A video as lists name it: never its id on YouTube. */
export const videoSummary = z.object({ id, title: z.string(), duration_seconds: z.number().int().nonnegative() });
/** A video the caller may play now. */
export const playableVideo = videoSummary.extend({ youtube_id: youtubeId });
export type PlayableVideo = z.infer<typeof playableVideo>;

/** What the player lays over the video: the doctor's own phone number, so a screen recording names its source. */
const watermark = z.string();

export const lecture = z.object({
  course: courseHeading,
  event: timetableSlot,
  /** Empty until the class's recording is published. */
  videos: z.array(playableVideo),
  watermark,
});
export type Lecture = z.infer<typeof lecture>;

export const adminVideoSummary = videoSummary.extend({
  description: z.string(),
  published_at: isoDateTime,
  /** The batch it was posted for; null when it is for every doctor with a running course. */
  batch_title: z.string().nullable(),
});
export type AdminVideoSummary = z.infer<typeof adminVideoSummary>;
export const adminVideo = z.object({ video: adminVideoSummary.extend({ youtube_id: youtubeId }), watermark });

export const pendingVideoSummary = z.object({
  id,
  course: z.object({ id, title: z.string(), batch_name: z.string() }),
  event: timetableSlot,
  reason: z.string(),
  granted_at: isoDateTime,
  expires_at: isoDateTime,
  /** False once `expires_at` has passed: the page stays, its videos do not play. */
  open: z.boolean(),
});
export type PendingVideoSummary = z.infer<typeof pendingVideoSummary>;
export const pendingVideoDetails = pendingVideoSummary.extend({ videos: z.array(videoSummary) });
export type PendingVideoDetails = z.infer<typeof pendingVideoDetails>;

/**
 * A unit video (a class recording sold on its own through the cart, or for months by a
 * subscription) as the doctor entitled to it plays it: like a lecture video, with the watermark.
 */
export const unitVideoPlay = z.object({
  course: z.object({ id, title: z.string() }),
  event: z.object({ id, topic: z.string(), date: isoDate }),
  video: playableVideo.extend({ description: z.string(), question_html: z.string().nullable() }),
  watermark,
});
export type UnitVideoPlay = z.infer<typeof unitVideoPlay>;

export const videoEndpoints = {
  /** A timetable slot's recordings for the enrolment `id`; 403 unless the enrolment is active, 404 for a slot outside its timetable. */
  doctorLecture: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/courses/:id/events/:eventId/lecture",
    response: itemOf(lecture),
    personal: true,
  }),
  /** The admin videos posted for the doctor's running courses, newest first, without their video ids. */
  doctorAdminVideos: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/admin-videos",
    response: paginated(adminVideoSummary),
    query: pageQuery,
    personal: true,
  }),
  doctorAdminVideo: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/admin-videos/:id",
    response: itemOf(adminVideo),
    personal: true,
  }),
  /** The doctor's missed classes: open ones first (soonest to close first), then closed ones. */
  doctorPendingVideos: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/pending-videos",
    response: itemOf(z.array(pendingVideoSummary)),
    personal: true,
  }),
  doctorPendingVideo: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/pending-videos/:id",
    response: itemOf(pendingVideoDetails),
    personal: true,
  }),
  /** One video of a missed class; 403 with a Bengali reason once the window has closed. */
  doctorPendingVideoPlay: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/pending-videos/:id/videos/:videoId",
    response: itemOf(z.object({ pending: pendingVideoSummary, video: playableVideo, watermark })),
    personal: true,
  }),
  /** A unit video the doctor bought through the cart (a paid payment of theirs has a line for it); 403 otherwise. */
  doctorUnitVideo: endpoint({
    method: "GET",
    path: "/api/v3/web/doctor/unit-videos/:id",
    response: itemOf(unitVideoPlay),
    personal: true,
  }),
} satisfies Record<string, Endpoint>;
