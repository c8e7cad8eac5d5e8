/**
 * The guards' redirects: `next` carries the page's path and query (encoded), and only paths on this
 * site are ever followed after login. Sessions come from real sealed cookies.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("~/lib/app-data.server", () => ({ getAppData: vi.fn(async () => ({ need_otp_for_registration: true })) }));

beforeAll(() => {
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SESSION_SECRET", "unit-test-session-secret-0123456789abcdef");
});
afterAll(() => vi.unstubAllEnvs());

const guards = () => import("~/features/account/guards.server");
const doctorGuard = () => import("~/lib/require-doctor.server");
const SITE = "https://sopan-pg.example";

/** A request carrying a cookie sealed from `data`, as the browser would send it. */
async function requestWith(path: string, data: Record<string, unknown> = {}): Promise<Request> {
  const { Session, commitSession } = await import("~/lib/session.server");
  const cookie = Object.keys(data).length ? commitSession(new Session(data))!.split(";")[0]! : "";
  return new Request(SITE + path, { headers: cookie ? { cookie } : {} });
}

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("expected a redirect");
}

describe("requireDoctor", () => {
  it("sends a guest to /login with the page's path and query as next", async () => {
    const { requireDoctor } = await doctorGuard();
    const res = await thrown(async () => requireDoctor(await requestWith("/my/account/devices?reason=device&x=a%26b")));
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toBe("/login?next=%2Fmy%2Faccount%2Fdevices%3Freason%3Ddevice%26x%3Da%2526b");
    expect(new URL(location, SITE).searchParams.get("next")).toBe("/my/account/devices?reason=device&x=a%26b");
  });

  it("lets a logged-in doctor through with their session", async () => {
    const { requireDoctor } = await doctorGuard();
    const session = requireDoctor(await requestWith("/my/dashboard", { token: "1|abcdefghijklmnopqrstuvwxyz" }));
    expect(session.isLoggedIn).toBe(true);
  });
});

describe("requireEnrollmentLogin", () => {
  it("sends a guest to /join-to-enroll, keeping the enroll page as next", async () => {
    const { requireEnrollmentLogin } = await guards();
    const res = await thrown(async () => requireEnrollmentLogin(await requestWith("/batch-details/3/enroll/9")));
    expect(res.headers.get("Location")).toBe("/join-to-enroll?next=%2Fbatch-details%2F3%2Fenroll%2F9");
  });
});

describe("next after login", () => {
  it("defaults to the dashboard and keeps a path on this site", async () => {
    const { nextOf, nextParam } = await guards();
    expect(nextOf(await requestWith("/login"))).toBe("/my/dashboard");
    expect(nextOf(await requestWith("/login?next=%2Fmy%2Faccount%3Ftab%3Dx"))).toBe("/my/account?tab=x");
    expect(nextOf(await requestWith("/login"), "/courses/5")).toBe("/courses/5");
    expect(nextParam(await requestWith("/login"))).toBe("");
  });

  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "/%0d%0aevil",
    "\\\\evil.example",
  ])("never follows %s", async (raw) => {
    const { nextOf, nextParam } = await guards();
    const request = await requestWith(`/login?next=${encodeURIComponent(raw)}`);
    const next = nextOf(request);
    expect(new URL(next, SITE).origin).toBe(SITE);
    expect(next.startsWith("//")).toBe(false);
    expect(nextOf(await requestWith("/login"), raw)).toBe(next);
    expect(["", next]).toContain(nextParam(request));
  });
});

describe("guest-only pages and the registration guard", () => {
  it("sends a logged-in doctor on to next", async () => {
    const { redirectIfLoggedIn } = await guards();
    const res = await thrown(async () =>
      redirectIfLoggedIn(await requestWith("/login?next=/my/account", { token: "1|abcdefghijklmnopqrstuvwxyz" })),
    );
    expect(res.headers.get("Location")).toBe("/my/account");
    expect(() => redirectIfLoggedIn(new Request(`${SITE}/login`))).not.toThrow();
  });

  it("/register needs a verified register code when app data asks for OTP", async () => {
    const { requireRegistrationStep } = await guards();
    const flow = { phone: "01712345678", purpose: "register", resendAt: Date.now() };
    const noCode = await thrown(async () => requireRegistrationStep(await requestWith("/register", { otpFlow: flow })));
    expect(noCode.headers.get("Location")).toBe("/join");
    // A verified code for another purpose does not open registration.
    const reset = await requestWith("/register", { otpFlow: { ...flow, purpose: "reset" }, otpToken: "verified-token" });
    expect((await thrown(() => requireRegistrationStep(reset))).headers.get("Location")).toBe("/join");
    await expect(
      requireRegistrationStep(await requestWith("/register", { otpFlow: flow, otpToken: "verified-token" })),
    ).resolves.toBeUndefined();
  });
});
