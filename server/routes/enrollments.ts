/**
 * Enrolment for a logged-in doctor: the pre-entry check, creating the enrolment (idempotent, never
 * oversold), and reading it back for the checkout page.
 */
import type { FastifyPluginAsync } from "fastify";
import { endpoints, enrollCheckQuery, enrollmentInput, enrollmentRefusal } from "../contract";
import { signedIn } from "../auth/guard";
import { notFound } from "../http/errors";
import { rowId } from "../http/params";
import { shape } from "../http/shape";
import { parseInput } from "../http/validation";
import { checkEnrollment, enroll, EnrollmentRefused, enrollmentView, findEnrollment } from "../catalogue/enrollment";
import type { RouteDeps } from "./deps";

export const enrollmentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth }) => {
  // Every route here is the doctor's own business: bearer required, never cached on the way.
  app.addHook("preHandler", auth.requireDoctor);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(endpoints.enrollCheck.path, async (request) => {
    const { batch_id, ...choice } = parseInput(enrollCheckQuery, request.query);
    return shape("enrollCheck", { data: await checkEnrollment(db, signedIn(request).doctor, batch_id, choice, clock()) });
  });

  app.post(endpoints.createEnrollment.path, async (request, reply) => {
    const input = parseInput(enrollmentInput, request.body);
    const now = clock();
    try {
      const { row, created } = await enroll(db, signedIn(request).doctor, input, now);
      reply.code(created ? 201 : 200);
      return shape("createEnrollment", {
        message: created
          ? "ভর্তির আবেদন গ্রহণ করা হয়েছে। আসনটি আপনার জন্য রাখা আছে, নির্ধারিত সময়ের মধ্যে পেমেন্ট সম্পন্ন করুন।"
          : "এই ব্যাচে আপনার আগের ভর্তির আবেদনটি দেখানো হচ্ছে।",
        data: await enrollmentView(db, row, now),
      });
    } catch (err) {
      if (!(err instanceof EnrollmentRefused)) throw err;
      return reply.code(422).send(enrollmentRefusal.parse(err.refusal));
    }
  });

  app.get<{ Params: { id: string } }>(endpoints.enrollment.path, async (request) => {
    const id = rowId(request.params.id);
    // Someone else's enrolment is answered exactly like a missing one.
    const row = id ? await findEnrollment(db, signedIn(request).doctor.id, id) : undefined;
    if (!row) throw notFound("ভর্তির তথ্যটি পাওয়া যায়নি।");
    return shape("enrollment", { data: await enrollmentView(db, row, clock()) });
  });
};
