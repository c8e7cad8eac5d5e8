/** The host's per-route body limit: 64 KB everywhere, 1 MB + 64 KB for the profile photo form only (decision 022). */
import { describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_BODY_LIMIT, PHOTO_FORM_BODY_LIMIT } from "../../bin/body-limit";

describe("bodyLimitFor", () => {
  it("gives the photo form's POST (document and single-fetch) room for a 1 MB file and one byte more", () => {
    for (const path of ["/my/account", "/my/account/", "/my/account.data"]) {
      expect(bodyLimitFor({ method: "POST", path }), path).toBe(PHOTO_FORM_BODY_LIMIT);
    }
    expect(PHOTO_FORM_BODY_LIMIT).toBeGreaterThan(1024 * 1024 + 1 + 1024);
  });

  it("keeps 64 KB for every other route and method", () => {
    for (const [method, path] of [
      ["POST", "/my/account/edit"],
      ["POST", "/my/dashboard"],
      ["POST", "/my/account/devices"],
      ["GET", "/my/account"],
      ["POST", "/my/accounts"],
    ] as const) {
      expect(bodyLimitFor({ method, path }), `${method} ${path}`).toBe(FORM_BODY_LIMIT);
    }
  });
});
