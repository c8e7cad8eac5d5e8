/**
 * Helpers for the account specs: fresh phones, codes from the API's development SMS outbox, the
 * OTP resend cooldown, and doctors made through the real forms or the real API (never stubbed).
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { smsOutbox } from "../../../server/contract/auth";
import { E2E_API_URL, E2E_OTP_RESEND_COOLDOWN_SECONDS } from "./stack";

/** "017" and 8 random digits: a phone no earlier run has used. */
export const randomPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/**
 * A made-up visitor address for X-Forwarded-For (198.18.0.0/15 is reserved for tests; nothing is
 * ever sent there). The portal and the API trust it from loopback, so each spec file's OTP and
 * login limits count for its own "visitor", as they would for real doctors behind one proxy.
 */
export const fakeClientIp = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** One run's identity: phone, password and the fields registration needs. */
export type Doctor = { phone: string; password: string; name: string; email: string; bmdc: string };

export function newDoctor(): Doctor {
  const phone = randomPhone();
  return {
    phone,
    password: `pw-${phone}-Aa1`,
    name: "ডা. পরীক্ষা রোগী",
    email: `e2e-${phone}@example.com`,
    bmdc: `A-${phone.slice(3)}`,
  };
}

/** `api`: the product API whose development outbox holds the codes (the E2E stack's unless another stack is meant). */
async function outbox(phone: string, api = E2E_API_URL) {
  const res = await fetch(`${api}/dev/sms-outbox?phone=${phone}`);
  expect(res.ok, "the dev SMS outbox answers (API in test mode)").toBe(true);
  return smsOutbox.parse(await res.json()).data;
}

export async function smsCount(phone: string, api = E2E_API_URL): Promise<number> {
  return (await outbox(phone, api)).length;
}

/** The code of the message that arrived after `before` messages (waits a little for it). */
export async function codeAfter(phone: string, before: number, api = E2E_API_URL): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const messages = await outbox(phone, api);
        text = messages.length > before ? messages[0]!.text : "";
        return text;
      },
      { message: `a new SMS to ${phone}`, timeout: 10_000 },
    )
    .not.toBe("");
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${text}"`);
  return code;
}

/** Where a spec reads the SMS codes: the API's development outbox (`outboxCodes`), or `npm start`'s console (first-look.ts). */
export type SmsCodes = {
  /** How many messages to `phone` so far. */
  count(phone: string): Promise<number>;
  /** The code of the message that arrived after `before` of them (waits a little for it). */
  after(phone: string, before: number): Promise<string>;
};

export const outboxCodes = (api = E2E_API_URL): SmsCodes => ({
  count: (phone) => smsCount(phone, api),
  after: (phone, before) => codeAfter(phone, before, api),
});

/** Sleeps until the API accepts another code for this phone (one test-stack cooldown after the newest SMS). */
export async function waitForResendWindow(phone: string): Promise<void> {
  const [newest] = await outbox(phone);
  if (!newest) return;
  const wait = new Date(newest.sent_at).getTime() + E2E_OTP_RESEND_COOLDOWN_SECONDS * 1000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The home page's promotion modal would cover the header on a first visit. */
export async function promoAlreadySeen(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: baseURL }]);
}

/** /join → /otp → /register through the forms; ends logged in on `next` or the dashboard. */
export async function registerThroughForms(page: Page, doctor: Doctor, joinPath = "/join", codes = outboxCodes()): Promise<void> {
  await page.goto(joinPath);
  await page.getByLabel("মোবাইল নম্বর").fill(doctor.phone);
  const before = await codes.count(doctor.phone);
  await page.getByRole("button", { name: "কোড পাঠান" }).click();
  await page.waitForURL("**/otp");
  await page.getByLabel("যাচাই কোড").fill(await codes.after(doctor.phone, before));
  await page.getByRole("button", { name: "যাচাই করুন" }).click();
  await page.waitForURL("**/register");
  await fillRegistration(page, doctor);
  await page.getByRole("button", { name: "রেজিস্ট্রেশন সম্পন্ন করুন" }).click();
}

/**
 * A new doctor registered through the portal's own join, code and registration forms, posted over HTTP
 * by the browser context's request client, which shares the context's cookies and headers: the
 * context ends logged in with this browser as the doctor's first verified device, as after
 * registerThroughForms, without rendering the three pages in the browser. For specs whose subject is
 * not registration (accounts-journey, accounts-guards and first-look walk the pages themselves).
 * Ends with no page loaded: the caller opens where it starts.
 */
export async function registerThroughPortal(context: BrowserContext, doctor = newDoctor()): Promise<Doctor> {
  const post = async (path: string, form: Record<string, string>, then: string) => {
    const res = await context.request.post(path, { form, maxRedirects: 0 });
    expect(res.status(), `POST ${path}: ${res.status() === 302 ? "" : await res.text()}`).toBe(302);
    expect(res.headers().location, `POST ${path} redirects`).toBe(then);
  };
  const before = await smsCount(doctor.phone);
  await post("/join", { phone: doctor.phone }, "/otp");
  await post("/otp", { code: await codeAfter(doctor.phone, before) }, "/register");
  const colleges = (await (await context.request.get(`${E2E_API_URL}/api/v3/web/medical-colleges`)).json()) as {
    medical_colleges: { id: number }[];
  };
  await post(
    "/register",
    {
      name: doctor.name,
      email: doctor.email,
      bmdc: doctor.bmdc,
      medical_college_id: String(colleges.medical_colleges[0]!.id),
      password: doctor.password,
      password_confirmation: doctor.password,
    },
    "/my/dashboard",
  );
  return doctor;
}

export async function fillRegistration(page: Page, doctor: Doctor, confirmation = doctor.password): Promise<void> {
  await page.getByLabel("পূর্ণ নাম").fill(doctor.name);
  await page.getByLabel("ইমেইল").fill(doctor.email);
  await page.getByLabel("বিএমডিসি রেজিস্ট্রেশন নম্বর").fill(doctor.bmdc);
  await page.getByLabel("মেডিকেল কলেজ", { exact: true }).selectOption({ index: 3 });
  await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(doctor.password);
  await page.getByLabel("নতুন পাসওয়ার্ড আবার লিখুন").fill(confirmation);
}

export async function loginThroughForm(page: Page, phone: string, password: string, path = "/login"): Promise<void> {
  if (path) await page.goto(path);
  await page.getByLabel("মোবাইল অথবা বিএমডিসি নম্বর").fill(phone);
  await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
  await page.getByRole("button", { name: "লগইন", exact: true }).click();
}

/** The header's logout form (a POST), as a doctor would press it. */
export async function logoutThroughHeader(page: Page): Promise<void> {
  await page.locator("header.site-header").getByRole("button", { name: "লগআউট" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * A registered doctor made through the product API itself (join, code from the outbox, register),
 * for specs about something other than registration. The API links the "browser" that registered
 * (this call, with no device token) as the doctor's first verified device.
 */
export async function registerThroughApi(request: APIRequestContext, clientIp: string): Promise<Doctor> {
  const doctor = newDoctor();
  const headers = { "x-forwarded-for": clientIp };
  const before = await smsCount(doctor.phone);
  const joined = await request.post(`${E2E_API_URL}/api/v3/auth/join`, { headers, data: { phone: doctor.phone } });
  expect(joined.status(), await joined.text()).toBe(200);
  const code = await codeAfter(doctor.phone, before);
  const verified = await request.post(`${E2E_API_URL}/api/v3/auth/otp`, {
    headers,
    data: { phone: doctor.phone, code, purpose: "register" },
  });
  const { otp_token } = (await verified.json()) as { otp_token: string };
  const colleges = (await (await request.get(`${E2E_API_URL}/api/v3/web/medical-colleges`)).json()) as {
    medical_colleges: { id: number }[];
  };
  const registered = await request.post(`${E2E_API_URL}/api/v3/auth/register`, {
    headers: { ...headers, "x-otp-token": otp_token },
    data: {
      name: doctor.name,
      email: doctor.email,
      bmdc: doctor.bmdc,
      medical_college_id: colleges.medical_colleges[0]!.id,
      password: doctor.password,
      password_confirmation: doctor.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return doctor;
}
