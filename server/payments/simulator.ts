/**
 * A local bKash Tokenized Checkout, served by the API in development and test only (buildApi never
 * registers it in production, and production refuses a BKASH_BASE_URL pointing here). It speaks
 * the same endpoints, headers, credentials and status codes as bKash, so the HTTP driver is the
 * same code everywhere. Its `bkashURL` is a small wallet page (number → OTP → PIN) that works
 * without JavaScript and sends the browser back to the merchant's callbackURL.
 *
 * Wallet numbers with a scripted behaviour, for tests and manual checks:
 * - SLOW_EXECUTE_WALLET: execute completes the payment but answers only after SLOW_EXECUTE_MS;
 * - SHORT_PAY_WALLET: the payment completes for ৳1 less than was asked.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { BKASH_SIMULATOR_PATH, type BkashConfig } from "../config";
import { LOCAL_MOBILE } from "../contract/phone-rules";
import { bkashAmount, paisaOf, SUCCESS_CODE } from "./bkash";
import { walletPage, type WalletStep } from "./wallet-page";

export const SLOW_EXECUTE_WALLET = "01929999991";
export const SHORT_PAY_WALLET = "01929999992";
export const SLOW_EXECUTE_MS = 3_000;
/** Shown on the wallet page: a simulator has no SMS to send. */
export const SIMULATOR_OTP = "123456";
const TOKEN_LIFETIME_S = 3600;

type SimPayment = {
  paymentID: string;
  amountPaisa: number;
  invoice: string;
  callbackURL: string;
  step: WalletStep;
  /** bKash's view: Initiated until executed (or cancelled/failed in the wallet). */
  state: "Initiated" | "Authorized" | "Completed" | "Cancelled" | "Failed";
  wallet: string | null;
  trxID: string | null;
  refundedPaisa: number;
};

type Body = Record<string, unknown>;
const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const id = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString("hex").toUpperCase()}`;

const same = (a: unknown, b: string) => {
  if (typeof a !== "string") return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const bkashSimulator: FastifyPluginAsync<{ bkash: BkashConfig }> = async (app, { bkash }) => {
  const payments = new Map<string, SimPayment>();
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const merchant = (request: FastifyRequest) =>
    same(request.headers.username, bkash.username) && same(request.headers.password, bkash.password);

  function issueTokens(refreshToken?: string) {
    const idToken = id("SIM-ID-", 24);
    idTokens.set(idToken, Date.now() + TOKEN_LIFETIME_S * 1000);
    const refresh = refreshToken ?? id("SIM-RF-", 24);
    refreshTokens.add(refresh);
    return {
      statusCode: SUCCESS_CODE,
      statusMessage: "Successful",
      id_token: idToken,
      token_type: "Bearer",
      expires_in: TOKEN_LIFETIME_S,
      refresh_token: refresh,
    };
  }

  const base = `${BKASH_SIMULATOR_PATH}/tokenized/checkout`;

  app.post(`${base}/token/grant`, async (request) => {
    const body = (request.body ?? {}) as Body;
    if (!merchant(request) || !same(body.app_key, bkash.appKey) || !same(body.app_secret, bkash.appSecret)) {
      return refusal("2079", "Invalid username, password, app key or app secret");
    }
    return issueTokens();
  });

  app.post(`${base}/token/refresh`, async (request) => {
    const body = (request.body ?? {}) as Body;
    if (
      !merchant(request) ||
      !same(body.app_key, bkash.appKey) ||
      typeof body.refresh_token !== "string" ||
      !refreshTokens.has(body.refresh_token)
    ) {
      return refusal("2079", "Invalid refresh token or credentials");
    }
    return issueTokens(body.refresh_token);
  });

  /** Every checkout call carries a live id_token and the app key, as bKash demands. */
  const authorised = (request: FastifyRequest) => {
    const expires = idTokens.get(String(request.headers.authorization ?? ""));
    return expires !== undefined && expires > Date.now() && same(request.headers["x-app-key"], bkash.appKey);
  };

  function view(p: SimPayment) {
    const settled = p.state === "Completed";
    return {
      statusCode: SUCCESS_CODE,
      statusMessage: "Successful",
      paymentID: p.paymentID,
      trxID: settled ? p.trxID : undefined,
      transactionStatus: p.state === "Authorized" ? "Initiated" : p.state,
      amount: bkashAmount(settled && p.wallet === SHORT_PAY_WALLET ? Math.max(0, p.amountPaisa - 100) : p.amountPaisa),
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: p.invoice,
    };
  }

  const checkout = (path: string, handler: (body: Body, request: FastifyRequest) => Promise<object> | object) =>
    app.post(`${base}/${path}`, async (request, reply) => {
      if (!authorised(request)) return reply.code(401).send({ message: "Unauthorized" });
      return handler((request.body ?? {}) as Body, request);
    });

  checkout("create", (body, request) => {
    const amountPaisa = typeof body.amount === "string" && /^\d+\.\d{2}$/.test(body.amount) ? paisaOf(body.amount) : null;
    if (body.mode !== "0011" || body.currency !== "BDT" || body.intent !== "sale")
      return refusal("2054", "Invalid mode, currency or intent");
    if (amountPaisa === null || amountPaisa === 0) return refusal("2006", "Invalid amount");
    if (
      typeof body.merchantInvoiceNumber !== "string" ||
      !body.merchantInvoiceNumber ||
      body.merchantInvoiceNumber.length > 255
    ) {
      return refusal("2065", "Invalid merchant invoice number");
    }
    if (typeof body.callbackURL !== "string" || !/^https?:\/\//.test(body.callbackURL))
      return refusal("2063", "Invalid callback URL");
    const paymentID = id("TR0011", 10);
    payments.set(paymentID, {
      paymentID,
      amountPaisa,
      invoice: body.merchantInvoiceNumber,
      callbackURL: body.callbackURL,
      step: "number",
      state: "Initiated",
      wallet: null,
      trxID: null,
      refundedPaisa: 0,
    });
    return {
      ...view(payments.get(paymentID)!),
      bkashURL: `${request.protocol}://${request.host}${BKASH_SIMULATOR_PATH}/wallet/${paymentID}`,
      callbackURL: body.callbackURL,
      paymentCreateTime: new Date().toISOString(),
    };
  });

  const known = (body: Body) => (typeof body.paymentID === "string" ? payments.get(body.paymentID) : undefined);

  checkout("execute", async (body) => {
    const p = known(body);
    if (!p) return refusal("2056", "Invalid Payment State");
    if (p.state === "Completed") return refusal("2062", "The payment has already been completed");
    if (p.state !== "Authorized") return refusal("2056", "Invalid Payment State");
    p.state = "Completed";
    p.trxID = id("SIM", 5);
    if (p.wallet === SLOW_EXECUTE_WALLET) await new Promise((resolve) => setTimeout(resolve, SLOW_EXECUTE_MS));
    return { ...view(p), customerMsisdn: p.wallet, paymentExecuteTime: new Date().toISOString() };
  });

  checkout("payment/status", (body) => {
    const p = known(body);
    return p ? view(p) : refusal("2056", "Invalid Payment State");
  });

  checkout("payment/refund", (body) => {
    const p = known(body);
    const amountPaisa = typeof body.amount === "string" ? paisaOf(body.amount) : null;
    if (!p || p.state !== "Completed" || body.trxID !== p.trxID) return refusal("2071", "Invalid payment or transaction ID");
    if (amountPaisa === null || amountPaisa === 0 || amountPaisa > p.amountPaisa - p.refundedPaisa)
      return refusal("2072", "Refund amount exceeds the payment");
    p.refundedPaisa += amountPaisa;
    return {
      statusCode: SUCCESS_CODE,
      statusMessage: "Successful",
      originalTrxID: p.trxID,
      refundTrxID: id("SIMR", 5),
      transactionStatus: "Completed",
      amount: bkashAmount(amountPaisa),
      currency: "BDT",
      charge: "0.00",
      completedTime: new Date().toISOString(),
    };
  });

  // The wallet: GET shows the current step, POST moves it on; the last step sends the browser back.
  const wallet = `${BKASH_SIMULATOR_PATH}/wallet/:paymentID`;
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(page);

  function backToMerchant(reply: FastifyReply, p: SimPayment, status: "success" | "failure" | "cancel") {
    const url = new URL(p.callbackURL);
    url.searchParams.set("paymentID", p.paymentID);
    url.searchParams.set("status", status);
    return reply.redirect(url.toString(), 303);
  }

  app.get<{ Params: { paymentID: string } }>(wallet, async (request, reply) => {
    const p = payments.get(request.params.paymentID);
    if (!p) return html(reply, walletPage({ step: "gone" }), 404);
    if (p.state !== "Initiated") return html(reply, walletPage({ step: "gone" }), 410);
    return html(reply, walletPage({ step: p.step, amount: bkashAmount(p.amountPaisa), invoice: p.invoice, otp: SIMULATOR_OTP }));
  });

  app.post<{ Params: { paymentID: string } }>(wallet, async (request, reply) => {
    const p = payments.get(request.params.paymentID);
    if (!p || p.state !== "Initiated") return html(reply, walletPage({ step: "gone" }), p ? 410 : 404);
    const form = (typeof request.body === "object" && request.body ? request.body : {}) as Body;
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
    const again = (error: string) =>
      html(
        reply,
        walletPage({ step: p.step, amount: bkashAmount(p.amountPaisa), invoice: p.invoice, otp: SIMULATOR_OTP, error }),
        422,
      );

    const action = field("action");
    if (action === "cancel") {
      p.state = "Cancelled";
      return backToMerchant(reply, p, "cancel");
    }
    if (action === "fail") {
      p.state = "Failed";
      return backToMerchant(reply, p, "failure");
    }
    if (p.step === "number") {
      if (!LOCAL_MOBILE.test(field("wallet")))
        return again("সঠিক ১১ সংখ্যার বিকাশ নম্বর দিন। / Enter a valid 11-digit bKash number.");
      p.wallet = field("wallet");
      p.step = "otp";
    } else if (p.step === "otp") {
      if (field("otp") !== SIMULATOR_OTP) return again("ভেরিফিকেশন কোডটি সঠিক নয়। / The verification code is wrong.");
      p.step = "pin";
    } else {
      if (!/^\d{5}$/.test(field("pin"))) return again("৫ সংখ্যার পিন দিন। / Enter your 5-digit PIN.");
      p.state = "Authorized";
      return backToMerchant(reply, p, "success");
    }
    return reply.redirect(`${BKASH_SIMULATOR_PATH}/wallet/${p.paymentID}`, 303);
  });
};
