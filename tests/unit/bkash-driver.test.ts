/**
 * The bKash HTTP driver without a network: amounts at two decimals, the token cache and its
 * refresh before expiry, and how bKash's status codes and transport failures are told apart.
 */
import { describe, expect, it } from "vitest";
import {
  bkashAmount,
  bkashHttpDriver,
  BkashRefused,
  BkashUnreachable,
  checkStatus,
  paisaOf,
  TOKEN_RENEW_MARGIN_MS,
} from "../../server/payments/bkash";

const config = {
  baseUrl: "https://bkash.test/v1.2.0-beta",
  username: "merchant",
  password: "secret",
  appKey: "key",
  appSecret: "app-secret",
  timeoutMs: 200,
};

type Seen = { path: string; headers: Record<string, string>; body: Record<string, unknown> };

/** A fake bKash: records each request and answers from `answer(path, n)`. */
function fakeBkash(answer: (path: string, seen: Seen[]) => object | Promise<object> | "hang" | number) {
  const seen: Seen[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = url.slice(config.baseUrl.length);
    seen.push({ path, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    const out = await answer(path, seen);
    if (out === "hang") {
      return new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason)));
    }
    if (typeof out === "number") return new Response("oops", { status: out });
    return Response.json(out);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

let tokenCount = 0;
const tokens = () => ({
  statusCode: "0000",
  id_token: `id-${++tokenCount}`,
  refresh_token: `rf-${tokenCount}`,
  expires_in: 3600,
});
const completed = {
  statusCode: "0000",
  paymentID: "P1",
  trxID: "TRX1",
  transactionStatus: "Completed",
  amount: "1500.50",
  merchantInvoiceNumber: "INV-1",
};

describe("amounts", () => {
  it.each([
    [150050, "1500.50"],
    [5, "0.05"],
    [100, "1.00"],
    [0, "0.00"],
    [123456789, "1234567.89"],
  ])("%i paisa → %s", (paisa, text) => {
    expect(bkashAmount(paisa)).toBe(text);
    expect(paisaOf(text)).toBe(paisa);
  });

  it("reads bKash's amounts exactly, never through floating point", () => {
    expect(paisaOf("0.1")).toBe(10);
    expect(paisaOf("1500")).toBe(150000);
    expect(paisaOf(19.99)).toBe(1999);
    for (const bad of ["", "1.234", "-1.00", "1e3", "abc", null, undefined, {}, " 1.0 0"]) expect(paisaOf(bad)).toBeNull();
  });

  it("refuses amounts that are not whole paisa", () => {
    expect(() => bkashAmount(1.5)).toThrow(RangeError);
    expect(() => bkashAmount(-100)).toThrow(RangeError);
  });
});

describe("status codes", () => {
  it('only "0000" is success; anything else is BkashRefused with bKash\'s message', () => {
    expect(checkStatus({ statusCode: "0000" })).toEqual({ statusCode: "0000" });
    const err = (() => {
      try {
        checkStatus({ statusCode: "2056", statusMessage: "Invalid Payment State" });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(BkashRefused);
    expect(err).toMatchObject({ statusCode: "2056", statusMessage: "Invalid Payment State" });
    expect(() => checkStatus({ errorCode: "2001", errorMessage: "Invalid App Key" })).toThrow(/2001: Invalid App Key/);
    expect(() => checkStatus({ message: "Unauthorized" })).toThrow(BkashRefused);
  });

  it("a timeout, a 5xx or an answer that is not JSON is BkashUnreachable (uncertain), not a refusal", async () => {
    for (const failure of ["hang", 502] as const) {
      const { fetchImpl } = fakeBkash((path) => (path.endsWith("/grant") ? tokens() : failure));
      await expect(bkashHttpDriver(config, fetchImpl).execute("P1")).rejects.toBeInstanceOf(BkashUnreachable);
    }
    const garbled = (async () => new Response("<html>", { status: 200 })) as unknown as typeof fetch;
    await expect(bkashHttpDriver(config, garbled).status("P1")).rejects.toBeInstanceOf(BkashUnreachable);
  });
});

describe("the HTTP driver", () => {
  it("creates a payment with the protocol's headers and body", async () => {
    const { seen, fetchImpl } = fakeBkash((path) =>
      path.endsWith("/grant") ? tokens() : { statusCode: "0000", paymentID: "P1", bkashURL: "https://pay.test/P1" },
    );
    const driver = bkashHttpDriver(config, fetchImpl);
    const made = await driver.create({
      amountPaisa: 150050,
      invoiceNumber: "INV-1",
      payerReference: "01712345678",
      callbackURL: "https://portal/cb",
    });
    expect(made).toEqual({ paymentID: "P1", bkashURL: "https://pay.test/P1" });
    expect(seen[0]).toMatchObject({
      path: "/tokenized/checkout/token/grant",
      headers: { username: "merchant", password: "secret" },
      body: { app_key: "key", app_secret: "app-secret" },
    });
    expect(seen[1]).toMatchObject({
      path: "/tokenized/checkout/create",
      headers: { authorization: seen[1]!.headers.authorization, "x-app-key": "key" },
      body: {
        mode: "0011",
        amount: "1500.50",
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: "INV-1",
        callbackURL: "https://portal/cb",
      },
    });
    expect(seen[1]!.headers.authorization).toMatch(/^id-\d+$/);
  });

  it("reads execute and status answers into paisa", async () => {
    const { fetchImpl } = fakeBkash((path) => (path.endsWith("/grant") ? tokens() : completed));
    const driver = bkashHttpDriver(config, fetchImpl);
    expect(await driver.execute("P1")).toEqual({
      paymentID: "P1",
      trxID: "TRX1",
      transactionStatus: "Completed",
      amountPaisa: 150050,
      merchantInvoiceNumber: "INV-1",
    });
  });

  it("keeps one token, refreshes it before it expires, and grants again when the refresh is refused", async () => {
    let now = 1_000_000;
    let refuseRefresh = false;
    const { seen, fetchImpl } = fakeBkash((path) => {
      if (path.endsWith("/grant")) return tokens();
      if (path.endsWith("/refresh"))
        return refuseRefresh ? { statusCode: "2079", statusMessage: "Invalid refresh token" } : tokens();
      return completed;
    });
    const driver = bkashHttpDriver(config, fetchImpl, () => now);
    const tokenCalls = () => seen.filter((s) => s.path.includes("/token/")).map((s) => s.path.split("/").pop());

    await Promise.all([driver.status("P1"), driver.status("P1"), driver.status("P1")]);
    expect(tokenCalls()).toEqual(["grant"]); // concurrent calls share one grant

    now += 3600_000 - TOKEN_RENEW_MARGIN_MS - 1000; // still outside the margin
    await driver.status("P1");
    expect(tokenCalls()).toEqual(["grant"]);

    now += 2000; // inside the margin: refreshed before bKash would refuse it
    await driver.status("P1");
    expect(tokenCalls()).toEqual(["grant", "refresh"]);
    const refreshCall = seen.find((s) => s.path.endsWith("/refresh"))!;
    expect(refreshCall.body).toMatchObject({
      app_key: "key",
      app_secret: "app-secret",
      refresh_token: expect.stringMatching(/^rf-/),
    });
    const used = seen.filter((s) => s.path.endsWith("payment/status")).map((s) => s.headers.authorization);
    expect(new Set(used).size).toBe(2);

    refuseRefresh = true;
    now += 3600_000;
    await driver.status("P1");
    expect(tokenCalls()).toEqual(["grant", "refresh", "refresh", "grant"]);
  });

  it("a refused grant fails the call with bKash's message", async () => {
    const { fetchImpl } = fakeBkash(() => ({ statusCode: "2079", statusMessage: "Invalid username or password" }));
    await expect(bkashHttpDriver(config, fetchImpl).status("P1")).rejects.toThrow(/Invalid username or password/);
  });
});
