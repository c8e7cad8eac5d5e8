/**
 * The demo doctor on a browser that may open paid content: logged in through the admin-token login,
 * then this browser verified as one of their devices by OTP (through the devices pages, as a doctor
 * would). The demo doctor holds at most two verified devices, and the admin-token login starts a new
 * device every time (login.server.ts: a new identity keeps nothing of the old session). So each
 * Playwright worker slot verifies one device and keeps its logged-in session for the whole run: the
 * two workers hold the two slots, and no test's verification releases a device another test is using.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { codeAfter, smsCount, waitForResendWindow } from "./accounts";
import { promoAlreadySeen } from "./catalogue";
import { test as demoSessionTest } from "./demo-session";
import { DEMO_TOKEN, E2E_API_PORT, SESSION_COOKIE } from "./stack";

export const DEMO_PHONE = "01700000001";

/**
 * Parallel workers verify the same phone: one at a time, or the second send meets the first one's
 * resend cooldown and the second code may be read by the first worker. A directory is the lock
 * (mkdir is atomic across processes); one left by a killed worker is taken over after a minute.
 */
async function oneWorkerAtATime<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `e2e-demo-otp-${E2E_API_PORT}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The demo doctor on a verified browser for worker slot `slot` (testInfo.parallelIndex): the slot's
 * session when it is still logged in on a verified device, or else a new login verified by OTP,
 * releasing the least recently seen other device when both places are taken (the seeded phone, or a
 * device of an earlier run), and then kept for the slot's next test.
 */
export async function demoOnVerifiedBrowser(page: Page, baseURL: string, slot: number): Promise<void> {
  await page.context().addCookies(slotSession(slot));
  await page.goto("/my/account/devices");
  const devices = page.locator(".device-list__item");
  const thisDeviceVerified = devices.filter({ hasText: "এই ডিভাইস" }).filter({ hasText: "যাচাইকৃত" });
  if (await thisDeviceVerified.count()) return;

  await page.goto(`/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`);
  await oneWorkerAtATime(async () => {
    // Another worker may have taken or freed a place while this one waited.
    await page.goto("/my/account/devices");
    const releasable = devices.filter({ has: page.getByRole("button", { name: "ডিভাইসটি মুক্ত করুন" }) });
    if ((await releasable.count()) >= 2) {
      await releasable.last().getByRole("button", { name: "ডিভাইসটি মুক্ত করুন" }).click();
      await expect(page.getByText("ডিভাইসটি মুক্ত করা হয়েছে।")).toBeVisible();
    }
    await page.getByRole("link", { name: "এই ডিভাইসটি যাচাই করুন" }).click();
    await page.getByRole("link", { name: "যাচাই শুরু করুন" }).click();
    await expect(page).toHaveURL(`${baseURL}/my/account/devices/otp-request`);
    await waitForResendWindow(DEMO_PHONE);
    const before = await smsCount(DEMO_PHONE);
    await page.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect(page).toHaveURL(`${baseURL}/my/account/devices/otp-submission`);
    await page.getByLabel("যাচাই কোড").fill(await codeAfter(DEMO_PHONE, before));
    await page.getByRole("button", { name: "ডিভাইস যাচাই করুন" }).click();
    await expect(page.getByText("ডিভাইসটি যাচাই করা হয়েছে।")).toBeVisible();
  });
  await keepSlotSession(slot, page.context());
}

/**
 * A slot's session cookie lives in a file rather than in a worker fixture because a worker that failed
 * a test is replaced by a new process in the same slot, which must take over the slot's device
 * instead of verifying a third one. Named for the stack's port, so two checkouts' runs keep apart.
 */
function slotSessionFile(slot: number): string {
  return path.join(tmpdir(), `e2e-demo-device-${E2E_API_PORT}-${slot}.json`);
}

function slotSession(slot: number): Cookie[] {
  try {
    return JSON.parse(readFileSync(slotSessionFile(slot), "utf8")) as Cookie[];
  } catch {
    return [];
  }
}

async function keepSlotSession(slot: number, context: BrowserContext): Promise<void> {
  const session = (await context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE);
  writeFileSync(slotSessionFile(slot), JSON.stringify(session));
}

/**
 * The preamble of every spec about paid content, as a fixture: `verifiedDemoDoctor` is the test's page,
 * the demo doctor logged in on a verified browser with the promo already seen. It has its own timeout,
 * since verifying by OTP may wait out a resend window. The demo session's `demoDoctor` comes with it.
 *
 *   import { expect, test } from "./support/learning";
 *   test("…", async ({ verifiedDemoDoctor: page }) => { await page.goto("/my/dashboard"); … });
 */
export const test = demoSessionTest.extend<{ verifiedDemoDoctor: Page }>({
  verifiedDemoDoctor: [
    async ({ page, context, baseURL }, use, testInfo) => {
      await promoAlreadySeen(context, baseURL);
      await demoOnVerifiedBrowser(page, baseURL!, testInfo.parallelIndex);
      await use(page);
    },
    { timeout: 150_000 },
  ],
});

export { expect };
