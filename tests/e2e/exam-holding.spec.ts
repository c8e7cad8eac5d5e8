/**
 * The holding page (decision 038), in both projects: a doctor whose exam-status and Start meet an API
 * under pressure (the test stack's pressure drill refuses this browser's first exam lookup and first Start with 503 +
 * Retry-After) waits on "your seat is kept", is brought back by the page itself (Refresh without
 * JavaScript, the countdown with it), and reaches the paper with the exam's whole time: the clock
 * starts when the attempt is created, not while the doctor waits.
 */
import { expect, test, type Page } from "@playwright/test";
import { formatDeadline } from "../../app/lib/format";
import { fakeClientIp, promoAlreadySeen } from "./support/accounts";
import { doctorWithActiveEveningCourse } from "./support/exams";
import { E2E_PRESSURE_DRILL_MARKER } from "./support/stack";
import { NOJS } from "./support/nojs";

test.use({
  extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }),
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${E2E_PRESSURE_DRILL_MARKER}`,
});
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

async function heldThenBack(page: Page, back: RegExp) {
  await expect(page).toHaveURL(/\/my\/exam-wait\?/);
  await expect(page.getByRole("heading", { name: "আপনার আসন রাখা আছে" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("আপনার পরীক্ষার সময় এখনও শুরু হয়নি");
  await expect(page.getByRole("link", { name: "এখনই আবার চেষ্টা করুন" })).toHaveAttribute("href", back);
  // Nothing pressed: the page comes back by itself after the API's Retry-After plus jitter.
  await expect(page).toHaveURL(back, { timeout: 20_000 });
}

test("a doctor held at exam-status and at Start reaches the paper with the whole time", NOJS, async ({ page }) => {
  test.setTimeout(180_000);
  const courseId = await doctorWithActiveEveningCourse(page);
  await page.goto(`/my/courses/${courseId}/full-schedule`);
  await page.locator('.timetable a[href$="/exam-status"]').nth(1).click();
  await heldThenBack(page, /\/exam-status$/);
  await page.getByRole("link", { name: "নিয়ম দেখে পরীক্ষা শুরু করুন" }).click();
  await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
  await heldThenBack(page, /\/exam-info$/);
  const pressed = Date.now();
  await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
  await expect(page).toHaveURL(/\/my\/exam-attempts\/\d+$/);
  // The one-minute exam: the deadline is a minute after the Start that was served (the held one was 3 s or more before it).
  const served = Date.now();
  const deadlines = [];
  for (let t = pressed - 1000; t <= served + 1000; t += 1000) deadlines.push(formatDeadline(new Date(t + 60_000).toISOString()));
  expect(deadlines).toContain(await page.locator(".exam-sitting__deadline strong").innerText());
});
