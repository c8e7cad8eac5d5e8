import { describe, expect, it } from "vitest";
import { noticeLinkKind } from "~/lib/links";

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
