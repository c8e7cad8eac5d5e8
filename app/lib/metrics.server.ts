/**
 * The portal's Prometheus metrics (docs/decisions/027-metrics.md, names in docs/operations.md), in
 * prom-client's global registry: a cluster worker answers the primary's aggregation from it.
 *
 * bin/portal.ts (run by tsx) and the Remix server build (bundled by esbuild) each load their own copy
 * of this module, and development reloads the build on every change; prom-client itself is one
 * module for all of them. So a metric is created once and found by name afterwards.
 */
import { Counter, Gauge, Histogram, register, type Metric } from "prom-client";

function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** Seconds; the same buckets as the API's (server/http/metrics.ts), so the two compare directly. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = once(
  "http_requests_total",
  () =>
    new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, Remix route id (or asset/static/media) and status",
      labelNames: ["method", "route", "status"] as const,
    }),
);

export const httpRequestDuration = once(
  "http_request_duration_seconds",
  () =>
    new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by method and Remix route id (or asset/static/media)",
      labelNames: ["method", "route"] as const,
      buckets: LATENCY_BUCKETS,
    }),
);

/** How a product API call ended: an answer (ok, http_4xx) or a failure the visitor sees as "unavailable". */
export type ApiCallOutcome = "ok" | "http_4xx" | "http_5xx" | "timeout" | "network" | "invalid";

export const apiCallDuration = once(
  "portal_api_call_duration_seconds",
  () =>
    new Histogram({
      name: "portal_api_call_duration_seconds",
      help: "Product API calls as the portal sees them, by contract endpoint name and outcome",
      labelNames: ["endpoint", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
    }),
);

export const apiCallErrors = once(
  "portal_api_call_errors_total",
  () =>
    new Counter({
      name: "portal_api_call_errors_total",
      help: "Product API calls that failed (unreachable, timed out, 5xx, answer outside the contract), by endpoint and outcome",
      labelNames: ["endpoint", "outcome"] as const,
    }),
);

export function observeApiCall(endpoint: string, outcome: ApiCallOutcome, seconds: number): void {
  apiCallDuration.observe({ endpoint, outcome }, seconds);
  if (outcome !== "ok" && outcome !== "http_4xx") apiCallErrors.inc({ endpoint, outcome });
}

export const publicCacheLookups = once(
  "portal_public_cache_lookups_total",
  () =>
    new Counter({
      name: "portal_public_cache_lookups_total",
      help: "Public data cache reads: fresh (memory), stale (memory while a refresh runs) or miss (waited for the API)",
      labelNames: ["result"] as const,
    }),
);

/** What became of the page visits the host batched (bin/page-visits.ts): stored, or lost with their batch. */
export const pageVisitsRecorded = once(
  "portal_page_visits_total",
  () =>
    new Counter({
      name: "portal_page_visits_total",
      help: "Page visits the portal recorded (spec §1), by what became of their batch: sent (the API stored it) or dropped (the post failed)",
      labelNames: ["result"] as const,
    }),
);

/** Exam-day admission (decision 038): app/features/exams/admission.server.ts reports into these. */
export const examAdmissionWaiting = once(
  "portal_exam_admission_waiting",
  () =>
    new Gauge({
      name: "portal_exam_admission_waiting",
      help: "Exam calls (exam-info, Start, the attempt page) waiting in this process's admission queue for a slot",
    }),
);

export const examAdmissionWait = once(
  "portal_exam_admission_wait_seconds",
  () =>
    new Histogram({
      name: "portal_exam_admission_wait_seconds",
      help: "How long an exam call waited for an admission slot (0 when one was free), by outcome: admitted, queue_full or wait_over (then the holding page)",
      labelNames: ["outcome"] as const,
      // EXAM_ADMISSION_MAX_WAIT_MS is 3 s by default.
      buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
    }),
);

export const examHeld = once(
  "portal_exam_held_total",
  () =>
    new Counter({
      name: "portal_exam_held_total",
      help: "Doctors sent to the exam holding page, by why: queue_full, wait_over (this portal's admission), api_busy (the API's 503 under pressure), api_timeout",
      labelNames: ["reason"] as const,
    }),
);

export const renderCacheLookups = once(
  "portal_render_cache_lookups_total",
  () =>
    new Counter({
      name: "portal_render_cache_lookups_total",
      help: "Guest render cache reads: hit, stale (an outdated page served while another request renders) or miss (rendered)",
      labelNames: ["result"] as const,
    }),
);
