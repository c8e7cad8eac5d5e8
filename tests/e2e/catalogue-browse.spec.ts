/**
 * The public catalogue against the seeded stack: course families, batch lists with GET-form filters,
 * batch details, batch-for-you, timetables (also embedded and printed), events and free videos, with
 * their meta tags and structured data. Content checks run in js; the filter form, paging and the video's
 * no-JavaScript link are tagged NOJS, and the filters branch on the project (they apply on change with JavaScript).
 */
import type { Page } from "@playwright/test";
import { bnNumber, formatTaka } from "../../app/lib/format";
import { apiBatch, jsonLdOf, promoAlreadySeen, SEEDED } from "./support/catalogue";
import { expect, test } from "./support/demo-session";
import { NOJS } from "./support/nojs";

const SITE = "সোপান মেডিকেল পিজি একাডেমি";

test.beforeEach(async ({ context, baseURL }) => promoAlreadySeen(context, baseURL));

const cards = (page: Page) => page.locator("[data-batch-id]");
const query = (page: Page) => new URL(page.url()).searchParams;

test.describe("course families", () => {
  test("every family has its page; the course page lists courses, sessions and links to their batches", async ({ page }) => {
    await page.goto("/");
    await page.locator('[data-section="courses"] [data-course="fcps"]').click();
    await expect(page).toHaveURL(/\/courses\/fcps$/);
    await expect(page).toHaveTitle(`এফসিপিএস কোর্স — ${SITE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("এফসিপিএস");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0980-\u09FF]{3,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `এফসিপিএস কোর্স — ${SITE}`);
    const courses = page.locator("[data-course]");
    expect(await courses.count()).toBeGreaterThanOrEqual(2);
    const sessionLink = courses.first().locator("[data-session-id]").first().getByRole("link", { name: "ব্যাচগুলো দেখুন" });
    await expect(sessionLink).toHaveAttribute("href", /^\/batches\?session=\d+$/);

    const ld = await jsonLdOf(page);
    expect(ld.length).toBe(await courses.count());
    expect(ld[0]).toMatchObject({ "@context": "https://schema.org", "@type": "Course", provider: { name: SITE } });
    expect((ld[0]!.hasCourseInstance as unknown[]).length).toBeGreaterThan(0);

    for (const slug of ["residency", "m-phil-diploma", "mph", "combined", "outlier"]) {
      expect((await page.goto(`/courses/${slug}`))?.status()).toBe(200);
    }
    expect((await page.goto("/courses/bcs"))?.status()).toBe(404);
  });
});

test.describe("batch lists", () => {
  test("filters are a GET form: the URL carries them, the list follows, 'all' resets", NOJS, async ({ page }, testInfo) => {
    await page.goto("/batches");
    await expect(page).toHaveTitle(`সব ব্যাচ — ${SITE}`);
    const total = Number(await page.locator("[data-total]").getAttribute("data-total"));
    const list = (await jsonLdOf(page)).find((d) => d["@type"] === "ItemList")!;
    expect(list.itemListElement).toHaveLength(await cards(page).count());
    const form = page.getByRole("search", { name: "ব্যাচ খুঁজুন" });
    await expect(form).toHaveAttribute("method", "get");

    await form.getByLabel("ধরন").selectOption("online");
    // With JavaScript a changed select applies at once; without it the visitor presses the button.
    if (testInfo.project.name === "nojs") await form.getByRole("button", { name: "ফিল্টার করুন" }).click();
    await expect.poll(() => query(page).get("mode")).toBe("online");
    await expect(page.locator("[data-total]")).not.toHaveAttribute("data-total", String(total));
    const online = Number(await page.locator("[data-total]").getAttribute("data-total"));
    expect(online).toBeGreaterThan(0);
    expect(online).toBeLessThan(total);
    for (const mode of await cards(page)
      .locator("[data-mode]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-mode")))) {
      expect(mode).toBe("online");
    }
    await expect(form.getByLabel("ধরন")).toHaveValue("online");

    // A shared link gives the same list.
    const shared = page.url();
    await page.goto("/batches");
    await page.goto(shared);
    await expect(page.locator("[data-total]")).toHaveAttribute("data-total", String(online));

    await form.getByRole("link", { name: "সব দেখুন" }).click();
    await expect(page).toHaveURL(/\/batches$/);
    await expect(page.locator("[data-total]")).toHaveAttribute("data-total", String(total));
  });

  test("branch and session narrow a category's list; unknown values in the URL are ignored, not an error", async ({ page }) => {
    await page.goto("/fcps-part-1/batches?branch=rajshahi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("এফসিপিএস পার্ট-১");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute("href", `/fcps-part-1/batches/${SEEDED.full}`);
    await expect(page.getByLabel("শাখা")).toHaveValue("rajshahi");

    const batch = await apiBatch(SEEDED.openBatch);
    await page.goto("/fcps-part-1/batches");
    const all = Number(await page.locator("[data-total]").getAttribute("data-total"));
    await page.goto(`/fcps-part-1/batches?session=${batch.session.id}`);
    const inSession = Number(await page.locator("[data-total]").getAttribute("data-total"));
    expect(inSession).toBeGreaterThan(0);
    expect(inSession).toBeLessThan(all);
    await expect(cards(page).filter({ hasText: batch.session.title })).toHaveCount(await cards(page).count());

    const res = await page.goto("/fcps-part-1/batches?mode=teleport&session=-1&branch=%2F..");
    expect(res?.status()).toBe(200);
    await expect(page.getByLabel("ধরন")).toHaveValue("");
    expect((await page.goto("/no-such-category/batches"))?.status()).toBe(404);
  });

  test("residency batches are searchable by query parameter, as the promotion modal links", async ({ page }) => {
    await page.goto("/residency/batches?search=grand-mock");
    await expect(page.getByRole("searchbox")).toHaveValue("grand-mock");
    const found = cards(page);
    expect(await found.count()).toBeGreaterThan(0);
    for (const title of await found.locator(".card__title").allTextContents()) expect(title).toContain("গ্র্যান্ড মক");
    await page.goto("/residency/batches?search=no-such-batch-anywhere");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("এই ফিল্টারে কোনো ব্যাচ পাওয়া যায়নি")).toBeVisible();
  });

  test("paging keeps the filters", NOJS, async ({ page }) => {
    // Nearly every seeded batch is called a "ব্যাচ": more than one page.
    await page.goto(`/batches?search=${encodeURIComponent("ব্যাচ")}`);
    const pager = page.getByRole("navigation", { name: "ব্যাচের পাতা" });
    await pager.getByRole("link", { name: "২" }).click();
    await expect.poll(() => [query(page).get("search"), query(page).get("page")]).toEqual(["ব্যাচ", "2"]);
    await expect(pager.getByRole("link", { name: "২" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("searchbox")).toHaveValue("ব্যাচ");
  });

  test("batch for you: a logged-in doctor's list is ranked for them, with the reasons", async ({ demoDoctor: page }) => {
    await page.goto("/fcps-part-1/batch-for-you");
    await expect(page.locator("[data-personalised]")).toHaveAttribute("data-personalised", "true");
    await expect(page.getByRole("list", { name: "কেন এই ব্যাচ" }).first().getByRole("listitem").first()).toHaveText(
      /[\u0980-\u09FF]{3,}/,
    );
  });

  test("batch for you: a guest gets open batches with seats, soonest first", async ({ page }) => {
    await page.goto("/fcps-part-1/batch-for-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("এফসিপিএস পার্ট-১: আপনার জন্য ব্যাচ");
    await expect(page.locator("[data-personalised]")).toHaveAttribute("data-personalised", "false");
    const statuses = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["open"]));
    const starts = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-starts-at")!));
    expect([...starts].sort()).toEqual(starts);
  });
});

test.describe("batch details", () => {
  test("fee with discounts in taka, seats, deadline, call to action, meta and Course data", async ({ page }) => {
    const batch = await apiBatch(SEEDED.openBatch);
    await page.goto(`/fcps-part-1/batches/${batch.id}`);
    await expect(page).toHaveTitle(`${batch.title} — ${SITE}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^http://[^/]+${batch.image}$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/batch-details/${batch.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(batch.title);
    await expect(page.locator(".price-box [data-fee]")).toHaveText(formatTaka(batch.fee));
    await expect(page.locator(".price-box [data-price]")).toHaveText(formatTaka(batch.price));
    expect(batch.early_bird?.active).toBe(true);
    await expect(page.locator("[data-early-bird]")).toHaveText(`−${formatTaka(batch.early_bird!.discount)}`);
    // Seats left come through the public cache, so another spec's enrollment may not show yet: the shape, not the number.
    await expect(page.locator(".batch-details [data-seats-left]")).toHaveText(
      new RegExp(`^[০-৯,]+টি বাকি \\(মোট ${bnNumber(batch.seats)}টি\\)$`),
    );
    // Money and counts people read carry no Latin digit.
    expect(await page.locator(".price-box").textContent()).not.toMatch(/[0-9]/);

    const ld = (await jsonLdOf(page)).find((d) => d["@type"] === "Course")!;
    expect(ld).toMatchObject({ name: batch.title, offers: { "@type": "Offer", price: batch.price, priceCurrency: "BDT" } });

    await page.getByRole("link", { name: "এখনই ভর্তি হন" }).click();
    await expect(page).toHaveURL(new RegExp(`/batch-details/${batch.id}/enroll$`));
    await expect(page.locator("[data-schedule-id]")).toHaveCount(batch.schedules.length);

    // A batch is not listed under a category it does not belong to.
    expect((await page.goto(`/residency/batches/${batch.id}`))?.status()).toBe(404);
    expect((await page.goto("/batch-details/999999"))?.status()).toBe(404);
  });

  test("full and closed batches say so and offer other batches instead of enrollment", async ({ page }) => {
    for (const [id, status] of [
      [SEEDED.full, "full"],
      [SEEDED.closed, "closed"],
    ] as const) {
      const batch = await apiBatch(id);
      await page.goto(`/batch-details/${id}`);
      await expect(page.locator(`[data-batch-status="${status}"]`)).toBeVisible();
      await expect(page.locator('[data-cta="enroll"]')).toHaveCount(0);
      await expect(page.getByRole("link", { name: "একই সেশনের অন্য ব্যাচ দেখুন" })).toHaveAttribute(
        "href",
        `/batches?session=${batch.session.id}`,
      );
    }
  });
});

test.describe("timetables", () => {
  test("a batch's schedule is grouped by week and printable", async ({ page }) => {
    await page.goto(`/batch-details/${SEEDED.openBatch}`);
    await page.getByRole("link", { name: "পূর্ণ সময়সূচি" }).click();
    await expect(page).toHaveURL(new RegExp(`/batch-details/${SEEDED.openBatch}/schedule$`));
    const weeks = page.locator("[data-week]");
    await expect(weeks.first().getByRole("heading")).toContainText("সপ্তাহ ১");
    expect(await weeks.count()).toBeGreaterThan(1);
    await expect(weeks.first().locator("tbody tr").first().locator("td").nth(2)).toHaveText(
      /লেকচার ক্লাস|পরীক্ষা|সলভ ক্লাস|ফিডব্যাক/,
    );

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header.site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(weeks.first()).toBeVisible();
  });

  test("the embeddable timetable has no header or footer and may be framed by other sites", async ({ page, request }) => {
    const res = await page.goto(`/batch-schedules/${SEEDED.openBatch}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator("header.site-header")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
    await expect(page.locator("[data-week]").first()).toBeVisible();
    const headers = res!.headers();
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self' https:");
    // Every other page keeps refusing to be framed by other sites.
    const other = (await request.get(`/batch-details/${SEEDED.openBatch}/schedule`)).headers();
    expect(other["x-frame-options"]).toBe("SAMEORIGIN");
    expect(other["content-security-policy"]).toContain("frame-ancestors 'self';");
  });

  test("the master schedule shows a combined programme across its batches", async ({ page }) => {
    await page.goto("/master-schedule");
    const programmes = page.getByRole("navigation", { name: "মাস্টার সময়সূচি" }).getByRole("link");
    expect(await programmes.count()).toBeGreaterThanOrEqual(2);
    await expect(programmes.first()).toHaveAttribute("aria-current", "page");
    const batchColumn = page.locator("[data-week] tbody td[data-label='ব্যাচ']");
    expect(new Set(await batchColumn.allTextContents()).size).toBeGreaterThan(1);
    await programmes.nth(1).click();
    await expect.poll(() => query(page).get("id")).not.toBeNull();
    await expect(programmes.nth(1)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "এই প্রোগ্রামে ভর্তি হন" })).toHaveAttribute(
      "href",
      new RegExp(`^/batch-details/${SEEDED.combined}/master-enroll/\\d+$`),
    );
    expect((await page.goto("/master-schedule?id=999999"))?.status()).toBe(404);
  });

  test("a programme's own address shows its master schedules; a batch that is no programme gets its own timetable", async ({
    page,
  }) => {
    const [first] = (await apiBatch(SEEDED.combined)).master_schedules;
    const res = await page.goto(`/batch-details/${SEEDED.combined}/master-schedule`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.locator("[data-week]").first()).toBeVisible();
    const batchColumn = page.locator("[data-week] tbody td[data-label='ব্যাচ']");
    expect(new Set(await batchColumn.allTextContents()).size).toBeGreaterThan(1);
    expect((await page.goto(`/batch-details/${SEEDED.combined}/master-schedule?id=999999`))?.status()).toBe(404);
    expect((await page.goto(`/batch-details/${SEEDED.openBatch}/master-schedule`))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/batch-details/${SEEDED.openBatch}/schedule`);
    expect((await page.goto("/batch-details/999999/master-schedule"))?.status()).toBe(404);
  });
});

test.describe("events", () => {
  test("event details offer registration and carry Event data; 1007 is nowhere", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator('[data-event-id="1007"]')).toHaveCount(0);
    await page.locator("[data-event-id]").filter({ hasText: "অ্যালামনাই মিলনমেলা ২০২৬" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("অ্যালামনাই মিলনমেলা ২০২৬");
    const id = /\/(\d+)\/event$/.exec(page.url())![1];
    const ld = (await jsonLdOf(page)).find((d) => d["@type"] === "Event")!;
    expect(ld).toMatchObject({ name: "অ্যালামনাই মিলনমেলা ২০২৬", offers: { priceCurrency: "BDT" } });
    expect(String(ld.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.getByRole("link", { name: /নিবন্ধন করুন/ }).click();
    // Registration is for logged-in doctors: a guest logs in first and comes back.
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/event/${id}/checkout`)}$`));
    for (const path of ["/1007/event", "/event/1007/checkout"]) expect((await page.goto(path))?.status()).toBe(404);
  });
});

test.describe("free video", () => {
  test(
    "without JavaScript: a plain link to the video on YouTube, nothing loaded from YouTube",
    NOJS,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "nojs", "the no-JavaScript fallback");
      await page.goto("/v/1");
      await expect(page.locator("iframe")).toHaveCount(0);
      const link = page.getByRole("link", { name: /ইউটিউবে ভিডিওটি দেখুন/ });
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    },
  );

  test("with JavaScript: the thumbnail is a button that swaps in the privacy-enhanced player", async ({ page }) => {
    await page.goto("/v/1");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /ভিডিওটি চালু করুন/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
  });

  test("title, meta and VideoObject data; an unknown video is a 404", async ({ page }) => {
    await page.goto("/v/1");
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${title} — ${SITE}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "video.other");
    expect((await jsonLdOf(page))[0]).toMatchObject({ "@type": "VideoObject", name: title });
    expect((await page.goto("/v/999999"))?.status()).toBe(404);
  });
});

test("thank-you page", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page).toHaveTitle(`ধন্যবাদ — ${SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ধন্যবাদ!");
  await expect(page.getByRole("link", { name: "আরও ব্যাচ দেখুন" })).toHaveAttribute("href", "/batches");
});
