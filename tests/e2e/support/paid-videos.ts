/**
 * Paid videos as a doctor reaches them, shared by the cart spec and the first-look journey: the
 * unit-video cart from the my-area menu, a subscription from plan to checkout, and the player every
 * paid video plays in (YouTube's privacy host, the doctor's phone drifting over it by CSS).
 */
import { expect, type Page } from "@playwright/test";

export const cartShelf = (page: Page) => page.locator(".cart-shelf__item");
export const cartItems = (page: Page) => page.locator("[data-cart-item]");

/** From the my-area menu to the cart of the first course that sells unit videos. */
export async function openUnitVideoCart(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "ইউনিট ভিডিও" }).click();
  await expect(page).toHaveURL(/\/my\/unit-video-cart$/);
  await page.locator(".cart-courses a").first().click();
  await expect(page).toHaveURL(/\/my\/unit-video-cart\?course=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ইউনিট ভিডিও কার্ট");
}

/** Adds the shelf's `index`-th video to the cart; its price. */
export async function addUnitVideo(page: Page, index: number): Promise<number> {
  const card = cartShelf(page).nth(index);
  const price = Number(await card.locator("[data-price]").getAttribute("data-price"));
  await card.getByRole("button", { name: "কার্টে যোগ করুন" }).click();
  await expect(card.locator('[data-state="in-cart"]')).toBeVisible();
  return price;
}

/** From the my-area menu: the first plan's first duration, ordered; ends on its checkout. The price to pay. */
export async function orderSubscription(page: Page): Promise<number> {
  await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "সাবস্ক্রিপশন" }).click();
  await expect(page).toHaveURL(/\/my\/subscription$/);
  await page.getByRole("link", { name: "মেয়াদ বেছে নিন" }).first().click();
  await expect(page).toHaveURL(/\/my\/subscription\/duration\?plan=\d+$/);
  const price = Number(await page.locator(".duration-choice [data-price]").first().getAttribute("data-price"));
  await page.getByRole("button", { name: "সাবস্ক্রাইব করুন" }).click();
  await expect(page).toHaveURL(/\/my\/subscription\/checkout\?order=\d+$/);
  await expect(page.locator("[data-amount-due]")).toHaveAttribute("data-amount-due", String(price));
  return price;
}

/** From a paid subscription's checkout: its video list, then the first video, playing. */
export async function watchFirstSubscriptionVideo(page: Page, phone: string): Promise<void> {
  await page.getByRole("link", { name: "ভিডিওর তালিকা" }).first().click();
  await expect(page).toHaveURL(/\/my\/subscription\/\d+\/list$/);
  await page.locator("[data-video-id] a").first().click();
  await expect(page).toHaveURL(/\/my\/subscription\/list\/\d+\/view\/\d+$/);
  await expectPlayerFor(page, phone);
}

/** The player of a paid video, like a lecture's, with no raw video link in the page. */
export async function expectPlayerFor(page: Page, phone: string): Promise<void> {
  await expect(page.locator(".lecture-player iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
  );
  const watermark = page.getByTestId("watermark");
  await expect(watermark).toHaveText(phone);
  expect(await watermark.evaluate((el) => getComputedStyle(el).animationName)).toBe("watermark-drift");
  await expect(page.locator("[data-video-link]")).toHaveCount(0);
}
