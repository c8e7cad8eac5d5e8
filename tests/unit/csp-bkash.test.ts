/** CSP form-action: the pay form may redirect to bKash, and to the API's simulator only on loopback. */
import { describe, expect, it } from "vitest";
import { bkashSimulatorOrigin, contentSecurityPolicy } from "../../bin/security";

const formAction = (csp: string) => csp.split("; ").find((d) => d.startsWith("form-action"));

describe("form-action for bKash", () => {
  it("always allows bKash's own hosts and nothing else besides the portal", () => {
    expect(formAction(contentSecurityPolicy({ nonce: "n" }, "/"))).toBe(
      "form-action 'self' https://*.bka.sh https://*.bkash.com",
    );
  });

  it("adds the product API's origin only when that API is on loopback (where the simulator runs)", () => {
    expect(bkashSimulatorOrigin("http://127.0.0.1:4910")).toBe("http://127.0.0.1:4910");
    expect(bkashSimulatorOrigin("http://localhost:4000/")).toBe("http://localhost:4000");
    expect(bkashSimulatorOrigin("https://api.sopan-pg.example")).toBeUndefined();
    expect(bkashSimulatorOrigin("http://10.0.0.5:4000")).toBeUndefined();
    expect(formAction(contentSecurityPolicy({ nonce: "n" }, "/", bkashSimulatorOrigin("http://127.0.0.1:4910")))).toBe(
      "form-action 'self' https://*.bka.sh https://*.bkash.com http://127.0.0.1:4910",
    );
  });
});
