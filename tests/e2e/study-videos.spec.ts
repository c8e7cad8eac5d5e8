/**
 * Recorded classes and the profile photo (issue 11, decision 022), with and without JavaScript:
 * the demo doctor reaches a lecture from the dashboard by links alone and sees their phone number
 * moving over the player; a missed class shows how long it stays open and until when; an admin
 * video plays; a missed class whose window closed is refused in Bengali. The photo upload shows the
 * new avatar, and a file that is not a JPEG/PNG gets the Bengali error beside the field.
 */
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { DEMO_PHONE, expect, test } from "./support/learning";
import { openFirstRecordedClass } from "./support/study-walk";
import { NOJS } from "./support/nojs";

/** The lecture video of the seed's missed class whose window closed (server/seed/lectures.ts). */
const SEEDED_CLOSED_PENDING_VIDEO = 7;

const watermark = (page: Page) => page.getByTestId("watermark");

async function expectMovingWatermark(page: Page) {
  await expect(watermark(page).first()).toHaveText(DEMO_PHONE);
  // Moved by CSS alone: the animation runs whether or not JavaScript does.
  expect(
    await watermark(page)
      .first()
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe("watermark-drift");
}

test(
  "a lecture, a missed class with its window, an admin video, and a closed missed class refused, all by links",
  NOJS,
  async ({ verifiedDemoDoctor: page }) => {
    test.setTimeout(150_000);

    await test.step("dashboard → course home → routine → a lecture with the moving phone watermark", async () => {
      await page.goto("/my/dashboard");
      await page.locator(".course-card").getByRole("link", { name: "রেসিডেন্সি (এমডি/এমএস) ভর্তি প্রস্তুতি" }).click();
      await openFirstRecordedClass(page);
      await expect(page).toHaveURL(/\/my\/courses\/\d+\/events\/\d+\/schedule\/\d+\/lecture$/);
      await expect(page.locator(".lecture-player")).toHaveCount(2);
      await expect(page.locator(".lecture-player iframe").first()).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
      await expectMovingWatermark(page);
    });

    await test.step("a missed class on the dashboard: open 7 days, until a date in Bengali; its video plays", async () => {
      await page.goto("/my/dashboard");
      const open = page.locator(".pending-list__item[data-open='true']");
      await expect(open).toHaveCount(1);
      await expect(open).toContainText("দেখা যাবে");
      await open.getByRole("link").click();
      await expect(page).toHaveURL(/\/my\/pending-video\/\d+$/);
      await expect(page.locator(".pending-window")).toContainText("৭ দিনের জন্য খোলা");
      await expect(page.locator(".pending-window time")).toHaveText(/^[০-৯]+ \S+, [০-৯]{4}, /);
      await page.locator(".pending-list__item").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/my\/pending-video\/\d+\/video\/\d+$/);
      await expectMovingWatermark(page);
    });

    await test.step("a missed class whose window closed: says why, links no video; a typed video address is refused in Bengali", async () => {
      await page.goto("/my/dashboard");
      const closed = page.locator(".pending-list__item[data-open='false']");
      await expect(closed).toContainText("মেয়াদ শেষ হয়েছে");
      await closed.getByRole("link").click();
      await expect(page.locator(".pending-window")).toContainText("সময়সীমা");
      // Its videos are listed by title, each saying its window closed, and none is a link into the 403 below.
      const videos = page.locator(".pending-list__item");
      await expect(videos.first()).toContainText("সময়সীমা শেষ");
      await expect(videos.getByRole("link")).toHaveCount(0);
      // Typed: the address the page used to link (the seed's closed missed class shows lecture video 7).
      await page.goto(`${page.url()}/video/${SEEDED_CLOSED_PENDING_VIDEO}`);
      await expect(page.locator(".form-message--error")).toContainText("সময়সীমা শেষ হয়ে গেছে");
      await expect(page.locator(".lecture-player")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      // The document itself answers 403, not 200 with a refusal inside.
      expect((await page.request.get(page.url())).status()).toBe(403);
    });

    await test.step("admin videos from the menu: the list, then one with the watermark", async () => {
      await page.getByRole("navigation", { name: "আমার অ্যাকাউন্ট" }).getByRole("link", { name: "ভিডিও", exact: true }).click();
      await expect(page).toHaveURL(/\/my\/admin-videos$/);
      await expect(page.getByRole("link", { name: "ক্লাসে যোগ দেওয়া ও ডিভাইস যাচাইয়ের নিয়ম" })).toBeVisible();
      await expect(page.getByText("লিখিত পরীক্ষার খাতা মূল্যায়নের নিয়ম")).toHaveCount(0);
      await page.getByRole("link", { name: "রেসিডেন্সি রেগুলার ব্যাচ: কোর্স ওরিয়েন্টেশন" }).click();
      await expect(page).toHaveURL(/\/my\/admin-videos\/\d+$/);
      await expectMovingWatermark(page);
    });
  },
);

/** A real 2×2 grey PNG (rows with filter 0, chunk CRCs), which a browser draws. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.from([0, 0x80, 0x80, 0, 0x80, 0x80]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// The profile is not paid content: the admin-token session is enough, no device verification.
test(
  "profile photo: a text file named .png gets the Bengali error beside the field; a PNG named .jpg becomes the avatar",
  NOJS,
  async ({ demoDoctor: page }) => {
    await page.goto("/my/account");
    const field = page.getByLabel("নতুন ছবি (JPEG বা PNG, ১ মেগাবাইটের কম)");

    await field.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("I am not a picture\n") });
    await page.getByRole("button", { name: "ছবি আপলোড করুন" }).click();
    await expect(page.locator("#photo-error")).toHaveText(/শুধু JPEG বা PNG ছবি দেওয়া যায়/);
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: png() });
    await page.getByRole("button", { name: "ছবি আপলোড করুন" }).click();
    await expect(page.getByText("প্রোফাইলের ছবি বদলানো হয়েছে।")).toBeVisible();
    const avatar = page.locator(".photo-card img.avatar");
    await expect(avatar).toHaveAttribute("src", /^\/media\/avatars\/u\/[A-Za-z0-9_-]{24}\.png$/);
    const src = (await avatar.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["cache-control"]).toMatch(/^private/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  },
);

test("profile photo: a file over 1 MB gets the Bengali size error beside the field", NOJS, async ({ demoDoctor: page }) => {
  await page.goto("/my/account");
  const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024)]);
  await page
    .getByLabel("নতুন ছবি (JPEG বা PNG, ১ মেগাবাইটের কম)")
    .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: "ছবি আপলোড করুন" }).click();
  await expect(page.locator("#photo-error")).toHaveText(/১ মেগাবাইটের চেয়ে বড়/);
});
