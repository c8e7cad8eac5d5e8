import type { FastifyPluginAsync } from "fastify";
import { trustsAddress } from "../config";
import { recordVisits } from "../content/activities";
import { contractRoute } from "../http/contract-route";
import { HttpError } from "../http/errors";
import type { RouteDeps } from "./deps";

export const activityRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, auth: guards }) => {
  contractRoute(app, "recordActivity", { status: 201 }, async ({ request, body }) => {
    const auth = await guards.authenticate(request);
    await recordVisits(db, [
      {
        ...body,
        // Fastify resolves X-Forwarded-For only when the peer is in API_TRUST_PROXY (see app.ts).
        ip: request.ip,
        doctorId: auth?.doctor.id ?? null,
        userAgent: request.headers["user-agent"] ?? null,
      },
    ]);
    return { message: "সংরক্ষিত" };
  });

  // A full batch of the longest visits the contract allows is about 1.5 MB (Fastify's default limit is 1 MB).
  contractRoute(app, "recordPageVisits", { status: 201, bodyLimit: 2 * 1024 * 1024 }, async ({ request, body }) => {
    // Each visit names its visitor's address: believed, like X-Forwarded-For, from a trusted proxy alone.
    if (!trustsAddress(config.trustProxy, request.socket.remoteAddress ?? "")) throw new HttpError(403, "এই অনুরোধের অনুমতি নেই।");
    // Whose visit it is comes from the visitor's own token, checked as an Authorization header would be
    // (a dead one makes a guest's visit); each distinct token once, mostly from the auth cache.
    const bearers = [...new Set(body.visits.flatMap((visit) => (visit.bearer ? [visit.bearer] : [])))];
    const doctors = new Map(
      await Promise.all(
        bearers.map(
          async (bearer) => [bearer, (await guards.authenticateHeader(`Bearer ${bearer}`))?.doctor.id ?? null] as const,
        ),
      ),
    );
    await recordVisits(
      db,
      body.visits.map(({ user_agent, bearer, ...visit }) => ({
        ...visit,
        userAgent: user_agent,
        doctorId: bearer ? (doctors.get(bearer) ?? null) : null,
      })),
    );
    return { message: "সংরক্ষিত" };
  });
};
