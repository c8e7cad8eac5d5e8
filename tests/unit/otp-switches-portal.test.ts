/**
 * The portal's half of decision 033: with app data's need_otp_for_reset_password false the forget
 * page offers no form (its loader says so, and the page names the helpline), and with
 * need_otp_for_registration false the registration page opens without a verified phone, so it asks
 * for the phone itself (the form's phone field).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const appData = { need_otp_for_registration: false, need_otp_for_reset_password: false };
vi.mock("~/lib/app-data.server", () => ({ getAppData: vi.fn(async () => appData) }));

beforeAll(() => {
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SESSION_SECRET", "unit-test-session-secret-0123456789abcdef");
});
afterAll(() => vi.unstubAllEnvs());

const request = (path: string) => new Request(`https://sopan-pg.example${path}`);
const loaderArgs = (path: string) => ({
  request: request(path),
  params: {},
  context: { cspNonce: "", pageVisits: { add: () => {} } },
});

describe("need_otp_for_reset_password", () => {
  it("false: the forget page's loader closes self-service reset", async () => {
    const { loader } = await import("~/routes/_public.forget");
    expect(await loader(loaderArgs("/forget"))).toEqual({ selfServiceReset: false });
  });

  it("true: the forget page offers its form", async () => {
    appData.need_otp_for_reset_password = true;
    const { loader } = await import("~/routes/_public.forget");
    expect(await loader(loaderArgs("/forget"))).toEqual({ selfServiceReset: true });
  });
});

describe("need_otp_for_registration", () => {
  it("false: registration opens without a verified phone, and its form takes the phone", async () => {
    const { requireRegistrationStep } = await import("~/features/account/guards.server");
    await expect(requireRegistrationStep(request("/register"))).resolves.toBeUndefined();
    const { registerForm } = await import("~/features/account/forms.server");
    const filled = {
      phone: "01755000001",
      name: "ডা. কোডহীন",
      email: "nocode@example.com",
      bmdc: "A-12345",
      medical_college_id: "1",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    };
    expect(registerForm.safeParse(filled).data?.phone).toBe("01755000001");
    expect(registerForm.safeParse({ ...filled, phone: "12" }).error?.issues[0]?.path).toEqual(["phone"]);
  });
});
