import { describe, expect, it } from "vitest";
import { PROMO_INTERVAL_MS, isPromoDue, promoFromSettings, promoSeenCookie } from "~/features/home/promo.server";

const now = Date.UTC(2026, 0, 10, 12);

describe("isPromoDue", () => {
  it("is due without a cookie or with a broken one", () => {
    expect(isPromoDue(null, now)).toBe(true);
    expect(isPromoDue("other=1", now)).toBe(true);
    expect(isPromoDue("promo_seen_at=yesterday", now)).toBe(true);
  });
  it("is not due within six hours of the last view, and due again after", () => {
    expect(isPromoDue(`promo_seen_at=${now - 1000}`, now)).toBe(false);
    expect(isPromoDue(`a=b; promo_seen_at=${now - PROMO_INTERVAL_MS + 1}`, now)).toBe(false);
    expect(isPromoDue(`promo_seen_at=${now - PROMO_INTERVAL_MS}`, now)).toBe(true);
  });
});

describe("promoSeenCookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide and outlives the interval", () => {
    const cookie = promoSeenCookie(now, false);
    expect(cookie).toMatch(new RegExp(`^promo_seen_at=${now};`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(PROMO_INTERVAL_MS / 1000);
    expect(cookie).not.toContain("Secure");
    expect(promoSeenCookie(now, true)).toContain("Secure");
  });
});

describe("promoFromSettings", () => {
  const settings = {
    enabled: true,
    title: "গ্র্যান্ড মক ব্যাচ",
    body: "রেসিডেন্সি গ্র্যান্ড মক ব্যাচে সীমিত আসন — আজই দেখে নিন।",
    link: "/residency/batches?search=grand-mock",
    image: "/media/banners/grand-mock.svg",
  };
  it("reads the promotion-modal settings", () => {
    expect(promoFromSettings(settings)).toEqual({
      title: settings.title,
      body: settings.body,
      link: settings.link,
      image: settings.image,
    });
  });
  it("shows nothing when disabled or untitled", () => {
    expect(promoFromSettings({ ...settings, enabled: false })).toBeNull();
    expect(promoFromSettings({ ...settings, enabled: "true" })).toBeNull();
    expect(promoFromSettings({ ...settings, title: " " })).toBeNull();
  });
  it("never links off-site", () => {
    expect(promoFromSettings({ ...settings, link: "https://evil.example" })?.link).toBe("/residency/batches?search=grand-mock");
    expect(promoFromSettings({ ...settings, link: "//evil.example" })?.link).toBe("/residency/batches?search=grand-mock");
    expect(promoFromSettings({ ...settings, link: "/..//evil.example" })?.link).toBe("/residency/batches?search=grand-mock");
    expect(promoFromSettings({ ...settings, link: 7 })?.link).toBe("/residency/batches?search=grand-mock");
    expect(promoFromSettings({ ...settings, link: "/faq?page=2" })?.link).toBe("/faq?page=2");
  });
});
