import type { FastifyPluginAsync } from "fastify";
import { allEvents, eventDetails, openEvents } from "../content/events";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { pageRequest, paginate } from "../http/pagination";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const eventRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock }) => {
  contractRoute(app, "eventCategories", async ({ request, query }) => {
    const page = pageRequest(query, 12);
    const { rows, total } = await openEvents(db, page);
    return paginate(request, page, total, rows);
  });

  contractRoute(app, "events", async ({ request, query }) => {
    const page = pageRequest(query, 12);
    const { rows, total } = await allEvents(db, page);
    return paginate(request, page, total, rows);
  });

  contractRoute(app, "eventDetails", async ({ params }) => {
    const id = rowId(params.id);
    const event = id ? await eventDetails(db, id, clock()) : undefined;
    if (!event) throw notFound("ইভেন্টটি পাওয়া যায়নি।");
    return { data: event };
  });
};
