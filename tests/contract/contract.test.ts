/**
 * Every endpoint in the contract registry is called on the real API and its answer parsed with
 * the endpoint's own schema. The request table must name exactly the registry's endpoints, so an
 * endpoint added to the contract without a request here fails this file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type EndpointName } from "../../server/contract";
import { issueToken } from "../../server/auth/tokens";
import { makeBkashStack } from "../server/bkash-stack";
import { bearer, DEMO_DOCTOR_ID, type TestApi } from "../server/helpers";
import { accountRequests } from "./requests/accounts";
import { catalogueRequests } from "./requests/catalogue";
import { coreRequests } from "./requests/core";
import { examRequests } from "./requests/exams";
import { examListRequests } from "./requests/exam-lists";
import { learningRequests } from "./requests/learning";
import { paymentRequests } from "./requests/payments";
import { practiceRequests } from "./requests/practice";
import { studyRequests } from "./requests/study";
import { videoRequests } from "./requests/videos";
import { subscriptionRequests } from "./requests/subscriptions";
import { unitVideoCartRequests } from "./requests/unit-video-cart";
import type { ContractRequest } from "./requests/types";

/** Every area lists its requests in its own module under ./requests. */
const requests: Record<EndpointName, ContractRequest[]> = {
  ...coreRequests,
  ...accountRequests,
  ...catalogueRequests,
  ...examRequests,
  ...examListRequests,
  ...learningRequests,
  ...paymentRequests,
  ...practiceRequests,
  ...studyRequests,
  ...videoRequests,
  ...unitVideoCartRequests,
  ...subscriptionRequests,
};

let api: TestApi;
let doctorToken: string;

beforeAll(async () => {
  // Listening, so payment endpoints reach the API's own bKash simulator over HTTP.
  api = await makeBkashStack();
  doctorToken = (await issueToken(api.db, DEMO_DOCTOR_ID, { name: "contract test" })).plaintext;
});
afterAll(() => api.close());

it("has a request for every endpoint in the registry, and no others", () => {
  expect(Object.keys(requests).sort()).toEqual(Object.keys(endpoints).sort());
});

describe.each(Object.keys(endpoints) as EndpointName[])("%s", (name) => {
  const endpoint = endpoints[name];
  it.each(requests[name].map((listed, i) => [i, listed] as const))("request %i answers within its schema", async (_i, listed) => {
    const request = { ...listed, ...(await listed.prepare?.(api)) };
    const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(request.params?.[key])));
    const res = await api.app.inject({
      method: endpoint.method,
      url: path,
      query: request.query ? Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)])) : undefined,
      headers: { ...(request.asDoctor ? bearer(doctorToken) : {}), ...request.headers },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    expect(res.statusCode, res.body).toBe(request.status ?? 200);
    const parsed = endpoint.response.safeParse(res.json());
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues, null, 2)).toBe(true);
    if (endpoint.query) expect(endpoint.query.safeParse(request.query ?? {}).success).toBe(true);
    if (endpoint.body) expect(endpoint.body.safeParse(request.body).success).toBe(true);
  });
});
