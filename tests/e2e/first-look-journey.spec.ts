/**
 * Issue 22, "Done means": a new doctor registered on a fresh `npm start` (the README's first look:
 * no configuration, a new data folder seeded on start, the SMS outbox and the bKash simulator of
 * development mode; support/first-look.ts) joins, verifies their phone, enrols and pays, studies a
 * recorded class, sits an exam and reviews it, buys and watches a unit video, and subscribes and
 * watches, in one browser, with and without JavaScript. Every step is the doctor's own clicks and
 * forms; the codes come from the stack's own outbox.
 */
import { newDoctor, promoAlreadySeen, registerThroughForms } from "./support/accounts";
import { enrolAndPay, payInWallet, toWallet } from "./support/bkash-wallet";
import { apiBatch, SEEDED } from "./support/catalogue";
import { openExamFromSchedule, startExam } from "./support/exams";
import { expect, test } from "./support/first-look";
import {
  addUnitVideo,
  expectPlayerFor,
  openUnitVideoCart,
  orderSubscription,
  watchFirstSubscriptionVideo,
} from "./support/paid-videos";
import { openFirstRecordedClass } from "./support/study-walk";
import { completeRequiredInfo } from "./support/required-info";

test("a new doctor on a fresh npm start joins, verifies, enrols, pays, studies, sits and reviews an exam, buys and watches a unit video, subscribes and watches", async ({
  page,
  context,
  baseURL,
  firstLook,
}, testInfo) => {
  test.setTimeout(240_000);
  await promoAlreadySeen(context, baseURL!);
  const doctor = newDoctor();
  const myNav = page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" });
  let courseId = 0;

  await test.step("join with a phone, the code from the outbox, register", async () => {
    await registerThroughForms(page, doctor, "/join", firstLook.apiUrl);
    await expect(page).toHaveURL(/\/my\/dashboard$/);
  });

  await test.step("enrol in the open evening batch and pay with bKash", async () => {
    const batch = await apiBatch(SEEDED.openBatch, firstLook.apiUrl);
    courseId = await enrolAndPay(page, `/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`, firstLook.apiUrl);
    await expect(page.getByRole("heading", { name: "পেমেন্ট সম্পন্ন হয়েছে" })).toBeVisible();
  });

  await test.step("study: course home → routine → a recorded class with the doctor's phone over the player", async () => {
    await page.goto("/my/courses");
    await page.locator(`a[href="/my/courses/${courseId}"]`).first().click();
    await openFirstRecordedClass(page);
    await expect(page).toHaveURL(/\/my\/courses\/\d+\/events\/\d+\/schedule\/\d+\/lecture$/);
    await expect(page.getByTestId("watermark").first()).toHaveText(doctor.phone);
  });

  await test.step("sit the 20-question exam, submit it, and review the answers and explanations", async () => {
    await openExamFromSchedule(page, courseId, 0);
    await startExam(page);
    // Question 1 is on the first page with and without JavaScript: all five statements answered.
    for (const letter of ["A", "B", "C", "D", "E"]) await page.getByRole("radio", { name: `প্রশ্ন ১ (${letter}): সত্য` }).check();
    await page.getByRole("button", { name: "রিভিউ করে জমা দিন" }).click();
    await expect(page.locator('.submit-review__counts [data-state="answered"] dd')).toHaveText("১");
    await page.getByRole("button", { name: "উত্তরপত্র জমা দিন" }).click();
    await expect(page).toHaveURL(/\/exam-status$/);
    await expect(page.locator('[data-exam-status="submitted"]')).toBeVisible();
    await page.getByRole("navigation", { name: "এই পরীক্ষার পাতা" }).getByRole("link", { name: "ব্যাখ্যা" }).click();
    await expect(page).toHaveURL(/\/my\/question-explanation-list\?attempt=\d+$/);
    await expect(page.locator(".question__explanation")).toHaveCount(20);
  });

  await test.step("buy a unit video from the cart and watch it", async () => {
    await openUnitVideoCart(page);
    const price = await addUnitVideo(page, 0);
    await toWallet(page, firstLook.apiUrl);
    await payInWallet(page, price);
    await expect(page.locator('[data-payment-status="paid"]')).toBeVisible();
    await page.locator("[data-purchased]").first().getByRole("link", { name: "ভিডিওটি দেখুন" }).click();
    await expect(page).toHaveURL(/\/my\/unit-videos\/\d+$/);
    await expectPlayerFor(page, doctor.phone);
  });

  await test.step("subscribe, pay, and watch a subscription video", async () => {
    await myNav.getByRole("link", { name: "ড্যাশবোর্ড" }).click();
    // A paid, running course and no addresses yet: the dashboard asks for them first (spec §4/§5).
    await completeRequiredInfo(page, testInfo.project.name === "js");
    const price = await orderSubscription(page);
    await toWallet(page, firstLook.apiUrl);
    await payInWallet(page, price);
    await expect(page.locator('[data-order-status="active"]')).toBeVisible();
    await watchFirstSubscriptionVideo(page, doctor.phone);
  });
});
