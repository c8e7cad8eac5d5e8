/**
 * bKash Tokenized Checkout (API v1.2.0-beta): the payment gateway interface and its one HTTP driver.
 * The same driver talks to bKash in production and to the API's own simulator (./simulator.ts) in
 * development and test; only BKASH_BASE_URL and the credentials differ.
 *
 * Two kinds of failure, because they are settled differently:
 * - `BkashRefused`: bKash answered, with a statusCode other than "0000". Definitive.
 * - `BkashUnreachable`: timeout, network error, 5xx or an answer we cannot read. The operation may or
 *   may not have happened; the caller asks `payment/status` before deciding anything.
 */
import { z } from "zod";
import type { BkashConfig } from "../config";

export type BkashPayment = {
  paymentID: string;
  trxID: string | null;
  /** "Initiated", "Completed", "Cancelled", "Expired", "Failed"… as bKash spells it. */
  transactionStatus: string;
  amountPaisa: number | null;
  merchantInvoiceNumber: string | null;
};

export type CreatePayment = { amountPaisa: number; invoiceNumber: string; payerReference: string; callbackURL: string };
export type RefundPayment = { paymentID: string; trxID: string; amountPaisa: number; sku: string; reason: string };
export type BkashRefund = { refundTrxID: string; transactionStatus: string; amountPaisa: number };

export interface PaymentGateway {
  create(input: CreatePayment): Promise<{ paymentID: string; bkashURL: string }>;
  execute(paymentID: string): Promise<BkashPayment>;
  status(paymentID: string): Promise<BkashPayment>;
  refund(input: RefundPayment): Promise<BkashRefund>;
}

export const SUCCESS_CODE = "0000";

export class BkashRefused extends Error {
  override name = "BkashRefused";
  constructor(
    readonly statusCode: string,
    readonly statusMessage: string,
  ) {
    super(`bKash ${statusCode}: ${statusMessage}`);
  }
}

export class BkashUnreachable extends Error {
  override name = "BkashUnreachable";
}

/** Paisa → bKash's amount string, always with two decimals ("1500.00", "0.05"). */
export function bkashAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError("amount must be a whole, non-negative number of paisa");
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, "0")}`;
}

/** bKash's amount string → paisa, exactly (no floating point); anything else is null. */
export function paisaOf(amount: unknown): number | null {
  const text = typeof amount === "number" ? String(amount) : amount;
  if (typeof text !== "string") return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * bKash's answers, read with zod (the contract's library): a field missing, empty or of another type is
 * what it was before, null or a refusal, never a throw from deep inside the driver. Each schema lets
 * every other field through untouched (bKash adds fields between versions).
 */
const nonEmpty = z
  .string()
  .min(1)
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const anything = z.unknown().optional();
const amount = anything.transform((v) => paisaOf(v));

/** Every answer's status: statusCode and statusMessage (older answers: errorCode and errorMessage). */
const status = z.looseObject({
  statusCode: anything,
  errorCode: anything,
  statusMessage: anything,
  errorMessage: anything,
});
const paymentAnswer = z.looseObject({
  paymentID: nonEmpty,
  trxID: nonEmpty,
  transactionStatus: nonEmpty,
  amount,
  merchantInvoiceNumber: nonEmpty,
});
const createAnswer = z.looseObject({ paymentID: nonEmpty, bkashURL: nonEmpty });
const refundAnswer = z.looseObject({ refundTrxID: nonEmpty, transactionStatus: nonEmpty, amount });
const tokenAnswer = z.looseObject({
  id_token: nonEmpty,
  refresh_token: nonEmpty,
  expires_in: z.coerce.number().finite().catch(Number.NaN),
});

type Answer = Record<string, unknown>;

/** Throws unless the answer carries statusCode "0000" (older answers use errorCode/errorMessage). */
export function checkStatus(answer: Answer): Answer {
  const { statusCode, errorCode, statusMessage, errorMessage } = status.parse(answer);
  const code = statusCode ?? errorCode;
  if (code === SUCCESS_CODE) return answer;
  const message = statusMessage ?? errorMessage;
  throw new BkashRefused(
    typeof code === "string" ? code : "unknown",
    typeof message === "string" ? message : "bKash refused the request",
  );
}

function paymentOf(answer: Answer): BkashPayment {
  const read = paymentAnswer.parse(answer);
  if (!read.paymentID) throw new BkashUnreachable("bKash answer without paymentID");
  return {
    paymentID: read.paymentID,
    trxID: read.trxID,
    transactionStatus: read.transactionStatus ?? "Unknown",
    amountPaisa: read.amount,
    merchantInvoiceNumber: read.merchantInvoiceNumber,
  };
}

type Token = { idToken: string; refreshToken: string; expiresAt: number };

/** A token is renewed this long before bKash says it expires, so no request carries a dying one. */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;

export function bkashHttpDriver(
  config: BkashConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): PaymentGateway {
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function post(path: string, body: object, headers: Record<string, string>): Promise<Answer> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      throw new BkashUnreachable(`bKash ${path}: ${err instanceof Error ? err.name : "network error"}`);
    }
    if (res.status >= 500) throw new BkashUnreachable(`bKash ${path} answered ${res.status}`);
    const answer: unknown = await res.json().catch(() => null);
    if (!answer || typeof answer !== "object") throw new BkashUnreachable(`bKash ${path} answered ${res.status} without JSON`);
    return answer as Answer;
  }

  async function tokenCall(path: "grant" | "refresh"): Promise<Token> {
    const body =
      path === "grant"
        ? { app_key: config.appKey, app_secret: config.appSecret }
        : { app_key: config.appKey, app_secret: config.appSecret, refresh_token: token!.refreshToken };
    const answer = checkStatus(
      await post(`/tokenized/checkout/token/${path}`, body, { username: config.username, password: config.password }),
    );
    const read = tokenAnswer.parse(answer);
    if (!read.id_token || !Number.isFinite(read.expires_in))
      throw new BkashUnreachable(`bKash token/${path} answer without a token`);
    return {
      idToken: read.id_token,
      refreshToken: read.refresh_token ?? token?.refreshToken ?? "",
      expiresAt: now() + read.expires_in * 1000,
    };
  }

  async function renew(): Promise<Token> {
    if (token?.refreshToken) {
      try {
        return await tokenCall("refresh");
      } catch (err) {
        if (!(err instanceof BkashRefused)) throw err;
        // A refused refresh token (expired, revoked): start over with a grant.
      }
    }
    return tokenCall("grant");
  }

  /** One token for every request; concurrent requests wait for the same grant or refresh. */
  async function idToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_RENEW_MARGIN_MS > now()) return token.idToken;
    pending ??= renew().finally(() => (pending = null));
    token = await pending;
    return token.idToken;
  }

  const call = async (path: string, body: object) =>
    checkStatus(await post(`/tokenized/checkout/${path}`, body, { authorization: await idToken(), "x-app-key": config.appKey }));

  return {
    async create({ amountPaisa, invoiceNumber, payerReference, callbackURL }) {
      const answer = await call("create", {
        mode: "0011",
        payerReference,
        callbackURL,
        amount: bkashAmount(amountPaisa),
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: invoiceNumber,
      });
      const { paymentID, bkashURL } = createAnswer.parse(answer);
      if (!paymentID || !bkashURL) throw new BkashUnreachable("bKash create answer without paymentID or bkashURL");
      return { paymentID, bkashURL };
    },
    execute: async (paymentID) => paymentOf(await call("execute", { paymentID })),
    status: async (paymentID) => paymentOf(await call("payment/status", { paymentID })),
    async refund({ paymentID, trxID, amountPaisa, sku, reason }) {
      const answer = await call("payment/refund", { paymentID, trxID, amount: bkashAmount(amountPaisa), sku, reason });
      const { refundTrxID, transactionStatus, amount: refunded } = refundAnswer.parse(answer);
      if (!refundTrxID || refunded === null) throw new BkashUnreachable("bKash refund answer without refundTrxID or amount");
      return { refundTrxID, transactionStatus: transactionStatus ?? "Unknown", amountPaisa: refunded };
    },
  };
}
