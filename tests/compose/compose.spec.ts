/**
 * compose.yaml, up in Docker (tests/compose/run.sh), as a visitor and a doctor meet it through nginx: the home
 * page; a doctor joins with an OTP, logs in and saves a quiz answer; with PostgreSQL stopped the public pages
 * still answer 200 from the portals' cache, a logged-in page answers the Bengali 503, Prometheus (the
 * `monitoring` profile) fires SopanDatabaseUnreachable, and portals restarted then serve the public pages from
 * the pages they kept on disk; with it started again the logged-in pages come back.
 * Last, the backup drill: db:backup of the stack's PostgreSQL, its volume destroyed, db:restore and db:check,
 * and every row is back.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

const PROMETHEUS = `http://127.0.0.1:${process.env.COMPOSE_PROMETHEUS_PORT ?? "5982"}`;

async function prometheusData<T>(apiPath: string): Promise<T> {
  return ((await (await fetch(`${PROMETHEUS}/api/v1/${apiPath}`)).json()) as { data: T }).data;
}

async function alertState(name: string): Promise<string> {
  const { alerts } = await prometheusData<{ alerts: { labels: { alertname: string }; state: string }[] }>("alerts");
  return alerts.find((alert) => alert.labels.alertname === name)?.state ?? "inactive";
}

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

test("Prometheus (the monitoring profile) scrapes every portal and API replica, with the shipped rules", async () => {
  await expect
    .poll(
      async () => {
        const { activeTargets } = await prometheusData<{
          activeTargets: { labels: { job: string; instance: string }; health: string }[];
        }>("targets");
        return activeTargets.map((target) => `${target.labels.job} ${target.labels.instance} ${target.health}`).sort();
      },
      { timeout: 60_000 },
    )
    .toEqual([
      "sopan-api api-1:4000 up",
      "sopan-api api-2:4000 up",
      "sopan-portal portal-1:3000 up",
      "sopan-portal portal-2:3000 up",
    ]);
  const { groups } = await prometheusData<{ groups: { rules: { name: string }[] }[] }>("rules");
  expect(groups.flatMap((group) => group.rules.map((rule) => rule.name))).toContain("SopanDatabaseUnreachable");
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
    // The shipped rule (its `for:` cut to seconds in the test's copy, tests/compose/run.sh) fires.
    await expect.poll(() => alertState("SopanDatabaseUnreachable"), { timeout: 60_000 }).toBe("firing");
    // Portals that start now, with nothing in memory, serve the public pages from the kept pages on disk
    // (decision 100): without them, every page was the 503.
    composeCommand("restart", "portal-1", "portal-2");
    await expect
      .poll(() => composeCommand("ps", "portal-1", "portal-2").match(/\(healthy\)/g)?.length ?? 0, { timeout: 60_000 })
      .toBe(2);
    // Both were restarted, so every answer comes from a portal started during the outage. Which of them
    // answers is nginx's affair: it resolved their addresses as it started, and a restarted container may
    // come back on the other's.
    await publicPagesAnswer(request);
  } finally {
    composeCommand("start", "postgres");
  }
  await expect.poll(async () => (await page.request.get(loggedIn, { maxRedirects: 0 })).status(), { timeout: 60_000 }).toBe(200);
  // Still logged in, with the answer saved before the outage.
  await page.goto(loggedIn);
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" })).toBeChecked();
  await publicPagesAnswer(request);
});

/** The stack's PostgreSQL as the host reaches it: at its address on the compose network, with the stack's password. */
function postgresUrl(): string {
  const container = composeCommand("ps", "-q", "postgres").trim();
  const address = execFileSync(
    "docker",
    ["inspect", "-f", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}", container],
    {
      encoding: "utf8",
    },
  ).trim();
  return `postgres://sopan:${postgresPassword()}@${address}:5432/sopan`;
}

/** The password tests/compose/run.sh made for this stack. */
function postgresPassword(): string {
  const env = readFileSync(path.join(path.dirname(process.env.SOPAN_COMPOSE!), ".env"), "utf8");
  return /^POSTGRES_PASSWORD=(.*)$/m.exec(env)![1]!;
}

/** Every table's row count, one "table count" line each. */
const tableRows = () =>
  composeCommand(
    "exec",
    "-T",
    "postgres",
    "psql",
    "-U",
    "sopan",
    "-d",
    "sopan",
    "-Atc",
    "select table_name, (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', table_schema, table_name), false, true, '')))[1]::text from information_schema.tables where table_schema = 'public' order by 1",
  );

/** An operator's command from this checkout (npm run …) against the stack's PostgreSQL; its duration in seconds. */
function operatorCommand(script: string, env: Record<string, string>, ...args: string[]): number {
  const started = performance.now();
  execFileSync("npm", ["run", "-s", script, "--", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return (performance.now() - started) / 1000;
}

test("backup drill: db:backup of the stack's PostgreSQL, its volume destroyed, db:restore and db:check, every row back", async () => {
  // Three operator processes (each a tsx start), a new PostgreSQL's initdb and two API starts: at load 20–30
  // beside the busy loops, db:backup took 11–18 s, db:restore 7.5–26 s and db:check 8–20 s, and the whole
  // test up to 3 minutes, past a slow test's 90 s.
  test.setTimeout(360_000);
  // The APIs are stopped first, so the rows counted are the rows backed up: the portals' visit batches reach
  // the database through them seconds after a page (an activity row landed between the count and pg_dump once).
  // pg_dump's own snapshot is consistent while writes go on; what this compares needs a database at rest.
  composeCommand("stop", "api-1", "api-2");
  const before = tableRows();
  // The doctor's saved answer is among them.
  expect(before).toMatch(/^exam_answers\|[1-9]/m);
  const backupDir = mkdtempSync(path.join(tmpdir(), "sopan-compose-backup-"));
  const backupSeconds = operatorCommand("db:backup", { DATABASE_URL: postgresUrl(), BACKUP_DIR: backupDir });
  const [file] = readdirSync(backupDir);
  expect(file).toMatch(/\.dump$/);

  // The database destroyed with its volume: a new, empty PostgreSQL in its place.
  composeCommand("rm", "-sf", "postgres");
  execFileSync("docker", ["volume", "rm", `${process.env.COMPOSE_PROJECT_NAME ?? "sopan-test"}_pgdata`]);
  composeCommand("up", "-d", "--no-deps", "postgres");
  // Over TCP, which the entry point's initdb server does not listen on: only the server that stays answers.
  const publicTables = () => {
    try {
      return composeCommand(
        "exec",
        "-T",
        "-e",
        `PGPASSWORD=${postgresPassword()}`,
        "postgres",
        "psql",
        "-h",
        "127.0.0.1",
        "-U",
        "sopan",
        "-d",
        "sopan",
        "-Atc",
        "select count(*) from information_schema.tables where table_schema = 'public'",
      ).trim();
    } catch {
      return "not answering";
    }
  };
  await expect.poll(publicTables, { timeout: 60_000 }).toBe("0");

  const restoreSeconds = operatorCommand("db:restore", { DATABASE_URL: postgresUrl() }, path.join(backupDir, file!));
  const checkSeconds = operatorCommand("db:check", { DATABASE_URL: postgresUrl() });
  expect(tableRows()).toBe(before);
  console.log(
    `backup drill: db:backup ${backupSeconds.toFixed(1)} s, db:restore ${restoreSeconds.toFixed(1)} s, db:check ${checkSeconds.toFixed(1)} s`,
  );

  // The APIs back on the restored database: the doctor's saved answer is there.
  composeCommand("start", "api-1", "api-2");
  const loggedIn = `/on-spot-quiz/${QUIZ}`;
  await expect.poll(async () => (await page.request.get(loggedIn, { maxRedirects: 0 })).status(), { timeout: 60_000 }).toBe(200);
  await page.goto(loggedIn);
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" })).toBeChecked();
});
