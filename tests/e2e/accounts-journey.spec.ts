/**
 * A new doctor's whole account life through the real forms, in both projects (without JavaScript
 * it proves the "done": home page to a logged-in dashboard using only forms, and out again):
 * join → OTP → register → dashboard → logout → login → forgot → OTP → reset → login with the new
 * password → change password. Codes come from the API's development SMS outbox.
 *
 * One phone gets three codes, and the API allows one per phone per minute, so the test waits out
 * the cooldown twice (it checks the cooldown's own behaviour on the way).
 */
import { expect, test, type Page } from "@playwright/test";
import {
  codeAfter,
  fakeClientIp,
  fillRegistration,
  loginThroughForm,
  logoutThroughHeader,
  newDoctor,
  promoAlreadySeen,
  smsCount,
  waitForResendWindow,
} from "./support/accounts";
import { NOJS } from "./support/nojs";

// Its own visitor address, so the API's per-address OTP and login limits are this test's alone.
test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });

const mainHeading = (page: Page) => page.getByRole("heading", { level: 1 });

test("join, register, log out and in, reset the password, change it", NOJS, async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  test.slow(testInfo.retry > 0);
  const js = testInfo.project.name === "js";
  const doctor = newDoctor();
  await promoAlreadySeen(context, baseURL!);

  await test.step("join from the home page", async () => {
    await page.goto("/");
    await page.locator("[data-section=hero]").getByRole("link", { name: "রেজিস্টার" }).click();
    await expect(page).toHaveURL(/\/join$/);
    await page.getByLabel("মোবাইল নম্বর").fill("12345");
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page.getByText("সঠিক ১১ সংখ্যার মোবাইল নম্বর দিন")).toBeVisible();
    await expect(page.getByLabel("মোবাইল নম্বর")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("মোবাইল নম্বর").fill(doctor.phone);
    await page.getByLabel("আপনার নাম (ঐচ্ছিক)").fill(doctor.name);
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(`কোডটি ${doctor.phone} নম্বরে এসএমএস করে পাঠানো হয়েছে।`)).toBeVisible();
  });

  await test.step("OTP: a wrong code, the resend cooldown, the right code", async () => {
    const code = await codeAfter(doctor.phone, 0);
    const resend = page.getByRole("button", { name: "আবার কোড পাঠান" });
    if (js) {
      await expect(resend).toBeDisabled();
      await expect(page.locator("[data-resend-wait]")).toContainText("সেকেন্ড পরে আবার কোড চাওয়া যাবে");
    } else {
      // Without JavaScript the button always posts; the API's cooldown answers.
      await resend.click();
      await expect(page.getByRole("alert")).toContainText("নতুন কোড পাঠাতে একটু অপেক্ষা করুন");
      expect(await smsCount(doctor.phone)).toBe(1);
    }
    await page.getByLabel("যাচাই কোড").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "যাচাই করুন" }).click();
    await expect(page.getByText("কোডটি সঠিক নয়")).toBeVisible();
    await page.getByLabel("যাচাই কোড").fill(code);
    await page.getByRole("button", { name: "যাচাই করুন" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step("register: errors beside fields keep the values; then the dashboard", async () => {
    await expect(page.getByLabel("পূর্ণ নাম")).toHaveValue(doctor.name);
    await fillRegistration(page, doctor, "not-the-same-password");
    await page.getByRole("button", { name: "রেজিস্ট্রেশন সম্পন্ন করুন" }).click();
    await expect(page.getByText("দুটি পাসওয়ার্ড মেলেনি")).toBeVisible();
    await expect(page.getByLabel("ইমেইল")).toHaveValue(doctor.email);
    await expect(page.getByLabel("বিএমডিসি রেজিস্ট্রেশন নম্বর")).toHaveValue(doctor.bmdc);
    await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(doctor.password);
    await page.getByLabel("নতুন পাসওয়ার্ড আবার লিখুন").fill(doctor.password);
    await page.getByRole("button", { name: "রেজিস্ট্রেশন সম্পন্ন করুন" }).click();
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await expect(mainHeading(page)).toHaveText(`স্বাগতম, ${doctor.name}`);
    await expect(page.getByText("আপনি এখনো কোনো কোর্সে ভর্তি হননি।")).toBeVisible();
    await expect(page.getByRole("heading", { name: "প্রোফাইল সম্পূর্ণ করুন" })).toBeVisible();
    await expect(page.getByRole("link", { name: "প্রোফাইল সম্পূর্ণ করুন" })).toHaveAttribute("href", "/my/account/edit");
  });

  await test.step("log out, log in", async () => {
    await logoutThroughHeader(page);
    await expect(page.locator("header.site-header").getByRole("link", { name: "লগইন / রেজিস্টার" })).toBeVisible();
    await loginThroughForm(page, doctor.phone, "wrong-password-123");
    await expect(page.getByText("মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়")).toBeVisible();
    await expect(page.getByLabel("মোবাইল অথবা বিএমডিসি নম্বর")).toHaveValue(doctor.phone);
    // The server never sends a password back into the page (with JavaScript the field simply keeps what was typed).
    if (!js) await expect(page.getByLabel("পাসওয়ার্ড", { exact: true })).toHaveValue("");
    await loginThroughForm(page, doctor.phone, doctor.password, "");
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await logoutThroughHeader(page);
  });

  const newPassword = `${doctor.password}-reset`;
  await test.step("forgot password → OTP → reset → login with the new password", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "পাসওয়ার্ড ভুলে গেছেন?" }).click();
    await expect(page).toHaveURL(/\/forget$/);
    await page.getByLabel("মোবাইল নম্বর").fill(doctor.phone);
    await waitForResendWindow(doctor.phone);
    const before = await smsCount(doctor.phone);
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await page.getByLabel("যাচাই কোড").fill(await codeAfter(doctor.phone, before));
    await page.getByRole("button", { name: "যাচাই করুন" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(newPassword);
    await page.getByLabel("নতুন পাসওয়ার্ড আবার লিখুন").fill(newPassword);
    await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।")).toBeVisible();
    await loginThroughForm(page, doctor.phone, doctor.password, "");
    await expect(page.getByText("মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়")).toBeVisible();
    await loginThroughForm(page, doctor.phone, newPassword, "");
    await expect(page).toHaveURL(/\/my\/dashboard$/);
  });

  await test.step("change password with a code", async () => {
    const changed = `${newPassword}-changed`;
    await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "পাসওয়ার্ড পরিবর্তন" }).click();
    await expect(mainHeading(page)).toHaveText("পাসওয়ার্ড পরিবর্তন");
    await waitForResendWindow(doctor.phone);
    const before = await smsCount(doctor.phone);
    await page.getByRole("button", { name: "মোবাইলে কোড পাঠান" }).click();
    const code = await codeAfter(doctor.phone, before);
    // The API sends the SMS before the portal answers; with JavaScript the step lives in the session only once
    // that answer (and its cookie) reached the browser, which the code form shows.
    await expect(page.getByLabel("বর্তমান পাসওয়ার্ড")).toBeVisible();
    // A logged-in step's code is entered on its own page, not on the guests' /otp.
    await page.goto("/otp");
    await expect(page).toHaveURL(/\/my\/account\/change-password$/);
    await page.getByLabel("বর্তমান পাসওয়ার্ড").fill("not-my-password");
    await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(changed);
    await page.getByLabel("নতুন পাসওয়ার্ড আবার লিখুন").fill(changed);
    await page.getByLabel("যাচাই কোড").fill(code);
    await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
    await expect(page.getByText("বর্তমান পাসওয়ার্ড সঠিক নয়।")).toBeVisible();
    // The code was right: it is kept, so a typo in the old password costs no second SMS.
    await expect(page.getByText("মোবাইল নম্বর যাচাই হয়েছে; কোড আর লাগবে না।")).toBeVisible();
    await page.getByLabel("বর্তমান পাসওয়ার্ড").fill(newPassword);
    await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(changed);
    await page.getByLabel("নতুন পাসওয়ার্ড আবার লিখুন").fill(changed);
    await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
    await expect(page).toHaveURL(/\/my\/account$/);
    await expect(page.getByText("পাসওয়ার্ড বদলানো হয়েছে।")).toBeVisible();
    await logoutThroughHeader(page);
    await loginThroughForm(page, doctor.phone, changed);
    await expect(page).toHaveURL(/\/my\/dashboard$/);
  });
});
