/**
 * The one way the portal talks to the product API. Every answer is parsed with the contract, so a
 * drifting or broken API fails here, loudly, instead of as a half-rendered page.
 */
import { apiError, endpoints, headers as apiHeaders, type ApiError, type EndpointName, type EndpointResponse } from "@contract";
import { admissionGate, insideAdmittedWork, type Admit } from "./admission-gate.server";
import { config } from "./config.server";
import { errorReason, logEvent } from "./log.server";
import { observeApiCall, type ApiCallOutcome } from "./metrics.server";
import { currentRequestScope } from "./request-scope.server";
import { getSession, type Session } from "./session.server";
import { Agent, request as httpRequest } from "undici";

export type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  timeoutMs?: number;
  /** Extra request headers (bearer/device tokens and the visitor's IP are added from the request). */
  headers?: Record<string, string>;
};

/** The API answered a 4xx in the contract's error shape (validation, not found, locked device …). */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly endpoint: EndpointName,
    /** The whole JSON body, for answers that carry more than `{ message, errors }` (e.g. 423 device_verified). */
    readonly raw: unknown = body,
    /** Seconds from the API's Retry-After (429), passed on to the visitor. */
    readonly retryAfter?: number,
  ) {
    super(`${endpoint} answered ${status}: ${body.message}`);
    this.name = "ApiResponseError";
  }
}

/** The API could not be reached, timed out, failed (5xx) or answered something outside the contract. */
export class ApiUnavailableError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly reason: string,
    /** The API's status, or how the call failed without one. */
    readonly answered: number | "timeout" | "network" = "network",
    /** Seconds from a 503's Retry-After (the API under pressure, server/http/under-pressure.ts). */
    readonly retryAfter?: number,
  ) {
    super(`${endpoint} unavailable: ${reason}`);
    this.name = "ApiUnavailableError";
  }
}

export function endpointUrl(name: EndpointName, opts: Pick<CallOptions, "params" | "query"> = {}): string {
  const path = endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = opts.params?.[key];
    if (value === undefined) throw new Error(`missing path param ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, config().apiBaseUrl + "/");
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * The connections to the API: kept alive and reused by every call of this process. undici's
 * `request` instead of `fetch`: `fetch` builds a WHATWG Request, Response, Headers and a web stream
 * for every call, which was most of the portal's own CPU per API call in the exam minute's profile
 * (docs/benchmarks.md, issue 20); the answer is read whole as text either way. Up to twice the call
 * slots (API_MAX_IN_FLIGHT) so calls a gate already admitted (decision 042) never wait for a socket.
 */
let apiAgent: Agent | undefined;
const agent = () => (apiAgent ??= new Agent({ connections: 2 * config().API_MAX_IN_FLIGHT, keepAliveTimeout: 30_000 }));

let apiGate: Admit | undefined;
/**
 * Every call waits here for one of API_MAX_IN_FLIGHT slots (decision 042): past that many, more
 * calls at once only lengthen the API's own queue until calls time out (issue 24 measured 249 of
 * 634 dashboards failing that way on PGlite), while waiting here costs nothing and never fails.
 * Calls inside work another gate admitted (the exam gate) go at once: they have queued already.
 */
const admitApiCall: Admit = (work) => {
  if (insideAdmittedWork()) return work();
  apiGate ??= admissionGate({ concurrency: config().API_MAX_IN_FLIGHT, queueLimit: Infinity });
  return apiGate(work);
};

/**
 * Call one contract endpoint. With a `request` the call is made on the visitor's behalf: it carries
 * their bearer and device tokens and IP, and its side effects land in their session (a new device
 * token is kept; a 401 on a logged-in call logs them out and flashes "sessionExpired"). With `null`
 * it is an anonymous call whose answer may be shared between visitors.
 */
export async function callApi<N extends EndpointName>(
  request: Request | null,
  name: N,
  opts: CallOptions = {},
): Promise<EndpointResponse<N>> {
  const endpoint = endpoints[name];
  const session = request ? getSession(request) : null;
  const sentToken = session?.get("token");
  const timeoutMs = opts.timeoutMs ?? config().API_TIMEOUT_MS;
  const started = performance.now();
  const observe = (outcome: ApiCallOutcome) => observeApiCall(name, outcome, (performance.now() - started) / 1000);
  /** `answered`: the API's status, or how the call failed without one. */
  const fail = (reason: string, answered: ApiUnavailableError["answered"], retryAfter?: number): ApiUnavailableError => {
    const status = typeof answered === "number" ? answered : undefined;
    // A status of 500 and up is the API's failure whatever the body; below it, the answer broke the contract.
    observe(typeof answered === "number" ? (answered >= 500 ? "http_5xx" : "invalid") : answered);
    logEvent("error", "api_call_failed", {
      requestId: currentRequestScope()?.requestId,
      endpoint: name,
      status,
      reason,
      ms: Math.round(performance.now() - started),
    });
    return new ApiUnavailableError(name, status ? `status ${status}: ${reason}` : reason, answered, retryAfter);
  };

  let status: number;
  let retryAfterHeader: string | string[] | undefined;
  let text: string;
  try {
    // The timeout starts once the call has a slot: the wait for one is this portal's queue, not the API's slowness.
    ({ status, retryAfterHeader, text } = await admitApiCall(async () => {
      const answer = await httpRequest(endpointUrl(name, opts), {
        dispatcher: agent(),
        method: endpoint.method,
        headers: requestHeaders(request, session, opts),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: answer.statusCode, retryAfterHeader: answer.headers["retry-after"], text: await answer.body.text() };
    }));
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    throw fail(timedOut ? `timeout after ${timeoutMs}ms` : errorReason(e), timedOut ? "timeout" : "network");
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw fail("answer is not JSON", status);
  }

  const retryAfter = Number(retryAfterHeader) || undefined;
  if (status < 200 || status > 299) {
    if (status >= 500) throw fail("server error", status, retryAfter);
    const body = apiError.safeParse(json);
    if (!body.success) throw fail("error body outside the contract", status);
    if (status === 401 && session && sentToken) expireLogin(session, name);
    observe("http_4xx");
    throw new ApiResponseError(status, body.data, name, json, retryAfter);
  }

  if (session) keepDeviceToken(session, json);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    // Paths and messages only: values could be personal data.
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw fail(`answer outside the contract: ${issues.join("; ")}`, status);
  }
  observe("ok");
  return withoutDeviceToken(parsed.data) as EndpointResponse<N>;
}

function requestHeaders(request: Request | null, session: Session | null, opts: CallOptions): Record<string, string> {
  const h: Record<string, string> = { accept: "application/json" };
  if (opts.body !== undefined) h["content-type"] = "application/json";
  const token = session?.get("token");
  if (token) h.authorization = `Bearer ${token}`;
  const deviceToken = session?.get("deviceToken");
  if (deviceToken) h[apiHeaders.deviceToken] = deviceToken;
  // Only the address the host resolved itself (trusted proxies only); never the visitor's own X-Forwarded-For.
  const ip = request ? currentRequestScope()?.clientIp : undefined;
  if (ip) h[apiHeaders.forwardedFor] = ip;
  // Also on anonymous calls made while serving a visitor (a public-cache refresh), so the API's lines join the portal's.
  const requestId = currentRequestScope()?.requestId;
  if (requestId) h[apiHeaders.requestId] = requestId;
  // The visitor's browser, not this server's fetch: the API names devices after it ("Chrome · Android").
  const userAgent = request?.headers.get("user-agent");
  if (userAgent) h["user-agent"] = userAgent.slice(0, 512);
  return { ...h, ...opts.headers };
}

/** The bearer token was refused: log the visitor out here too, and tell them on the next page. */
export function expireLogin(session: Session, endpoint: EndpointName): void {
  session.expireLogin();
  logEvent("warn", "api_session_expired", { endpoint });
}

/** Spec §7: "Responses carrying a device token store it once". */
function keepDeviceToken(session: Session, json: unknown): void {
  const token = isRecord(json) ? json.gns_ddt : undefined;
  if (typeof token === "string" && token && !session.get("deviceToken")) session.set("deviceToken", token);
}

/** The device token belongs in the encrypted cookie only; no caller may pass it on to a page. */
function withoutDeviceToken<T>(data: T): T {
  if (!isRecord(data) || !("gns_ddt" in data)) return data;
  const { gns_ddt: _, ...rest } = data;
  return rest as T;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
