/**
 * Paying for a course with bKash through the API's simulator, in both projects (with and without
 * JavaScript): enrol → checkout → the simulator's wallet (number, code, PIN) → done page → invoice;
 * and a payment cancelled in the wallet comes back to checkout with the red "paymenrt Cancelled".
 * Amounts are compared with what the product API says, never with numbers typed here.
 */
import { expect, test, type Page } from "@playwright/test";
import { formatTaka } from "../../app/lib/format";
import { fakeClientIp, promoAlreadySeen, registerThroughPortal } from "./support/accounts";
import { apiBatch, SEEDED } from "./support/catalogue";
import { SHORT_PAY_WALLET } from "../../server/payments/simulator";
import { MESSAGES } from "../../server/payments/settle";
import { payInWallet, toWallet } from "./support/bkash-wallet";
import { NOJS } from "./support/nojs";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": fakeClientIp() }) });
test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL!));

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** How a payment bKash completed but that bought nothing reads on the invoice and in the list (decision 030). */
const REFUND_DUE_STATUS = "পরিশোধিত, টাকা ফেরত দেওয়া হবে";

/** A new doctor (registered through the portal's forms) with a pending enrolment in the open batch, on its checkout page. */
async function atCheckout(page: Page): Promise<number> {
  await registerThroughPortal(page.context());
  const batch = await apiBatch(SEEDED.openBatch);
  await page.goto(`/batch-details/${batch.id}/enroll/${batch.schedules[0]!.id}`);
  await page.getByRole("button", { name: "ভর্তি নিশ্চিত করুন" }).click();
  await expect(page).toHaveURL(/\/my\/courses\/\d+\/checkout$/);
  await expect(heading(page)).toHaveText("চেকআউট");
  return Number(/courses\/(\d+)\/checkout/.exec(page.url())![1]);
}

test(
  "enrol → checkout → bKash wallet → done page → printable invoice; the checkout then says paid, not pay",
  NOJS,
  async ({ page }) => {
    test.slow();
    const enrollmentId = await atCheckout(page);
    const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
    expect(due).toBeGreaterThan(0);
    await expect(page.locator("[data-amount-due]")).toHaveText(formatTaka(due));

    await toWallet(page);
    await payInWallet(page, due);

    await expect(page).toHaveURL(/\/my\/courses\/\d+\/payment\/\d+\/done$/);
    await expect(heading(page)).toHaveText("পেমেন্ট সম্পন্ন হয়েছে");
    const trx = page.locator("[data-trx-id]");
    await expect(trx).toHaveText(/^SIM[0-9A-F]{10}$/);
    const trxId = await trx.innerText();
    await expect(page.locator("[data-amount]")).toHaveText(formatTaka(due));
    await expect(page.getByRole("link", { name: "পরবর্তী ধাপ দেখুন" })).toHaveAttribute("href", "/thank-you");

    await page.getByRole("link", { name: "ইনভয়েস দেখুন ও প্রিন্ট করুন" }).click();
    await expect(page).toHaveURL(/\/my\/invoice\/\d+$/);
    await expect(heading(page)).toHaveText("ইনভয়েস");
    await expect(page.locator("[data-trx-id]")).toHaveText(trxId); // Latin, as bKash prints it
    await expect(page.locator("[data-amount]")).toHaveText(formatTaka(due)); // ৳ and Bengali digits
    await expect(page.locator('[data-status="paid"]')).toHaveText("পরিশোধিত");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".invoice")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "সব ইনভয়েস" }).click();
    await expect(page.locator('.payment-list [data-status="paid"]')).toHaveCount(1);
    await page.goto("/my/account");
    await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "ইনভয়েস" }).click();
    await expect(page).toHaveURL(/\/my\/invoice$/);
    await expect(page.locator('.payment-list [data-status="paid"]')).toHaveCount(1);

    await page.goto(`/my/courses/${enrollmentId}/checkout`);
    await expect(page.getByText("এই কোর্সের পেমেন্ট সম্পন্ন হয়েছে।")).toBeVisible();
    await expect(page.getByText("ভর্তি সম্পন্ন করতে ফি পরিশোধ করুন")).toHaveCount(0);
    await expect(page.locator(".my-header__lead")).toHaveText(/^পেমেন্ট সম্পন্ন/);
  },
);

test(
  "bKash completes ৳1 less: the done page shows the refund note, not an activation, and checkout stays open",
  NOJS,
  async ({ page }) => {
    test.slow();
    const enrollmentId = await atCheckout(page);
    const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
    await toWallet(page);
    await payInWallet(page, due, SHORT_PAY_WALLET);

    await expect(page).toHaveURL(/\/my\/courses\/\d+\/payment\/\d+\/done$/);
    await expect(heading(page)).toHaveText("পেমেন্টের অবস্থা");
    await expect(page.locator("[data-refund-due]").getByText(MESSAGES.amountMismatch)).toBeVisible();
    await expect(page.locator("[data-amount]")).toHaveText(formatTaka(due - 1)); // what bKash holds, to be returned
    const done = page.url();
    await page.getByRole("link", { name: "ইনভয়েস দেখুন ও প্রিন্ট করুন" }).click();
    await expect(page.locator("[data-refund-due]").getByText(MESSAGES.amountMismatch)).toBeVisible();
    // Paid at bKash, bought nothing: the invoice and the list say the money goes back, never plain "paid".
    await expect(page).toHaveURL(/\/my\/invoice\/\d+$/);
    await expect(page.locator("dd[data-status]")).toHaveText(REFUND_DUE_STATUS);
    const paymentId = /\/my\/invoice\/(\d+)$/.exec(page.url())![1];
    await page.getByRole("link", { name: "সব ইনভয়েস" }).click();
    await expect(page.locator(`[data-payment-id="${paymentId}"] .card__meta`)).toContainText(REFUND_DUE_STATUS);
    await page.goto(done);
    await page.getByRole("link", { name: "চেকআউটে ফিরে যান" }).click();
    await expect(page).toHaveURL(new RegExp(`/my/courses/${enrollmentId}/checkout$`));
    await expect(page.locator("[data-amount-due]")).toHaveAttribute("data-amount-due", String(due));
  },
);

test(
  'cancel in the wallet: back at checkout with the red "paymenrt Cancelled", and paying stays possible',
  NOJS,
  async ({ page }) => {
    test.slow();
    const enrollmentId = await atCheckout(page);
    await toWallet(page);
    await page.getByRole("button", { name: "বাতিল / Cancel" }).click();

    await expect(page).toHaveURL(new RegExp(`/my/courses/${enrollmentId}/checkout\\?payment=\\d+$`));
    const cancelled = page.getByText("paymenrt Cancelled", { exact: true });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toHaveCSS("color", "rgb(192, 0, 24)");
    await expect(page.getByText("আপনি বিকাশ পেমেন্টটি বাতিল করেছেন, কোনো টাকা কাটা হয়নি।")).toBeVisible();
    await expect(page.getByRole("button", { name: "বিকাশে পরিশোধ করুন" })).toBeVisible();
  },
);

test("the callback with a forged or missing paymentID is a 404, and another doctor's checkout stays hidden", async ({ page }) => {
  await atCheckout(page);
  expect((await page.goto("/my/payments/bkash/callback?paymentID=TR0011FORGED&status=success"))!.status()).toBe(404);
  expect((await page.goto("/my/payments/bkash/callback?status=success"))!.status()).toBe(404);
  expect((await page.goto("/my/invoice/999999"))!.status()).toBe(404);
});

test(
  "event checkout: pay the event's fee with bKash and come back registered, with the trxID and an invoice",
  NOJS,
  async ({ page }) => {
    test.slow();
    await registerThroughPortal(page.context());
    await page.goto("/event/1004/checkout");
    const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
    expect(due).toBeGreaterThan(0);
    await toWallet(page);
    await payInWallet(page, due);
    await expect(page).toHaveURL(/\/event\/1004\/checkout\?payment=\d+$/);
    await expect(page.getByRole("heading", { name: "নিবন্ধন সম্পন্ন হয়েছে" })).toBeVisible();
    await expect(page.locator("[data-trx-id]")).toHaveText(/^SIM[0-9A-F]{10}$/);
    await page.getByRole("link", { name: "ইনভয়েস দেখুন ও প্রিন্ট করুন" }).click();
    await expect(page.locator("[data-amount]")).toHaveText(formatTaka(due));

    // Later, without bKash's ?payment=: the checkout and the event's page remember the payment, with its invoice.
    await page.goto("/event/1004/checkout");
    await expect(page.getByRole("heading", { name: "নিবন্ধন সম্পন্ন হয়েছে" })).toBeVisible();
    await expect(page.locator('[data-registered="paid"]')).toBeVisible();
    await expect(page.getByRole("button", { name: "বিকাশে পরিশোধ করুন" })).toHaveCount(0);
    await expect(page.locator("[data-amount-due]")).toHaveCount(0);
    await page.getByRole("link", { name: "ইনভয়েস দেখুন ও প্রিন্ট করুন" }).click();
    await expect(page).toHaveURL(/\/my\/invoice\/\d+$/);
    await page.goto("/1004/event");
    await expect(page.locator('[data-registered="paid"]')).toContainText("আপনি এই ইভেন্টে নিবন্ধিত।");
    await expect(page.locator('[data-cta="register"]')).toHaveCount(0);
    await page.locator('[data-registered="paid"]').getByRole("link", { name: "ইনভয়েস দেখুন" }).click();
    await expect(page).toHaveURL(/\/my\/invoice\/\d+$/);
    await expect(page.locator("[data-amount]")).toHaveText(formatTaka(due));
  },
);

test(
  "a free event registers without bKash; the checkout and the event's page then show the registration, not the form",
  NOJS,
  async ({ page }) => {
    await registerThroughPortal(page.context());
    await page.goto("/1001/event");
    await page.locator('[data-cta="register"]').click();
    await expect(page).toHaveURL(/\/event\/1001\/checkout$/);
    await page.getByRole("button", { name: "ফ্রি নিবন্ধন করুন" }).click();
    await expect(page.locator('[data-registered="free"]')).toHaveText("নিবন্ধন সম্পন্ন হয়েছে। ইভেন্টে আপনাকে স্বাগতম!");
    await page.goto("/event/1001/checkout");
    await expect(page.locator('[data-registered="free"]')).toBeVisible();
    await expect(page.getByRole("button", { name: "ফ্রি নিবন্ধন করুন" })).toHaveCount(0);
    // The registration's next steps: the thank-you page, which no page linked before (issue 22 item 15).
    await page.getByRole("link", { name: "পরবর্তী ধাপ দেখুন" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ধন্যবাদ");
    await page.goto("/1001/event");
    await expect(page.locator('[data-registered="free"]')).toContainText("আপনি এই ইভেন্টে নিবন্ধিত।");
    await expect(page.locator('[data-cta="register"]')).toHaveCount(0);
  },
);

test(
  "event checkout: bKash completes ৳1 less: the refund note, not registered, and paying stays possible",
  NOJS,
  async ({ page }) => {
    test.slow();
    await registerThroughPortal(page.context());
    await page.goto("/event/1004/checkout");
    const due = Number(await page.locator("[data-amount-due]").getAttribute("data-amount-due"));
    await toWallet(page);
    await payInWallet(page, due, SHORT_PAY_WALLET);
    await expect(page).toHaveURL(/\/event\/1004\/checkout\?payment=\d+$/);
    await expect(page.locator("[data-refund-due]").getByText(MESSAGES.amountMismatch)).toBeVisible();
    await expect(page.locator("[data-registered]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "বিকাশে পরিশোধ করুন" })).toBeVisible();
    await page.goto("/event/1004/checkout");
    await expect(page.locator("[data-registered]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "বিকাশে পরিশোধ করুন" })).toBeVisible();
  },
);
