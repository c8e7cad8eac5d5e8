/**
 * How the host ends a request it does not hand to a route: the log line written when any answer is
 * sent, and the last-resort error handler behind every route.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { logEvent } from "../app/lib/log.server";
import { requestFailed } from "./fast-lane";

/** The request's log line, written when its answer is sent. */
export function logWhenSent(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = performance.now();
  // The path only: query strings can carry tokens (/login-for-admin?token=…).
  const pathOnly = (req.url ?? "").split("?")[0];
  res.on("finish", () => {
    logEvent("info", "request", {
      requestId,
      method: req.method,
      path: pathOnly,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  });
}

/** Behind every route: a static file's client error (404, 403) answered plainly, anything else the request's 500. */
export function lastResort(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  // Client errors from the static files (a replaced hashed file: 404; "../" in the path: 403) are not ours to log.
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500)
    return void res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : "Bad request");
  requestFailed(req, res, error);
}
