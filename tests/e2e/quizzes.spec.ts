/**
 * On-spot quizzes end to end, in both projects: a guest presses Start on a home quiz card, logs
 * in, starts the quiz, answers (saved by the form without JavaScript, in the background with it),
 * submits, sees the result with explanations, and finds themself on the leaderboard.
 */
import { expect, test } from "@playwright/test";
import { fakeClientIp, loginThroughForm, promoAlreadySeen, registerThroughApi } from "./support/accounts";
import { NOJS } from "./support/nojs";

const QUIZ = "gynae-obs-weekly";

test("from the home quiz card to the leaderboard", NOJS, async ({ page, context, baseURL, request }, testInfo) => {
  test.slow();
  const js = testInfo.project.name === "js";
  const doctor = await registerThroughApi(request, fakeClientIp());
  await promoAlreadySeen(context, baseURL!);

  await page.goto("/");
  await page.locator(`[data-quiz-key="${QUIZ}"]`).getByRole("link", { name: "কুইজ শুরু করুন" }).click();
  // The quiz is guarded: login first, then straight back to the quiz.
  await page.waitForURL((url) => url.pathname === "/login");
  await loginThroughForm(page, doctor.phone, doctor.password, "");
  await page.waitForURL((url) => url.pathname === `/on-spot-quiz/${QUIZ}`);
  // The quiz's time as on its card: minutes:seconds (spec §9).
  await expect(page.getByText("পূর্ণমান ২৫ · সময় ১২:৩০")).toBeVisible();
  await page.getByRole("button", { name: "কুইজ শুরু করুন" }).click();

  // Question 1 is an MCQ: A true, B false; question 6 is the first SBA: option C.
  await page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" }).check();
  await page.getByRole("radio", { name: "প্রশ্ন ১ (B): মিথ্যা" }).check();
  const sba = page.locator("#q-6").getByRole("radio").nth(2);
  await sba.check();
  if (js) {
    await expect(page.getByText("সব উত্তর সংরক্ষিত।")).toBeVisible();
  } else {
    await page.getByRole("button", { name: "উত্তর সংরক্ষণ করুন" }).click();
    await expect(page.getByText("উত্তর সংরক্ষিত হয়েছে।")).toBeVisible();
  }
  // A reload (or another device) resumes with every saved answer.
  await page.goto(`/on-spot-quiz/${QUIZ}`);
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (A): সত্য" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (B): মিথ্যা" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "প্রশ্ন ১ (C): ফাঁকা" })).toBeChecked();
  await expect(page.locator("#q-6").getByRole("radio").nth(2)).toBeChecked();

  await page.getByRole("button", { name: "উত্তরপত্র জমা দিন" }).click();
  await page.waitForURL((url) => url.pathname === `/my/quiz/results/${QUIZ}`);
  await expect(page.locator(".result-summary dt", { hasText: "প্রাপ্ত নম্বর" })).toBeVisible();
  await expect(page.getByText("ব্যাখ্যা:").first()).toBeVisible();
  // Submitted: the quiz page now leads to the result.
  await page.goto(`/on-spot-quiz/${QUIZ}`);
  await page.waitForURL((url) => url.pathname === `/my/quiz/results/${QUIZ}`);

  await page.getByRole("link", { name: "মেধাতালিকা দেখুন" }).click();
  await page.waitForURL((url) => url.pathname === "/quiz-result-list" && url.searchParams.get("key") === QUIZ);
  await expect(page.locator(".leaderboard__me")).toContainText(doctor.name);

  // The home card now leads to the leaderboard.
  await page.goto("/");
  await expect(page.locator(`[data-quiz-key="${QUIZ}"]`).getByRole("link", { name: "ফলাফল দেখুন" })).toHaveAttribute(
    "href",
    `/quiz-result-list?key=${QUIZ}`,
  );
});

test("a guest who opens a quiz is sent to log in and comes back to it", async ({ page }) => {
  await page.goto("/on-spot-quiz/anatomy-basics");
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/on-spot-quiz/anatomy-basics");
});
