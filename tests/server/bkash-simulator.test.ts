/**
 * The HTTP driver against the API's own bKash simulator over real HTTP: credentials, create, the
 * wallet page without JavaScript, execute, status, refund, and the simulator never in production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import { BKASH_SIMULATOR_PATH } from "../../server/config";
import { bkashHttpDriver, BkashRefused, type PaymentGateway } from "../../server/payments/bkash";
import { makeBkashStack, payInWallet, type BkashStack } from "./bkash-stack";
import { PRODUCTION_ENV, testConfig } from "./helpers";

let stack: BkashStack;
let driver: PaymentGateway;
const callbackURL = "http://portal.test/my/payments/bkash/callback?from=test";

beforeAll(async () => {
  stack = await makeBkashStack();
  driver = bkashHttpDriver(stack.config.bkash);
});
afterAll(() => stack.close());

const create = (amountPaisa = 150050, invoiceNumber = `INV-${Math.random()}`) =>
  driver.create({ amountPaisa, invoiceNumber, payerReference: "01712345678", callbackURL });

describe("bKash simulator", () => {
  it("refuses wrong merchant credentials with a bKash status code", async () => {
    const wrong = bkashHttpDriver({ ...stack.config.bkash, password: "not-it" });
    await expect(wrong.status("TR0011X")).rejects.toMatchObject({ statusCode: "2079" });
  });

  it("pays: create → wallet (number, code, PIN) → callback → execute → status → refund", async () => {
    const { paymentID, bkashURL } = await create(150050, "INV-PAY-1");
    expect(bkashURL).toBe(`${stack.origin}${BKASH_SIMULATOR_PATH}/wallet/${paymentID}`);
    expect((await driver.status(paymentID)).transactionStatus).toBe("Initiated");

    const back = await payInWallet(bkashURL, "pay");
    expect(`${back.origin}${back.pathname}`).toBe("http://portal.test/my/payments/bkash/callback");
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: "test", paymentID, status: "success" });

    const executed = await driver.execute(paymentID);
    expect(executed).toMatchObject({
      paymentID,
      transactionStatus: "Completed",
      amountPaisa: 150050,
      merchantInvoiceNumber: "INV-PAY-1",
    });
    expect(executed.trxID).toMatch(/^SIM[0-9A-F]{10}$/);
    await expect(driver.execute(paymentID)).rejects.toMatchObject({ statusCode: "2062" });
    expect(await driver.status(paymentID)).toEqual(executed);

    const refund = await driver.refund({ paymentID, trxID: executed.trxID!, amountPaisa: 150050, sku: "course", reason: "test" });
    expect(refund).toMatchObject({ transactionStatus: "Completed", amountPaisa: 150050 });
    await expect(
      driver.refund({ paymentID, trxID: executed.trxID!, amountPaisa: 1, sku: "course", reason: "again" }),
    ).rejects.toBeInstanceOf(BkashRefused);
  });

  it("cancel and fail send the browser back with that status; nothing can be executed", async () => {
    for (const [action, status] of [
      ["cancel", "cancel"],
      ["fail", "failure"],
    ] as const) {
      const { paymentID, bkashURL } = await create();
      expect((await payInWallet(bkashURL, action)).searchParams.get("status")).toBe(status);
      await expect(driver.execute(paymentID)).rejects.toMatchObject({ statusCode: "2056" });
      expect((await driver.status(paymentID)).transactionStatus).toBe(action === "cancel" ? "Cancelled" : "Failed");
      expect((await fetch(bkashURL)).status).toBe(410);
    }
  });

  it("the wallet page explains a wrong number, code or PIN in Bengali and English and stays on that step", async () => {
    const { bkashURL } = await create();
    const post = (fields: Record<string, string>) =>
      fetch(bkashURL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const bad = await post({ action: "next", wallet: "12<script>" });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain("সঠিক ১১ সংখ্যার বিকাশ নম্বর দিন।");
    expect(html).not.toContain("<script>");
    expect((await fetch(`${stack.origin}${BKASH_SIMULATOR_PATH}/wallet/nope`)).status).toBe(404);
  });

  it("create refuses amounts that are not two-decimal strings", async () => {
    const res = await fetch(`${stack.config.bkash.baseUrl}/tokenized/checkout/token/grant`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        username: stack.config.bkash.username,
        password: stack.config.bkash.password,
      },
      body: JSON.stringify({ app_key: stack.config.bkash.appKey, app_secret: stack.config.bkash.appSecret }),
    });
    const { id_token } = (await res.json()) as { id_token: string };
    const answer = await fetch(`${stack.config.bkash.baseUrl}/tokenized/checkout/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: id_token, "x-app-key": stack.config.bkash.appKey },
      body: JSON.stringify({
        mode: "0011",
        amount: "1500.5",
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: "X",
        callbackURL,
      }),
    });
    expect(await answer.json()).toMatchObject({ statusCode: "2006" });
  });

  it("does not exist in production", async () => {
    const app = buildApi({ db: stack.db, config: testConfig(PRODUCTION_ENV) });
    const res = await app.inject({ method: "POST", url: `${BKASH_SIMULATOR_PATH}/tokenized/checkout/token/grant`, payload: {} });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
