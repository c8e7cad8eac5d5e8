import type { FastifyPluginAsync } from "fastify";
import { listCategories, listFamilies } from "../catalogue/families";
import { activeNotices, bannerSection, listContacts, listOtherServices } from "../content/homepage";
import { cachedRead } from "../db/read-cache";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

/** The same lists for every visitor, from the read cache (server/db/read-cache.ts: fresh for a minute). */
export const homepageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  contractRoute(app, "scrollingNotices", async () => ({
    data: await cachedRead(db, "scrollingNotices", () => activeNotices(db)),
  }));
  contractRoute(app, "bannerSection", async () => ({ data: await cachedRead(db, "bannerSection", () => bannerSection(db)) }));
  contractRoute(app, "batchCategories", async () => ({
    data: await cachedRead(db, "batchCategories", () => listCategories(db)),
  }));
  contractRoute(app, "courses", async () => ({ data: await cachedRead(db, "courses", () => listFamilies(db)) }));
  contractRoute(app, "otherServices", async () => ({ data: await cachedRead(db, "otherServices", () => listOtherServices(db)) }));
  contractRoute(app, "contactList", async () => ({ data: await cachedRead(db, "contactList", () => listContacts(db)) }));
};
