/**
 * /media: the product API serves demo images there; the browser only ever talks to the portal, so the host
 * streams the API's answer through with its type and caching headers.
 */
import { Readable } from "node:stream";
import type { Request, Response } from "express";
import type { PortalConfig } from "../app/lib/config.server";
import { errorReason, logEvent } from "../app/lib/log.server";

export function mediaProxy(cfg: PortalConfig) {
  return async (req: Request, res: Response) => {
    const target = new URL(req.originalUrl, cfg.apiBaseUrl + "/");
    // "/media/../api/…" would otherwise normalise into a proxy for the whole API.
    if (!target.pathname.startsWith("/media/")) return res.status(404).type("text").send("Not found");
    try {
      const upstream = await fetch(target, {
        method: req.method,
        headers: pick(req.headers, ["if-none-match", "if-modified-since", "accept"]),
        signal: AbortSignal.timeout(Math.max(10_000, cfg.API_TIMEOUT_MS)),
      });
      if (upstream.status >= 500) throw new Error(`upstream status ${upstream.status}`);
      res.status(upstream.status);
      for (const name of ["content-type", "content-length", "cache-control", "etag", "last-modified"]) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      // The API's own CSP (if any) doesn't matter here; an SVG opened directly must not run scripts.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (!upstream.body || req.method === "HEAD") return void res.end();
      Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream).pipe(res);
    } catch (e) {
      logEvent("error", "media_proxy_failed", { path: target.pathname, reason: errorReason(e) });
      if (!res.headersSent) res.status(502).type("text").send("ছবিটি এই মুহূর্তে আনা যাচ্ছে না।");
      else res.destroy();
    }
  };
}

function pick(headers: Request["headers"], names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = headers[n];
    if (typeof v === "string") out[n] = v;
  }
  return out;
}
