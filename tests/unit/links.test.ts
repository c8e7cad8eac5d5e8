import { describe, expect, it } from "vitest";
import { noticeLinkKind, telUrl, whatsAppUrl } from "~/lib/links";

describe("noticeLinkKind", () => {
  it("treats http and https links as external", () => {
    expect(noticeLinkKind("https://sopan-pg.example/news/fcps-admission")).toBe("external");
    expect(noticeLinkKind("http://example.com")).toBe("external");
    expect(noticeLinkKind("HTTPS://EXAMPLE.COM")).toBe("external");
  });
  it("treats any other non-empty link as an in-app route", () => {
    expect(noticeLinkKind("/batches")).toBe("internal");
    expect(noticeLinkKind("courses/fcps")).toBe("internal");
    expect(noticeLinkKind("httpsfoo")).toBe("internal");
  });
  it("treats a missing or blank link as plain text", () => {
    expect(noticeLinkKind(null)).toBe("none");
    expect(noticeLinkKind(undefined)).toBe("none");
    expect(noticeLinkKind("")).toBe("none");
    expect(noticeLinkKind("   ")).toBe("none");
  });
});

describe("whatsAppUrl / telUrl", () => {
  it("builds wa.me links from bare digits", () => {
    expect(whatsAppUrl("8801711000000")).toBe("https://wa.me/8801711000000");
    expect(whatsAppUrl("+880 1711-000000")).toBe("https://wa.me/8801711000000");
  });
  it("gives local Bangladeshi mobile numbers the country code", () => {
    expect(whatsAppUrl("01711000011")).toBe("https://wa.me/8801711000011");
    expect(whatsAppUrl("01711-000011")).toBe("https://wa.me/8801711000011");
  });
  it("keeps Latin digits and drops separators for tel links", () => {
    expect(telUrl("09610-000111")).toBe("tel:09610000111");
    expect(telUrl("+880 1711 000001")).toBe("tel:+8801711000001");
  });
});
