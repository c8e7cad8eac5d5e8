import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT, redirectWithNext, safeNext, withNext } from "~/lib/next-url.server";

describe("safeNext", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeNext("/courses/5?tab=materials#top")).toBe("/courses/5?tab=materials#top");
    expect(safeNext("/my/dashboard")).toBe("/my/dashboard");
  });

  it("falls back to my-dashboard when next is missing or blank", () => {
    expect(safeNext(null)).toBe(DEFAULT_NEXT);
    expect(safeNext(undefined)).toBe(DEFAULT_NEXT);
    expect(safeNext("  ")).toBe("/my/dashboard");
    expect(safeNext("", "/")).toBe("/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "courses/5",
    "/\t/evil.example",
    "/%0a/evil",
    "/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/../..//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/\\/evil.example",
    "/./\\evil.example",
  ])("never leaves the site: %s", (raw) => {
    const out = safeNext(raw);
    expect(out.startsWith("/")).toBe(true);
    expect(out.startsWith("//")).toBe(false);
    expect(new URL(out, "https://sopan-pg.example").origin).toBe("https://sopan-pg.example");
  });
});

describe("safeNext: what it returns", () => {
  it.each(["/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/./\\evil.example"])(
    "checks the normalised path, not the raw one: %s",
    (raw) => expect(safeNext(raw)).toBe(DEFAULT_NEXT),
  );

  it("returns only ASCII, so the value is safe in a Location header and a log line", () => {
    const out = safeNext("/courses/এফসিপিএস?q=ß#তথ্য");
    expect(out).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(out)).toBe("/courses/এফসিপিএস?q=ß#তথ্য");
  });

  it("is the only guard: a non-string is the fallback", () => {
    expect(safeNext(42 as unknown as string, "/")).toBe("/");
  });
});

describe("withNext / redirectWithNext", () => {
  it("encodes the current path and query into next", () => {
    const request = new Request("https://sopan-pg.example/courses/5/checkout?coupon=A%26B");
    const url = withNext("/login", request);
    expect(url).toBe("/login?next=%2Fcourses%2F5%2Fcheckout%3Fcoupon%3DA%2526B");
    expect(safeNext(new URL(url, "https://x.example").searchParams.get("next"))).toBe("/courses/5/checkout?coupon=A%26B");
  });

  it("redirects to the given guard target", () => {
    const res = redirectWithNext(new Request("https://sopan-pg.example/batch-details/3/enroll/9"), "/join-to-enroll");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/join-to-enroll?next=%2Fbatch-details%2F3%2Fenroll%2F9");
  });
});
