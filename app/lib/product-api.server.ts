/**
 * The one way the portal talks to the product API. Every answer is parsed with the contract.
 * (First version: a later commit adds session tokens, forwarded IP and structured logging.)
 */
import { endpoints, type EndpointName, type EndpointResponse, apiError, type ApiError } from "@contract";
import { config } from "./config.server";

export type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  timeoutMs?: number;
  /** Extra request headers (bearer/device tokens are added from the session). */
  headers?: Record<string, string>;
};

/** The API answered with a non-2xx status. */
export class ApiResponseError extends Error {
  constructor(readonly status: number, readonly body: ApiError, readonly endpoint: EndpointName) {
    super(`${endpoint} answered ${status}: ${body.message}`);
  }
}
/** The API could not be reached, timed out, or answered something outside the contract. */
export class ApiUnavailableError extends Error {
  constructor(readonly endpoint: EndpointName, readonly reason: string) {
    super(`${endpoint} unavailable: ${reason}`);
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

export async function callApi<N extends EndpointName>(
  _request: Request | null,
  name: N,
  opts: CallOptions = {},
): Promise<EndpointResponse<N>> {
  const endpoint = endpoints[name];
  let res: Response;
  try {
    res = await fetch(endpointUrl(name, opts), {
      method: endpoint.method,
      headers: { accept: "application/json", ...(opts.body ? { "content-type": "application/json" } : {}), ...opts.headers },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? config().API_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ApiUnavailableError(name, e instanceof Error ? e.message : String(e));
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const body = apiError.safeParse(json);
    if (res.status >= 500 || !body.success) throw new ApiUnavailableError(name, `status ${res.status}`);
    throw new ApiResponseError(res.status, body.data, name);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw new ApiUnavailableError(name, `answer outside the contract: ${parsed.error.message}`);
  return parsed.data as EndpointResponse<N>;
}
