/**
 * The device rule end to end (spec §8: 423 `device_verified:false` → my-devices): a doctor holds
 * at most MAX_DEVICES (2) verified browsers. Three browser contexts are three devices:
 *   A registers (its first device, verified), B logs in and verifies itself by OTP, and C, logging
 *   in third, is sent from the dashboard to the devices page with the explanation, finds every slot
 *   taken, releases A and verifies itself. A is then the one refused.
 * Its own file (not accounts-guards) so its two cooldown waits run beside the other specs.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  codeAfter,
  fakeClientIp,
  loginThroughForm,
  newDoctor,
  promoAlreadySeen,
  registerThroughForms,
  smsCount,
  waitForResendWindow,
  type Doctor,
} from "./support/accounts";
import { NOJS } from "./support/nojs";

async function browserAt(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": fakeClientIp() },
  });
  await promoAlreadySeen(context, baseURL);
  return context.newPage();
}

const devices = (page: Page) => page.locator(".device-list__item");

/** From the devices page: request → otp-request → code → verified. */
async function verifyThisDevice(page: Page, doctor: Doctor, baseURL: string) {
  await page.getByRole("link", { name: "এই ডিভাইসটি যাচাই করুন" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/devices/request`);
  await page.getByRole("link", { name: "যাচাই শুরু করুন" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/devices/otp-request`);
  await waitForResendWindow(doctor.phone);
  const before = await smsCount(doctor.phone);
  await page.getByRole("button", { name: "কোড পাঠান" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/devices/otp-submission`);
  await page.getByLabel("যাচাই কোড").fill(await codeAfter(doctor.phone, before));
  await page.getByRole("button", { name: "ডিভাইস যাচাই করুন" }).click();
  await expect(page).toHaveURL(`${baseURL}/my/account/devices`);
  await expect(page.getByText("ডিভাইসটি যাচাই করা হয়েছে। এখন কোর্সের কনটেন্ট দেখতে পারবেন।")).toBeVisible();
  await expect(devices(page).filter({ hasText: "এই ডিভাইস" })).toContainText("যাচাইকৃত");
}

async function expectSentToDevices(page: Page, baseURL: string) {
  await page.goto("/my/dashboard");
  await expect(page).toHaveURL(`${baseURL}/my/account/devices?reason=device`);
  await expect(page.getByText("এই ডিভাইসটি যাচাই করা হয়নি,")).toBeVisible();
}

test(
  "a third browser is sent to the devices page, frees a slot and verifies itself by OTP",
  NOJS,
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const js = testInfo.project.name === "js";
    const doctor = newDoctor();
    const a = await browserAt(browser, baseURL!, js);
    const b = await browserAt(browser, baseURL!, js);
    const c = await browserAt(browser, baseURL!, js);

    await test.step("A registers: its first device is verified", async () => {
      await registerThroughForms(a, doctor);
      await expect(a).toHaveURL(`${baseURL}/my/dashboard`);
      await expect(a.getByRole("heading", { name: "আমার কোর্স" })).toBeVisible();
    });

    await test.step("B logs in, is refused the dashboard and verifies itself", async () => {
      await loginThroughForm(b, doctor.phone, doctor.password);
      await expect(b).toHaveURL(`${baseURL}/my/account/devices?reason=device`);
      await expect(b.getByText("এই ডিভাইসটি যাচাই করা হয়নি,")).toBeVisible();
      await expect(devices(b)).toHaveCount(2);
      // Named after each browser's own user agent, which the portal passes on to the API.
      for (const item of await devices(b).all()) await expect(item).toContainText("Chrome · Linux");
      await verifyThisDevice(b, doctor, baseURL!);
      await b.goto("/my/dashboard");
      await expect(b.getByRole("heading", { name: "আমার কোর্স" })).toBeVisible();
    });

    await test.step("C logs in third: every slot is taken until it releases A", async () => {
      await loginThroughForm(c, doctor.phone, doctor.password);
      await expect(c).toHaveURL(`${baseURL}/my/account/devices?reason=device`);
      await expect(c.getByText("এখন যাচাই করা আছে ২টি।")).toBeVisible();
      await c.getByRole("link", { name: "এই ডিভাইসটি যাচাই করুন" }).click();
      await expect(c.getByText("যাচাই করা ডিভাইসের সংখ্যা পূর্ণ।")).toBeVisible();
      await c.getByRole("link", { name: "ডিভাইসের তালিকা" }).click();

      const current = devices(c).filter({ hasText: "এই ডিভাইস" });
      await expect(current).toContainText("যাচাই হয়নি");
      await expect(current.getByRole("button", { name: "ডিভাইসটি মুক্ত করুন" })).toHaveCount(0);
      // The list is verified devices first, most recently seen first: A, untouched since B logged in, is last.
      const releasable = devices(c).filter({ has: c.getByRole("button", { name: "ডিভাইসটি মুক্ত করুন" }) });
      await expect(releasable).toHaveCount(2);
      await releasable.last().getByRole("button", { name: "ডিভাইসটি মুক্ত করুন" }).click();
      await expect(c.getByText("ডিভাইসটি মুক্ত করা হয়েছে।")).toBeVisible();
      await expect(c.getByText("এখন যাচাই করা আছে ১টি।")).toBeVisible();

      await verifyThisDevice(c, doctor, baseURL!);
      await c.goto("/my/dashboard");
      await expect(c.getByRole("heading", { name: "আমার কোর্স" })).toBeVisible();
    });

    await test.step("the released browser is the one refused now", async () => {
      await expectSentToDevices(a, baseURL!);
    });
    await Promise.all([a, b, c].map((p) => p.context().close()));
  },
);
