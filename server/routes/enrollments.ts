/**
 * Enrolment for a logged-in doctor: the pre-entry check, creating the enrolment (idempotent, never
 * oversold), and reading it back for the checkout page.
 */
import type { FastifyPluginAsync } from "fastify";
import { enrollmentRefusal } from "../contract";
import { signedIn } from "../auth/guard";
import { checkEnrollment, enroll, EnrollmentRefused, enrollmentView } from "../catalogue/enrollment";
import { findEnrollment } from "../enrollments/enrollment";
import { contractRoute } from "../http/contract-route";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import type { RouteDeps } from "./deps";

export const enrollmentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  // Every route here is the doctor's own business: bearer required, never cached on the way.
  app.addHook("preHandler", auth.requireDoctor);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  contractRoute(app, "enrollCheck", async ({ request, query: { batch_id, ...choice } }) => ({
    data: await checkEnrollment(db, signedIn(request).doctor, batch_id, choice, clock()),
  }));

  contractRoute(app, "createEnrollment", async ({ request, reply, body }) => {
    const now = clock();
    try {
      const { row, created } = await enroll(db, signedIn(request).doctor, body, now);
      reply.code(created ? 201 : 200);
      return {
        message: created
          ? "ভর্তির আবেদন গ্রহণ করা হয়েছে। আসনটি আপনার জন্য রাখা আছে, নির্ধারিত সময়ের মধ্যে পেমেন্ট সম্পন্ন করুন।"
          : "এই ব্যাচে আপনার আগের ভর্তির আবেদনটি দেখানো হচ্ছে।",
        data: await enrollmentView(db, row, now),
      };
    } catch (err) {
      if (!(err instanceof EnrollmentRefused)) throw err;
      return reply.code(422).send(enrollmentRefusal.parse(err.refusal));
    }
  });

  contractRoute(app, "enrollment", async ({ request, params }) => {
    const id = rowId(params.id);
    // Someone else's enrolment is answered exactly like a missing one.
    const row = id ? await findEnrollment(db, signedIn(request).doctor.id, id) : undefined;
    if (!row) throw notFound("ভর্তির তথ্যটি পাওয়া যায়নি।");
    return { data: await enrollmentView(db, row, clock()) };
  });
};
