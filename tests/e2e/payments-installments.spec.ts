/**
 * A course fee paid by installments through the API's bKash simulator, with and without JavaScript:
 * enrol → checkout → payment-option (installments) → first installment in the wallet → done page →
 * invoice naming the installment → the next installment from payment-option. Amounts are compared
 * with the batch's plan as the product API answers it, never with numbers typed here.
 */
import { expect, test, type Page } from "@playwright/test";
import { bnNumber, formatTaka } from "../../app/lib/format";
import { fakeClientIp, promoAlreadySeen, registerThroughPortal } from "./support/accounts";
import { apiBatch, SEEDED } from "./support/catalogue";
import { payInWallet, toWallet } from "./support/bkash-wallet";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Pays what the checkout page asks for in the wallet; answers the amount the page showed. */
async function payFromCheckout(page: Page): Promise<number> {
  const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
  await toWallet(page);
  await payInWallet(page, due);
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/payment\/\d+\/done$/);
  await expect(heading(page)).toHaveText("পেমেন্ট সম্পন্ন হয়েছে");
  return due;
}

test("enrol → payment-option → first installment → done → invoice → the next installment", NOJS, async ({ page, context }) => {
  test.slow();
  await registerThroughPortal(page.context());
  const batch = await apiBatch(SEEDED.openBatch);
  const plan = batch.installment_plan!;
  expect(plan.count).toBeGreaterThan(1);
  await page.goto(`/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`);
  await page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" }).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/checkout$/);
  const enrollmentId = Number(/courses\/(\d+)\/checkout/.exec(page.url())![1]);

  // Paying in full was the default; the checkout links to the choice.
  await page.getByRole("link", { name: /কিস্তিতে পরিশোধ করতে চান\?/ }).click();
  await expect(page).toHaveURL(/\/my\/payment-option#enrollment-\d+$/);
  await expect(heading(page)).toHaveText("পরিশোধের ধরন");
  const card = page.locator(`[data-enrollment-id="${enrollmentId}"]`);
  await card.getByRole("radio", { name: /কিস্তিতে/ }).check();
  await card.getByRole("button", { name: "এই ধরনে পরিশোধ করুন" }).click();

  await expect(page).toHaveURL(new RegExp(`/my/courses/${enrollmentId}/checkout$`));
  await expect(page.locator("[data-installment]")).toHaveCount(plan.count);
  await expect(page.locator("[data-amount-due]")).toHaveText(formatTaka(plan.installments[0]!.amount));
  // A second tab keeps the plan choice open while the first installment is paid.
  const staleTab = await context.newPage();
  await staleTab.goto("/my/payment-option");
  const first = await payFromCheckout(page);
  expect(first).toBe(plan.installments[0]!.amount);
  await expect(page.getByText("ধন্যবাদ! আপনার ভর্তি সক্রিয় হয়েছে।")).toBeVisible();
  await expect(page.locator('.invoice__lines [data-installment="1"]')).toHaveText(`কিস্তি ১ (${bnNumber(plan.count)}টির মধ্যে)`);
  await expect(page.locator('.installment-list [data-installment="1"]')).toHaveAttribute("data-paid", "true");
  await expect(page.locator('.installment-list [data-installment="2"]')).toHaveAttribute("data-paid", "false");

  // Switching to paying in full after money moved is refused beside the form, in Bengali.
  const staleCard = staleTab.locator(`[data-enrollment-id="${enrollmentId}"]`);
  await staleCard.getByRole("radio", { name: /একবারে/ }).check();
  await staleCard.getByRole("button", { name: "এই ধরনে পরিশোধ করুন" }).click();
  await expect(staleTab.locator(`[data-enrollment-id="${enrollmentId}"] [role="alert"]`)).toHaveText(
    "এই ভর্তির পেমেন্ট শুরু হয়ে গেছে, তাই পরিশোধের ধরন আর বদলানো যাবে না।",
  );
  await staleTab.close();

  await page.getByRole("link", { name: "ইনভয়েস দেখুন ও প্রিন্ট করুন" }).click();
  await expect(page).toHaveURL(/\/my\/invoice\/\d+$/);
  // With JavaScript the URL changes before the invoice replaces the done page, which also lists installment 1:
  // the check waits for the invoice itself (a CI run caught both pages' elements in one query).
  await expect(heading(page)).toHaveText("ইনভয়েস");
  await expect(page.locator('.invoice__lines [data-installment="1"]')).toBeVisible();
  await expect(page.locator("[data-amount]")).toHaveText(formatTaka(first));
  await page.getByRole("link", { name: "সব ইনভয়েস" }).click();
  await page.getByRole("link", { name: "কিস্তি ও পরিশোধের ধরন দেখুন" }).click();
  await expect(page).toHaveURL(/\/my\/payment-option$/);

  // Once a payment is made the plan is fixed; the next installment is the only one payable.
  await expect(card.getByRole("radio")).toHaveCount(0);
  await card.locator('[data-pay-next="2"]').click();
  await expect(page).toHaveURL(new RegExp(`/my/courses/${enrollmentId}/checkout$`));
  const second = await payFromCheckout(page);
  expect(second).toBe(plan.installments[1]!.amount);
  await expect(page.getByText("ধন্যবাদ! কিস্তি ২ পরিশোধ হয়েছে।")).toBeVisible();
  await expect(page.locator('.installment-list [data-paid="true"]')).toHaveCount(2);

  await page.goto("/my/invoice");
  await expect(page.locator('.payment-list [data-status="paid"]')).toHaveCount(2);
});
