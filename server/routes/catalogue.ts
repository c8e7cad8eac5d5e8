/** Course families, batch listings with filters and search, batch details, batch-for-you. */
import type { FastifyPluginAsync } from "fastify";
import { batchDetails, batchesForYou, batchFilterChoices, listBatches } from "../catalogue/batches";
import { familyDetails } from "../catalogue/families";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  contractRoute(app, "courseFamily", async ({ params }) => {
    const family = await familyDetails(db, params.slug, clock());
    if (!family) throw notFound("কোর্সটি পাওয়া যায়নি।");
    return { data: family };
  });

  contractRoute(app, "batches", async ({ request, query }) => {
    const page = pageRequest(query, 12);
    const { rows, total } = await listBatches(db, query, page, clock());
    return paginate(request, page, total, rows);
  });

  contractRoute(app, "batchFilters", async ({ query }) => ({ data: await batchFilterChoices(db, query.category) }));

  contractRoute(app, "batchDetails", async ({ params }) => {
    const id = rowId(params.id);
    const batch = id ? await batchDetails(db, id, clock()) : undefined;
    if (!batch) throw notFound("ব্যাচটি পাওয়া যায়নি।");
    return { data: batch };
  });

  contractRoute(app, "batchForYou", async ({ request, reply, query, params }) => {
    const page = pageRequest(query, 6);
    const caller = await auth.authenticate(request);
    const ranked = await batchesForYou(db, params.slug, caller?.doctor ?? null, page.perPage, clock());
    if (!ranked) throw notFound("ব্যাচ ক্যাটাগরিটি পাওয়া যায়নি।");
    reply.header("cache-control", "private, no-store");
    return { data: ranked };
  });
};
