/**
 * POST /csp-report: where browsers report Content-Security-Policy violations (`report-uri`). Each
 * report becomes one `csp_violation` log line (directive, blocked URL and page, cut short and with
 * control characters escaped so a report cannot forge log lines). Rate-limited per address in memory,
 * because anyone can post here: past the limit, 429 with Retry-After and nothing logged.
 */
import express, { type Request, type Response, type Router } from "express";
import { logText } from "../server/http/log-safety";

export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORTS_PER_MINUTE = 20;
const MINUTE = 60_000;

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

export function cspReportRouter(log: Log, now: () => number = Date.now): Router {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const router = express.Router();
  router.post(CSP_REPORT_PATH, express.text({ type: () => true, limit: "16kb" }), (req: Request, res: Response) => {
    const t = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    const key = req.ip ?? "unknown";
    let w = windows.get(key);
    if (!w || w.resetAt <= t) windows.set(key, (w = { count: 0, resetAt: t + MINUTE }));
    if (++w.count > CSP_REPORTS_PER_MINUTE) {
      res
        .status(429)
        .set("Retry-After", String(Math.ceil((w.resetAt - t) / 1000)))
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
