import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "~/lib/preload-priority.server";

const LINK = (href: string) => `<link rel="modulepreload" href="${href}"/>`;

describe("withLowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves every other byte as it was", () => {
    const html =
      `<html><head><link rel="stylesheet" href="/build/site.css"/><link rel="preload" href="/f.woff2" as="font"/></head>` +
      `<body><p>ড্যাশবোর্ড</p>${LINK("/build/entry.js")}${LINK("/build/components.js")}` +
      `<script type="module" async="">import "/build/entry.js";</script></body></html>`;
    const out = withLowPriorityModulePreloads(Buffer.from(html)).toString();
    expect(out).toBe(
      html
        .replace(LINK("/build/entry.js"), '<link rel="modulepreload" href="/build/entry.js" fetchpriority="low"/>')
        .replace(LINK("/build/components.js"), '<link rel="modulepreload" href="/build/components.js" fetchpriority="low"/>'),
    );
  });

  it("returns a document without module preloads as it is", () => {
    const plain = Buffer.from('<html><body><link rel="stylesheet" href="/a.css"/></body></html>');
    expect(withLowPriorityModulePreloads(plain)).toBe(plain);
  });

  it("leaves a preload it cannot see the end of", () => {
    const cut = Buffer.from('<p>x</p><link rel="modulepreload" href="/a.js"');
    expect(withLowPriorityModulePreloads(cut).toString()).toBe(cut.toString());
  });
});
