/**
 * Free practice exams (issue 26, decision 056), in both projects: a newly registered doctor with no
 * course finds the free exams from the dashboard, sits one on the usual attempt pages and sees the
 * result; after three starts this month the fourth exam's page says how many were used and when the
 * quota renews, in Bengali digits, and leads to the courses instead of a Start; a Start pressed on
 * a page shown before the quota ran out is refused by the server and lands on that message.
 * Seed: server/seed/exams.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { fakeClientIp, promoAlreadySeen, registerThroughPortal } from "./support/accounts";
import { expectNarrowAndAccessible } from "./support/axe";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

const TITLES = [
  "বিনামূল্যে এফসিপিএস অনুশীলন — অ্যানাটমি ও ফিজিওলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — ফার্মাকোলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — প্যাথলজি ও ইমিউনোলজি",
  "বিনামূল্যে এফসিপিএস অনুশীলন — মিশ্র প্রশ্ন",
];

/** From the free exams list to the exam's page and Start: the attempt's id. */
async function startFree(page: Page, title: string): Promise<number> {
  await page.goto("/my/free-exams");
  await page
    .locator(".exam-list__item")
    .filter({ hasText: title })
    .getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" })
    .click();
  await expect(page).toHaveURL(/\/my\/free-exams\/\d+$/);
  await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/my\/exam-attempts\/\d+$/);
  return Number(/exam-attempts\/(\d+)/.exec(page.url())![1]);
}

test(
  "a new doctor sits a free exam, and past three a month sees the quota and the way to the courses",
  NOJS,
  async ({ page }) => {
    test.setTimeout(150_000);
    await registerThroughPortal(page.context());

    await test.step("the dashboard leads to the free exams and this month's quota", async () => {
      await page.goto("/my/dashboard");
      await page.locator('section[aria-labelledby="my-practice-title"]').getByRole("link", { name: "বিনামূল্যের পরীক্ষা" }).click();
      await expect(page).toHaveURL(/\/my\/free-exams$/);
      await expect(page.locator("[data-free-quota]")).toContainText("৩টি বিনামূল্যের পরীক্ষার মধ্যে আপনি ০টি দিয়েছেন");
      await expect(page.locator(".exam-list__item")).toHaveCount(TITLES.length);
      await expectNarrowAndAccessible(page);
    });

    await test.step("sit the first one on the usual pages: start, submit, the result", async () => {
      const attemptId = await startFree(page, TITLES[0]!);
      await page.getByRole("button", { name: "রিভিউ করে জমা দিন" }).click();
      await page.getByRole("button", { name: "উত্তরপত্র জমা দিন" }).click();
      await expect(page).toHaveURL(new RegExp(`/my/participated-questions-answer\\?attempt=${attemptId}$`));
      await expect(page.locator(".result-summary")).toBeVisible();
    });

    await test.step("a Start shown before the quota ran out is refused by the server, and the page says why", async () => {
      await startFree(page, TITLES[1]!);
      // The fourth exam's page still offers a Start while one place is left…
      await page.goto("/my/free-exams");
      await page
        .locator(".exam-list__item")
        .filter({ hasText: TITLES[3]! })
        .getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" })
        .click();
      const start = page.getByRole("button", { name: "পরীক্ষা শুরু করুন" });
      await expect(start).toBeVisible();
      // …which another tab then takes.
      const other = await page.context().newPage();
      await startFree(other, TITLES[2]!);
      await other.close();
      await start.click();
      await expect(page).toHaveURL(/\/my\/free-exams\/\d+$/);
      await expect(page.locator("[data-free-quota=used-up]")).toBeVisible();
      await expect(start).toHaveCount(0);
    });

    await test.step("the fourth says so, with the renewal date, and links to the courses", async () => {
      await page.goto("/my/free-exams");
      const quota = page.locator("[data-free-quota=used-up]");
      await expect(quota).toContainText("৩টি বিনামূল্যের পরীক্ষার মধ্যে আপনি ৩টি দিয়েছেন");
      await expect(quota).toContainText(/নতুন কোটা শুরু হবে ১ [^\s,]+, ২০[০-৯]{2}/);
      await page
        .locator(".exam-list__item")
        .filter({ hasText: TITLES[3]! })
        .getByRole("link", { name: "নিয়ম ও নম্বর দেখুন" })
        .click();
      await expect(page).toHaveURL(/\/my\/free-exams\/\d+$/);
      await expect(page.getByRole("button", { name: "পরীক্ষা শুরু করুন" })).toHaveCount(0);
      await expect(page.locator("[data-free-quota=used-up]")).toContainText("৩টি দিয়েছেন");
      await expectNarrowAndAccessible(page);
      await page.getByRole("link", { name: "আমাদের কোর্সগুলো দেখুন" }).click();
      await expect(page).toHaveURL(/\/batches$/);
    });
  },
);
