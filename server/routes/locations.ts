import type { FastifyPluginAsync } from "fastify";
import { divisionTree, listMedicalColleges } from "../content/locations";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

export const locationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  contractRoute(app, "medicalColleges", async () => ({ medical_colleges: await listMedicalColleges(db) }));

  contractRoute(app, "divisions", async ({ reply }) => {
    const divisions = await divisionTree(db);
    // Spec §9: the location tree may be cached for two minutes.
    reply.header("cache-control", "public, max-age=120");
    return { divisions };
  });
};
