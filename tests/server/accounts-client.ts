/**
 * A small client for the account endpoints over `app.inject`, reading codes from the dev SMS
 * outbox the way a newcomer would. Shared by the auth-*.test.ts files.
 */
import { expect } from "vitest";
import type { TestApi } from "./helpers";

/** Who is calling: the client address (through the trusted loopback proxy), browser and tokens. */
export type Caller = { ip?: string; device?: string; bearer?: string; otpToken?: string; userAgent?: string };

export const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
export const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export const PASSWORD = "correct horse battery";

/** A clock the API reads instead of the real one; `advance` moves it. */
export function testClock(start = Date.now()) {
  let t = start;
  return Object.assign(() => new Date(t), { advance: (ms: number) => void (t += ms) });
}

function headersOf(c: Caller): Record<string, string> {
  const h: Record<string, string> = {};
  if (c.ip) h["x-forwarded-for"] = c.ip;
  if (c.device) h["x-device-token"] = c.device;
  if (c.bearer) h.authorization = `Bearer ${c.bearer}`;
  if (c.otpToken) h["x-otp-token"] = c.otpToken;
  if (c.userAgent) h["user-agent"] = c.userAgent;
  return h;
}

export function accountsClient(api: TestApi) {
  const post = (url: string, body: object = {}, caller: Caller = {}) =>
    api.app.inject({ method: "POST", url, payload: body, headers: headersOf(caller) });
  const get = (url: string, caller: Caller = {}) => api.app.inject({ method: "GET", url, headers: headersOf(caller) });

  const outbox = async (phone: string): Promise<{ to: string; text: string; sent_at: string }[]> => {
    // The SMS is an `sms.send` job: read once the runner has nothing left to do.
    await api.jobs.idle();
    const res = await get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** The code in the newest SMS to `phone`. */
  const lastCode = async (phone: string): Promise<string> => {
    const [latest] = await outbox(phone);
    const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  };

  /** Exchanges the newest code for an OTP token. */
  const verify = async (phone: string, purpose: string, caller: Caller = {}): Promise<string> => {
    const res = await post("/api/v3/auth/otp", { phone, code: await lastCode(phone), purpose }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().otp_token;
  };

  /** join → otp → register; returns the bearer and the device token the API issued. */
  const register = async (phone: string, caller: Caller = {}) => {
    const joined = await post("/api/v3/auth/join", { phone }, caller);
    expect(joined.statusCode, joined.body).toBe(200);
    const otpToken = await verify(phone, "register", caller);
    const digits = phone.slice(-8);
    const res = await post(
      "/api/v3/auth/register",
      {
        name: "ডা. পরীক্ষা",
        email: `doctor${digits}@example.com`,
        bmdc: `B-${digits}`,
        medical_college_id: 1,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      { ...caller, otpToken },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return { token: body.token as string, device: (caller.device ?? body.gns_ddt) as string, user: body.user };
  };

  const login = (phone: string, password: string, caller: Caller = {}) => post("/api/v3/auth/login", { phone, password }, caller);

  return { post, get, outbox, lastCode, verify, register, login };
}
