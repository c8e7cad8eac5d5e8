/**
 * The fast lane (docs/decisions/090-one-fast-lane.md): the one listener node:http calls for every request the
 * portal gets, and the only code that runs before Express and Remix. What it may answer itself is short: a
 * refusal of a request it does not admit, a kept guest page (kept-pages.ts), and a 500. What it must do first
 * for every request, because everything after it relies on it:
 *
 *  - one boundary: whatever throws while the host handles a request (admission, a kept page, its visit,
 *    Express's chain as far as it runs synchronously) becomes that request's logged 500, never the end of the
 *    process;
 *  - admission: the request target is a path, and the Host is one the portal serves (PUBLIC_ORIGIN and
 *    PORTAL_ALLOWED_HOSTS, as Django's ALLOWED_HOSTS), or a small 400 before any other work; the probes and the
 *    metrics scrape, which carry an internal address as Host and write no URL, are the only exception;
 *  - the proxy headers, read here and nowhere else: X-Forwarded-For and X-Request-Id count only from a trusted
 *    proxy (PORTAL_TRUST_PROXY) and are removed from anyone else's request; every other X-Forwarded-* and
 *    Forwarded header is removed from every request, so no later code (Express's req.hostname and req.protocol,
 *    a page) can be told another host or scheme. The scheme and host of every absolute URL come from
 *    PUBLIC_ORIGIN (config.server.ts).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isIP } from "node:net";
import proxyAddress from "proxy-addr";
import type { PortalConfig } from "../app/lib/config.server";
import { errorReason, logEvent } from "../app/lib/log.server";
import { headers as apiHeaders } from "../server/contract";
import { requestIdFrom } from "../server/http/request-id";
import { countRequest } from "./metrics";
import { badAddressPage, misdirectedPage, serverErrorPage, type TrustProxy } from "./security";

/** What the fast lane established about a request it admitted; everything after it reads these, not the headers. */
export type Admitted = {
  /** The trusted proxy's X-Request-Id when it sent a valid one, else a new id. */
  readonly requestId: string;
  /** The visitor: the address X-Forwarded-For gives through trusted proxies only, else the peer's. */
  readonly clientAddress: string;
  /** The site as this visitor addressed it: PUBLIC_ORIGIN's scheme and the admitted Host (for same-origin checks). */
  readonly origin: string;
};

/** Answers a request from memory when it can (kept-pages.ts); false hands it on to Express. */
export type KeptPageAnswer = (req: IncomingMessage, res: ServerResponse, admitted: Admitted) => boolean;

const admittedRequests = new WeakMap<IncomingMessage, Admitted>();

/** What the fast lane established about this request. Every request past the lane has it. */
export function admittedOf(req: IncomingMessage): Admitted {
  const admitted = admittedRequests.get(req);
  if (!admitted) throw new Error("a request reached the host without passing the fast lane");
  return admitted;
}

/** Answered whatever Host they carry: a probe's or a scraper's is the pod's own address, and they write no URL. */
const INTERNAL_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

export function fastLane({
  cfg,
  trust,
  keptPage,
  next,
}: {
  cfg: Pick<PortalConfig, "allowedHosts" | "publicOrigin">;
  trust: TrustProxy;
  keptPage: KeptPageAnswer | null;
  next: RequestListener;
}): RequestListener {
  const scheme = new URL(cfg.publicOrigin).protocol;
  const admit = (req: IncomingMessage, res: ServerResponse): Admitted | null => {
    const url = req.url ?? "";
    if (url[0] !== "/") return refuse(req, res, 400, badAddressPage(), "target");
    const host = req.headers.host?.toLowerCase();
    if (host === undefined || !cfg.allowedHosts.has(host)) {
      const queryAt = url.indexOf("?");
      if (!INTERNAL_PATHS.has(queryAt === -1 ? url : url.slice(0, queryAt)))
        return refuse(req, res, 400, misdirectedPage(), "host");
    }
    const headers = req.headers;
    for (const name in headers) if (name.startsWith("x-forwarded-") && name !== "x-forwarded-for") delete headers[name];
    delete headers.forwarded;
    const fromProxy = trust(req.socket.remoteAddress ?? "", 0);
    if (!fromProxy) {
      delete headers["x-forwarded-for"];
      delete headers[apiHeaders.requestId];
    }
    const forwarded = fromProxy && headers["x-forwarded-for"] !== undefined ? proxyAddress(req, trust) : undefined;
    return {
      requestId: requestIdFrom(fromProxy ? headers[apiHeaders.requestId] : undefined),
      // A trusted proxy's garbage X-Forwarded-For is no address: the peer's own stands instead.
      clientAddress: forwarded && isIP(forwarded) ? forwarded : (req.socket.remoteAddress ?? ""),
      origin: `${scheme}//${host ?? ""}`,
    };
  };
  return (req, res) => {
    try {
      const admitted = admit(req, res);
      if (!admitted) return;
      admittedRequests.set(req, admitted);
      if (keptPage?.(req, res, admitted)) return;
      next(req, res);
    } catch (error) {
      requestFailed(req, res, error);
    }
  };
}

/** A request the lane does not admit: counted by why, never logged (anyone can send them, as many as they like). */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, page: string, why: "target" | "host"): null {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", connection: "close" });
  res.end(page);
  countRequest(req.method ?? "GET", `refused_${why}`, status, 0);
  return null;
}

/**
 * The boundary's answer to anything that threw while handling `req`: logged, and the request's 500. An answer
 * already on its way cannot become one: a complete one stays as it is, a partly sent one is cut off.
 */
export function requestFailed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  try {
    logEvent("error", "host_error", {
      method: req.method ?? null,
      path: (req.url ?? "").split("?")[0],
      reason: errorReason(error),
    });
    if (res.writableEnded) return;
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(serverErrorPage());
  } catch {
    res.destroy();
  }
}
