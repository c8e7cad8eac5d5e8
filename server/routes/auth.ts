/**
 * POST /api/v3/auth/*: login, logout, join, otp, register, forget, reset, change-password and
 * otp-request (spec §7, issue 3). Rules and their numbers: docs/security.md.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { headers, type LoginResult, type OtpPurposeName } from "../contract";
import {
  BAD_CREDENTIALS,
  doctorByPhone,
  findLoginDoctor,
  invalidField,
  registerDoctor,
  requireConfirmedPassword,
  setPasswordWithOtp,
} from "../auth/accounts";
import { isDoctorsDevice, isVerifiedDevice } from "../auth/devices";
import { currentDeviceHash, headerValue, signedIn } from "../auth/guard";
import { accountLoginHeldMs, AUTH_LIMITS, clearAccountLogin, countAttempt } from "../auth/limits";
import { checkOtpCode, redeemOtpCode, sendOtp, type OtpDeps } from "../auth/otp";
import { otpSendLimits } from "../auth/otp-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { normaliseBdPhone, PHONE_ERROR } from "../contract/phone-rules";
import { startSession } from "../auth/sessions";
import { revokeToken, type DoctorRow } from "../auth/tokens";
import { contractRoute } from "../http/contract-route";
import { HttpError } from "../http/errors";
import { readSiteSettings } from "../site/settings";
import type { RouteDeps } from "./deps";

const CODE_SENT = "আপনার মোবাইলে একটি যাচাই কোড পাঠানো হয়েছে।";
/** Worded for both cases: join must not tell whether the phone already has an account. */
export const JOIN_CODE_SENT = "এই নম্বর দিয়ে নিবন্ধন করা গেলে একটি যাচাই কোড পাঠানো হয়েছে।";
/** Worded for both cases: forget must not tell whether the phone has an account. */
const RESET_CODE_SENT = "এই নম্বরে অ্যাকাউন্ট থাকলে একটি যাচাই কোড পাঠানো হয়েছে।";
export const RESET_CLOSED = "এই সাইটে কোড দিয়ে পাসওয়ার্ড বদলানো বন্ধ আছে। পাসওয়ার্ড ভুলে গেলে হেল্পলাইনে ফোন করুন।";
const DEVICE_ALREADY_VERIFIED = "এই ডিভাইসটি আগেই যাচাই করা আছে।";
/** Worded for a right and a wrong password alike: a paced account's answer must not tell them apart. */
export const LOGIN_CODE_SENT =
  "এই অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে, তাই নতুন ব্রাউজার থেকে লগইনে একটি যাচাই কোডও লাগবে। পাসওয়ার্ড সঠিক হলে নিবন্ধিত মোবাইলে কোড পাঠানো হয়েছে।";
export const LOGIN_CODE_REFUSED = "কোড অথবা পাসওয়ার্ড সঠিক নয়। কোড না পেলে কোড ছাড়া আবার লগইন করুন।";

function phoneOf(raw: string): string {
  const phone = normaliseBdPhone(raw);
  if (!phone) throw invalidField("phone", PHONE_ERROR);
  return phone;
}

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { db, config, clock, limiter, auth } = deps;
  const otpDeps: OtpDeps = {
    db,
    pepper: config.otpPepper,
    ...otpSendLimits({ resendCooldownMs: config.otpResendCooldownMs, signedInSendsPerHour: config.otpSignedInSendsPerHour }),
    now: clock,
    jobs: deps.jobs,
    log: app.log,
  };

  // Every answer here is personal or carries a secret.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const otpSentAnswer = async (
    request: FastifyRequest,
    phone: string,
    purpose: OtpPurposeName,
    deliver: boolean,
    message: string,
  ) => {
    const { resendAfterMs } = await sendOtp(otpDeps, { phone, purpose, ip: request.ip, deliver });
    return { message, phone, purpose, resend_after: Math.ceil(resendAfterMs / 1000) };
  };

  const sessionFor = async (request: FastifyRequest, doctor: DoctorRow, message: string): Promise<LoginResult> => ({
    message,
    ...(await startSession(
      db,
      doctor,
      { deviceToken: headerValue(request, headers.deviceToken), userAgent: request.headers["user-agent"] },
      clock(),
      auth.forgetCached,
    )),
  });

  /**
   * A login code for a right password on a paced account. A cooldown or an hourly limit is not told: it
   * would be an answer only a right password gets; the code sent moments ago still serves.
   */
  async function sendLoginCode(request: FastifyRequest, doctor: DoctorRow): Promise<void> {
    try {
      await sendOtp(otpDeps, { phone: doctor.phone, purpose: "login", ip: request.ip, deliver: true });
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    }
  }

  contractRoute(app, "login", async ({ request, body: input }) => {
    await countAttempt(limiter, `login:ip:${request.ip}`, AUTH_LIMITS.loginPerIp);
    const { account, doctor } = await findLoginDoctor(db, input.phone);
    await countAttempt(limiter, `login:account:${account}:${request.ip}`, AUTH_LIMITS.loginPerAccountAndIp);
    // A browser the doctor logged in on before is not held back by a stranger's guesses on the account.
    const knownBrowser = doctor !== null && (await isDoctorsDevice(db, doctor.id, currentDeviceHash(request)));
    const held = !knownBrowser && (await accountLoginHeldMs(limiter, account)) > 0;
    // Always one argon2 verification, against a dummy hash when there is no password to check.
    const passwordRight = await verifyPassword(doctor?.passwordHash ?? null, input.password);
    const verified = passwordRight ? doctor : null;
    if (held) {
      // Held by the pace, a password is never answered right or wrong (no guessing past the pace); a right
      // one finishes with a code sent to the doctor's phone, which strangers' guesses cannot stop (decision 031).
      if (input.code === undefined) {
        if (verified) await sendLoginCode(request, verified);
        return { message: LOGIN_CODE_SENT, code_required: true as const };
      }
      if (!verified || !(await redeemOtpCode(otpDeps, verified.phone, "login", input.code)))
        throw invalidField("code", LOGIN_CODE_REFUSED);
    } else if (!verified) throw invalidField("phone", BAD_CREDENTIALS);
    await clearAccountLogin(limiter, account);
    return sessionFor(request, verified, "লগইন সফল হয়েছে।");
  });

  contractRoute(app, "logout", async ({ request }) => {
    const current = await auth.authenticate(request);
    if (current) await revokeToken(db, current.token.id, clock());
    auth.forgetCached();
    return { message: "আপনি লগআউট করেছেন।" };
  });

  contractRoute(app, "join", async ({ request, body }) => {
    const phone = phoneOf(body.phone);
    // Counted before the phone is looked up, and a registered phone is answered like a new one (its code
    // is recorded, so cooldown and limits behave alike, but never sent): join is no registration oracle.
    await countAttempt(limiter, `join:ip:${request.ip}`, AUTH_LIMITS.joinsPerIp);
    const registered = Boolean((await doctorByPhone(db, phone))?.passwordHash);
    return otpSentAnswer(request, phone, "register", !registered, JOIN_CODE_SENT);
  });

  /** Decision 033: without an OTP nothing proves who owns the account, so the site's "no OTP for reset" closes self-service reset. */
  async function requireSelfServiceReset(): Promise<void> {
    if (!(await readSiteSettings(db)).otp.reset_password) throw new HttpError(403, RESET_CLOSED);
  }

  contractRoute(app, "forget", async ({ request, body }) => {
    await requireSelfServiceReset();
    const phone = phoneOf(body.phone);
    const known = (await doctorByPhone(db, phone)) !== null;
    return otpSentAnswer(request, phone, "reset", known, RESET_CODE_SENT);
  });

  contractRoute(app, "otp", async ({ request, body: input }) => {
    const phone = phoneOf(input.phone);
    await countAttempt(limiter, `otp-check:ip:${request.ip}`, AUTH_LIMITS.otpChecksPerIp);
    const result = await checkOtpCode(otpDeps, phone, input.purpose, input.code);
    if (!result.ok) throw invalidField("code", result.message);
    return { message: "মোবাইল নম্বর যাচাই হয়েছে।", otp_token: result.otpToken, expires_in: result.expiresInMs / 1000 };
  });

  contractRoute(app, "register", { status: 201 }, async ({ request, body: input }) => {
    requireConfirmedPassword(input);
    const otpHeader = headerValue(request, headers.otpToken);
    // A token always decides the phone; without one, the body's phone counts only where the site needs no OTP.
    const phoneProof =
      otpHeader || (await readSiteSettings(db)).otp.registration
        ? { otpHeader }
        : { unverifiedPhone: phoneOf(input.phone ?? "") };
    const passwordHash = await hashPassword(input.password);
    // With a verified phone, registering rewrites an existing doctor's row, which the cached checks may hold.
    const doctor = await registerDoctor(db, phoneProof, { ...input, passwordHash }, clock()).finally(auth.forgetCached);
    return sessionFor(request, doctor, "নিবন্ধন সম্পন্ন হয়েছে।");
  });

  contractRoute(app, "reset", async ({ request, body: input }) => {
    await requireSelfServiceReset();
    requireConfirmedPassword(input);
    const passwordHash = await hashPassword(input.password);
    // Every session of the doctor ends (revokeDoctorTokens); the exam routes' cached checks with them.
    await setPasswordWithOtp(db, headerValue(request, headers.otpToken), "reset", passwordHash, clock()).finally(
      auth.forgetCached,
    );
    return { message: "পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।" };
  });

  contractRoute(app, "changePassword", { preHandler: auth.requireDoctor }, async ({ request, body: input }) => {
    const { doctor, token } = signedIn(request);
    requireConfirmedPassword(input);
    await countAttempt(limiter, `password-check:${doctor.id}`, AUTH_LIMITS.passwordChecksPerDoctor);
    if (!(await verifyPassword(doctor.passwordHash, input.old_password))) {
      throw invalidField("old_password", "বর্তমান পাসওয়ার্ড সঠিক নয়।");
    }
    const passwordHash = await hashPassword(input.password);
    await setPasswordWithOtp(db, headerValue(request, headers.otpToken), "change-password", passwordHash, clock(), {
      id: doctor.id,
      phone: doctor.phone,
      keepTokenId: token.id,
    }).finally(auth.forgetCached);
    return { message: "পাসওয়ার্ড বদলানো হয়েছে।" };
  });

  contractRoute(app, "otpRequest", { preHandler: auth.requireDoctor }, async ({ request, body }) => {
    const { doctor } = signedIn(request);
    const { purpose } = body;
    if (purpose === "device" && (await isVerifiedDevice(db, doctor.id, currentDeviceHash(request)))) {
      throw invalidField("device", DEVICE_ALREADY_VERIFIED);
    }
    return otpSentAnswer(request, doctor.phone, purpose, true, CODE_SENT);
  });
};
