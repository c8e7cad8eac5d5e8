/**
 * The production topology works as one site (decision 025): through nginx, with requests alternating
 * between two portal processes and two API processes, a guest sees the home page, joins with an OTP,
 * enrols, and stays logged in whichever replica answers; the login attempt limit is one count across
 * the API replicas (Redis), not one per process.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CLUSTER_DEMO_TOKEN } from "../../bin/stack-cluster";
import { LOGIN_CODE_SENT } from "../../server/routes/auth";
import { CLUSTER_API_1, CLUSTER_API_LB, CLUSTER_LOG_DIR, CLUSTER_PORTAL_1, CLUSTER_URL } from "./cluster-env";

test.describe.configure({ mode: "serial" });

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
const phone = `017${digits(8)}`;
const password = "a-long-password-1";
const doctorName = "ডা. ক্লাস্টার পরীক্ষা";
/** A visitor address of its own (nginx appends it to X-Forwarded-For; the portal trusts nginx on loopback). */
const visitorIp = `10.${1 + Number(digits(2))}.${digits(2)}.${digits(2)}`;

/** Every code the outbox handed out, for the log check at the end. */
const codesSent: string[] = [];

/** The newest code the API's development SMS driver sent to `phone` (asked of one replica: the outbox is in the database). */
async function otpFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${CLUSTER_API_1}/dev/sms-outbox?phone=${to}`);
      const { data } = (await res.json()) as { data: Array<{ text: string }> };
      code = data[0] && /\b(\d{6})\b/.exec(data[0].text)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  codesSent.push(code!);
  return code!;
}

/** Which replicas answered `count` requests for `url` through the balancer, each checked by `check`. */
async function servedBy(
  request: APIRequestContext,
  url: string,
  count: number,
  check: (html: string) => void,
): Promise<Set<string>> {
  const replicas = new Set<string>();
  for (let i = 0; i < count; i++) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
    check(await res.text());
    replicas.add(res.headers()["x-served-by"] ?? "(none)");
  }
  return replicas;
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": visitorIp } });
  // The home page's promotion modal would cover the header on a first visit.
  await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: CLUSTER_URL }]);
  page = await context.newPage();
});

test("the home page comes through nginx from both portal replicas, each with a request id", async ({ request }) => {
  const replicas = await servedBy(request, "/", 4, (html) => expect(html).toContain('lang="bn"'));
  expect([...replicas].sort()).toEqual(["portal-1", "portal-2"]);
  const res = await request.get("/");
  // nginx's $request_id, kept by the portal because nginx is a trusted proxy.
  expect(res.headers()["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  await page.goto("/");
  await expect(page.locator("h1, h2").first()).toBeVisible();
});

test("/metrics answers on each replica's own port, never through a load balancer (decision 027)", async ({ request }) => {
  for (const balancer of [`${CLUSTER_URL}/metrics`, `${CLUSTER_API_LB}/metrics`]) {
    const res = await request.get(balancer);
    expect(res.status(), balancer).toBe(404);
    // nginx answered itself: no replica saw the request.
    expect(res.headers()["x-served-by"], balancer).toBeUndefined();
  }
  const portal = await request.get(`${CLUSTER_PORTAL_1}/metrics`);
  expect(portal.status()).toBe(200);
  expect(await portal.text()).toMatch(/http_requests_total\{method="GET",route="routes\/_public\._index",status="200"\} [1-9]/);
  const api = await request.get(`${CLUSTER_API_1}/metrics`);
  expect(api.status()).toBe(200);
  expect(await api.text()).toContain("db_pool_connections");
});

test("a guest joins with an OTP, registers and enrols; the session holds on every replica", async () => {
  test.slow();
  const enrollPath = "/batch-details/1/enroll";
  await page.goto(enrollPath);
  await page.locator("[data-schedule-id]").first().getByRole("link", { name: "এই সময়সূচিতে ভর্তি হন" }).click();
  await expect(page).toHaveURL(/\/join-to-enroll\?next=/);
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="phone"]').press("Enter");
  await expect(page).toHaveURL(/\/otp/);
  await page.locator('input[name="code"]').fill(await otpFor(phone));
  await page.locator('input[name="code"]').press("Enter");
  await expect(page).toHaveURL(/\/register/);
  await page.locator('input[name="name"]').fill(doctorName);
  await page.locator('input[name="email"]').fill(`cluster-${phone}@example.com`);
  await page.locator('input[name="bmdc"]').fill(`A${digits(6)}`);
  await page.locator('select[name="medical_college_id"]').selectOption({ index: 1 });
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.locator('input[name="password_confirmation"]').press("Enter");

  await expect(page).toHaveURL(new RegExp(`${enrollPath}/\\d+$`));
  await page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" }).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/checkout$/);
  await expect(page.locator(".checkout")).toHaveAttribute("data-status", "pending_payment");

  // The same session cookie, read by both portal replicas (one SESSION_SECRET), over both API replicas.
  const replicas = await servedBy(page.request, "/my/dashboard", 6, (html) => expect(html).toContain(doctorName));
  expect([...replicas].sort()).toEqual(["portal-1", "portal-2"]);
  await page.goto("/my/courses");
  await expect(page).toHaveURL(/\/my\/courses$/);
});

test("the login attempt limit is one count across both API replicas (Redis)", async ({ playwright }) => {
  // Wrong passwords for the doctor just registered, from one visitor: five free attempts, a sixth after
  // the first pause, then, while paced, the held account's answer: a code is asked for (decision 031),
  // the same for any password. With a count per process, the alternating replicas would each have seen
  // three or four, and none would hold the account.
  const visitor = await playwright.request.newContext({
    baseURL: CLUSTER_URL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${digits(2)}.${digits(2)}.1`, Origin: CLUSTER_URL },
  });
  const answers: string[] = [];
  const portals = new Set<string>();
  for (let attempt = 1; attempt <= 7; attempt++) {
    const res = await visitor.post("/login", { form: { phone, password: "wrong-password-1" }, maxRedirects: 0 });
    const held = (await res.text()).includes(LOGIN_CODE_SENT);
    answers.push(`${res.status()}${held ? " held" : ""}`);
    portals.add(res.headers()["x-served-by"] ?? "(none)");
  }
  await visitor.dispose();
  expect(answers, "six wrong passwords refused, then the account held for a code").toEqual([...Array(6).fill("422"), "200 held"]);
  expect([...portals].sort()).toEqual(["portal-1", "portal-2"]);
  // And the API balancer spread those logins over both API replicas.
  const apiLog = readFileSync(path.join(CLUSTER_LOG_DIR, "nginx-api-access.log"), "utf8");
  const loginUpstreams = new Set(
    apiLog
      .split("\n")
      .filter((line) => /"POST \/api\/[^"]*login/.test(line))
      .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
  );
  expect(loginUpstreams.size, apiLog.slice(-2000)).toBe(2);
});

test("no process log holds a token, an OTP, a password or a full phone number", async () => {
  // Everything above went through these processes: nginx, both portals, both APIs and the migrate step.
  const files = readdirSync(CLUSTER_LOG_DIR);
  expect(files).toEqual(expect.arrayContaining(["api-1.log", "api-2.log", "portal-1.log", "portal-2.log", "nginx-access.log"]));
  const logs = files.map((f) => ({ file: f, text: readFileSync(path.join(CLUSTER_LOG_DIR, f), "utf8") }));
  // The request ids tie the portal's lines to the API's.
  const portalIds = logs
    .filter((l) => l.file.startsWith("portal"))
    .flatMap((l) => [...l.text.matchAll(/"requestId":"(\w+)"/g)].map((m) => m[1]));
  const apiText = logs
    .filter((l) => l.file.startsWith("api"))
    .map((l) => l.text)
    .join("\n");
  expect(portalIds.some((id) => apiText.includes(`"reqId":"${id}"`))).toBe(true);

  expect(codesSent.length).toBeGreaterThan(0);
  const secret = CLUSTER_DEMO_TOKEN.split("|")[1]!;
  const forbidden = [
    phone,
    `88${phone}`,
    phone.slice(1),
    password,
    "wrong-password-1",
    secret,
    ...codesSent.map((c) => `"${c}"`),
    ...codesSent.map((c) => ` ${c} `),
  ];
  for (const { file, text } of logs) {
    for (const value of forbidden) expect(text.includes(value), `${file} holds ${value.slice(0, 4)}…`).toBe(false);
    expect(text, file).not.toMatch(/bearer [^"\s]{8}/i);
  }
});
