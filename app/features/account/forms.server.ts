/**
 * The account forms' zod schemas, built from their rules (`form-rules.ts`): what every post is
 * parsed with (decision 059).
 */
import { zodForm } from "~/components/forms/zod-rules.server";
import {
  changePasswordRules,
  forgetRules,
  joinRules,
  loginRules,
  otpRules,
  profileRules,
  registerRules,
  resetPasswordRules,
} from "./form-rules";

export const loginForm = zodForm(loginRules);
export const joinForm = zodForm(joinRules);
export const forgetForm = zodForm(forgetRules);
export const otpForm = zodForm(otpRules);
export const registerForm = zodForm(registerRules);
export const profileForm = zodForm(profileRules);
export const resetPasswordForm = zodForm(resetPasswordRules);
export const changePasswordForm = (needsCode: boolean) => zodForm(changePasswordRules(needsCode));
