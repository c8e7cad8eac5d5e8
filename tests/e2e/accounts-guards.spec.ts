/**
 * Who may see what: the my-area's login guard and its `next`, open-redirect attempts, the
 * enrollment and registration guards, admin-token login, and the end of a login (401 → the
 * session-timeout modal; a logout in another tab noticed without polling). Both projects.
 *
 * Most tests share one doctor registered in beforeAll by posting the portal's own forms
 * (registerThroughPortal: the pages themselves are walked by accounts-journey and by the enrolment
 * guard below); they start from that browser's logged-out cookie, which still names its verified
 * device (logout keeps it), so the dashboard answers without a device check getting in the way.
 */
import { expect, test, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import {
  fakeClientIp,
  loginThroughForm,
  logoutThroughHeader,
  newDoctor,
  promoAlreadySeen,
  randomPhone,
  registerThroughForms,
  registerThroughPortal,
  type Doctor,
} from "./support/accounts";
import { DEMO_TOKEN, SESSION_COOKIE } from "./support/stack";
import { NOJS } from "./support/nojs";

// Every test is its own visitor, so the API's per-address login and OTP limits never add up across tests.
test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });

let doctor: Doctor;
let verifiedDevice: Cookie[];

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": fakeClientIp() } });
  await promoAlreadySeen(context, baseURL);
  const page = await context.newPage();
  doctor = await registerThroughPortal(context);
  await page.goto("/my/dashboard");
  await logoutThroughHeader(page);
  verifiedDevice = await context.cookies();
  await context.close();
});

async function asKnownBrowser(context: BrowserContext, baseURL: string) {
  await context.addCookies(verifiedDevice);
  await promoAlreadySeen(context, baseURL);
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;

test.describe("login guard", () => {
  test("a guest on a my-area page logs in and comes back to it, query included", NOJS, async ({ page, context, baseURL }) => {
    await asKnownBrowser(context, baseURL!);
    await page.goto("/my/account?tab=profile");
    await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent("/my/account?tab=profile")}`);
    await loginThroughForm(page, doctor.phone, doctor.password, "");
    await expect(page).toHaveURL(`${baseURL}/my/account?tab=profile`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("আমার প্রোফাইল");
  });

  test("every my-area page is guarded, and a logged-in doctor skips the login page", NOJS, async ({ page, context, baseURL }) => {
    await asKnownBrowser(context, baseURL!);
    for (const path of [
      "/my/dashboard",
      "/my/account/devices",
      "/my/account/change-password",
      "/my/account/devices/otp-submission",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${baseURL}/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto("/my");
    await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent("/my/dashboard")}`);
    await loginThroughForm(page, doctor.phone, doctor.password, "");
    await expect(page).toHaveURL(`${baseURL}/my/dashboard`);
    await page.goto("/login?next=/my/account");
    await expect(page).toHaveURL(`${baseURL}/my/account`);
  });

  for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
    test(`next=${evil} is not followed: login lands on the dashboard`, NOJS, async ({ page, context, baseURL }) => {
      await asKnownBrowser(context, baseURL!);
      await page.goto(`/login?next=${encodeURIComponent(evil)}`);
      await expect(page.locator('input[name="next"]')).toHaveValue("");
      await loginThroughForm(page, doctor.phone, doctor.password, "");
      await expect(page).toHaveURL(`${baseURL}/my/dashboard`);
    });
  }

  test("a crafted login post with a foreign next still redirects home-side", async ({ request }) => {
    for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await request.post("/login", {
        form: { phone: doctor.phone, password: doctor.password, next },
        maxRedirects: 0,
      });
      expect(res.status(), next).toBe(302);
      expect(res.headers()["location"], next).toBe("/my/dashboard");
    }
  });
});

test.describe("enrollment and registration guards", () => {
  test(
    "an enroll page sends a guest to the enrollment join, which brings them back after registering",
    NOJS,
    async ({ page, context, baseURL }) => {
      await promoAlreadySeen(context, baseURL!);
      await page.goto("/batch-details/3/enroll/9");
      const target = "/batch-details/3/enroll/9";
      await expect(page).toHaveURL(`${baseURL}/join-to-enroll?next=${encodeURIComponent(target)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("কোর্সে ভর্তি হতে যুক্ত হোন");
      await expect(page.getByRole("link", { name: "লগইন করুন" })).toHaveAttribute(
        "href",
        `/login?next=${encodeURIComponent(target)}`,
      );

      // The same join with a my-area target, carried through OTP and registration.
      const back = "/my/account?from=enroll";
      await registerThroughForms(page, newDoctor(), `/join-to-enroll?next=${encodeURIComponent(back)}`);
      await expect(page).toHaveURL(`${baseURL}${back}`);
    },
  );

  test("/register without a verified code goes to /join, also halfway through", NOJS, async ({ page, context, baseURL }) => {
    await promoAlreadySeen(context, baseURL!);
    await page.goto("/register");
    await expect(page).toHaveURL(`${baseURL}/join`);
    await page.goto("/otp");
    await expect(page).toHaveURL(`${baseURL}/join`);
    await page.getByLabel("মোবাইল নম্বর").fill(randomPhone());
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(`${baseURL}/otp`);
    await page.goto("/register");
    await expect(page).toHaveURL(`${baseURL}/join`);
    await page.goto("/reset-password");
    await expect(page).toHaveURL(`${baseURL}/forget`);
  });
});

test.describe("admin-token login", () => {
  test(
    "starts a new session (the cookie changes, nothing of the old one survives) and opens the my-area",
    NOJS,
    async ({ page, context, baseURL }) => {
      await promoAlreadySeen(context, baseURL!);
      // A guest session with an OTP step in it.
      await page.goto("/join");
      await page.getByLabel("মোবাইল নম্বর").fill(randomPhone());
      await page.getByRole("button", { name: "কোড পাঠান" }).click();
      await expect(page).toHaveURL(`${baseURL}/otp`);
      const before = await sessionCookie(context);
      expect(before).toBeTruthy();

      await page.goto(`/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`);
      await expect(page).toHaveURL(`${baseURL}/`);
      const after = await sessionCookie(context);
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      await page.goto("/otp");
      // Without a guest OTP step /otp sends the visitor on (a logged-in one past /join to the my-area).
      await expect(page, "the OTP step did not survive the rotation").not.toHaveURL(/\/otp$/);

      await page.goto("/my/account");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("আমার প্রোফাইল");
      await expect(page.locator(".profile-list")).toContainText("ডা. তাসনিম রহমান");
    },
  );
});

test.describe("end of a login", () => {
  /** Two browsers with the same cookie: `other` logs out, which revokes the token `page` still carries. */
  async function revokedElsewhere(page: Page, context: BrowserContext, baseURL: string) {
    await asKnownBrowser(context, baseURL);
    await loginThroughForm(page, doctor.phone, doctor.password);
    await expect(page).toHaveURL(`${baseURL}/my/dashboard`);
    const other = await context.browser()!.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": fakeClientIp() } });
    await other.addCookies(await context.cookies());
    const otherPage = await other.newPage();
    await otherPage.goto("/my/account");
    await logoutThroughHeader(otherPage);
    await other.close();
  }

  test(
    "a revoked token shows the session-timeout modal over a page with a Reload link, which leads to login",
    NOJS,
    async ({ page, context, baseURL }, testInfo) => {
      await revokedElsewhere(page, context, baseURL!);
      if (testInfo.project.name === "js") {
        await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "প্রোফাইল" }).click();
      } else {
        await page.goto("/my/account");
      }
      const modal = page.locator("dialog.session-timeout-modal");
      await expect(modal).toBeVisible();
      await expect(modal.getByRole("heading")).toHaveText("Session timeout! Please Reload.");
      await expect(page.getByRole("heading", { name: "আপনার লগইনের মেয়াদ শেষ হয়েছে" })).toBeAttached();
      await expect(page.getByText("ডা. পরীক্ষা রোগী")).toHaveCount(0);
      await modal.getByRole("link", { name: "Reload" }).click();
      await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent("/my/account")}`);
      await expect(page.locator("dialog.session-timeout-modal")).toHaveCount(0);
    },
  );

  test(
    "a logout in another tab is noticed: at once with JavaScript, on the next navigation without",
    NOJS,
    async ({ page, context, baseURL }, testInfo) => {
      await asKnownBrowser(context, baseURL!);
      await loginThroughForm(page, doctor.phone, doctor.password, "/login?next=/my/account");
      await expect(page).toHaveURL(`${baseURL}/my/account`);
      const tab = await context.newPage();
      await tab.goto("/my/dashboard");
      await logoutThroughHeader(tab);
      if (testInfo.project.name === "js") {
        // The logging-out tab tells the others (BroadcastChannel); no click here.
        await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent("/my/account")}`);
      } else {
        await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "ডিভাইস" }).click();
        await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent("/my/account/devices")}`);
      }
    },
  );

  test("the session-status resource reads the cookie only and is never cached", async ({ page, context, baseURL, request }) => {
    const guest = await request.get("/resources/session-status");
    expect(await guest.json()).toEqual({ loggedIn: false });
    expect(guest.headers()["cache-control"]).toContain("no-store");
    await asKnownBrowser(context, baseURL!);
    await loginThroughForm(page, doctor.phone, doctor.password);
    await expect(page).toHaveURL(`${baseURL}/my/dashboard`);
    const res = await page.request.get("/resources/session-status");
    expect(await res.json()).toEqual({ loggedIn: true });
    expect(res.headers()["cache-control"]).toContain("no-store");
  });
});
