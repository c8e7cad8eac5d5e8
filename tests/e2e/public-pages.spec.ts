/**
 * Public content pages against the seeded stack, in both projects: everything here is plain
 * server-rendered HTML and GET links, so it must work the same with JavaScript off.
 */
import { expect, test } from "@playwright/test";
import { bnNumber } from "../../app/lib/format";

const SITE = "সোপান মেডিকেল পিজি একাডেমি";

const staticPages = [
  { path: "/about", title: "আমাদের সম্পর্কে" },
  { path: "/terms-condition", title: "শর্তাবলি" },
  { path: "/privacy-policy", title: "গোপনীয়তা নীতি" },
  { path: "/refund-policy", title: "রিফান্ড নীতি" },
];

for (const { path, title } of staticPages) {
  test(`${path} shows its page from the API`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} — ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0980-\u09FF]{3,}/);
    await expect(page.locator(".prose")).not.toBeEmpty();
    // "Last updated" is a Bengali date.
    await expect(page.locator(".page-header__meta time")).toHaveText(/^[০-৯]+ \S+, [০-৯]{4}$/);
  });
}

test("gallery: a grid of lazily loaded images with their sizes", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveTitle(`গ্যালারি — ${SITE}`);
  const images = page.locator(".gallery-grid img");
  expect(await images.count()).toBeGreaterThanOrEqual(6);
  await expect(images.last()).toHaveAttribute("loading", "lazy");
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect(img).toHaveAttribute("alt", /.+/);
  }
});

test("FAQ list pages with GET links and Bengali numbers", async ({ page }) => {
  await page.goto("/faq");
  await expect(page).toHaveTitle(`সচরাচর জিজ্ঞাসা — ${SITE}`);
  const items = page.locator(".faq-list__item");
  await expect(items.first()).toHaveAttribute("href", "/faq/1/show");
  await expect(items.first()).toContainText("কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?");
  const firstPageCount = await items.count();
  const pager = page.getByRole("navigation", { name: "প্রশ্নের পাতা" });
  await expect(pager.getByRole("link", { name: "১" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("link", { name: "২" }).click();
  await expect(page).toHaveURL(/\/faq\?page=2$/);
  await expect(pager.getByRole("link", { name: "২" })).toHaveAttribute("aria-current", "page");
  // Numbering continues from the first page, in Bengali digits.
  await expect(page.locator(".faq-list__number").first()).toHaveText(bnNumber(firstPageCount + 1));
  await expect(page.locator(".faq-list__item")).toHaveCount(8 - firstPageCount);
  await expect(pager.getByRole("link", { name: /আগের পাতা/ })).toHaveAttribute("href", "/faq");
});

test("an FAQ page shows the question and its answer", async ({ page }) => {
  await page.goto("/faq");
  await page.locator(".faq-list__item").first().click();
  await expect(page).toHaveURL(/\/faq\/1\/show$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী?");
  await expect(page).toHaveTitle(`কোর্সে ভর্তি হওয়ার প্রক্রিয়া কী? — ${SITE}`);
  await expect(page.locator(".prose")).not.toBeEmpty();
  await expect(page.getByRole("link", { name: /সব প্রশ্ন/ })).toHaveAttribute("href", "/faq");
});

for (const path of ["/faq/999999/show", "/faq/abc/show", "/1007/event", "/abc/event", "/999999/event"]) {
  test(`${path} is a Bengali 404`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.locator("main")).toContainText(/[\u0980-\u09FF]{3,}/);
    await expect(page.getByText("অভ্যন্তরীণ পরীক্ষামূলক ইভেন্ট")).toHaveCount(0);
  });
}

test("robots.txt lets crawlers index the public pages and keeps them out of a doctor's own area", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/my\/$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
});

test("contact details: every department's card", async ({ page }) => {
  await page.goto("/contact-details");
  await expect(page).toHaveTitle(`যোগাযোগ — ${SITE}`);
  const cards = page.locator(".contact-card");
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText("এফসিপিএস বিভাগ");
  await expect(cards.first().locator('[data-contact="phone"]')).toHaveAttribute("href", "tel:01711000001");
  await expect(cards.last().locator("[data-contact]")).toHaveCount(1);
});

test("quiz list: every active quiz with the same cards as the home page", async ({ page }) => {
  await page.goto("/quiz-list");
  await expect(page).toHaveTitle(`কুইজ — ${SITE}`);
  const cards = page.locator("[data-quiz-key]");
  await expect(cards).toHaveCount(5);
  const first = page.locator('[data-quiz-key="cardiology-weekly"]');
  await expect(first.locator("[data-duration]")).toHaveText("১২:৩০"); // minutes:seconds, as on the home page (spec §9)
  await expect(first.getByRole("link", { name: "কুইজ শুরু করুন" })).toHaveAttribute("href", "/on-spot-quiz/cardiology-weekly");
});

test("events list: everything except 1007, alumni badge, links to details", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveTitle(`ইভেন্ট — ${SITE}`);
  const cards = page.locator("[data-event-id]");
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  await expect(page.locator('[data-event-id="1007"]')).toHaveCount(0);
  await expect(page.getByText("অভ্যন্তরীণ পরীক্ষামূলক ইভেন্ট")).toHaveCount(0);
  const alumni = cards.filter({ hasText: "অ্যালামনাই মিলনমেলা ২০২৬" });
  await expect(alumni.getByText("অ্যালামনাই ইভেন্ট", { exact: true })).toBeVisible();
  await expect(alumni).toHaveAttribute("href", /^\/\d+\/event$/);
});

test("event details: name, image, dates, venue, fee in taka", async ({ page }) => {
  await page.goto("/events");
  await page.locator("[data-event-id]").filter({ hasText: "অ্যালামনাই মিলনমেলা ২০২৬" }).click();
  await expect(page).toHaveURL(/\/\d+\/event$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("অ্যালামনাই মিলনমেলা ২০২৬");
  await expect(page).toHaveTitle(`অ্যালামনাই মিলনমেলা ২০২৬ — ${SITE}`);
  await expect(page.locator(".event-details__media img")).toHaveAttribute("src", /^\/media\//);
  await expect(page.getByText("অ্যালামনাই ইভেন্ট", { exact: true })).toBeVisible();
  await expect(page.locator("[data-fee]")).toHaveText("৳১,৫০০");
  await expect(page.locator(".facts")).toContainText("সোপান কনভেনশন হল");
  await expect(page.locator(".facts time").first()).not.toHaveText(/[0-9]/);
  await expect(page.locator(".prose")).not.toBeEmpty();
});

test("a free online event says so", async ({ page }) => {
  await page.goto("/events");
  await page.locator("[data-event-id]").filter({ hasText: "রেসিডেন্সি ভর্তি পরীক্ষা" }).click();
  await expect(page.locator("[data-fee]")).toHaveText("ফ্রি");
  await expect(page.getByRole("link", { name: "অনলাইনে যোগ দেওয়ার লিংক" })).toHaveAttribute("target", "_blank");
});

/*
 * React 18.3's streaming renderer can pad a 2 KB chunk with NUL bytes when a multi-byte character
 * straddles the chunk boundary (react#31134), which corrupts Bengali text at random places.
 * Every page we serve must be clean, whatever its length.
 */
test("pages carry no NUL bytes", async ({ request }) => {
  const paths = [
    "/",
    "/faq",
    "/faq/1/show",
    "/events",
    "/quiz-list",
    "/contact-details",
    "/gallery",
    ...staticPages.map((p) => p.path),
  ];
  const dirty: string[] = [];
  for (const path of paths) if ((await (await request.get(path)).body()).includes(0)) dirty.push(path);
  expect(dirty).toEqual([]);
});
