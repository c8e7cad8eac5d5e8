/**
 * Remix in the host: the fetch Request it gets, made from the request the fast lane admitted, run inside a
 * request scope that carries the visitor's address and session to `callApi`, and its answer sent back. Just
 * before the response head is written, the scope finishes it: the session cookie if the session changed,
 * no-store for personal pages. That hook sits on the Node response, so it covers pages, data requests and
 * resource routes alike. A chunked body is read here, within its limit (body-limit.ts), before any route code
 * sees it. A guest page rendered in its turn goes to the kept pages (kept-pages.ts).
 *
 * Not @remix-run/express: its request is built from `req.hostname` and `req.protocol`, which follow
 * X-Forwarded-Host and -Proto, and from the X-Forwarded-Host's port whoever sent it; here the URL is the
 * admitted origin's (decision 090), and the translation is the adapter's dozen lines over @remix-run/node's
 * public helpers, without a deep import into another package.
 */
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { randomBytes } from "node:crypto";
import type { PageVisits } from "../app/lib/activity.server";
import type { PortalHost } from "../app/lib/portal-host.server";
import type { ScopeHeaders } from "../app/lib/request-scope.server";
import { requestIdFrom } from "../server/http/request-id";
import { readChunkedBody, refuseBody } from "./body-limit";
import { isDocument, sendDocument } from "./documents";
import { admittedOf } from "./fast-lane";
import type { KeptPages } from "./kept-pages";
import type { PageVisitBatch } from "./page-visits";
import { portalHostOf } from "./portal-host";
import { withRouteGuards } from "./route-guards";

/** A build as this host serves it: its request handler and its side of the host. */
type Served = { host: PortalHost; handleRequest: ReturnType<typeof createRequestHandler> };

/**
 * The scope lives in the build's copy of app/lib (decision 061), so each build gets its handler and its
 * side of the host together: a development reload is a new build, with a scope of its own.
 */
const servedBuilds = new WeakMap<ServerBuild, Served>();
function served(build: ServerBuild, mode: string): Served {
  let known = servedBuilds.get(build);
  if (!known) {
    // Every loader and action behind the guards of route-guards.ts (upstream 414/429 and the like).
    known = { host: portalHostOf(build), handleRequest: createRequestHandler(withRouteGuards(build), mode) };
    servedBuilds.set(build, known);
  }
  return known;
}

export function remixHandler({
  build,
  mode,
  keptPages,
  pageVisits,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  keptPages: KeptPages | null;
  pageVisits: PageVisitBatch;
}) {
  const serve = ({ host, handleRequest }: Served, req: Request, res: Response, next: NextFunction) => {
    const nonce = String(res.locals.cspNonce);
    const admitted = admittedOf(req);
    const scope = host.newRequestScope(admitted.clientAddress, admitted.requestId);
    onHeaders(res, () => host.finishRequestScope(scope, responseHeaders(res)));
    return host.runInRequestScope(scope, async () => {
      try {
        const limit = Number(res.locals.bodyLimit);
        const chunked = req.headers["transfer-encoding"] ? await readChunkedBody(req, limit) : null;
        if (chunked === undefined) return refuseBody(req, res, limit);
        const response = await handleRequest(remixRequest(req, res, admitted.origin, chunked), { cspNonce: nonce, pageVisits });
        if (!isDocument(response)) return await sendResponse(res, response);
        // Complete when Remix answers (entry.server waits for all data): reading it whole holds nothing back.
        const body = Buffer.from(await response.arrayBuffer());
        sendDocument(req, res, response, body);
        await keptPages?.keepRendered(req, { status: response.status, headers: afterScopeHooks(response, res), body, nonce });
      } catch (error) {
        next(error);
      } finally {
        keptPages?.endTurn(req);
      }
    });
  };
  if (typeof build !== "function") {
    const loaded = served(build, mode);
    return (req: Request, res: Response, next: NextFunction) => serve(loaded, req, res, next);
  }
  return (req: Request, res: Response, next: NextFunction) =>
    void build().then((loaded) => serve(served(loaded, mode), req, res, next), next);
}

/** The render's own headers, with what the scope's hooks put on the Node response as it was sent (a cookie, no-store). */
function afterScopeHooks(response: globalThis.Response, res: Response): Headers {
  const headers = new Headers(response.headers);
  const cacheControl = res.getHeader("cache-control");
  if (cacheControl !== undefined) headers.set("cache-control", String(cacheControl));
  for (const cookie of [res.getHeader("set-cookie") ?? []].flat()) headers.append("set-cookie", String(cookie));
  return headers;
}

/** A page as a guest's render answered it, once the session hooks have run on its headers. */
export type GuestRender = { status: number; headers: Headers; body: Buffer; nonce: string };

/** A guest's page load with nobody behind it: a kept page's successor (kept-pages.ts) records no visit. */
const NO_VISITS: PageVisits = { add: () => {} };

/**
 * Renders `path` as a cookie-less browser's page load would, with no visitor behind it, in a request
 * scope of its own (no address, a new request id): the background render of a kept page's successor
 * (kept-pages.ts, decision 091). The scope's hooks run on the answer's headers as they would on a Node
 * response, so a page that sets a cookie or says no-store shows it.
 */
export function guestRenderer(build: ServerBuild, mode: string, origin: string): (path: string) => Promise<GuestRender> {
  const { host, handleRequest } = served(build, mode);
  return async (path) => {
    const nonce = randomBytes(16).toString("base64");
    const scope = host.newRequestScope(undefined, requestIdFrom(undefined));
    const request = new Request(origin + path, { headers: { accept: "text/html" } });
    const response = await host.runInRequestScope(scope, () =>
      handleRequest(request, { cspNonce: nonce, pageVisits: NO_VISITS }),
    );
    const headers = new Headers(response.headers);
    host.finishRequestScope(scope, headers);
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()), nonce };
  };
}

/**
 * The request as Remix sees it: at the admitted origin (PUBLIC_ORIGIN's scheme, the admitted Host), with the
 * visitor's headers, and the body already counted (`counted`, a chunked one) or streamed. Loaders and actions
 * are aborted once nothing can be written back any more (`close` without `finish`).
 */
function remixRequest(req: Request, res: Response, origin: string, counted: Buffer | null): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(origin + req.originalUrl, {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? { body: counted ?? createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/** A Remix answer other than a document (data, resource routes, redirects), streamed as it comes. */
async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The part of the Headers interface the scope's hooks use, on top of a Node response. */
function responseHeaders(res: Response): ScopeHeaders {
  const read = (name: string): string[] => {
    const v = res.getHeader(name);
    return v === undefined ? [] : Array.isArray(v) ? v : [String(v)];
  };
  return {
    get: (name) => (read(name).length ? read(name).join(", ") : null),
    set: (name, value) => void res.setHeader(name, value),
    append: (name, value) => void res.appendHeader(name, value),
    getSetCookie: () => read("set-cookie"),
  };
}
