/**
 * OTP codes and OTP tokens over the database, following the rules in otp-policy.ts.
 *
 * A code is sent to a phone for one purpose; a correct code is exchanged for an OTP token that
 * is bound to that phone and purpose, lives 15 minutes and works once (X-OTP-TOKEN on register,
 * reset, change-password and device verification).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNull, min, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { otpCodes, otpTokens } from "../db/schema";
import { HttpError, tooManyRequests } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import { SMS_SEND, type SmsJob } from "../sms/jobs";
import {
  OTP_MESSAGES,
  OTP_POLICY,
  OWN_BUDGETS,
  checkOtp,
  generateOtpCode,
  hashOtpCode,
  ownBudgetOf,
  resendWaitMs,
  type OtpPurpose,
} from "./otp-policy";

const HOUR_MS = 60 * 60_000;
/** First keys of the two-key advisory locks that serialise sends per phone and per address. */
const PHONE_LOCK = 7201;
const IP_LOCK = 7202;
const OTP_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const bn = new Intl.NumberFormat("bn-BD");

export const otpSmsText = (code: string) =>
  `সোপান: আপনার যাচাই কোড ${code}। ${bn.format(OTP_POLICY.ttlMs / 60_000)} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।`;

export const OTP_SEND_FAILED = "এসএমএস পাঠানো যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।";
const NO_CODE = "এই নম্বরের জন্য কোনো কোড পাঠানো হয়নি। নতুন কোড নিন।";

export type OtpDeps = {
  db: Db;
  pepper: string;
  /** `otpSendLimits`: OTP_POLICY's except on test stacks. */
  resendCooldownMs: number;
  signedInSendsPerHour: number;
  now: () => Date;
  /** The SMS goes out as an `sms.send` job (server/sms/jobs.ts). */
  jobs: Pick<JobQueue, "enqueue">;
  log: { error(obj: object, msg: string): void };
};

export type SendRequest = {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /**
   * false for a password reset of a phone with no account: the code is recorded (so cooldown and
   * limits answer exactly as for a real account) but never sent, and nobody can know it.
   */
  deliver: boolean;
};

/**
 * Cooldown and hourly budgets for one send (numbers in OTP_POLICY). A signed-in step or a login code is
 * counted only against the phone's sends of its own kind (OWN_BUDGETS); an anonymous step against the
 * anonymous sends of this phone from this address, of this phone from anywhere, and of this address.
 */
async function enforceSendLimits(
  tx: Db,
  phone: string,
  purpose: OtpPurpose,
  ip: string,
  now: Date,
  { resendCooldownMs: cooldownMs, signedInSendsPerHour }: Pick<OtpDeps, "resendCooldownMs" | "signedInSendsPerHour">,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
  const own = ownBudgetOf(purpose);
  const sameClass = own ? inArray(otpCodes.purpose, [...own]) : notInArray(otpCodes.purpose, OWN_BUDGETS.flat());
  const mine = own ? and(eq(otpCodes.phone, phone), sameClass) : and(eq(otpCodes.phone, phone), eq(otpCodes.ip, ip), sameClass);
  const [last] = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(mine)
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const wait = resendWaitMs(last ? last.createdAt.getTime() : null, now.getTime(), cooldownMs);
  if (wait > 0) throw tooManyRequests(wait, "নতুন কোড পাঠাতে একটু অপেক্ষা করুন।");

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const refuseWhenFull = async (where: SQL | undefined, limit: number, message: string) => {
    const [row] = await tx
      .select({ n: count(), oldest: min(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(where, gt(otpCodes.createdAt, hourAgo)));
    if ((row?.n ?? 0) < limit) return;
    const freeAt = row?.oldest ? row.oldest.getTime() + HOUR_MS : now.getTime();
    throw tooManyRequests(freeAt - now.getTime(), message);
  };
  const perPhone = (limit: number) => `এই নম্বরে এক ঘণ্টায় সর্বোচ্চ ${bn.format(limit)}টি কোড পাঠানো যায়।`;
  if (own) return refuseWhenFull(mine, signedInSendsPerHour, perPhone(signedInSendsPerHour));
  await refuseWhenFull(
    mine,
    OTP_POLICY.anonymousSendsPerPhoneAndIpPerHour,
    perPhone(OTP_POLICY.anonymousSendsPerPhoneAndIpPerHour),
  );
  await refuseWhenFull(
    and(eq(otpCodes.phone, phone), sameClass),
    OTP_POLICY.anonymousSendsPerPhonePerHour,
    "এই নম্বরে এই মুহূর্তে আর কোড পাঠানো যাচ্ছে না। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  );
  await refuseWhenFull(
    and(eq(otpCodes.ip, ip), sameClass),
    OTP_POLICY.sendsPerIpPerHour,
    "এই নেটওয়ার্ক থেকে এক ঘণ্টায় অনেকগুলো কোড চাওয়া হয়েছে।",
  );
}

/** Records and sends a code; 429 (Retry-After) inside the cooldown or past an hourly limit. */
export async function sendOtp(deps: OtpDeps, request: SendRequest): Promise<{ resendAfterMs: number }> {
  const now = deps.now();
  const code = generateOtpCode();
  const id = await deps.db.transaction(async (tx) => {
    await enforceSendLimits(tx, request.phone, request.purpose, request.ip, now, deps);
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phone: request.phone,
        purpose: request.purpose,
        codeHash: hashOtpCode(code, deps.pepper),
        ip: request.ip,
        createdAt: now,
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });
  if (request.deliver) {
    // Answered once the job is stored: the gateway's own failures are retried in the background,
    // and after the last try `forgetUndeliveredCode` lifts the cooldown (decision 026).
    const message: SmsJob = { to: request.phone, text: otpSmsText(code), otpCodeId: id };
    try {
      // One job per code; the time keeps ids apart when a database is rebuilt under a Redis that is not.
      await deps.jobs.enqueue(SMS_SEND, message, { jobId: `otp-${id}-${now.getTime()}` });
    } catch (err) {
      await forgetUndeliveredCode(deps.db, id);
      deps.log.error({ err }, "OTP SMS could not be queued");
      throw new HttpError(503, OTP_SEND_FAILED);
    }
  }
  return { resendAfterMs: deps.resendCooldownMs };
}

/** A code that never left must not hold the doctor back with a cooldown, nor count against the hourly budgets. */
export async function forgetUndeliveredCode(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)));
}

export type CodeCheck = { ok: true; otpToken: string; expiresInMs: number } | { ok: false; message: string };

function wrongCodeMessage(triesLeft: number): string {
  return triesLeft > 0
    ? `${OTP_MESSAGES.wrong} আর ${bn.format(triesLeft)} বার চেষ্টা করা যাবে।`
    : `${OTP_MESSAGES.wrong} এই কোডটি আর চলবে না; নতুন কোড নিন।`;
}

type CodeSpent = { ok: true; codeId: number } | { ok: false; message: string };

/**
 * Checks a code against the latest one sent to the phone for the purpose (a new code replaces the old)
 * and uses it up when it is right. A wrong try is counted even though the answer is a refusal, so the
 * transaction must commit on a refusal too.
 */
async function spendOtpCode(
  tx: Db,
  pepper: string,
  now: Date,
  { phone, purpose, code }: { phone: string; purpose: OtpPurpose; code: string },
): Promise<CodeSpent> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for("update");
  if (!row) return { ok: false, message: NO_CODE };
  const result = checkOtp(
    {
      codeHash: row.codeHash,
      createdAt: row.createdAt.getTime(),
      wrongTries: row.wrongTries,
      consumedAt: row.consumedAt?.getTime() ?? null,
    },
    code,
    pepper,
    now.getTime(),
  );
  if (!result.ok) {
    if (result.reason !== "wrong") return { ok: false, message: OTP_MESSAGES[result.reason] };
    await tx
      .update(otpCodes)
      .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
      .where(eq(otpCodes.id, row.id));
    return { ok: false, message: wrongCodeMessage(result.triesLeft) };
  }
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, row.id));
  return { ok: true, codeId: row.id };
}

/** Uses up a right code without handing out a token: for a code checked inside the step it serves (login). */
export async function redeemOtpCode(
  deps: Pick<OtpDeps, "db" | "pepper" | "now">,
  phone: string,
  purpose: OtpPurpose,
  code: string,
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => (await spendOtpCode(tx, deps.pepper, now, { phone, purpose, code })).ok);
}

/** A right code for the phone and purpose, exchanged for an OTP token (see the file's comment). */
export async function checkOtpCode(
  deps: Pick<OtpDeps, "db" | "pepper" | "now">,
  phone: string,
  purpose: OtpPurpose,
  code: string,
): Promise<CodeCheck> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<CodeCheck> => {
    const spent = await spendOtpCode(tx, deps.pepper, now, { phone, purpose, code });
    if (!spent.ok) return spent;
    const otpToken = randomBytes(32).toString("base64url");
    await tx.insert(otpTokens).values({
      tokenHash: hashOtpToken(otpToken),
      phone,
      purpose,
      otpCodeId: spent.codeId,
      expiresAt: new Date(now.getTime() + OTP_POLICY.verifiedTokenTtlMs),
      createdAt: now,
    });
    return { ok: true, otpToken, expiresInMs: OTP_POLICY.verifiedTokenTtlMs };
  });
}

const hashOtpToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export const OTP_TOKEN_INVALID = "যাচাইয়ের মেয়াদ শেষ, অথবা এটি আগেই ব্যবহার করা হয়েছে। আবার কোড নিয়ে যাচাই করুন।";

/**
 * Uses up an OTP token for `purpose` (and, when given, `phone`) and returns the phone it proves,
 * or null when it is missing, wrong, expired, used, or for another purpose or phone. The single
 * conditional UPDATE makes two simultaneous uses impossible; inside a transaction that is later
 * rolled back, the token stays usable.
 */
export async function consumeOtpToken(
  tx: Db,
  header: string | undefined,
  purpose: OtpPurpose,
  now: Date,
  phone?: string,
): Promise<string | null> {
  const token = header?.trim();
  if (!token || !OTP_TOKEN.test(token)) return null;
  const [row] = await tx
    .update(otpTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(otpTokens.tokenHash, hashOtpToken(token)),
        eq(otpTokens.purpose, purpose),
        isNull(otpTokens.usedAt),
        gt(otpTokens.expiresAt, now),
        phone === undefined ? undefined : eq(otpTokens.phone, phone),
      ),
    )
    .returning({ phone: otpTokens.phone });
  return row?.phone ?? null;
}
