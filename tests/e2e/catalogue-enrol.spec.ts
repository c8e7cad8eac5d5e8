/**
 * Enrollment against the seeded stack, in both projects: the whole funnel from the home page to
 * checkout as a new doctor (join, OTP from the API's dev outbox, register, back to the enrollment),
 * a double submit that creates one enrollment, each pre-entry refusal, master enrollment and the guards.
 * Amounts are compared with what the product API itself says, never with numbers typed here.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { formatTaka } from "../../app/lib/format";
import { apiBatch, promoAlreadySeen, SEEDED } from "./support/catalogue";
import { expect, test } from "./support/demo-session";
import { E2E_API_URL } from "./support/stack";
import { NOJS } from "./support/nojs";

test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL));

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const enrollPath = (batchId: number, scheduleId: number) => `/batch-details/${batchId}/enroll/${scheduleId}`;

/** The newest code the API's development SMS driver sent to `phone`. */
async function otpFor(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${E2E_API_URL}/dev/sms-outbox?phone=${phone}`);
      const { data } = (await res.json()) as { data: Array<{ text: string }> };
      code = data[0] && /\b(\d{6})\b/.exec(data[0].text)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The browser's own cookies, for posting a form exactly as this visitor's browser would (but twice at once). */
async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

test(
  "a guest goes from the home page to checkout: course family, batch, schedule, join, register, confirm",
  NOJS,
  async ({ page, context, request }) => {
    test.slow();
    // A visitor address of its own (as a proxy reports it), so the API's hourly OTP limit per IP is
    // not shared with every other spec that sends codes from 127.0.0.1.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${digits(2)}.${digits(2)}.${digits(2)}` });
    const batch = await apiBatch(SEEDED.openBatch);
    const schedule = batch.schedules[0]!;
    const target = enrollPath(batch.id, schedule.id);

    await page.goto("/");
    await page.locator('[data-section="courses"] [data-course="fcps"]').click();
    await expect(heading(page)).toHaveText("এফসিপিএস");
    await page.locator(`[data-session-id="${batch.session.id}"]`).getByRole("link", { name: "ব্যাচগুলো দেখুন" }).click();
    await expect(page).toHaveURL(new RegExp(`/batches\\?session=${batch.session.id}$`));
    await page.locator(`[data-batch-id="${batch.id}"]`).click();
    await expect(heading(page)).toHaveText(batch.title);
    await page.getByRole("link", { name: "পূর্ণ সময়সূচি" }).click();
    await expect(page.locator("[data-week]").first()).toBeVisible();
    await page.getByRole("link", { name: "এই ব্যাচে ভর্তি হন" }).click();
    await expect(heading(page)).toHaveText("সময়সূচি বেছে নিন");
    await page.locator(`[data-schedule-id="${schedule.id}"]`).getByRole("link", { name: "এই সময়সূচিতে ভর্তি হন" }).click();

    // A guest is asked to join first, with the enrollment kept as `next`.
    await expect(page).toHaveURL(new RegExp(`/join-to-enroll\\?next=${encodeURIComponent(target)}$`));
    const phone = `017${digits(8)}`;
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('input[name="phone"]').press("Enter");
    await expect(page).toHaveURL(/\/otp/);
    await page.locator('input[name="code"]').fill(await otpFor(phone));
    await page.locator('input[name="code"]').press("Enter");
    await expect(page).toHaveURL(/\/register/);
    await page.locator('input[name="name"]').fill("ডা. নতুন শিক্ষার্থী");
    await page.locator('input[name="email"]').fill(`doctor-${phone}@example.com`);
    await page.locator('input[name="bmdc"]').fill(`A${digits(6)}`);
    const college = page.locator('select[name="medical_college_id"]');
    await college.selectOption({ index: 1 });
    await page.locator('input[name="password"]').fill("a-long-password-1");
    await page.locator('input[name="password_confirmation"]').fill("a-long-password-1");
    await page.locator('input[name="password_confirmation"]').press("Enter");

    // Back at the enrollment page, `next` intact, priced for this doctor by the API.
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(heading(page)).toHaveText("এখনই ভর্তি হন");
    await expect(page).toHaveTitle(new RegExp(`^এখনই ভর্তি হন: ${batch.title}`));
    await expect(page.locator("[data-total]")).toHaveAttribute("data-total", String(batch.price));
    await expect(page.locator("[data-total]")).toHaveText(formatTaka(batch.price));

    // The same form sent twice at once (a double click, a resent POST) gives one enrollment.
    const key = await page.locator('input[name="idempotency_key"]').inputValue();
    const post = async () =>
      request.post(target, {
        headers: { cookie: await cookieHeader(context) },
        form: { idempotency_key: key, payment_plan: "full" },
        maxRedirects: 0,
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.status()).toBe(303);
    const checkout = first.headers().location!;
    expect(checkout).toMatch(/^\/my\/courses\/\d+\/checkout$/);
    expect(second.headers().location).toBe(checkout);

    // And the doctor's own press of the button lands on that same enrollment's checkout.
    await page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" }).click();
    await expect(page).toHaveURL(new RegExp(`${checkout}$`));
    const due = page.locator("[data-amount-due]");
    await expect(due).toHaveAttribute("data-amount-due", String(batch.price));
    await expect(due).toHaveText(formatTaka(batch.price));
    await expect(page.locator(".checkout")).toHaveAttribute("data-status", "pending_payment");

    // Coming back to the enrollment page now says a seat is already held.
    await page.goto(target);
    await expect(page.getByText("পেমেন্টের অপেক্ষায় আছে")).toBeVisible();
  },
);

test.describe("pre-entry refusals", () => {
  const cases = [
    { name: "a closed deadline", batch: SEEDED.closed, code: "deadline_passed", forward: /^\/batches\?session=\d+$/ },
    { name: "no seats left", batch: SEEDED.full, code: "batch_full", forward: /^\/batches\?session=\d+$/ },
    { name: "an already active enrollment", batch: SEEDED.demoEnrolled, code: "already_enrolled", forward: /^\/my\/dashboard$/ },
    {
      name: "a missing profile field",
      batch: SEEDED.needsAddress,
      code: "profile_incomplete",
      forward: /^\/my\/account\/edit\?next=%2Fbatch-details%2F\d+%2Fenroll%2F\d+$/,
    },
  ] as const;

  for (const c of cases) {
    test(`${c.name}: a Bengali reason, a way forward, and no confirm button`, async ({ demoDoctor: page }) => {
      const batch = await apiBatch(c.batch);
      await page.goto(enrollPath(batch.id, batch.schedules[0]!.id));
      await expect(heading(page)).toHaveText("এখনই ভর্তি হন");
      const refusal = page.locator(`[data-refusal="${c.code}"]`);
      await expect(refusal).toBeVisible();
      await expect(refusal.getByRole("heading")).toHaveText(/[\u0980-\u09FF]{3,}/);
      await expect(refusal.getByRole("link").first()).toHaveAttribute("href", c.forward);
      await expect(page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" })).toHaveCount(0);
      if (c.code === "profile_incomplete") await expect(refusal.getByRole("listitem")).toHaveText(["স্থায়ী ঠিকানা"]);
    });
  }

  test("a confirm posted anyway is refused the same way and creates nothing", async ({ demoDoctor, request }) => {
    const batch = await apiBatch(SEEDED.full);
    const res = await request.post(enrollPath(batch.id, batch.schedules[0]!.id), {
      headers: { cookie: await cookieHeader(demoDoctor.context()) },
      form: { idempotency_key: `refused-${digits(12)}`, payment_plan: "full" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('data-refusal="batch_full"');
  });
});

test("master enrolment: the same page for a combined programme's master schedule", NOJS, async ({ demoDoctor: page }) => {
  const batch = await apiBatch(SEEDED.combined);
  const master = batch.master_schedules[0]!;
  await page.goto(`/batch-details/${batch.id}/enroll`);
  await page.locator(`[data-master][data-schedule-id="${master.id}"]`).getByRole("link", { name: "এই সময়সূচিতে ভর্তি হন" }).click();
  await expect(page).toHaveURL(new RegExp(`/batch-details/${batch.id}/master-enroll/${master.id}$`));
  await expect(heading(page)).toHaveText("এখনই ভর্তি হন");
  await expect(page.getByText("(মাস্টার সময়সূচি)")).toBeVisible();
  await expect(page.locator(`[data-schedule-id="${master.id}"]`)).toHaveText(master.title);
  await expect(page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" })).toBeVisible();
});

test.describe("guards", () => {
  test("a guest on an enrollment page joins first; checkout pages ask for login", async ({ page, request }) => {
    const batch = await apiBatch(SEEDED.openBatch);
    const target = enrollPath(batch.id, batch.schedules[0]!.id);
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`/join-to-enroll\\?next=${encodeURIComponent(target)}$`));
    await page.goto(`/batch-details/${SEEDED.combined}/master-enroll/1`);
    await expect(page).toHaveURL(/\/join-to-enroll\?next=%2Fbatch-details%2F\d+%2Fmaster-enroll%2F1$/);
    await page.goto("/my/courses/1/checkout");
    await expect(page).toHaveURL(/\/login\?next=%2Fmy%2Fcourses%2F1%2Fcheckout$/);

    // A guest's POST creates nothing either.
    const res = await request.post(target, { form: { idempotency_key: `guest-${digits(12)}` }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(`/join-to-enroll?next=${encodeURIComponent(target)}`);
  });

  test("a confirm sent from another site is refused before it reaches the enrolment", async ({ demoDoctor, request }) => {
    const batch = await apiBatch(SEEDED.openBatch);
    const res = await request.post(enrollPath(batch.id, batch.schedules[0]!.id), {
      headers: {
        cookie: await cookieHeader(demoDoctor.context()),
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      },
      form: { idempotency_key: `csrf-${digits(12)}`, payment_plan: "full" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
  });

  test("a checkout for an enrolment that is not the doctor's is a 404", async ({ demoDoctor: page }) => {
    const res = await page.goto("/my/courses/999999/checkout");
    expect(res?.status()).toBe(404);
  });
});
