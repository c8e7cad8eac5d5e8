/**
 * The account pages under a security reviewer's eye (docs/security.md, "Portal"): tokens never
 * leave the encrypted cookie, account pages are never cached, every account form refuses
 * cross-site posts, the session cookie is replaced on login and logout, and the honeypot and
 * login failures give nothing away.
 */
import { expect, test, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { decryptSessionValue } from "../../app/lib/session.server";
import {
  codeAfter,
  fakeClientIp,
  loginThroughForm,
  logoutThroughHeader,
  randomPhone,
  registerThroughApi,
  smsCount,
} from "./support/accounts";
import { E2E_API_URL, stackEnv } from "./support/stack";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });

const SESSION_COOKIE = "__Host-sopan_session";
/** A full URL of the stack under test: "…/login?next=/my/account" must not pass for "/my/account". */
const at = (path: string) => test.info().project.use.baseURL + path;
/** Anything shaped like a Sanctum bearer token ("<id>|<40 chars>"). */
const BEARER_SHAPE = /\d+\|[A-Za-z0-9_-]{40}/;

/**
 * What the portal sealed into the cookie, opened with the stack's own secret: the test then knows
 * the exact token values it must never find anywhere else.
 */
function openCookie(value: string) {
  // The portal's configuration as the stack has it: production also requires PUBLIC_ORIGIN (decision 090).
  process.env.SESSION_SECRET = stackEnv.SESSION_SECRET;
  process.env.NODE_ENV = stackEnv.NODE_ENV;
  process.env.PUBLIC_ORIGIN = stackEnv.PUBLIC_ORIGIN;
  const opened = decryptSessionValue(value);
  expect(opened, "the session cookie opens with the stack's secret").not.toBeNull();
  return opened!.data;
}

async function sessionCookieOf(page: Page): Promise<Cookie> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, "session cookie").toBeDefined();
  return cookie!;
}
const sessionCookie = async (page: Page) => (await sessionCookieOf(page)).value;

/** Every document and data response the page receives, and the scripts it loads. */
function recordResponses(page: Page) {
  const bodies: Array<Promise<{ url: string; body: string }>> = [];
  page.on("response", (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    if (["document", "fetch", "xhr", "script"].includes(type) && res.status() < 300) {
      bodies.push(
        res.text().then(
          (body) => ({ url, body }),
          () => ({ url, body: "" }),
        ),
      );
    }
  });
  return () => Promise.all(bodies);
}

async function expectNowhereInThePage(page: Page, secrets: string[], js: boolean) {
  if (!js) return;
  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.cookie).not.toContain("sopan_session");
  for (const [where, value] of Object.entries(stored)) for (const s of secrets) expect(value, where).not.toContain(s);
}

test.describe("tokens stay in the encrypted cookie", () => {
  test(
    "bearer and device token: not in any page, data response, script, cookie jar or storage",
    NOJS,
    async ({ page, request }, testInfo) => {
      const js = testInfo.project.name === "js";
      const doctor = await registerThroughApi(request, fakeClientIp());
      const responses = recordResponses(page);
      await loginThroughForm(page, doctor.phone, doctor.password, "/login?next=/my/account");
      await expect(page).toHaveURL(at("/my/account"));
      const { token, deviceToken } = openCookie(await sessionCookie(page));
      expect(token).toMatch(BEARER_SHAPE);
      expect(deviceToken).toBeTruthy();
      const secrets = [token!, token!.split("|")[1]!, deviceToken!];

      const nav = page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" });
      // (The dashboard would send this unverified browser on to the devices page: 423.)
      for (const name of ["ডিভাইস", "পাসওয়ার্ড পরিবর্তন", "প্রোফাইল"]) {
        await nav.getByRole("link", { name }).click();
        await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      }
      await expectNowhereInThePage(page, secrets, js);

      const seen = await responses();
      expect(seen.length).toBeGreaterThan(3);
      if (js) expect(seen.some((r) => r.url.includes(".data"))).toBe(true);
      for (const { url, body } of seen) {
        for (const s of secrets) expect(body.includes(s), `${url} holds a token`).toBe(false);
        expect(body, url).not.toMatch(BEARER_SHAPE);
        expect(body, url).not.toContain("gns_ddt");
      }
    },
  );

  test("the verified OTP token: not in the register page or its data", NOJS, async ({ page }, testInfo) => {
    const phone = randomPhone();
    const responses = recordResponses(page);
    await page.goto("/join");
    await page.getByLabel("মোবাইল নম্বর").fill(phone);
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(at("/otp"));
    await page.getByLabel("যাচাই কোড").fill(await codeAfter(phone, 0));
    await page.getByRole("button", { name: "যাচাই করুন" }).click();
    await expect(page).toHaveURL(at("/register"));
    const { otpToken, otpFlow } = openCookie(await sessionCookie(page));
    expect(otpToken).toBeTruthy();
    expect(otpFlow).toMatchObject({ phone, purpose: "register" });
    await expectNowhereInThePage(page, [otpToken!], testInfo.project.name === "js");
    for (const { url, body } of await responses()) expect(body.includes(otpToken!), url).toBe(false);
  });
});

test.describe("caching", () => {
  test("account pages say no-store, for guests in an OTP step and for doctors", async ({ page, request }) => {
    const noStore = async (path: string) => {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()["cache-control"], path).toContain("no-store");
    };
    for (const path of ["/login", "/join", "/join-to-enroll", "/forget"]) await noStore(path);
    await page.goto("/join");
    await page.getByLabel("মোবাইল নম্বর").fill(randomPhone());
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(at("/otp"));
    await noStore("/otp");
    const otpData = await page.request.get("/otp.data");
    expect(otpData.headers()["cache-control"]).toContain("no-store");

    const doctor = await registerThroughApi(request, fakeClientIp());
    await loginThroughForm(page, doctor.phone, doctor.password, "/login?next=/my/account");
    await expect(page).toHaveURL(at("/my/account"));
    for (const path of ["/my/account", "/my/account/devices", "/my/account/change-password", "/my/account/devices/coming-soon"]) {
      const res = await page.goto(path);
      expect(res?.headers()["cache-control"], path).toBe("private, no-store");
      expect(res?.headers()["vary"], path).toMatch(/Cookie/);
    }
  });
});

test.describe("cross-site posts", () => {
  const ACTIONS = [
    "/login",
    "/join",
    "/join-to-enroll",
    "/otp",
    "/register",
    "/forget",
    "/reset-password",
    "/logout",
    "/my/account/devices",
    "/my/account/devices/otp-request",
    "/my/account/devices/otp-submission",
    "/my/account/change-password",
  ];

  test("every account form action refuses a foreign Origin and Sec-Fetch-Site: cross-site with 403", async ({ request }) => {
    const phone = randomPhone();
    for (const path of ACTIONS) {
      for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<
        string,
        string
      >[]) {
        const res = await request.post(path, { headers, form: { phone, password: "x", code: "123456" }, maxRedirects: 0 });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.text()).toContain("অনুরোধটি গ্রহণ করা হয়নি");
      }
    }
    // Refused before any action ran: /join and /forget sent nothing.
    expect(await smsCount(phone)).toBe(0);
  });
});

test.describe("session rotation", () => {
  test(
    "login and logout replace the cookie; the old cookies grant nothing",
    NOJS,
    async ({ page, browser, request, baseURL }) => {
      const doctor = await registerThroughApi(request, fakeClientIp());
      // A guest cookie first (an attacker could plant one like it: session fixation).
      await page.goto("/forget");
      await page.getByLabel("মোবাইল নম্বর").fill(randomPhone());
      await page.getByRole("button", { name: "কোড পাঠান" }).click();
      await expect(page).toHaveURL(at("/otp"));
      const guestCookie = await sessionCookieOf(page);
      const guest = guestCookie.value;

      await loginThroughForm(page, doctor.phone, doctor.password, "/login?next=/my/account");
      await expect(page).toHaveURL(at("/my/account"));
      const loggedIn = await sessionCookie(page);
      expect(loggedIn).not.toBe(guest);
      const opened = openCookie(loggedIn);
      expect(opened.otpFlow, "nothing of the guest session survives login").toBeUndefined();
      expect(opened.loginSource).toBe("web");

      await logoutThroughHeader(page);
      const afterLogout = await sessionCookie(page);
      expect(afterLogout).not.toBe(loggedIn);
      expect(openCookie(afterLogout)).toEqual({ deviceToken: opened.deviceToken, flash: undefined });

      const replay = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const replayPage = await replay.newPage();
      await replay.addCookies([guestCookie]);
      await replayPage.goto("/my/account");
      await expect(replayPage, "the planted guest cookie never became a login").toHaveURL(/\/login\?next=/);

      await replay.addCookies([{ ...guestCookie, value: loggedIn }]);
      await replayPage.goto("/my/account");
      await expect(
        replayPage.getByRole("heading", { name: "আপনার লগইনের মেয়াদ শেষ হয়েছে" }),
        "the logged-out cookie's token is revoked",
      ).toBeVisible();
      await expect(replayPage.getByText(doctor.email)).toHaveCount(0);
      await replay.close();
    },
  );
});

test.describe("a paced account (decision 031)", () => {
  /**
   * A stranger's wrong passwords from changing addresses until one is checked past the 11th attempt: that
   * one holds the account for the full minute (1 s, 2 s, 4 s … 60 s), longer than the doctor's steps take.
   */
  async function holdForAMinute(request: APIRequestContext, phone: string) {
    for (let attempt = 1; attempt <= 100; attempt++) {
      const res = await request.post(`${E2E_API_URL}/api/v3/auth/login`, {
        headers: { "x-forwarded-for": fakeClientIp() },
        data: { phone, password: "a wrong guess" },
      });
      expect([200, 422]).toContain(res.status());
      if (attempt >= 12 && res.status() === 422) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the account was never checked again");
  }

  test(
    "the doctor's right password on a new browser asks for the SMS code, and password and code log them in",
    NOJS,
    async ({ page, request }) => {
      test.setTimeout(90_000); // a dozen argon2 checks to hold the account, then two logins
      const doctor = await registerThroughApi(request, fakeClientIp());
      await holdForAMinute(request, doctor.phone);
      const before = await smsCount(doctor.phone);
      await loginThroughForm(page, doctor.phone, doctor.password);
      await expect(page.getByText(/পাসওয়ার্ড সঠিক হলে নিবন্ধিত মোবাইলে কোড পাঠানো হয়েছে।/)).toBeVisible();
      const code = await codeAfter(doctor.phone, before);
      // What was typed stays, the password does not; a wrong code keeps the code step.
      await expect(page.getByLabel("মোবাইল অথবা বিএমডিসি নম্বর")).toHaveValue(doctor.phone);
      await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(doctor.password);
      await page.getByLabel("যাচাই কোড").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "লগইন", exact: true }).click();
      await expect(page.getByText("কোড অথবা পাসওয়ার্ড সঠিক নয়।", { exact: false }).first()).toBeVisible();
      await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(doctor.password);
      await page.getByLabel("যাচাই কোড").fill(code);
      await page.getByRole("button", { name: "লগইন", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      expect(await (await page.request.get("/resources/session-status")).json()).toEqual({ loggedIn: true });
    },
  );
});

test.describe("what failures give away", () => {
  async function login(request: APIRequestContext, form: Record<string, string>) {
    const res = await request.post("/login", { form, maxRedirects: 0 });
    return { status: res.status(), html: await res.text() };
  }

  test("the honeypot: a filled trap fails like a wrong password and calls nothing", async ({ request }) => {
    const doctor = await registerThroughApi(request, fakeClientIp());
    const trapped = await login(request, {
      phone: doctor.phone,
      password: doctor.password,
      contact_me_by_fax_only: "http://spam.example",
    });
    expect(trapped.status).toBe(422);
    expect(trapped.html).toContain("মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।");
    expect(await (await request.get("/resources/session-status")).json()).toEqual({ loggedIn: false });

    const phone = randomPhone();
    const join = await request.post("/join", { form: { phone, contact_me_by_fax_only: "x" }, maxRedirects: 0 });
    expect(join.status()).toBe(422);
    expect(await smsCount(phone)).toBe(0);
  });

  test("join answers a registered phone like a new one: the same OTP page, no SMS, and a way to log in", async ({ request }) => {
    const doctor = await registerThroughApi(request, fakeClientIp());
    const smsBefore = await smsCount(doctor.phone);
    const pages: string[] = [];
    for (const phone of [doctor.phone, randomPhone()]) {
      const join = await request.post("/join", { form: { phone }, maxRedirects: 0 });
      expect(join.status(), "both go on to the OTP step").toBe(302);
      expect(join.headers().location).toBe("/otp");
      const otp = await request.get("/otp");
      expect(otp.status()).toBe(200);
      // What the page says about the code (the resend countdown may differ by a second).
      const html = (await otp.text()).replaceAll(phone, "PHONE");
      pages.push(
        /<p class="auth-card__lead">[\s\S]*?<\/p>/.exec(html)![0] +
          /<div class="auth-page__aside">[\s\S]*?<\/div>/.exec(html)![0],
      );
    }
    expect(pages[0]).toContain("এই নম্বর দিয়ে নিবন্ধন করা গেলে একটি যাচাই কোড পাঠানো হয়েছে।");
    expect(pages[0]).toContain('href="/login"');
    expect(pages[0]).toBe(pages[1]);
    expect(await smsCount(doctor.phone), "the registered phone was sent nothing").toBe(smsBefore);
  });

  test("an unknown phone and a wrong password get the same answer", async ({ request }) => {
    const doctor = await registerThroughApi(request, fakeClientIp());
    const wrong = await login(request, { phone: doctor.phone, password: "not-the-password" });
    const unknown = await login(request, { phone: randomPhone(), password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    const message = (html: string) => /class="field__error"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(message(wrong.html)).toBe("মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।");
    expect(message(unknown.html)).toBe(message(wrong.html));
  });
});
