/**
 * State that lives for exactly one HTTP request to the portal, carried by AsyncLocalStorage.
 *
 * Why: `callApi(request, …)` is called from many loaders and must read and update the visitor's
 * session (tokens, device token, "session expired" flash) and know the visitor's IP. Loaders of one
 * request run in parallel and Remix hands each a different Request object, so nothing keyed on the
 * Request can be shared. The Express host (bin/portal.ts) opens a scope around the Remix handler and,
 * just before the response head goes out, runs `beforeSend`, so the session is committed in one place.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Session } from "./session.server";

/** What the scope's hooks may do to the response headers (a Headers object, or the host's view of a Node response). */
export type ScopeHeaders = Pick<Headers, "get" | "set" | "append" | "getSetCookie">;

export type RequestScope = {
  /** The visitor's address as the host resolved it (proxy headers honoured only from trusted proxies). */
  clientIp: string | undefined;
  /** The host's id for this request (bin/portal.ts), sent to the API on every call and in every log line. */
  requestId?: string;
  /** Run by the host on the Remix Response's headers just before they are written. */
  beforeSend: Array<(headers: ScopeHeaders) => void>;
  /** True once headers went out: a session change after that cannot reach the browser. */
  sent: boolean;
  /** The request's one Session, created on first use by session.server.ts. */
  session?: Session;
};

// The build's own storage: the host opens scopes through the build's portalHost (decision 061).
const storage = new AsyncLocalStorage<RequestScope>();

export function newRequestScope(clientIp: string | undefined, requestId?: string): RequestScope {
  return { clientIp, requestId, beforeSend: [], sent: false };
}

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Called by the host just before the response head is written. */
export function finishRequestScope(scope: RequestScope, headers: ScopeHeaders): void {
  for (const hook of scope.beforeSend) hook(headers);
  scope.sent = true;
}
