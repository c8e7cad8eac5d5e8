/**
 * POST /csp-report: where browsers report Content-Security-Policy violations (`report-uri`). Each
 * report becomes one `csp_violation` log line (directive, blocked URL and page, cut short and with
 * control characters escaped so a report cannot forge log lines). Rate-limited per address in memory
 * (`rate-limiter-flexible`, decision 050), because anyone can post here: past the limit, 429 with
 * Retry-After and nothing logged.
 */
import express, { type Request, type Response, type Router } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { logText } from "../server/http/log-safety";
import { admittedOf } from "./fast-lane";

export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORTS_PER_MINUTE = 20;

type Log = (event: string, fields: Record<string, string | number | null>) => void;

const clean = (v: unknown) => (typeof v === "string" ? logText(v, 300) : null);

/** `report-uri` sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}]. */
function reportsOf(raw: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed)
    ? parsed.slice(0, 10).map((r) => (r as { body?: unknown })?.body)
    : [(parsed as { "csp-report"?: unknown })?.["csp-report"]];
  return list.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === "object");
}

export function cspReportRouter(log: Log): Router {
  const perAddress = new RateLimiterMemory({ points: CSP_REPORTS_PER_MINUTE, duration: 60 });
  const router = express.Router();
  router.post(CSP_REPORT_PATH, express.text({ type: () => true, limit: "16kb" }), async (req: Request, res: Response) => {
    try {
      await perAddress.consume(admittedOf(req).clientAddress);
    } catch (refused) {
      const waitMs = refused instanceof RateLimiterRes ? refused.msBeforeNext : 60_000;
      res
        .status(429)
        .set("Retry-After", String(Math.ceil(waitMs / 1000)))
        .end();
      return;
    }
    for (const report of reportsOf(typeof req.body === "string" ? req.body : "")) {
      log("csp_violation", {
        directive: clean(report["effective-directive"] ?? report["violated-directive"] ?? report.effectiveDirective),
        blocked: clean(report["blocked-uri"] ?? report.blockedURL),
        page: clean(report["document-uri"] ?? report.documentURL),
      });
    }
    res.status(204).end();
  });
  return router;
}
