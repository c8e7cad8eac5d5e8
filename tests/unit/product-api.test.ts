/**
 * Unit tests of the API client against a tiny fake upstream (node:http on an ephemeral port):
 * what it sends, and how each kind of bad answer surfaces.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let seen: IncomingMessage[] = [];
let server: Server;

const SECRET = "unit-test-session-secret-0123456789abcdef";
const TOKEN = "1|abcdefghijklmnopqrstuvwxyz0123";

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("PRODUCT_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("SESSION_SECRET", SECRET);
  vi.stubEnv("NODE_ENV", "test");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen = [];
  vi.restoreAllMocks();
});

const api = () => import("~/lib/product-api.server");
const sessions = () => import("~/lib/session.server");
const scopes = () => import("~/lib/request-scope.server");

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

/** Log lines written while `fn` runs. */
async function captureLogs(fn: () => Promise<unknown>): Promise<string> {
  let out = "";
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  await fn().catch(() => undefined);
  return out;
}

async function requestWithSession(data: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
  const { Session, commitSession } = await sessions();
  const cookie = commitSession(new Session(data))!.split(";")[0]!;
  return new Request("http://portal.test/page", { headers: { cookie, ...extraHeaders } });
}

const appDataBody = (extra: Record<string, unknown> = {}) => ({
  logo: "/media/logo.svg",
  footer_logo: "/media/logo-footer.svg",
  company_name: "সোপান",
  company_slogan: "স্লোগান",
  menus: [{ title: "হোম", link: "/" }],
  footer_menu: [],
  footer_social_links: [],
  app_links: [],
  support: {
    helpline: "09610-000111",
    messenger_link: "https://m.me/sopanpg",
    whatsapp_phone: "8801711000000",
    call_phone: "09610-000111",
    chat_hours: { from: "10:00", to: "24:00" },
    phone_hours: { from: "10:00", to: "20:00" },
  },
  is_logged_in: false,
  doctor: null,
  unread_notices: null,
  need_otp_for_registration: true,
  need_otp_for_reset_password: true,
  ...extra,
});

describe("callApi", () => {
  it("parses a good answer with the contract", async () => {
    handler = json(200, { data: { id: 1, title: "প্রশ্ন", answer_html: "<p>উত্তর</p>", extra: "dropped" } });
    const { callApi } = await api();
    const faq = await callApi(null, "faq", { params: { id: 1 } });
    expect(faq).toEqual({ data: { id: 1, title: "প্রশ্ন", answer_html: "<p>উত্তর</p>" } });
    expect(seen[0]!.url).toBe("/api/v3/web/faqs/1");
  });

  it("gives up after the timeout with ApiUnavailableError and one log line", async () => {
    handler = (_req, res) => void setTimeout(() => json(200, { message: "late" })(_req, res), 1_000);
    const { callApi, ApiUnavailableError } = await api();
    const call = callApi(null, "faqs", { timeoutMs: 100 });
    await expect(call).rejects.toBeInstanceOf(ApiUnavailableError);
    const log = await captureLogs(() => callApi(null, "faqs", { timeoutMs: 100 }));
    const line = JSON.parse(log.trim());
    expect(line).toMatchObject({ level: "error", event: "api_call_failed", endpoint: "faqs", reason: "timeout after 100ms" });
    expect(line.ms).toBeGreaterThanOrEqual(90);
  });

  it("keeps at most API_MAX_IN_FLIGHT calls open and queues the rest, whose timeout starts only when sent (decision 042)", async () => {
    const faq = { data: { id: 1, title: "প্রশ্ন", answer_html: "<p>উত্তর</p>" } };
    let open = 0;
    let mostOpen = 0;
    handler = (req, res) => {
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => {
        open--;
        json(200, faq)(req, res);
      }, 300);
    };
    const { callApi } = await api();
    const { config } = await import("~/lib/config.server");
    const slots = config().API_MAX_IN_FLIGHT;
    // Ten waves of 300 ms: the last is answered ~3 s after it was asked, past its 1.5 s timeout had that
    // counted from the call; counted from sending, every call is well inside it (with room for a loaded machine).
    const calls = Array.from({ length: 10 * slots }, () => callApi(null, "faq", { params: { id: 1 }, timeoutMs: 1500 }));
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    expect(mostOpen).toBe(slots);
  });

  it("lets a call inside work another gate admitted (the exam gate) go at once, past a full queue", async () => {
    const faq = { data: { id: 1, title: "প্রশ্ন", answer_html: "<p>উত্তর</p>" } };
    handler = (req, res) => void setTimeout(() => json(200, faq)(req, res), req.url?.endsWith("/1") ? 400 : 0);
    const { callApi } = await api();
    const { config } = await import("~/lib/config.server");
    const { admissionGate } = await import("~/lib/admission-gate.server");
    const examGate = admissionGate({ concurrency: 1, queueLimit: 1 });
    const finished: string[] = [];
    // Every slot taken and as many waiting, each held 400 ms by the API.
    const blockers = Array.from({ length: 2 * config().API_MAX_IN_FLIGHT }, () =>
      callApi(null, "faq", { params: { id: 1 } }).then(() => finished.push("queued")),
    );
    const admitted = examGate(() => callApi(null, "faq", { params: { id: 2 } })).then(() => finished.push("admitted"));
    await Promise.all([...blockers, admitted]);
    expect(finished[0]).toBe("admitted");
  });

  it("treats a 5xx as the API being unavailable", async () => {
    handler = json(503, { message: "maintenance" });
    const { callApi, ApiUnavailableError } = await api();
    const log = await captureLogs(async () => {
      await expect(callApi(null, "faqs")).rejects.toBeInstanceOf(ApiUnavailableError);
    });
    expect(JSON.parse(log.trim())).toMatchObject({ event: "api_call_failed", endpoint: "faqs", status: 503 });
  });

  it("passes a 422 through as ApiResponseError with the Laravel errors object", async () => {
    handler = json(422, { message: "The phone field is required.", errors: { phone: ["ফোন নম্বর দিন"] } });
    const { callApi, ApiResponseError } = await api();
    const error = await callApi(null, "recordActivity", { body: { to: "/" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 422, endpoint: "recordActivity", body: { errors: { phone: ["ফোন নম্বর দিন"] } } });
  });

  it("keeps the whole body of a 4xx for answers with extra fields (423 device lock)", async () => {
    handler = json(423, { message: "Device not verified", device_verified: false });
    const { callApi } = await api();
    const error = await callApi(null, "faqs").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 423, raw: { message: "Device not verified", device_verified: false } });
  });

  it("reports an answer outside the contract as unavailable, naming the path but not the value", async () => {
    handler = json(200, { data: { id: "one", title: "secret-value" } });
    const { callApi, ApiUnavailableError } = await api();
    const log = await captureLogs(async () => {
      await expect(callApi(null, "faq", { params: { id: 1 } })).rejects.toBeInstanceOf(ApiUnavailableError);
    });
    expect(log).toContain("answer outside the contract");
    expect(log).toContain("data.id");
    expect(log).not.toContain("secret-value");
  });

  it("reports a non-JSON or unreachable API as unavailable", async () => {
    handler = (_req, res) => res.end("<html>proxy error</html>");
    const { callApi, ApiUnavailableError } = await api();
    await expect(callApi(null, "faqs")).rejects.toBeInstanceOf(ApiUnavailableError);
    handler = (req) => req.socket.destroy();
    await expect(callApi(null, "faqs")).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it("counts every call by endpoint and outcome; only failures are errors", async () => {
    const { apiCallDuration, apiCallErrors } = await import("~/lib/metrics.server");
    const { callApi } = await api();
    const count = async (endpoint: string, outcome: string) => {
      const { values } = await apiCallDuration.get();
      const series = values.find(
        (v) =>
          v.metricName === "portal_api_call_duration_seconds_count" &&
          v.labels.endpoint === endpoint &&
          v.labels.outcome === outcome,
      );
      return series?.value ?? 0;
    };
    const errors = async (outcome: string) =>
      (await apiCallErrors.get()).values.find((v) => v.labels.endpoint === "faq" && v.labels.outcome === outcome)?.value ?? 0;
    const faq = { data: { id: 1, title: "প্রশ্ন", answer_html: "<p>উত্তর</p>" } };
    const outcomes: Array<[string, Handler, number?]> = [
      ["ok", json(200, faq)],
      ["http_4xx", json(404, { message: "not found" })],
      ["http_5xx", json(502, { message: "bad gateway" })],
      ["invalid", (_req, res) => res.end("<html>proxy error</html>")],
      ["network", (req) => req.socket.destroy()],
      ["timeout", (req, res) => void setTimeout(() => json(200, faq)(req, res), 1_000), 100],
    ];
    for (const [outcome, answer, timeoutMs] of outcomes) {
      const [callsBefore, errorsBefore] = [await count("faq", outcome), await errors(outcome)];
      handler = answer;
      await captureLogs(() => callApi(null, "faq", { params: { id: 1 }, timeoutMs }));
      expect(await count("faq", outcome), outcome).toBe(callsBefore + 1);
      expect(await errors(outcome), outcome).toBe(errorsBefore + (outcome === "ok" || outcome === "http_4xx" ? 0 : 1));
    }
  });

  it("sends the visitor's bearer and device tokens, user agent and the IP the host resolved, never the visitor's own X-Forwarded-For", async () => {
    handler = json(200, { message: "ok" });
    const { callApi } = await api();
    const { newRequestScope, runInRequestScope } = await scopes();
    const browser = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const request = await requestWithSession(
      { token: TOKEN, deviceToken: "device-xyz" },
      { "x-forwarded-for": "6.6.6.6", "user-agent": browser },
    );
    await runInRequestScope(newRequestScope("203.0.113.7"), () =>
      callApi(request, "recordActivity", { body: { to: "/a", query: "", from: null } }),
    );

    const sent = seen[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers["x-device-token"]).toBe("device-xyz");
    expect(sent.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(sent.headers["user-agent"]).toBe(browser);
    expect(sent.headers["content-type"]).toBe("application/json");
  });

  it("sends nothing personal on an anonymous (null request) call", async () => {
    handler = json(200, { message: "ok" });
    const { callApi } = await api();
    const { newRequestScope, runInRequestScope } = await scopes();
    await runInRequestScope(newRequestScope("203.0.113.7"), () => callApi(null, "recordActivity", { body: { to: "/" } }));
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers["x-device-token"]).toBeUndefined();
    expect(seen[0]!.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("passes the request's id to the API, on visitor and anonymous calls alike", async () => {
    handler = json(200, { message: "ok" });
    const { callApi } = await api();
    const { newRequestScope, runInRequestScope } = await scopes();
    const request = await requestWithSession({ token: TOKEN });
    await runInRequestScope(newRequestScope("203.0.113.7", "req-0123456789"), async () => {
      await callApi(request, "recordActivity", { body: { to: "/" } });
      await callApi(null, "recordActivity", { body: { to: "/" } });
    });
    expect(seen.map((s) => s.headers["x-request-id"])).toEqual(["req-0123456789", "req-0123456789"]);
  });

  it("stores a device token from the answer once, and never returns it to the caller", async () => {
    const { callApi } = await api();
    const { getSession } = await sessions();
    const { newRequestScope, runInRequestScope } = await scopes();
    const request = await requestWithSession({ token: TOKEN });

    await runInRequestScope(newRequestScope(undefined), async () => {
      handler = json(200, appDataBody({ gns_ddt: "first-device-token" }));
      const data = await callApi(request, "appData");
      expect(data).not.toHaveProperty("gns_ddt");
      handler = json(200, appDataBody({ gns_ddt: "second-device-token" }));
      await callApi(request, "appData");
      expect(getSession(request).get("deviceToken")).toBe("first-device-token");
      expect(getSession(request).dirty).toBe(true);
    });
  });

  it("logs the visitor out and flashes sessionExpired when the API refuses their token", async () => {
    handler = json(401, { message: "Unauthenticated." });
    const { callApi, ApiResponseError } = await api();
    const { getSession } = await sessions();
    const { newRequestScope, runInRequestScope } = await scopes();
    const request = await requestWithSession({ token: TOKEN, deviceToken: "device-xyz", loginSource: "web" });

    await runInRequestScope(newRequestScope(undefined), async () => {
      const error = await callApi(request, "appData").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiResponseError);
      const session = getSession(request);
      expect(session.isLoggedIn).toBe(false);
      expect(session.get("loginSource")).toBeUndefined();
      expect(session.get("deviceToken")).toBe("device-xyz");
      expect(session.takeFlash()).toEqual(["sessionExpired"]);
    });
  });

  it("does not flash sessionExpired for a guest's 401", async () => {
    handler = json(401, { message: "Unauthenticated." });
    const { callApi } = await api();
    const { getSession } = await sessions();
    const { newRequestScope, runInRequestScope } = await scopes();
    const request = new Request("http://portal.test/");
    await runInRequestScope(newRequestScope(undefined), async () => {
      await callApi(request, "appData").catch(() => undefined);
      expect(getSession(request).takeFlash()).toEqual([]);
    });
  });
});
