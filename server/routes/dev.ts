/**
 * Development and test only (buildApi registers this only when NODE_ENV is explicitly development or
 * test): the `log` SMS driver's outbox, so a newcomer can finish registration locally and tests can
 * read codes. Served to loopback peers alone (the socket's address, not X-Forwarded-For): an API that
 * listens on another interface by mistake still hands no codes to the network.
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { smsOutbox } from "../contract";
import { invalidField } from "../auth/accounts";
import { normaliseBdPhone, PHONE_ERROR } from "../contract/phone-rules";
import { notFound } from "../http/errors";
import { parseInput } from "../http/validation";
import { readOutbox } from "../sms/outbox";
import type { RouteDeps } from "./deps";

const isLoopback = (address: string | undefined) => address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

const outboxQuery = z.object({ phone: z.string().max(32).optional() });

export const devRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get("/dev/sms-outbox", async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) throw notFound("অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।");
    const query = parseInput(outboxQuery, request.query);
    const phone = query.phone ? normaliseBdPhone(query.phone) : null;
    if (query.phone && !phone) throw invalidField("phone", PHONE_ERROR);
    reply.header("cache-control", "no-store");
    return smsOutbox.parse({ data: await readOutbox(db, phone) });
  });
};
