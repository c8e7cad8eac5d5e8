/**
 * Accounts: join by phone, OTP, register, login, password reset and change, logout, the doctor's
 * profile and devices. Every answer is `no-store`. Failures use the Laravel error shape
 * (`{message, errors?}`) with Bengali messages:
 *
 * - 401 `{message:"Unauthenticated."}`: no living bearer token (doctor routes, change-password, otp-request).
 * - 422: invalid input (`errors` per field), wrong credentials (`errors.phone`, the same for an
 *   unknown phone and a wrong password), wrong/expired code (`errors.code`), a missing or
 *   spent X-OTP-TOKEN (`errors.otp_token`: start the OTP step again), join for a registered phone
 *   (`errors.phone`: log in instead), no free device slot (`errors.device`).
 * - 423 `deviceLocked`: paid content from a device that is not one of the doctor's verified devices.
 * - 429 `{message}` with `Retry-After` (seconds): OTP resend cooldown, hourly OTP limits, login attempts.
 * - 503 `{message}`: the SMS gateway did not take the message (no code was spent).
 */
import { z } from "zod";
import { isoDateTime, message } from "./common";
import { doctor } from "./doctor";
import { endpoint, type Endpoint } from "./endpoint";

/** Purposes an OTP can be issued for; the verified OTP token is bound to one of them. */
export const otpPurpose = z.enum(["register", "reset", "device", "change-password"]);
export type OtpPurposeName = z.infer<typeof otpPurpose>;

/** Any way a Bangladeshi mobile is written (+880…, 880…, spaces, Bengali digits); the API normalises. */
const phoneInput = z.string().min(1).max(32);

const otpCode = z.string().regex(/^\d{6}$/);

export const loginInput = z.object({
  /** A mobile number or a BMDC registration number. */
  phone: z.string().min(1).max(32),
  password: z.string().min(1).max(128),
  /** The code a `loginCodeSent` answer promised, sent again with the password. */
  code: otpCode.optional(),
});
/**
 * `token` is the bearer (`<id>|<secret>`). `gns_ddt` comes only when the call carried no valid
 * X-Device-Token: the browser's new device token, to be stored once like app-data's.
 */
export const loginResult = z.object({ message: z.string(), token: z.string(), user: doctor, gns_ddt: z.string().optional() });
export type LoginResult = z.infer<typeof loginResult>;
/**
 * Login's other answer, while strangers' wrong passwords pace the account and this browser is not one
 * the doctor logged in on (decision 031): whatever the password, "a code went to the registered phone if
 * the password was right". Log in again with the same password and the code. A wrong password, an
 * unknown account or a wrong code then gets 422 `errors.code`, all alike.
 */
export const loginCodeSent = z.object({ message: z.string(), code_required: z.literal(true) });
export const loginAnswer = z.union([loginResult, loginCodeSent]);

/**
 * `name` is accepted for the spec's join form, but nothing is stored before the phone is verified:
 * the portal carries the name to the register form itself.
 */
export const joinInput = z.object({
  phone: phoneInput,
  name: z.string().max(120).optional(),
});
export const forgetInput = z.object({ phone: phoneInput });
/**
 * Answer to join/forget/otp-request: where the code went (normalised phone) and how many seconds
 * until another may be asked for. Forget answers this for an unknown phone too, and sends nothing.
 */
export const otpSent = z.object({
  message: z.string(),
  phone: z.string(),
  purpose: otpPurpose,
  resend_after: z.number().int().nonnegative(),
});

export const otpInput = z.object({
  phone: phoneInput,
  code: otpCode,
  purpose: otpPurpose,
});
/** `otp_token` goes back as X-OTP-TOKEN, once, for the same phone and purpose, within `expires_in` seconds. */
export const otpVerified = z.object({
  message: z.string(),
  otp_token: z.string(),
  expires_in: z.number().int().positive(),
});

/**
 * A BMDC registration number ("A-12345"): printable ASCII only, so uppercasing (how it is stored and
 * compared) never changes its length: "ß" would become "SS" and overflow the 20-character column.
 */
const bmdcNumber = z
  .string()
  .trim()
  .min(3)
  .max(20)
  .regex(/^[\x20-\x7e]+$/);

const newPassword = {
  password: z.string().min(8).max(128),
  password_confirmation: z.string().min(8).max(128),
};
/**
 * The phone comes from the X-OTP-TOKEN (purpose register). Only where the site needs no OTP for
 * registration (app data's need_otp_for_registration false) may a request without a token name it
 * here; otherwise `phone` is ignored (decision 033).
 */
export const registerInput = z.object({
  phone: z.string().max(32).optional(),
  name: z.string().min(2).max(120),
  email: z.string().email().max(190),
  bmdc: bmdcNumber,
  medical_college_id: z.coerce.number().int().positive(),
  ...newPassword,
});
export const resetInput = z.object(newPassword);
export const changePasswordInput = z.object({ old_password: z.string().min(1).max(128), ...newPassword });
/** A logged-in doctor asks for a code to their own phone (change password, verify this device). */
export const otpRequestInput = z.object({ purpose: z.enum(["change-password", "device"]) });

export const myProfile = z.object({ doctor });

const locationId = z.coerce.number().int().positive();
const addressText = z.string().trim().min(1).max(500);
/**
 * Every field optional: what is sent changes, what is left out stays. The phone is not here (it
 * is the login and changes only through OTP). Districts must lie in the division and upazilas in
 * the district, judged on the profile as it would be after the change.
 */
export const profileUpdateInput = z.object({
  name: z.string().trim().min(2).max(120).optional(),
  email: z.string().trim().email().max(190).optional(),
  bmdc: bmdcNumber.optional(),
  medical_college_id: locationId.optional(),
  present_division_id: locationId.optional(),
  present_district_id: locationId.optional(),
  present_upazila_id: locationId.optional(),
  present_address: addressText.optional(),
  permanent_division_id: locationId.optional(),
  permanent_district_id: locationId.optional(),
  permanent_upazila_id: locationId.optional(),
  permanent_address: addressText.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;
export const profileUpdated = z.object({ message: z.string(), doctor });

export const device = z.object({
  id: z.number().int(),
  /** e.g. "Chrome · Android", from the user agent. */
  name: z.string(),
  first_seen_at: isoDateTime,
  last_seen_at: isoDateTime,
  verified: z.boolean(),
  /** The browser making this call (its X-Device-Token). */
  is_current: z.boolean(),
});
export type Device = z.infer<typeof device>;
/** Verified devices first, then the most recently seen; at most `max_devices` may be verified. */
export const deviceList = z.object({ data: z.array(device), max_devices: z.number().int().positive() });
/** 423 body when paid content is asked for from a device that is not verified. */
export const deviceLocked = z.object({ message: z.string(), device_verified: z.literal(false) });

/** GET /dev/sms-outbox (development and test only, so not in the endpoint registry): newest first. */
export const smsOutbox = z.object({
  data: z.array(z.object({ to: z.string(), text: z.string(), sent_at: isoDateTime })),
});

export const accountEndpoints = {
  login: endpoint({ method: "POST", path: "/api/v3/auth/login", body: loginInput, response: loginAnswer, personal: true }),
  /** Revokes the bearer it is called with; answers 200 even when that token is already dead. */
  logout: endpoint({ method: "POST", path: "/api/v3/auth/logout", response: message, personal: true }),
  /** Sends a register code. 422 when the phone already has an account (log in instead). */
  join: endpoint({ method: "POST", path: "/api/v3/auth/join", body: joinInput, response: otpSent, personal: true }),
  otp: endpoint({ method: "POST", path: "/api/v3/auth/otp", body: otpInput, response: otpVerified, personal: true }),
  /**
   * X-OTP-TOKEN (purpose register), or the body's phone where registration needs no OTP. 201; the
   * doctor is logged in and this browser is their first device.
   */
  register: endpoint({
    method: "POST",
    path: "/api/v3/auth/register",
    body: registerInput,
    response: loginResult,
    personal: true,
  }),
  /** Sends a reset code (see otpSent). 403 where the site needs an OTP for no reset (decision 033: self-service reset is closed then). */
  forget: endpoint({ method: "POST", path: "/api/v3/auth/forget", body: forgetInput, response: otpSent, personal: true }),
  /** X-OTP-TOKEN (purpose reset), 403 like forget. Every bearer token of the doctor is revoked: log in with the new password. */
  reset: endpoint({ method: "POST", path: "/api/v3/auth/reset", body: resetInput, response: message, personal: true }),
  /** Bearer + X-OTP-TOKEN (purpose change-password). The doctor's other tokens are revoked; this one lives on. */
  changePassword: endpoint({
    method: "POST",
    path: "/api/v3/auth/change-password",
    body: changePasswordInput,
    response: message,
    personal: true,
  }),
  /** Bearer. Sends a code to the doctor's own phone. */
  otpRequest: endpoint({
    method: "POST",
    path: "/api/v3/auth/otp-request",
    body: otpRequestInput,
    response: otpSent,
    personal: true,
  }),
  myProfile: endpoint({ method: "GET", path: "/api/v3/web/doctor/my-profile", response: myProfile, personal: true }),
  /** Bearer (not device-locked: a doctor completes their profile from any browser). 422 per field. */
  profileUpdate: endpoint({
    method: "POST",
    path: "/api/v3/web/doctor/my-profile-update",
    body: profileUpdateInput,
    response: profileUpdated,
    personal: true,
  }),
  devices: endpoint({ method: "GET", path: "/api/v3/web/doctor/devices", response: deviceList, personal: true }),
  /** Bearer + X-OTP-TOKEN (purpose device): verifies the calling device, or 422 when every slot is taken. */
  verifyDevice: endpoint({ method: "POST", path: "/api/v3/web/doctor/devices/verify", response: message, personal: true }),
  /** Frees a verified slot. Not the calling device (422); another doctor's or unknown id: 404. */
  releaseDevice: endpoint({ method: "POST", path: "/api/v3/web/doctor/devices/:id/release", response: message, personal: true }),
} satisfies Record<string, Endpoint>;
