/**
 * compose.yaml, up in Docker (tests/compose/run.sh), as a visitor and a doctor meet it through nginx: the home
 * page; a doctor joins with an OTP, logs in and saves a quiz answer; with PostgreSQL stopped the public pages
 * still answer 200 from the portals' cache and a logged-in page answers the Bengali 503; with it started again
 * the logged-in pages come back.
 */
import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { SINK_PORT } from "./global-setup";

test.describe.configure({ mode: "serial" });

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
const phone = `017${digits(8)}`;
const password = "a-long-password-1";
const doctorName = "ডা. কম্পোজ পরীক্ষা";
const QUIZ = "gynae-obs-weekly";
const publicPages = ["/", "/faq", "/about"];

const composeCommand = (...args: string[]) =>
  execFileSync(process.env.SOPAN_COMPOSE!, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

async function otpFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sent = (await (await fetch(`http://127.0.0.1:${SINK_PORT}/sent?to=88${to}`)).json()) as { message: string }[];
        code = sent.at(-1) && /\b(\d{6})\b/.exec(sent.at(-1)!.message)?.[1];
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Each public page, often enough that nginx's round robin has shown it from both portals. */
async function publicPagesAnswer(request: APIRequestContext): Promise<Set<string>> {
  const replicas = new Set<string>();
  for (const path of publicPages) {
    for (let i = 0; i < 4; i++) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain('lang="bn"');
      replicas.add(res.headers()["x-served-by"] ?? "(none)");
    }
  }
  return replicas;
}

let page: Page;

async function newVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  // The home page's promotion modal would cover the header on a first visit.
  await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: baseURL }]);
  return context.newPage();
}

test.beforeAll(async ({ browser, baseURL }) => {
  page = await newVisitor(browser, baseURL!);
});

test("the home page and the public pages come through nginx from both portals", async ({ request }) => {
  expect([...(await publicPagesAnswer(request))].sort()).toEqual(["portal-1", "portal-2"]);
});

test("a doctor joins with an OTP, logs in and saves a quiz answer", async ({ browser, baseURL }) => {
  test.slow();
  await page.goto("/join");
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="phone"]').press("Enter");
  await expect(page).toHaveURL(/\/otp/);
  await page.locator('input[name="code"]').fill(await otpFor(phone));
  await page.locator('input[name="code"]').press("Enter");
  await expect(page).toHaveURL(/\/register/);
  await page.locator('input[name="name"]').fill(doctorName);
  await page.locator('input[name="email"]').fill(`compose-${phone}@example.com`);
  await page.locator('input[name="bmdc"]').fill(`A${digits(6)}`);
  await page.locator('select[name="medical_college_id"]').selectOption({ index: 1 });
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.locator('input[name="password_confirmation"]').press("Enter");
  await expect(page).not.toHaveURL(/\/register/);

  // A browser of its own that logs in with the password, on the way to the quiz.
  page = await newVisitor(browser, baseURL!);
  await page.goto(`/on-spot-quiz/${QUIZ}`);
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("মোবাইল অথবা বিএমডিসি নম্বর").fill(phone);
  await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
  await page.getByRole("button", { name: "লগইন", exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/on-spot-quiz/${QUIZ}`);
  await page.getByRole("button", { name: "কুইজ শুরু করুন" }).click();
  await page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" }).check();
  await page.getByRole("button", { name: "উত্তর সংরক্ষণ করুন" }).click();
  await expect(page.getByText("উত্তর সংরক্ষিত হয়েছে।")).toBeVisible();
  // Saved in PostgreSQL: a fresh load of the quiz shows it.
  await page.goto(`/on-spot-quiz/${QUIZ}`);
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" })).toBeChecked();
});

test("with PostgreSQL stopped, public pages answer 200 and a logged-in page a Bengali 503; started again, it recovers", async ({
  request,
}) => {
  test.slow();
  const loggedIn = `/on-spot-quiz/${QUIZ}`;
  composeCommand("stop", "postgres");
  try {
    await publicPagesAnswer(request);
    const res = await page.goto(loggedIn);
    expect(res?.status()).toBe(503);
    const html = await res!.text();
    expect(html).toContain('lang="bn"');
    expect(html).toMatch(/[\u0980-\u09FF]{3,}/);
    // The portals stayed in nginx's pool and healthy: their readiness does not follow the database.
    expect(composeCommand("ps", "portal-1")).toContain("healthy");
  } finally {
    composeCommand("start", "postgres");
  }
  await expect.poll(async () => (await page.request.get(loggedIn, { maxRedirects: 0 })).status(), { timeout: 60_000 }).toBe(200);
  // Still logged in, with the answer saved before the outage.
  await page.goto(loggedIn);
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" })).toBeChecked();
  await publicPagesAnswer(request);
});
