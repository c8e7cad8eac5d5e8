/**
 * A ready session for the demo doctor, for specs whose subject is not the login itself. The
 * admin-token login (`/login-for-admin?token=DEMO_TOKEN`, spec §2/§6) runs once per worker over
 * plain HTTP; every test that asks for `demoDoctor` gets that session cookie in its own browser
 * context and starts on whatever page it opens, with no login page and no redirect to the home page.
 *
 *   import { expect, test } from "./support/demo-session";
 *   test("…", async ({ demoDoctor: page }) => { await page.goto("/my/dashboard"); … });
 *
 * The session is shared by the worker's tests: a test that logs out, or revokes the token, must log
 * in on its own instead (a fresh doctor, support/accounts.ts), as must specs about the login journey.
 */
import { test as base, expect, type Cookie, type Page } from "@playwright/test";
import { DEMO_TOKEN, SESSION_COOKIE } from "./stack";

type DemoSessionFixtures = { demoDoctor: Page };
type DemoSessionWorkerFixtures = { demoSessionCookies: Cookie[] };

export const test = base.extend<DemoSessionFixtures, DemoSessionWorkerFixtures>({
  demoSessionCookies: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      // As a browser sends a typed or pasted URL: /login-for-admin refuses a request without Sec-Fetch-Site.
      const login = await request.get(`/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`, {
        maxRedirects: 0,
        headers: { "Sec-Fetch-Site": "none" },
      });
      expect(login.status(), "the admin-token login redirects").toBe(302);
      const { cookies } = await request.storageState();
      expect(
        cookies.map((c) => c.name),
        "the admin-token login set the session cookie",
      ).toContain(SESSION_COOKIE);
      await request.dispose();
      await use(cookies);
    },
    { scope: "worker" },
  ],
  demoDoctor: async ({ page, context, demoSessionCookies }, use) => {
    await context.addCookies(demoSessionCookies);
    await use(page);
  },
});

export { expect };
