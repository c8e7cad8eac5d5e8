/**
 * OTP rules at the endpoints, with the API's clock moved instead of sleeping: 5-minute expiry,
 * 5 wrong tries, single use, 60 s cooldown (and a test stack's shorter one), hourly send budgets (429 + Retry-After),
 * OTP tokens living 15 minutes and bound to phone and purpose, a failing SMS gateway (retried as a job)
 * and a job queue that cannot take the SMS.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashOtpCode } from "../../server/auth/otp-policy";
import { otpCodes, otpTokens } from "../../server/db/schema";
import { inProcessJobQueue } from "../../server/jobs/in-process";
import type { SmsDriver, SmsMessage } from "../../server/sms/driver";
import { SMS_ATTEMPTS } from "../../server/sms/jobs";
import { accountsClient, PASSWORD, testClock } from "./accounts-client";
import { makeTestApi, silentLog, type TestApi } from "./helpers";

const clock = testClock();
let api: TestApi;
let client: ReturnType<typeof accountsClient>;
let ipCounter = 0;
/** Each test asks from its own address, so per-IP limits stay out of the way unless tested. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  api = await makeTestApi({}, { clock });
  client = accountsClient(api);
});
afterAll(() => api.close());

const join = (phone: string, ip: string) => client.post("/api/v3/auth/join", { phone }, { ip });
const submit = (phone: string, code: string, ip: string, purpose = "register") =>
  client.post("/api/v3/auth/otp", { phone, code, purpose }, { ip });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("codes", () => {
  it("work within 5 minutes and not after", async () => {
    const ip = freshIp();
    expect((await join("01911000001", ip)).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1_000);
    const late = await submit("01911000001", await client.lastCode("01911000001"), ip);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code[0]).toContain("মেয়াদ শেষ");

    clock.advance(61_000);
    expect((await join("01911000001", ip)).statusCode).toBe(200);
    clock.advance(4 * 60_000);
    expect((await submit("01911000001", await client.lastCode("01911000001"), ip)).statusCode).toBe(200);
  });

  it("die after 5 wrong tries, even for the right code", async () => {
    const ip = freshIp();
    const phone = "01911000002";
    await join(phone, ip);
    const code = await client.lastCode(phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await submit(phone, wrongCode(code), ip);
      expect(res.statusCode).toBe(422);
      messages.push(res.json().errors.code[0]);
    }
    expect(messages[0]).toContain("আর ৪ বার");
    expect(messages[4]).toContain("নতুন কোড নিন");
    const right = await submit(phone, code, ip);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code[0]).toContain("অনেকবার ভুল");
  });

  it("are single use", async () => {
    const ip = freshIp();
    const phone = "01911000003";
    await join(phone, ip);
    const code = await client.lastCode(phone);
    expect((await submit(phone, code, ip)).statusCode).toBe(200);
    const again = await submit(phone, code, ip);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code[0]).toContain("আগেই ব্যবহার");
  });

  it("are checked for their purpose: a register code is no reset code", async () => {
    const ip = freshIp();
    await join("01911000004", ip);
    const res = await submit("01911000004", await client.lastCode("01911000004"), ip, "reset");
    expect(res.statusCode).toBe(422);
  });

  it("a new code replaces the previous one", async () => {
    const ip = freshIp();
    const phone = "01911000005";
    await join(phone, ip);
    const first = await client.lastCode(phone);
    clock.advance(61_000);
    await join(phone, ip);
    const second = await client.lastCode(phone);
    if (first !== second) expect((await submit(phone, first, ip)).statusCode).toBe(422);
    expect((await submit(phone, second, ip)).statusCode).toBe(200);
  });
});

describe("sending limits", () => {
  it("a 60 s cooldown per phone and address, answered 429 with Retry-After; a stranger does not hold the doctor back", async () => {
    const ip = freshIp();
    const phone = "01911000010";
    expect((await join(phone, ip)).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await join(phone, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("40");
    expect(early.json()).toEqual({ message: "নতুন কোড পাঠাতে একটু অপেক্ষা করুন। ৪০ সেকেন্ড পরে আবার চেষ্টা করুন।" });
    expect(await client.outbox(phone)).toHaveLength(1);
    expect((await join(phone, freshIp())).statusCode).toBe(200);
    clock.advance(40_000);
    expect((await join(phone, ip)).statusCode).toBe(200);
  });

  it("at most 3 anonymous codes per phone and address per hour", async () => {
    const phone = "01911000011";
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await join(phone, ip)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const fourth = await join(phone, ip);
    expect(fourth.statusCode).toBe(429);
    // The oldest of the three leaves the window an hour after it was sent.
    expect(Number(fourth.headers["retry-after"])).toBe(3600 - 3 * 61);
    expect((await join(phone, freshIp())).statusCode).toBe(200);
    clock.advance(3600_000 - 3 * 61_000);
    expect((await join(phone, ip)).statusCode).toBe(200);
  });

  it("at most 10 anonymous codes per phone per hour from all addresses together", async () => {
    const phone = "01911000012";
    for (let i = 0; i < 10; i++) expect((await join(phone, freshIp())).statusCode).toBe(200);
    const res = await join(phone, freshIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
    clock.advance(3600_000);
  });

  it("strangers cannot spend the signed-in doctor's budget: 5 device or change-password codes per hour, their own", async () => {
    const phone = "01911000013";
    const { token } = await client.register(phone, { ip: freshIp() });
    // Strangers use up every anonymous budget of the phone (reset codes from many addresses).
    for (let i = 0; i < 10; i++) await client.post("/api/v3/auth/forget", { phone }, { ip: freshIp() });
    expect((await client.post("/api/v3/auth/forget", { phone }, { ip: freshIp() })).statusCode).toBe(429);
    const ip = freshIp();
    const ask = (purpose: string) => client.post("/api/v3/auth/otp-request", { purpose }, { bearer: token, ip });
    for (let i = 0; i < 5; i++) {
      expect((await ask(i % 2 ? "device" : "change-password")).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await ask("change-password");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^এই নম্বরে এক ঘণ্টায় সর্বোচ্চ ৫টি কোড পাঠানো যায়।/);
    clock.advance(3600_000);
  });

  it("at most 20 anonymous codes per IP per hour, whatever the phones", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await join(`0171100${String(i).padStart(4, "0")}`, ip)).statusCode).toBe(200);
    const res = await join("01711009999", ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await join("01711009999", freshIp())).statusCode).toBe(200);
  });
});

describe("checking limits", () => {
  it("at most 30 code checks per IP in 15 minutes, whatever the phones", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await submit(`0181200${String(i).padStart(4, "0")}`, "123456", ip)).statusCode).toBe(422);
    const refused = await submit("01812009999", "123456", ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("OTP tokens", () => {
  it("live 15 minutes", async () => {
    const ip = freshIp();
    const phone = "01911000020";
    await join(phone, ip);
    const res = await submit(phone, await client.lastCode(phone), ip);
    expect(res.json()).toMatchObject({ expires_in: 900 });
    clock.advance(15 * 60_000 + 1);
    const body = {
      name: "ডা. দেরি",
      email: "late@example.com",
      bmdc: "L-1",
      medical_college_id: 1,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const late = await client.post("/api/v3/auth/register", body, { otpToken: res.json().otp_token });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toHaveProperty("otp_token");
  });

  it("are bound to the phone: one doctor's change-password token does not serve another", async () => {
    const a = await client.register("01911000021", { ip: freshIp() });
    clock.advance(61_000);
    const b = await client.register("01911000022", { ip: freshIp() });
    clock.advance(61_000);
    await client.post("/api/v3/auth/otp-request", { purpose: "change-password" }, { bearer: a.token, ip: freshIp() });
    const aToken = await client.verify("01911000021", "change-password");
    const change = { old_password: PASSWORD, password: "stolen password", password_confirmation: "stolen password" };
    const res = await client.post("/api/v3/auth/change-password", change, { bearer: b.token, otpToken: aToken });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("otp_token");
  });
});

describe("storage", () => {
  it("keeps codes only as an HMAC under the pepper and OTP tokens only as a SHA-256", async () => {
    const ip = freshIp();
    const phone = "01911000040";
    await join(phone, ip);
    const code = await client.lastCode(phone);
    const [stored] = await api.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(stored!.codeHash).toBe(hashOtpCode(code, api.config.otpPepper));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.ip).toBe(ip);
    const otpToken = (await submit(phone, code, ip)).json().otp_token as string;
    const [token] = await api.db.select().from(otpTokens).where(eq(otpTokens.phone, phone));
    expect(token).toMatchObject({
      tokenHash: createHash("sha256").update(otpToken).digest("hex"),
      purpose: "register",
      usedAt: null,
    });
  });
});

describe("a failing SMS gateway", () => {
  const gateway = (failures: number) => {
    const sent: SmsMessage[] = [];
    let calls = 0;
    const driver: SmsDriver = {
      name: "http",
      send: async (message) => {
        if (++calls <= failures) throw new Error("gateway down");
        sent.push(message);
      },
    };
    return { driver, sent, calls: () => calls };
  };
  /** The runner's backoff shortened to 1 ms: the retries, not their waits, are under test. */
  const quickRetries = () => inProcessJobQueue({ log: silentLog, backoff: () => 1 });
  const joinAt = (api: TestApi, phone: string) =>
    api.app.inject({ method: "POST", url: "/api/v3/auth/join", payload: { phone } });

  it("is retried in the background: the doctor is answered at once and the code arrives", async () => {
    const sms = gateway(2);
    const flaky = await makeTestApi({}, { sms: sms.driver, jobs: quickRetries() });
    try {
      expect((await joinAt(flaky, "01911000031")).statusCode).toBe(200);
      await flaky.jobs.idle();
      expect(sms.calls()).toBe(3);
      expect(sms.sent).toHaveLength(1);
      const code = /\b(\d{6})\b/.exec(sms.sent[0]!.text)![1]!;
      const res = await flaky.app.inject({
        method: "POST",
        url: "/api/v3/auth/otp",
        payload: { phone: "01911000031", code, purpose: "register" },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await flaky.close();
    }
  });

  it("gives up after its last try and leaves no cooldown behind", async () => {
    const sms = gateway(Infinity);
    const down = await makeTestApi({}, { sms: sms.driver, jobs: quickRetries() });
    try {
      expect((await joinAt(down, "01911000030")).statusCode).toBe(200);
      await down.jobs.idle();
      expect(sms.calls()).toBe(SMS_ATTEMPTS);
      expect(await down.db.select().from(otpCodes).where(eq(otpCodes.phone, "01911000030"))).toEqual([]);
      // No cooldown: the doctor may ask again at once, and is tried again.
      expect((await joinAt(down, "01911000030")).statusCode).toBe(200);
      await down.jobs.idle();
      expect(sms.calls()).toBe(2 * SMS_ATTEMPTS);
    } finally {
      await down.close();
    }
  });
});

describe("a job queue that cannot take the SMS (Redis away)", () => {
  it("answers 503 and leaves no cooldown behind", async () => {
    const refusing = inProcessJobQueue({ log: silentLog });
    await refusing.stop();
    const down = await makeTestApi({}, { jobs: refusing });
    try {
      const first = await down.app.inject({ method: "POST", url: "/api/v3/auth/join", payload: { phone: "01911000032" } });
      expect(first.statusCode).toBe(503);
      expect(first.json().message).toContain("এসএমএস পাঠানো যায়নি");
      const again = await down.app.inject({ method: "POST", url: "/api/v3/auth/join", payload: { phone: "01911000032" } });
      expect(again.statusCode).toBe(503);
      expect(await down.db.select().from(otpCodes).where(eq(otpCodes.phone, "01911000032"))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe("a test stack's shorter cooldown (OTP_RESEND_COOLDOWN_SECONDS)", () => {
  it("replaces the 60 s wait, in the answer and in the refusal", async () => {
    const shortClock = testClock();
    const short = await makeTestApi({ OTP_RESEND_COOLDOWN_SECONDS: "2" }, { clock: shortClock });
    try {
      const shortClient = accountsClient(short);
      const join = (ip: string) => shortClient.post("/api/v3/auth/join", { phone: "01911000040" }, { ip });
      const first = await join("198.51.100.201");
      expect(first.statusCode).toBe(200);
      expect(first.json().resend_after).toBe(2);
      shortClock.advance(1_000);
      const early = await join("198.51.100.201");
      expect(early.statusCode).toBe(429);
      expect(early.headers["retry-after"]).toBe("1");
      shortClock.advance(1_000);
      expect((await join("198.51.100.201")).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
