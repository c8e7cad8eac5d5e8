/**
 * The header's notices link (app/components/layout/UserArea.tsx) as the server renders it: its badge
 * counts unread notices, and with none unread there is no badge at all, never "০" (issue 42, item 13).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoticesLink } from "../../app/components/layout/UserArea";

const link = (count: number) => renderToStaticMarkup(createElement(NoticesLink, { count }));

describe("the notices link's unread badge", () => {
  it("counts the unread notices, shown and said", () => {
    expect(link(3)).toContain('<span class="nav-count" aria-hidden="true">৩</span>');
    expect(link(3)).toContain("না-পড়া ৩টি");
  });

  it("is not there when nothing is unread: the link alone, no ০", () => {
    const html = link(0);
    expect(html).toContain('href="/my/notices"');
    expect(html).not.toContain("nav-count");
    expect(html).not.toContain("০");
  });
});
