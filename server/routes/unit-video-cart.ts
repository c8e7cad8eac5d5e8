/** The doctor's unit-video cart and its bKash payment: thin glue over server/payments/unit-video-cart.ts. */
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../auth/guard";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import { startCartPayment } from "../payments/cart-checkout";
import { addToCart, clearCart, COURSE_NOT_FOUND, removeFromCart, unitVideoCart } from "../payments/unit-video-cart";
import type { RouteDeps } from "./deps";

export const unitVideoCartRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, bkash, clock, auth }) => {
  app.addHook("preHandler", auth.requireDoctor);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const courseId = (raw: string | undefined) => {
    const id = rowId(raw ?? "");
    if (!id) throw notFound(COURSE_NOT_FOUND);
    return id;
  };
  const doctorId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).doctor.id;

  contractRoute(app, "unitVideoCart", async ({ request, params }) => ({
    data: await unitVideoCart(db, doctorId(request), courseId(params.courseId), clock()),
  }));

  contractRoute(app, "addToUnitVideoCart", async ({ request, params, body }) => ({
    data: await addToCart(db, doctorId(request), courseId(params.courseId), body.unit_video_id, clock()),
  }));

  contractRoute(app, "removeFromUnitVideoCart", async ({ request, params, body }) => ({
    data: await removeFromCart(db, doctorId(request), courseId(params.courseId), body.unit_video_id, clock()),
  }));

  contractRoute(app, "clearUnitVideoCart", async ({ request, params }) => ({
    data: await clearCart(db, doctorId(request), courseId(params.courseId), clock()),
  }));

  contractRoute(app, "startCartPayment", { status: 201 }, async ({ request, body }) => ({
    data: await startCartPayment({ db, gateway: bkash, now: clock(), log: request.log }, signedIn(request).doctor, body),
  }));
};
