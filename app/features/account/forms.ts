/**
 * The account forms' schemas, shared by the browser (conform validates as the doctor types) and
 * the action (which validates again, always: without JavaScript it is the only check). Messages
 * are Bengali and shown beside their field. The product API checks everything once more and has
 * the final word (e.g. whether a phone is already registered); the phone rule itself is the API's own.
 */
import { normaliseBdPhone } from "@contract/rules";
import { z } from "zod";
import { HONEYPOT_FIELD } from "~/components/forms/Honeypot";

export { HONEYPOT_FIELD };

const BENGALI_DIGITS = /[০-৯]/g;
/** Doctors on a Bengali keyboard type "০১৭…"; the API and these checks want Latin digits. */
export function latinDigits(value: string): string {
  return value.replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));
}

export const PHONE_MESSAGE = "সঠিক ১১ সংখ্যার মোবাইল নম্বর দিন (যেমন 01712345678)";

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

/** The API's own rule (`@contract/rules`): a number the form lets through is one the API takes. */
const phone = text("মোবাইল নম্বর দিন").refine((v) => normaliseBdPhone(v) !== null, PHONE_MESSAGE);

const password = z
  .string({ error: "পাসওয়ার্ড দিন" })
  .min(8, "পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে")
  .max(128, "পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে");
const passwordConfirmation = z.string({ error: "পাসওয়ার্ডটি আবার লিখুন" });
export const PASSWORDS_DIFFER = "দুটি পাসওয়ার্ড মেলেনি";

/** Both new-password fields; the confirmation's error sits beside the confirmation. */
const newPassword = { password, password_confirmation: passwordConfirmation };
const matches = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const confirmed = {
  path: ["password_confirmation"],
  message: PASSWORDS_DIFFER,
  // Checked alongside the other fields' errors, not only once they are all fixed.
  when: ({ value }: { value: unknown }) => {
    const v = value as Partial<Record<"password" | "password_confirmation", unknown>> | undefined;
    return typeof v?.password === "string" && typeof v.password_confirmation === "string";
  },
};

export const OTP_CODE_MESSAGE = "এসএমএসে পাওয়া ৬ সংখ্যার কোডটি দিন";
const code = z
  .string({ error: OTP_CODE_MESSAGE })
  .transform((v) => latinDigits(v).replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, OTP_CODE_MESSAGE));

/**
 * The honeypot: a field people never see. Bots that fill every input give themselves away; the
 * action then answers like a failed attempt without calling the API.
 */
const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

/** Where to go afterwards; checked again on the server (safeNext), this only carries it. */
const next = { next: z.string().max(2000).optional() };

export const loginForm = z.object({
  phone: text("মোবাইল অথবা বিএমডিসি নম্বর দিন").pipe(z.string().max(32, "নম্বরটি অনেক লম্বা")),
  password: z.string({ error: "পাসওয়ার্ড দিন" }).max(128, "পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে"),
  /** Asked for only while the account is paced (the API's loginCodeSent answer); empty asks for a new code. */
  code: code.optional(),
  ...next,
  ...honeypot,
});

export const joinForm = z.object({
  phone,
  name: z.string().trim().max(120, "নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে").optional(),
  ...next,
  ...honeypot,
});

export const forgetForm = z.object({ phone });

export const otpForm = z.object({ code });

/** Who the doctor is: asked at registration and editable on the profile page. */
const identity = {
  name: text("আপনার নাম লিখুন").pipe(z.string().min(2, "নাম অন্তত ২ অক্ষরের হতে হবে").max(120, "নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে")),
  email: text("ইমেইল ঠিকানা দিন").pipe(
    z.email("সঠিক ইমেইল ঠিকানা দিন (যেমন name@example.com)").max(190, "ইমেইল ঠিকানাটি অনেক লম্বা"),
  ),
  bmdc: text("বিএমডিসি রেজিস্ট্রেশন নম্বর দিন").pipe(
    z
      .string()
      .min(3, "বিএমডিসি নম্বর অন্তত ৩ অক্ষরের")
      .max(20, "বিএমডিসি নম্বর সর্বোচ্চ ২০ অক্ষরের")
      .regex(/^[\x20-\x7e]+$/, "বিএমডিসি নম্বর ইংরেজি অক্ষর ও সংখ্যায় লিখুন (যেমন A-12345)"),
  ),
  medical_college_id: z.coerce.number({ error: "আপনার মেডিকেল কলেজ বেছে নিন" }).int().positive("আপনার মেডিকেল কলেজ বেছে নিন"),
};

/**
 * `phone` only where the site needs no OTP for registration (decision 033): the page then asks for
 * it, since no verified code names it; a form with a verified phone has no such field.
 */
export const registerForm = z.object({ phone: phone.optional(), ...identity, ...newPassword }).refine(matches, confirmed);

export const ADDRESS_BLOCKS = ["present", "permanent"] as const;
export type AddressBlock = (typeof ADDRESS_BLOCKS)[number];
const ADDRESS_PARTS = {
  division_id: "বিভাগ বেছে নিন",
  district_id: "জেলা বেছে নিন",
  upazila_id: "উপজেলা বেছে নিন",
  address: "বাড়ি, রাস্তা বা গ্রামের নাম লিখুন",
} as const;
type AddressPart = keyof typeof ADDRESS_PARTS;
const placeId = z.coerce.number().int().positive().optional();

/**
 * The profile page. An address may be left out, but one that is started must be whole (spec §5:
 * division, district, upazila and the address text); whether the district lies in the division is
 * the API's to judge.
 */
export const profileForm = z
  .object({
    ...identity,
    ...(Object.fromEntries(
      ADDRESS_BLOCKS.flatMap((block) => [
        [`${block}_division_id`, placeId],
        [`${block}_district_id`, placeId],
        [`${block}_upazila_id`, placeId],
        [`${block}_address`, z.string().trim().max(500, "ঠিকানা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে").optional()],
      ]),
    ) as Record<`${AddressBlock}_${Exclude<AddressPart, "address">}`, typeof placeId> &
      Record<`${AddressBlock}_address`, z.ZodOptional<z.ZodString>>),
    ...next,
  })
  .superRefine((value, ctx) => {
    for (const block of ADDRESS_BLOCKS) {
      const parts = Object.keys(ADDRESS_PARTS) as AddressPart[];
      const given = (part: AddressPart) => value[`${block}_${part}`] !== undefined && value[`${block}_${part}`] !== "";
      if (!parts.some(given)) continue;
      for (const part of parts.filter((p) => !given(p))) {
        ctx.addIssue({ code: "custom", path: [`${block}_${part}`], message: ADDRESS_PARTS[part] });
      }
    }
  });

export const resetPasswordForm = z.object(newPassword).refine(matches, confirmed);

/** Change password: the code field only while the session holds no verified code for it yet. */
export function changePasswordForm(needsCode: boolean) {
  return z
    .object({
      old_password: z.string({ error: "বর্তমান পাসওয়ার্ড দিন" }).max(128, "পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে"),
      ...newPassword,
      code: needsCode ? code : z.string().optional(),
    })
    .refine(matches, confirmed);
}
