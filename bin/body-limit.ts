/**
 * Request bodies over a limit are refused before they are read (docs/decisions/014-faults-lock-drain-body-limit.md):
 * a declared Content-Length at once, a chunked body by counting its bytes as they come, never holding
 * more than the limit. Without this one 100 MB POST cost the portal 350 MB of memory.
 */
import type { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { bnNumber } from "../app/lib/format";
import { logEvent } from "../app/lib/log.server";

/** The largest form the portal has fits with room to spare. A file upload route gets its own limit. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The profile photo form (POST /my/account, multipart): a photo of up to 1 MB plus the multipart
 * framing, with room for the one byte too many that earns the Bengali "too big" beside the field
 * rather than this host's 413 page (docs/decisions/022-video-access-and-photos.md).
 */
export const PHOTO_FORM_BODY_LIMIT = 1024 * 1024 + 64 * 1024;
/** The document POST, and the same action as Remix's single fetch sends it with JavaScript. */
const PHOTO_FORM_PATHS = new Set(["/my/account", "/my/account/", "/my/account.data"]);

/** Each request's limit: the photo form's on its own route, the form limit everywhere else. */
export const bodyLimitFor = (req: Pick<Request, "method" | "path">): number =>
  req.method === "POST" && PHOTO_FORM_PATHS.has(req.path) ? PHOTO_FORM_BODY_LIMIT : FORM_BODY_LIMIT;

/** How long the unread rest of a refused body may keep flowing in (and be thrown away). */
const REFUSED_BODY_LINGER_MS = 2_000;
/**
 * How much of that rest is read at most. Past it the socket is left unread (the client's writes wait,
 * its reads do not) until the linger ends: twenty 100 MB uploads at loopback speed otherwise had the
 * portal read and drop gigabytes in those two seconds, 62–66 MB of resident memory at their peak.
 */
const REFUSED_BODY_LINGER_BYTES = 1024 * 1024;

/**
 * Express middleware. `limitFor` names each request's limit (the place for a route's own, larger one);
 * it travels on `res.locals.bodyLimit` to `readChunkedBody` for bodies without a length.
 */
export function bodyLimit(limitFor: (req: Request) => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = limitFor(req);
    res.locals.bodyLimit = limit;
    if (Number(req.headers["content-length"]) > limit) return refuseBody(req, res, limit);
    next();
  };
}

/**
 * A chunked body read up to `limit` bytes; undefined as soon as it is larger, and the rest then flows
 * past unread (refuseBody). Read from the Node stream before Remix wraps it: cancelling Remix's body
 * stream would destroy the socket before the 413 could be sent.
 */
export function readChunkedBody(req: Readable, limit: number): Promise<Buffer<ArrayBuffer> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", reject);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => resolve(undefined));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks, size)));
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}

/**
 * 413, as JSON for resource routes, Remix data requests and clients that ask for JSON, otherwise as a
 * Bengali page. The rest of the body is read and thrown away for a moment (a lingering close, as nginx
 * does; at most REFUSED_BODY_LINGER_BYTES of it), so the client can read the answer instead of meeting a
 * reset mid-upload; then the connection goes, unless the client has finished and may keep it.
 */
export function refuseBody(req: Request, res: Response, limit: number): void {
  logEvent("warn", "body_too_large", {
    method: req.method,
    path: req.path,
    limit,
    declared: req.headers["content-length"] ?? "chunked",
  });
  const kilobytes = bnNumber(Math.floor(limit / 1024));
  const message = `পাঠানো তথ্য অনেক বড়। সর্বোচ্চ ${kilobytes} কিলোবাইট পাঠানো যায়।`;
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded >= REFUSED_BODY_LINGER_BYTES) req.pause();
  });
  res.once("finish", () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), REFUSED_BODY_LINGER_MS).unref();
  });
  res.status(413);
  const wantsJson = req.path.startsWith("/resources/") || "_data" in req.query || req.accepts(["html", "json"]) === "json";
  if (wantsJson) return void res.json({ message });
  res
    .type("html")
    .send(
      `<!doctype html><html lang="bn"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>তথ্য অনেক বড়</title>` +
        `<h1>পাঠানো তথ্য অনেক বড়</h1><p>${message} কম তথ্য দিয়ে আবার চেষ্টা করুন।</p><p><a href="/">প্রথম পাতায় ফিরে যান</a></p>`,
    );
}
