import type { FastifyPluginAsync } from "fastify";
import { headers } from "../contract";
import { RecentSightings, seeDevice } from "../auth/devices";
import { headerValue } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { appData } from "../pages/app-data";
import type { RouteDeps } from "./deps";

export const appDataRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth: guards }) => {
  const sightings = new RecentSightings(() => clock().getTime());
  contractRoute(app, "appData", async ({ request, reply }) => {
    const [auth, device] = await Promise.all([
      guards.authenticate(request),
      seeDevice(db, headerValue(request, headers.deviceToken), request.headers["user-agent"], {
        recordIssued: false,
        sightings,
      }),
    ]);
    // Personal answer (doctor, device token): never stored by any cache on the way.
    reply.header("cache-control", "no-store");
    return appData(db, { doctor: auth?.doctor ?? null, device }, clock());
  });
};
