import { DEVICES_PATH, LOGIN_PATH } from "~/lib/doctor-paths";

/**
 * Every account URL in one place (decision 005: the my-area lives under /my/…). Isomorphic, so
 * links in components and redirects in actions cannot drift apart.
 */
export const ACCOUNT_PATHS = {
  login: LOGIN_PATH,
  join: "/join",
  joinToEnroll: "/join-to-enroll",
  otp: "/otp",
  register: "/register",
  forget: "/forget",
  resetPassword: "/reset-password",
  logout: "/logout",
  dashboard: "/my/dashboard",
  account: "/my/account",
  profileEdit: "/my/account/edit",
  devices: DEVICES_PATH,
  deviceRequest: "/my/account/devices/request",
  deviceOtpRequest: "/my/account/devices/otp-request",
  deviceOtpSubmission: "/my/account/devices/otp-submission",
  /** Spec §2's `coming-soon`: the device rules and what to do next (limit full, new browser, lost device). */
  deviceRules: "/my/account/devices/coming-soon",
  changePassword: "/my/account/change-password",
} as const;

/** Submit-button intents of forms that post more than one thing to the same action. */
export const INTENTS = { resend: "resend", sendCode: "send-code", refresh: "refresh" } as const;
