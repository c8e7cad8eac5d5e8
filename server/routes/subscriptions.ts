/** Subscription plans, a doctor's orders, their bKash payment and their videos: glue over server/payments/subscriptions.ts. */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import { startSubscriptionPayment } from "../payments/subscription-checkout";
import { doctorOrders, listPlans, orderSubscription, ownOrder, SUBSCRIPTION_NOT_FOUND } from "../payments/subscriptions";
import { playSubscriptionVideo } from "../videos/unit-videos";
import { VIDEO_NOT_FOUND } from "../videos/lectures";
import type { RouteDeps } from "./deps";

export const subscriptionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, bkash, clock, auth }) => {
  app.addHook("preHandler", auth.requireDoctor);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const doctorId = (request: FastifyRequest) => signedIn(request).doctor.id;
  const idOf = (raw: string | undefined) => {
    const id = rowId(raw ?? "");
    if (!id) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return id;
  };

  contractRoute(app, "subscriptionPlans", async () => ({ data: await listPlans(db, clock()) }));

  contractRoute(app, "mySubscriptions", async ({ request }) => ({ data: await doctorOrders(db, doctorId(request), clock()) }));

  contractRoute(app, "orderSubscription", { status: 201 }, async ({ request, body }) => ({
    data: await orderSubscription(db, doctorId(request), body, clock()),
  }));

  contractRoute(app, "subscription", async ({ request, params }) => ({
    data: await ownOrder(db, doctorId(request), idOf(params.id), clock()),
  }));

  contractRoute(app, "subscriptionVideo", { preHandler: auth.forPaidContent }, async ({ request, params }) => {
    const videoId = rowId(params.videoId ?? "");
    if (!videoId) throw notFound(VIDEO_NOT_FOUND);
    return { data: await playSubscriptionVideo(db, signedIn(request).doctor, idOf(params.id), videoId, clock()) };
  });

  contractRoute(app, "startSubscriptionPayment", { status: 201 }, async ({ request, body }) => ({
    data: await startSubscriptionPayment({ db, gateway: bkash, now: clock(), log: request.log }, signedIn(request).doctor, body),
  }));
};
