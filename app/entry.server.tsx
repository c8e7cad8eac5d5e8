import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/layout/nonce";
import { errorReason, logEvent } from "~/lib/log.server";
import { ApiUnavailableError } from "~/lib/product-api.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts (bin/portal.ts). */
    cspNonce: string;
  }
}

/**
 * Documents whose loaders failed because the product API was unavailable: answered 503 (a
 * temporary condition, worth retrying) instead of 500. Remix passes the same Request to
 * handleError and then to handleRequest; the errors themselves are already sanitized by then.
 */
const apiUnavailable = new WeakSet<Request>();

/** How long streamed loader promises may take before Remix rejects them. */
export const streamTimeout = 5_000;

/**
 * Every document is sent only once it is complete (onAllReady), for browsers and bots alike: a
 * streamed Suspense boundary is filled in by inline JavaScript, so a visitor without JavaScript
 * would be left looking at a skeleton forever.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  if (responseStatusCode === 500 && apiUnavailable.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  const wait = retryAfterOf(remixContext);
  if (responseStatusCode === 429 && wait) responseHeaders.set("Retry-After", String(wait));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = withoutNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and Remix logs them; later ones only surface here.
          if (shellRendered)
            logEvent("error", "render_failed", { path: new URL(request.url).pathname, reason: errorReason(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The wait a 429 error page asks for: bin/route-guards.ts carries the API's Retry-After in the error's data. */
function retryAfterOf(context: EntryContext): number | undefined {
  for (const error of Object.values(context.staticHandlerContext.errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status === 429 && typeof error.data?.retryAfter === "number")
      return error.data.retryAfter;
  }
  return undefined;
}

/** Loader/action/render errors. ApiUnavailableError was already logged, with timing, by callApi. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (error instanceof ApiUnavailableError) apiUnavailable.add(request);
  if (request.signal.aborted || error instanceof ApiUnavailableError) return;
  // A refusal thrown on purpose (`throw data(…, {status: 4xx})`, e.g. bin/route-guards.ts) is an answer, not a failure.
  if (isRouteErrorResponse(error) || (error as { type?: unknown } | null)?.type === "DataWithResponseInit") return;
  logEvent("error", "request_failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    reason: errorReason(error),
  });
  if (error instanceof Error && error.stack) process.stderr.write(error.stack + "\n");
};

/**
 * React 18's Node renderer fills 2048-byte buffers; when a multi-byte character (every Bengali
 * letter is three bytes in UTF-8) does not fit at the end of one, it sends the whole buffer anyway,
 * unused zero bytes included (fixed only in React 19). A NUL byte is never valid in our HTML, so
 * dropping every one restores exactly the intended output.
 */
function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
