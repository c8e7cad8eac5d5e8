/**
 * Development and test only (buildApi never registers this in production): the `log` SMS
 * driver's outbox, so a newcomer can finish registration locally and tests can read codes.
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { smsOutbox } from "../contract";
import { invalidField } from "../auth/accounts";
import { normaliseBdPhone, PHONE_ERROR } from "../auth/phone";
import { parseInput } from "../http/validation";
import { readOutbox } from "../sms/outbox";
import type { RouteDeps } from "./deps";

const outboxQuery = z.object({ phone: z.string().max(32).optional() });

export const devRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get("/dev/sms-outbox", async (request, reply) => {
    const query = parseInput(outboxQuery, request.query);
    const phone = query.phone ? normaliseBdPhone(query.phone) : null;
    if (query.phone && !phone) throw invalidField("phone", PHONE_ERROR);
    reply.header("cache-control", "no-store");
    return smsOutbox.parse({ data: await readOutbox(db, phone) });
  });
};
