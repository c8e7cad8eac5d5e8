/** Recorded classes for the signed-in doctor (server/videos): paid content, checked per request, never cached. */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import { doctorLecture, findAdminVideo, listAdminVideos } from "../videos/lectures";
import { findPendingVideo, listPendingVideos, playPendingVideo } from "../videos/pending";
import { playPurchasedUnitVideo } from "../videos/unit-videos";
import type { RouteDeps } from "./deps";

export const lectureRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  app.addHook("onSend", async (_request, reply) => {
    // A playable video id is for this doctor and this moment: no cache anywhere may keep it.
    reply.header("cache-control", "no-store");
  });
  const paid = { preHandler: auth.forPaidContent };
  const doctorOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).doctor;

  contractRoute(app, "doctorLecture", paid, async ({ request, params }) => ({
    data: await doctorLecture(db, doctorOf(request), rowId(params.id), rowId(params.eventId), clock()),
  }));

  contractRoute(app, "doctorAdminVideos", paid, async ({ request }) => {
    const page = pageRequest(request.query, 12);
    const { total, data } = await listAdminVideos(db, doctorOf(request).id, clock(), page);
    return paginate(request, page, total, data);
  });

  contractRoute(app, "doctorAdminVideo", paid, async ({ request, params }) => ({
    data: await findAdminVideo(db, doctorOf(request), rowId(params.id), clock()),
  }));

  contractRoute(app, "doctorPendingVideos", paid, async ({ request }) => ({
    data: await listPendingVideos(db, doctorOf(request).id, clock()),
  }));

  contractRoute(app, "doctorPendingVideo", paid, async ({ request, params }) => ({
    data: await findPendingVideo(db, doctorOf(request).id, rowId(params.id), clock()),
  }));

  contractRoute(app, "doctorPendingVideoPlay", paid, async ({ request, params }) => ({
    data: await playPendingVideo(db, doctorOf(request), rowId(params.id), rowId(params.videoId), clock()),
  }));

  contractRoute(app, "doctorUnitVideo", paid, async ({ request, params }) => ({
    data: await playPurchasedUnitVideo(db, doctorOf(request), rowId(params.id)),
  }));
};
