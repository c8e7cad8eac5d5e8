/** The API's bKash simulator wallet, walked as a doctor does: shared by the payment specs. */
import { expect, type Page } from "@playwright/test";
import { E2E_API_URL } from "./stack";

/** Presses the page's bKash button and lands on the wallet page of the simulator in `api`. */
export async function toWallet(page: Page, api = E2E_API_URL) {
  await page.getByRole("button", { name: "বিকাশে পরিশোধ করুন" }).click();
  await expect(page).toHaveURL(new RegExp(`^${api}/dev/bkash/.+/wallet/TR0011`));
  await expect(page.getByRole("heading", { name: "বিকাশ পেমেন্ট / bKash payment" })).toBeVisible();
}

/**
 * The simulator's wallet as a doctor fills it: number, the code it shows, PIN, Pay. The simulator's
 * SHORT_PAY_WALLET completes the payment for ৳1 less than asked: paid at bKash, owed back.
 */
export async function payInWallet(page: Page, due: number, wallet = "01712345678") {
  await expect(page.getByText(`৳${due.toFixed(2)}`)).toBeVisible();
  await page.getByLabel(/bKash account number/).fill(wallet);
  await page.getByRole("button", { name: "এগিয়ে যান / Proceed" }).click();
  const code = await page.locator(".hint strong").innerText();
  await page.getByLabel(/Verification code/).fill(code);
  await page.getByRole("button", { name: "যাচাই করুন / Verify" }).click();
  await page.getByLabel(/bKash PIN/).fill("12345");
  await page.getByRole("button", { name: "পরিশোধ করুন / Pay" }).click();
}

/**
 * Enrol through an Enroll Now page (`enrollPath`), then pay the amount the checkout shows in the
 * wallet: ends on the payment's done page. The enrolment's id (the course in /my/courses/:id).
 */
export async function enrolAndPay(page: Page, enrollPath: string, api = E2E_API_URL): Promise<number> {
  await page.goto(enrollPath);
  await page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" }).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/checkout$/);
  const courseId = Number(/courses\/(\d+)\/checkout/.exec(page.url())![1]);
  const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
  await toWallet(page, api);
  await payInWallet(page, due);
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/payment\/\d+\/done$/);
  return courseId;
}
