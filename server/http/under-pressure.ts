/**
 * Overload is answered fast (decision 038): past API_MAX_EVENT_LOOP_DELAY_MS of event-loop delay the
 * API answers 503 with Retry-After at once instead of queueing the request until the portal's 4 s
 * API timeout runs out. Only on the exam-day routes whose 503 the portal turns into the holding page
 * (the exam lookup, Start, the paper): any other call, such as a layout's app data or notice count,
 * would become an error page, so those are served late rather than refused (measured: refusing them
 * turned held doctors' pages into 503s, docs/benchmarks.md).
 */
import underPressure from "@fastify/under-pressure";
import { endpoints, type ApiError } from "@contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiConfig } from "../config";

/** Seconds a refused caller is asked to wait; the portal adds its own jitter. */
export const PRESSURE_RETRY_AFTER_SECONDS = 3;
const BUSY: ApiError = { message: "সার্ভার এখন ব্যস্ত; কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।" };

const answerBusy = (reply: FastifyReply) =>
  reply.code(503).header("Retry-After", String(PRESSURE_RETRY_AFTER_SECONDS)).send(BUSY);

/** The routes whose 503 the portal answers with the holding page (app/features/exams/holding.server.ts). */
const HELD_BY_THE_PORTAL = new Set<string>([endpoints.courseExamInfo.path, endpoints.startExam.path, endpoints.examPaper.path]);
/** The exam-day routes a drill refuses once per doctor: the exam lookup and Start. */
const DRILLED = new Set<string>([endpoints.courseExamInfo.path, endpoints.startExam.path]);

export function registerUnderPressure(app: FastifyInstance, pressure: ApiConfig["pressure"]) {
  app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    // The plugin then calls next(); Fastify stops at a reply already sent, and serves every other route.
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      if (HELD_BY_THE_PORTAL.has(request.routeOptions.url ?? "")) answerBusy(reply);
    },
  });
  if (pressure.drillUserAgent) registerPressureDrill(app, pressure.drillUserAgent);
}

/**
 * Test stacks only (config refuses it elsewhere): a browser whose User-Agent carries the marker gets
 * the under-pressure answer the first time each doctor asks for each drilled route, then is served.
 */
function registerPressureDrill(app: FastifyInstance, marker: string) {
  const refusedOnce = new Set<string>();
  app.addHook("onRequest", async (request, reply) => {
    if (!request.headers["user-agent"]?.includes(marker) || !DRILLED.has(request.routeOptions.url ?? "")) return;
    const key = `${request.headers.authorization} ${request.url}`;
    if (refusedOnce.has(key)) return;
    refusedOnce.add(key);
    return answerBusy(reply);
  });
}
