/**
 * The Remix build's side of the portal host (decision 061): exported by app/entry.server.tsx and read by
 * bin/portal.ts from `build.entry.module`. The host runs outside the build (under tsx, or as dist/portal.js),
 * so an app/lib module it imported itself would be a second copy with state of its own. What host and app
 * must share (the request scope's storage, the public data version, the ApiResponseError class, one pair of
 * loggers) the host reaches only through here, in the build's own copy.
 */
import { publicDataVersion } from "./data-version.server";
import { logThrough } from "./log.server";
import { ApiResponseError } from "./product-api.server";
import { finishRequestScope, newRequestScope, runInRequestScope } from "./request-scope.server";

/** An API refusal as a page passes it on: its status, its Bengali message and the wait a 429 asks for. */
export type ApiRefusal = { status: number; message: string; retryAfter?: number };

export const portalHost = {
  newRequestScope,
  runInRequestScope,
  finishRequestScope,
  /** Moves whenever the public data cache changes: the render cache keeps a page only while it stands. */
  publicDataVersion,
  /** The product API's refusal `error` is (this build's ApiResponseError), or null for anything else. */
  apiRefusal(error: unknown): ApiRefusal | null {
    if (!(error instanceof ApiResponseError)) return null;
    return { status: error.status, message: error.body.message, ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) };
  },
  /** The build logs through the host's loggers from now on. */
  logThrough,
};

export type PortalHost = typeof portalHost;
