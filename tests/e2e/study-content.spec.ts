/**
 * The study area beyond courses (issue 11, decision 021), with and without JavaScript: the unread
 * notice count in the header drops when a notice is opened; a complaint is refused when too long
 * (the text kept, the Bengali message beside it), then sent and replied to; a lecture sheet's
 * courier timeline; a reference book paged with next and previous links.
 *
 * Notices and complaints use a fresh doctor per run and project (so counts and threads never
 * collide); sheets and books are the demo doctor's paid content on a verified browser.
 */
import type { Page } from "@playwright/test";
import { fakeClientIp, loginThroughForm, promoAlreadySeen, registerThroughApi } from "./support/accounts";
import { expect, test } from "./support/learning";
import { NOJS } from "./support/nojs";

const badge = (page: Page) => page.locator(".site-header__user").getByTestId("unread-notices");
const drawerBadge = (page: Page) => page.locator(".drawer__user").getByTestId("unread-notices");
const myNav = (page: Page) => page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" });

test(
  "a fresh doctor: unread notices in the header, reading one lowers the count; a complaint thread and a reply",
  NOJS,
  async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    await promoAlreadySeen(context, baseURL!);
    const doctor = await registerThroughApi(request, fakeClientIp());
    // Notices and the complain box need the login only: this browser is not a verified device.
    await loginThroughForm(page, doctor.phone, doctor.password, "/login?next=/my/account");
    await expect(page).toHaveURL(/\/my\/account$/);

    await test.step("the header counts the three site-wide notices as unread", async () => {
      await expect(badge(page)).toContainText("৩");
      await expect(drawerBadge(page)).toContainText("৩");
      await badge(page).click();
      await expect(page).toHaveURL(/\/my\/notices$/);
      await expect(page.locator(".notice-item[data-unread]")).toHaveCount(3);
    });

    await test.step("opening a notice marks it read: the count drops to two, on the page and back in the list", async () => {
      const first = page.locator(".notice-item").first().getByRole("link");
      const title = (await first.textContent())!;
      await first.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(badge(page)).toContainText("২");
      await page.getByRole("link", { name: "← সব নোটিশ" }).click();
      await expect(page.locator(".notice-item[data-unread]")).toHaveCount(2);
      await expect(page.locator(".notice-item", { hasText: title })).not.toHaveAttribute("data-unread");
      await expect(badge(page)).toContainText("২");
    });

    const text = `${testInfo.project.name}: বিকাশে পেমেন্ট কেটে নেওয়া হয়েছে কিন্তু কোর্স এখনো চালু হয়নি।\nট্রানজেকশন আইডি 8N7A6D5C4B`;

    await test.step("a complaint that is too long keeps what was typed, with the Bengali message beside it", async () => {
      await myNav(page).getByRole("link", { name: "অভিযোগ বক্স" }).click();
      await expect(page).toHaveURL(/\/my\/complain-box$/);
      await expect(page.getByText("আপনি এখনো কোনো অভিযোগ করেননি।")).toBeVisible();
      await page.getByLabel("অভিযোগের ধরন").selectOption("payment");
      const tooLong = `${text} ${"ক".repeat(2000)}`;
      await page.getByLabel("আপনার অভিযোগ").fill(tooLong);
      await page.getByRole("button", { name: "অভিযোগ পাঠান" }).click();
      await expect(page.locator(".field__error")).toContainText("সর্বোচ্চ ২০০০ অক্ষর");
      await expect(page.getByLabel("আপনার অভিযোগ")).toHaveValue(tooLong);
      await expect(page.getByLabel("অভিযোগের ধরন")).toHaveValue("payment");
    });

    await test.step("sent: the thread opens with the text as written, line break kept, never as HTML", async () => {
      await page.getByLabel("আপনার অভিযোগ").fill(text);
      await page.getByRole("button", { name: "অভিযোগ পাঠান" }).click();
      await expect(page).toHaveURL(/\/my\/complain-box\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("অভিযোগ: পেমেন্ট");
      await expect(page.locator(".complaint-message")).toHaveCount(1);
      await expect(page.locator(".complaint-message p").nth(1)).toHaveText(text);
    });

    await test.step("a reply joins the thread after the complaint; an HTML reply is refused and kept", async () => {
      await page.getByLabel("আপনার উত্তর").fill("<b>জরুরি</b>");
      await page.getByRole("button", { name: "উত্তর পাঠান" }).click();
      await expect(page.locator(".field__error")).toContainText("HTML");
      await expect(page.getByLabel("আপনার উত্তর")).toHaveValue("<b>জরুরি</b>");
      await page.getByLabel("আপনার উত্তর").fill("দয়া করে দ্রুত দেখবেন।");
      await page.getByRole("button", { name: "উত্তর পাঠান" }).click();
      await expect(page.locator(".complaint-message")).toHaveCount(2);
      await expect(page.locator(".complaint-message").last()).toContainText("দয়া করে দ্রুত দেখবেন।");
      await expect(page.locator(".complaint-message").last()).toContainText("আপনি লিখেছেন");
      await page.getByRole("link", { name: "← অভিযোগ বক্স" }).click();
      await expect(page.locator(".complaint-item")).toHaveCount(1);
      await expect(page.locator(".complaint-item")).toContainText("উত্তরের অপেক্ষায়");
    });
  },
);

test(
  "the demo doctor: lecture sheets with the delivery address, a courier timeline, a reference book paged",
  NOJS,
  async ({ verifiedDemoDoctor: page }) => {
    test.setTimeout(150_000);
    await page.goto("/my/dashboard");

    await test.step("from the dashboard's notices card to the lecture sheets", async () => {
      await expect(page.getByRole("heading", { name: /^না-পড়া নোটিশ/ })).toBeVisible();
      await page.getByRole("link", { name: "লেকচার শিট ও রেফারেন্স বই" }).click();
      await expect(page).toHaveURL(/\/my\/lecture-sheet$/);
      await expect(page.getByRole("heading", { name: "ডেলিভারির ঠিকানা" })).toBeVisible();
      await expect(page.getByText("বাড়ি ১২, ব্যাংক কলোনি, সাভার, ঢাকা")).toBeVisible();
      await expect(page.locator(".sheet-item")).toHaveCount(4);
    });

    await test.step("the delivered sheet's timeline: four stages, each with a Bengali date and place", async () => {
      await page.locator(".sheet-item", { hasText: "পৌঁছে গেছে" }).getByRole("link", { name: "ডেলিভারি ট্র্যাক করুন" }).click();
      await expect(page).toHaveURL(/\/my\/lecture-sheet-track\/\d+$/);
      const steps = page.locator(".delivery-step");
      await expect(steps).toHaveCount(4);
      await expect(page.locator(".delivery-step[data-done]")).toHaveCount(4);
      await expect(page.locator(".delivery-step__stage")).toHaveText([
        "প্যাক করা হয়েছে",
        "কুরিয়ারে দেওয়া হয়েছে",
        "পথে আছে",
        "পৌঁছে গেছে",
      ]);
      await expect(steps.first().locator("time")).toHaveText(/[০-৯]{4}/);
      await expect(steps.last()).toContainText("সাভার");
    });

    await test.step("a sheet in transit shows the delivered stage as still to come", async () => {
      await page.getByRole("link", { name: "← লেকচার শিট" }).click();
      await page.locator(".sheet-item", { hasText: "পথে আছে" }).getByRole("link", { name: "ডেলিভারি ট্র্যাক করুন" }).click();
      await expect(page.locator(".delivery-step[data-done]")).toHaveCount(3);
      await expect(page.locator(".delivery-step").last()).toContainText("অপেক্ষমাণ");
    });

    await test.step("the reference book: page 1, next to page 2, previous back to 1; past the last page is a 404", async () => {
      await page.getByRole("link", { name: "← লেকচার শিট" }).click();
      await page.locator(".book-list").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/my\/reference-book\/1\/page-no\/1$/);
      await expect(page.getByText("পৃষ্ঠা ১ / ১০")).toBeVisible();
      await expect(page.getByRole("link", { name: "← আগের পৃষ্ঠা" })).toHaveCount(0);
      await page.getByRole("link", { name: "পরের পৃষ্ঠা →" }).click();
      await expect(page).toHaveURL(/\/page-no\/2$/);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText("Transport of Substances Through Cell Membranes");
      await page.getByRole("link", { name: "← আগের পৃষ্ঠা" }).click();
      await expect(page).toHaveURL(/\/page-no\/1$/);
      await page.goto("/my/reference-book/1/page-no/10");
      await expect(page.getByRole("link", { name: "পরের পৃষ্ঠা →" })).toHaveCount(0);
      const past = await page.goto("/my/reference-book/1/page-no/11");
      expect(past!.status()).toBe(404);
    });
  },
);
