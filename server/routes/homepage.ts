import type { FastifyPluginAsync } from "fastify";
import { listCategories, listFamilies } from "../catalogue/families";
import { activeNotices, bannerSection, listContacts, listOtherServices } from "../content/homepage";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

export const homepageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  contractRoute(app, "scrollingNotices", async () => ({ data: await activeNotices(db) }));
  contractRoute(app, "bannerSection", async () => ({ data: await bannerSection(db) }));
  contractRoute(app, "batchCategories", async () => ({ data: await listCategories(db) }));
  contractRoute(app, "courses", async () => ({ data: await listFamilies(db) }));
  contractRoute(app, "otherServices", async () => ({ data: await listOtherServices(db) }));
  contractRoute(app, "contactList", async () => ({ data: await listContacts(db) }));
};
