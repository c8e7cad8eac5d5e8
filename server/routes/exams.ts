/**
 * Exams and on-spot quizzes over HTTP: two doors to one engine (server/exams). Paid exams take
 * the device rule (423) and an enrolment; quizzes a login. Every handler is one call.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { signedIn } from "../auth/guard";
import {
  attemptPaper,
  attemptResult,
  attemptReview,
  courseExamInfo,
  examInfo,
  quizLeaderboard,
  saveAttemptAnswers,
  startSitting,
  submitOwnAttempt,
  type Sitter,
} from "../exams/sitting";
import { contractRoute } from "../http/contract-route";
import type { RouteDeps } from "./deps";

export const examRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, clock, auth, metrics }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const sitter = (request: FastifyRequest): Sitter => ({ db, doctorId: signedIn(request).doctor.id, now: clock() });
  const ref = (params: Record<string, string>) => params.id ?? params.key ?? "";

  const doors = [
    {
      door: "exam",
      preHandler: auth.forPaidContent,
      names: {
        info: "examInfo",
        start: "startExam",
        paper: "examPaper",
        save: "examSaveAnswers",
        submit: "examSubmit",
        result: "examResult",
        review: "examReview",
      },
    },
    {
      door: "quiz",
      preHandler: auth.requireDoctor,
      names: {
        info: "quizInfo",
        start: "startQuiz",
        paper: "quizPaper",
        save: "quizSaveAnswers",
        submit: "quizSubmit",
        result: "quizResult",
        review: "quizReview",
      },
    },
  ] as const;

  for (const { door, preHandler, names } of doors) {
    const options = { preHandler };
    contractRoute(app, names.info, options, ({ request, params }) => examInfo(sitter(request), door, ref(params)));
    contractRoute(app, names.start, options, ({ request, params }) => startSitting(sitter(request), door, ref(params)));
    contractRoute(app, names.paper, options, ({ request, params, query }) =>
      attemptPaper(sitter(request), door, ref(params), query.known_papers?.split(",") ?? []),
    );
    contractRoute(app, names.save, options, async ({ request, params, body }) => {
      const saved = await saveAttemptAnswers(sitter(request), door, ref(params), body);
      metrics.answersStored.inc({ door }, saved.data.saved.length);
      return saved;
    });
    contractRoute(app, names.submit, options, ({ request, params }) => submitOwnAttempt(sitter(request), door, ref(params)));
    contractRoute(app, names.result, options, ({ request, params }) => attemptResult(sitter(request), door, ref(params)));
    contractRoute(app, names.review, options, ({ request, params }) => attemptReview(sitter(request), door, ref(params)));
  }
  contractRoute(app, "courseExamInfo", { preHandler: auth.forPaidContent }, ({ request, params }) =>
    courseExamInfo(sitter(request), params.id, params.eventId),
  );
  contractRoute(app, "quizLeaderboard", { preHandler: auth.requireDoctor }, ({ request, params }) =>
    quizLeaderboard(sitter(request), ref(params)),
  );
};
