/**
 * Public (guest) data with stale-while-revalidate, so public pages keep serving when the API is down.
 * (First version: a later commit adds bounded size, in-flight de-duplication and tests.)
 */
import type { EndpointName, EndpointResponse } from "@contract";
import { callApi, endpointUrl, type CallOptions } from "./product-api.server";
import { config } from "./config.server";

type Entry = { value: unknown; storedAt: number };
const store = new Map<string, Entry>();

export async function publicData<N extends EndpointName>(
  name: N,
  opts: Pick<CallOptions, "params" | "query"> = {},
): Promise<EndpointResponse<N>> {
  const key = endpointUrl(name, opts);
  const hit = store.get(key);
  const age = hit ? Date.now() - hit.storedAt : Infinity;
  const refresh = () =>
    callApi(null, name, opts).then((value) => {
      store.set(key, { value, storedAt: Date.now() });
      return value;
    });
  if (hit && age < config().PUBLIC_CACHE_FRESH_MS) return hit.value as EndpointResponse<N>;
  if (hit && age < config().PUBLIC_CACHE_MAX_STALE_MS) {
    refresh().catch(() => undefined);
    return hit.value as EndpointResponse<N>;
  }
  return refresh();
}
