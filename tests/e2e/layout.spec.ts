/**
 * The site frame against the seeded stack: top bar, header menu and dropdown, guest and logged-in
 * user area, mobile drawer, footer, admin redirects, the Bengali 404, fonts, and the root's
 * JavaScript extras (activity posts, scroll to top, blocked shortcuts, chunk-error and
 * session-timeout modals). Content checks run in js; the session-timeout modal and the drawer are tagged NOJS.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/demo-session";
import { DEMO_TOKEN, stackEnv } from "./support/stack";
import { NOJS } from "./support/nojs";

/** The stack under test (playwright.config.ts sets it; a manual run may point elsewhere). */
const base = () => test.info().project.use.baseURL!;

const COMPANY = "সোপান মেডিকেল পিজি একাডেমি";
const COURSE_CHILDREN = ["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"].map((slug) => `/courses/${slug}`);

/** The home page's promotion modal would cover the header on a first visit. */
async function promoAlreadySeen(context: BrowserContext) {
  await context.addCookies([{ name: "promo_seen_at", value: String(Date.now()), url: base() }]);
}

async function loginAsDemoDoctor(page: Page) {
  await promoAlreadySeen(page.context());
  await page.goto(`/login-for-admin?token=${encodeURIComponent(DEMO_TOKEN)}`);
}

const header = (page: Page) => page.locator("header.site-header");
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "প্রধান মেনু" });

test.describe("frame", () => {
  test.beforeEach(async ({ context }) => promoAlreadySeen(context));

  test("is Bengali and has the top bar with a dialable helpline and social links", async ({ page }) => {
    expect((await page.goto("/faq"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    const helpline = page.locator(".topbar a.helpline");
    await expect(helpline).toHaveAttribute("href", "tel:09610000111");
    await expect(helpline).toContainText("09610-000111");
    const social = page.locator(".topbar .social-links a");
    expect(await social.count()).toBeGreaterThan(0);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("header menu lists the app-data items, with course children in a dropdown that opens on hover and on focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    await expect(header(page).getByRole("link", { name: COMPANY })).toHaveAttribute("href", "/");
    const menu = mainMenu(page);
    for (const [name, href] of [
      ["হোম", "/"],
      ["ব্যাচ", "/batches"],
      ["ইভেন্ট", "/events"],
      ["কুইজ", "/quiz-list"],
      ["যোগাযোগ", "/contact-details"],
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    const parent = menu.locator(".has-children").filter({ hasText: "কোর্সসমূহ" });
    const children = parent.locator(".menu__children a");
    expect(await children.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(COURSE_CHILDREN);
    await expect(children.first()).toBeHidden();

    await parent.locator(".menu__link").first().hover();
    await expect(children.first()).toBeVisible();
    await expect(parent.getByRole("link", { name: "এফসিপিএস", exact: true })).toBeVisible();

    await page.mouse.move(5, 700);
    await expect(children.first()).toBeHidden();
    await parent.locator(".menu__link").first().focus();
    await expect(children.last()).toBeVisible();
  });

  test("a guest sees Login / Register, not the dashboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    const login = header(page).locator(".site-header__user").getByRole("link", { name: "লগইন / রেজিস্টার" });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "ড্যাশবোর্ডে যান" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "লগআউট" })).toHaveCount(0);
  });

  test("footer: logo, slogan, menu, social and app links, copyright with the Bengali year", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.locator("footer.site-footer");
    await expect(footer.getByRole("img", { name: COMPANY })).toHaveAttribute("src", /^\/media\//);
    await expect(footer.getByText("পোস্ট-গ্র্যাজুয়েট প্রস্তুতির নির্ভরযোগ্য সোপান")).toBeVisible();
    const menu = footer.getByRole("navigation", { name: "ফুটার মেনু" });
    for (const href of ["/about", "/terms-condition", "/privacy-policy", "/refund-policy", "/gallery", "/faq"]) {
      await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(menu.getByRole("link", { name: "আমাদের সম্পর্কে" })).toHaveAttribute("href", "/about");
    expect(await footer.locator(".social-links a").count()).toBeGreaterThan(0);
    await expect(footer.locator(".app-badge").filter({ hasText: "Google Play" })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer.locator(".app-badge").filter({ hasText: "App Store" })).toHaveAttribute("target", "_blank");
    const year = new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(new Date().getFullYear());
    await expect(footer.locator(".site-footer__bottom")).toContainText(`© ${year} ${COMPANY}`);
  });

  test("unknown URLs get the Bengali 404 page with status 404, inside the frame", async ({ page }) => {
    const res = await page.goto("/this/page/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("পাতাটি খুঁজে পাওয়া যায়নি");
    await expect(page).toHaveTitle(/পাতাটি খুঁজে পাওয়া যায়নি/);
    await expect(page.locator("main").getByRole("link", { name: "হোম পেজে ফিরে যান" })).toHaveAttribute("href", "/");
    await expect(page.locator("header.site-header")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });

  test("fonts come from our own origin: the Bengali and Latin Hind Siliguri subsets", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => r.resourceType() === "font" && fonts.push(r.url()));
    await page.goto("/faq", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready).catch(() => undefined);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts)
      expect(url).toMatch(
        // Only the 400 subsets exist (bold is synthesised): decision 024.
        new RegExp(`^${base()}/build/assets/hind-siliguri-(bengali|latin)-400-[\\w-]+\\.woff2$`),
      );
    expect(fonts.some((u) => u.includes("-bengali-"))).toBe(true);
  });
});

test.describe("admin", () => {
  test("/admin and /admin/* redirect to the external admin site with the rest of the path", async ({ request }) => {
    for (const [path, location] of [
      ["/admin", `${stackEnv.ADMIN_URL}/`],
      ["/admin/x", `${stackEnv.ADMIN_URL}/x`],
      ["/admin/users/5/edit?tab=profile", `${stackEnv.ADMIN_URL}/users/5/edit?tab=profile`],
    ]) {
      const res = await request.get(path!, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()["location"], path).toBe(location);
    }
  });

  test("login-for-admin logs the doctor in and leaves no token in the URL", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsDemoDoctor(page);
    await expect(page).toHaveURL(base() + "/");
    expect(page.url()).not.toContain("token");
    const user = header(page).locator(".site-header__user");
    await expect(user.getByText("ডা. তাসনিম রহমান")).toBeVisible();
    await expect(user.locator(".avatar")).toBeVisible();
    await expect(user.getByRole("link", { name: "ড্যাশবোর্ডে যান" })).toHaveAttribute("href", "/my/dashboard");
    const logout = user.locator('form[action="/logout"]');
    await expect(logout).toHaveAttribute("method", "post");
    await expect(logout.getByRole("button", { name: "লগআউট" })).toBeVisible();
    await expect(page.getByRole("link", { name: "লগইন / রেজিস্টার" })).toHaveCount(0);
  });

  test("a refused login shows the session-timeout modal once, and Reload brings the guest page back", NOJS, async ({ page }) => {
    await promoAlreadySeen(page.context());
    // Well-formed, but not a token the API knows: the first API call with it answers 401.
    await page.goto(`/login-for-admin?token=${encodeURIComponent("1|not-a-real-token-0123456789abcdefXYZ")}`);
    const modal = page.locator("dialog.session-timeout-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading")).toHaveText("Session timeout! Please Reload.");
    await expect(modal.getByText("আপনার লগইনের মেয়াদ শেষ হয়ে গেছে")).toBeVisible();
    await modal.getByRole("link", { name: "Reload" }).click();
    await expect(page.locator("dialog.session-timeout-modal")).toHaveCount(0);
    await expect(
      page.locator(".site-header__user, .drawer__user").getByRole("link", { name: "লগইন / রেজিস্টার" }).first(),
    ).toBeAttached();
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ context }) => promoAlreadySeen(context));

  test("replaces the menu bar and opens with or without JavaScript, mirroring the header", NOJS, async ({ page }, testInfo) => {
    await page.goto("/faq");
    await expect(mainMenu(page)).toBeHidden();
    const drawer = page.locator("details.drawer");
    const panel = drawer.getByRole("navigation", { name: "মোবাইল মেনু" });
    await expect(panel).toBeHidden();
    await drawer.locator("summary").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "লগইন / রেজিস্টার" })).toHaveAttribute("href", "/login");
    await expect(panel.getByRole("link", { name: "ব্যাচ", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "এফসিপিএস", exact: true })).toHaveAttribute("href", "/courses/fcps");
    await expect(panel.locator("a.helpline")).toHaveAttribute("href", "tel:09610000111");

    if (testInfo.project.name === "js") {
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await drawer.locator("summary").click();
      await panel.getByRole("link", { name: "ব্যাচ", exact: true }).click();
      await expect(page).toHaveURL(base() + "/batches");
      // A client-side navigation must not leave the drawer open over the next page.
      await expect(panel).toBeHidden();
    } else {
      // The summary is also the close button.
      await drawer.locator("summary").click();
      await expect(panel).toBeHidden();
    }
  });

  test("shows the logged-in doctor too", async ({ demoDoctor: page }) => {
    await page.goto("/");
    await page.locator("details.drawer summary").click();
    const panel = page.getByRole("navigation", { name: "মোবাইল মেনু" });
    await expect(panel.getByText("ডা. তাসনিম রহমান")).toBeVisible();
    await expect(panel.getByRole("link", { name: "ড্যাশবোর্ডে যান" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "লগআউট" })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await promoAlreadySeen(context);
  });

  /** Hydration is done once a client-side link click is handled by Remix (no document request). */
  async function hydrated(page: Page) {
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  }

  test("client-side navigations post one activity each; the first page load does not", async ({ page }) => {
    const posts: { to: string; query: string; from: string | null }[] = [];
    page.on("request", (r) => r.url().endsWith("/resources/activity") && r.method() === "POST" && posts.push(r.postDataJSON()));
    await page.goto("/faq");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);

    const activity = page.waitForResponse((r) => r.url().endsWith("/resources/activity"));
    await page.locator("footer").getByRole("link", { name: "আমাদের সম্পর্কে" }).click();
    expect((await activity).status()).toBe(204);
    expect(posts).toEqual([{ to: "/about", query: "", from: "/faq" }]);
  });

  test("every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer").getByRole("link", { name: "আমাদের সম্পর্কে" }).click();
    await expect(page).toHaveURL(base() + "/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("right-click and the developer-tools shortcuts are blocked, but form fields keep their menu", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    // The guard is a root effect: it runs after React's hydration commits, a moment after the router exists.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
          document.body.dispatchEvent(event);
          return event.defaultPrevented;
        }),
      )
      .toBe(true);
    const prevented = await page.evaluate(() => {
      const fire = (target: EventTarget, event: Event) => (target.dispatchEvent(event), event.defaultPrevented);
      const key = (init: KeyboardEventInit) =>
        fire(document.body, new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
      const input = document.body.appendChild(document.createElement("input"));
      return {
        contextmenu: fire(document.body, new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
        contextmenuInInput: fire(input, new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
        f12: key({ key: "F12", code: "F12" }),
        ctrlShiftI: key({ key: "I", code: "KeyI", ctrlKey: true, shiftKey: true }),
        ctrlShiftJ: key({ key: "J", code: "KeyJ", ctrlKey: true, shiftKey: true }),
        metaShiftC: key({ key: "C", code: "KeyC", metaKey: true, shiftKey: true }),
        ctrlU: key({ key: "u", code: "KeyU", ctrlKey: true }),
        plainTyping: key({ key: "i", code: "KeyI" }),
      };
    });
    expect(prevented).toEqual({
      contextmenu: true,
      contextmenuInInput: false,
      f12: true,
      ctrlShiftI: true,
      ctrlShiftJ: true,
      metaShiftC: true,
      ctrlU: true,
      plainTyping: false,
    });
  });

  test("a route module that fails to load leads to the warning modal after Remix's reload", async ({ page }) => {
    let failed = false;
    await page.route(/\/build\/assets\/_public\.about-[\w-]+\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort("connectionreset");
    });
    await page.goto("/faq");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "আমাদের সম্পর্কে" }).click();
    const modal = page.locator("dialog.chunk-error-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading")).toHaveText("পাতার একটি অংশ লোড করা যায়নি");
    expect(failed).toBe(true);
    await modal.getByRole("button", { name: "বন্ধ করুন" }).click();
    await expect(modal).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator("dialog.chunk-error-modal")).toHaveCount(0);
  });
});
