import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MESSENGER_SDK_SRC, MessengerChat, messengerPlugin } from "~/features/home/MessengerChat";

describe("Messenger chat plugin", () => {
  it("is off without a configured page id, so nothing from facebook.net is loaded", () => {
    for (const pageId of [undefined, null, ""]) {
      expect(messengerPlugin(pageId)).toBeNull();
      expect(renderToStaticMarkup(createElement(MessengerChat, { pageId }))).toBe("");
    }
  });
  it("refuses a page id that is not numeric", () => {
    expect(messengerPlugin("sopanpg")).toBeNull();
    expect(messengerPlugin('1" onload="x')).toBeNull();
  });
  it("renders the customer-chat mount point for a configured page", () => {
    expect(messengerPlugin("1234567890")).toEqual({ pageId: "1234567890", src: MESSENGER_SDK_SRC });
    expect(MESSENGER_SDK_SRC).toMatch(/^https:\/\/connect\.facebook\.net\//);
    const html = renderToStaticMarkup(createElement(MessengerChat, { pageId: "1234567890" }));
    expect(html).toContain('class="fb-customerchat"');
    expect(html).toContain('page_id="1234567890"');
    // The SDK script itself is injected on the client after idle, never in the server HTML.
    expect(html).not.toContain("connect.facebook.net");
  });
});
