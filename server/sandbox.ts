/**
 * What only a development or test API serves (config `sandbox`, docs/decisions/035): the SMS outbox
 * and the bKash simulator with its wallet page. buildApi imports this module only when the sandbox is
 * on, and the compiled server (bin/build-server.ts) is built without it, so no production image holds it.
 */
import type { FastifyPluginAsync } from "fastify";
import { bkashSimulator } from "./payments/simulator";
import type { RouteDeps } from "./routes/deps";
import { devRoutes } from "./routes/dev";

export const sandboxRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  await app.register(devRoutes, deps);
  await app.register(bkashSimulator, { bkash: deps.config.bkash });
};
