/** A doctor's bKash payments: thin glue over server/payments/checkout.ts. */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { signedIn } from "../auth/guard";
import { notFound } from "../http/errors";
import { contractRoute } from "../http/contract-route";
import { rowId } from "../http/params";
import {
  currentPayment,
  returnFromBkash,
  startCoursePayment,
  startEventPayment,
  type PaymentContext,
} from "../payments/checkout";
import { doctorEventRegistration, registerFree } from "../payments/event-registrations";
import { choosePaymentPlan, paymentOptions } from "../payments/payment-options";
import { doctorPayments, PAYMENT_NOT_FOUND } from "../payments/records";
import type { RouteDeps } from "./deps";

export const paymentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, bkash, clock, auth }) => {
  app.addHook("preHandler", auth.requireDoctor);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const context = (request: FastifyRequest): PaymentContext => ({ db, gateway: bkash, now: clock(), log: request.log });

  contractRoute(app, "startCoursePayment", { status: 201 }, async ({ request, body }) => ({
    data: await startCoursePayment(context(request), signedIn(request).doctor, body),
  }));

  contractRoute(app, "startEventPayment", { status: 201 }, async ({ request, body }) => ({
    data: await startEventPayment(context(request), signedIn(request).doctor, body),
  }));

  contractRoute(app, "bkashCallback", async ({ request, body }) => ({
    data: await returnFromBkash(context(request), signedIn(request).doctor.id, body),
  }));

  const eventId = (raw: string | undefined) => {
    const id = rowId(raw ?? "");
    if (!id) throw notFound("ইভেন্টটি পাওয়া যায়নি।");
    return id;
  };

  contractRoute(app, "registerFreeEvent", async ({ request, params }) => ({
    data: await registerFree(db, signedIn(request).doctor.id, eventId(params.id), clock()),
  }));

  contractRoute(app, "myEventRegistration", async ({ request, params }) => ({
    data: await doctorEventRegistration(db, signedIn(request).doctor.id, eventId(params.id)),
  }));

  contractRoute(app, "paymentOptions", async ({ request }) => ({
    data: await paymentOptions(db, signedIn(request).doctor.id, clock()),
  }));

  contractRoute(app, "choosePaymentPlan", async ({ request, params, body }) => {
    const id = rowId(params.id ?? "");
    if (!id) throw notFound("ভর্তির তথ্যটি পাওয়া যায়নি।");
    return { data: await choosePaymentPlan(db, signedIn(request).doctor.id, id, body.payment_plan, clock()) };
  });

  contractRoute(app, "payments", async ({ request }) => ({ data: await doctorPayments(db, signedIn(request).doctor.id) }));

  contractRoute(app, "payment", async ({ request, params }) => {
    const id = rowId(params.id ?? "");
    if (!id) throw notFound(PAYMENT_NOT_FOUND);
    return { data: await currentPayment(context(request), signedIn(request).doctor.id, id) };
  });
};
