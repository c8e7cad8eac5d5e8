import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/layout/nonce";
import type { PageVisits } from "~/lib/activity.server";
import { config } from "~/lib/config.server";
import { errorReason, logEvent } from "~/lib/log.server";
import { ApiUnavailableError } from "~/lib/product-api.server";
import { withoutNulBytes } from "~/lib/nul-bytes.server";
import { withLowPriorityModulePreloads } from "~/lib/preload-priority.server";

/** What the host (bin/portal.ts) takes from this build rather than from a copy of its own (decision 061). */
export { portalHost } from "~/lib/portal-host.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts (bin/portal.ts). */
    cspNonce: string;
    /** The host's batch of page visits (bin/page-visits.ts), where every recorded navigation goes. */
    pageVisits: PageVisits;
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
    // Errors inside a Suspense boundary leave the shell standing, so Remix never sees them: they are
    // logged here once the document is complete. A shell's error rejects instead, and Remix logs it.
    const boundaryErrors: unknown[] = [];
    // Cleared once the document is complete: a pending abort keeps the whole render (tree, loader data)
    // alive for its six seconds, and firing after the end only makes React end a finished stream again.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(abortTimer);
          for (const error of boundaryErrors)
            logEvent("error", "render_failed", { path: new URL(request.url).pathname, reason: errorReason(error) });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const status = responseStatusCode;
          pipe(wholeDocument((document) => resolve(new Response(document, { headers: responseHeaders, status })), reject));
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          boundaryErrors.push(error);
        },
      },
    );
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
  // A refusal thrown on purpose (`throw data(…, {status: 4xx})`, e.g. readFormData, bin/route-guards.ts) is an answer, not a failure.
  if (isRouteErrorResponse(error) || (error as { type?: unknown } | null)?.type === "DataWithResponseInit") return;
  logEvent("error", "request_failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    reason: errorReason(error),
  });
  if (error instanceof Error && error.stack) process.stderr.write(error.stack + "\n");
};

/**
 * The rendered document as one piece of memory, answered once complete. React 18's Node renderer
 * writes it in 2048-byte buffers, and each went on through a web stream, Express and `compression()`
 * as its own write: a 40 KB dashboard cost ~20 brotli calls (decision 060). Whole, the host sends it
 * in one write, compressed in one call (bin/documents.ts, decision 073). Nothing reaches the browser
 * later for being gathered first: the document is complete when it is piped (onAllReady). The same
 * buffers carry React 18's NUL padding (nul-bytes.server.ts), dropped here once per document, and the
 * module preloads are given their priority (preload-priority.server.ts). Not in development: React
 * there reports the attribute its own render lacks as a hydration mismatch on every page.
 */
function wholeDocument(complete: (document: Uint8Array<ArrayBuffer>) => void, failed: (error: Error) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      const document = withoutNulBytes(Buffer.concat(chunks));
      const sent = config().NODE_ENV === "production" ? withLowPriorityModulePreloads(document) : document;
      // A view, not a copy (Node's Buffers sit on a plain ArrayBuffer).
      complete(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.byteLength));
      done();
    },
    // React destroys its destination on a fatal error while writing: the render fails as a whole.
    destroy(error, done) {
      if (error) failed(error);
      done(error);
    },
  });
}
