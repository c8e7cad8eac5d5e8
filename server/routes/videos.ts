/** Free videos (public YouTube lessons) and the unit videos on sale, listed without their links. */
import type { FastifyPluginAsync } from "fastify";
import { findFreeVideo, listFreeVideos, listUnitVideos } from "../catalogue/videos";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const videoRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock }) => {
  contractRoute(app, "freeVideos", async ({ request, query }) => {
    const page = pageRequest(query, 12);
    const { rows, total } = await listFreeVideos(db, page);
    return paginate(request, page, total, rows);
  });

  contractRoute(app, "freeVideo", async ({ params }) => {
    const id = rowId(params.id);
    const video = id ? await findFreeVideo(db, id) : undefined;
    if (!video) throw notFound("ভিডিওটি পাওয়া যায়নি।");
    return { data: video };
  });

  contractRoute(app, "unitVideos", async ({ request, query }) => {
    const page = pageRequest(query, 12);
    const { rows, total } = await listUnitVideos(db, query, page, clock());
    return paginate(request, page, total, rows);
  });
};
