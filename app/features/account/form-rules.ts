/**
 * The account forms' rules, zod-free (decision 059): the browser checks them as the doctor types
 * (`useCheckedForm`), and the action parses every post with the zod schema built from them
 * (`forms.server.ts`); without JavaScript that is the only check. Messages are Bengali and shown
 * beside their field. The product API checks everything once more and has the final word (e.g.
 * whether a phone is already registered); the phone rule itself is the API's own.
 */
import { normaliseBdPhone } from "@contract/rules";
import { HONEYPOT_FIELD } from "~/components/forms/Honeypot";
import {
  ADDRESS_BLOCKS,
  ADDRESS_PART_MESSAGES,
  ADDRESS_TOO_LONG,
  identity,
  type AddressBlock,
} from "~/components/forms/doctor-rules";
import { id, text, trim, NOT_TEXT, type FormRules, type WholeFormRule } from "~/components/forms/rules";

export { HONEYPOT_FIELD };

const BENGALI_DIGITS = /[০-৯]/g;
/** Doctors on a Bengali keyboard type "০১৭…"; the API and these checks want Latin digits. */
export function latinDigits(value: string): string {
  return value.replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));
}

export const PHONE_MESSAGE = "সঠিক ১১ সংখ্যার মোবাইল নম্বর দিন (যেমন 01712345678)";

/** The API's own rule (`@contract/rules`): a number the form lets through is one the API takes. */
const phoneProblem = (v: string) => (normaliseBdPhone(v) === null ? PHONE_MESSAGE : null);
const phone = text({ required: "মোবাইল নম্বর দিন", normalise: trim, problem: phoneProblem });

const PASSWORD_TOO_LONG = [128, "পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে"] as const;
const password = text({ required: "পাসওয়ার্ড দিন", min: [8, "পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে"], max: PASSWORD_TOO_LONG });
export const PASSWORDS_DIFFER = "দুটি পাসওয়ার্ড মেলেনি";

/** Both new-password fields; the confirmation's error sits beside the confirmation. */
const newPassword = { password, password_confirmation: text({ required: "পাসওয়ার্ডটি আবার লিখুন" }) };
/** Checked alongside the other fields' errors, not only once they are all fixed. */
const confirmed: WholeFormRule = ({ password, password_confirmation }) =>
  typeof password === "string" && typeof password_confirmation === "string" && password !== password_confirmation
    ? [["password_confirmation", PASSWORDS_DIFFER]]
    : [];

export const OTP_CODE_MESSAGE = "এসএমএসে পাওয়া ৬ সংখ্যার কোডটি দিন";
const otpCode = {
  notText: OTP_CODE_MESSAGE,
  normalise: (v: string) => latinDigits(v).replace(/\s/g, ""),
  patterns: [[/^\d{6}$/, OTP_CODE_MESSAGE]],
} as const;
const code = text({ required: OTP_CODE_MESSAGE, ...otpCode });

/**
 * The honeypot: a field people never see. Bots that fill every input give themselves away; the
 * action then answers like a failed attempt without calling the API.
 */
const honeypot = { [HONEYPOT_FIELD]: text({}) };

/** Where to go afterwards; checked again on the server (safeNext), this only carries it. */
const next = { next: text({ max: [2000, NOT_TEXT] }) };

export const loginRules = {
  fields: {
    phone: text({ required: "মোবাইল অথবা বিএমডিসি নম্বর দিন", normalise: trim, max: [32, "নম্বরটি অনেক লম্বা"] }),
    password: text({ required: "পাসওয়ার্ড দিন", max: PASSWORD_TOO_LONG }),
    /** Asked for only while the account is paced (the API's loginCodeSent answer); empty asks for a new code. */
    code: text(otpCode),
    ...next,
    ...honeypot,
  },
} satisfies FormRules;

export const joinRules = {
  fields: { phone, name: text({ normalise: trim, max: [120, "নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে"] }), ...next, ...honeypot },
} satisfies FormRules;

export const forgetRules = { fields: { phone } } satisfies FormRules;

export const otpRules = { fields: { code } } satisfies FormRules;

/** A form with nothing to check but the post itself (the device-approval step without a code). */
export const noFieldRules = { fields: {} } satisfies FormRules;

/**
 * `phone` only where the site needs no OTP for registration (decision 033): the page then asks for
 * it, since no verified code names it; a form with a verified phone has no such field.
 */
export const registerRules = {
  fields: { phone: text({ normalise: trim, problem: phoneProblem }), ...identity, ...newPassword },
  whole: [confirmed],
} satisfies FormRules;

/** An address may be left out, but one that is started must be whole (spec §5). */
const wholeAddresses: WholeFormRule = (values) =>
  ADDRESS_BLOCKS.flatMap((block) => {
    const parts = Object.keys(ADDRESS_PART_MESSAGES) as Array<keyof typeof ADDRESS_PART_MESSAGES>;
    const given = (part: keyof typeof ADDRESS_PART_MESSAGES) =>
      values[`${block}_${part}`] !== undefined && values[`${block}_${part}`] !== "";
    if (!parts.some(given)) return [];
    return parts.filter((p) => !given(p)).map((p) => [`${block}_${p}`, ADDRESS_PART_MESSAGES[p]] as const);
  });

const addressText = text({ normalise: trim, max: ADDRESS_TOO_LONG });
type AddressPlace = ReturnType<typeof id<false>>;
/** One address block's fields; the cast keeps their names in the type (computed keys would widen them to `string`). */
const optionalAddress = <B extends AddressBlock>(block: B) =>
  ({
    [`${block}_division_id`]: id(ADDRESS_PART_MESSAGES.division_id, false),
    [`${block}_district_id`]: id(ADDRESS_PART_MESSAGES.district_id, false),
    [`${block}_upazila_id`]: id(ADDRESS_PART_MESSAGES.upazila_id, false),
    [`${block}_address`]: addressText,
  }) as Record<`${B}_${"division_id" | "district_id" | "upazila_id"}`, AddressPlace> & Record<`${B}_address`, typeof addressText>;

/** The profile page; whether the district lies in the division is the API's to judge. */
export const profileRules = {
  fields: { ...identity, ...optionalAddress("present"), ...optionalAddress("permanent"), ...next },
  whole: [wholeAddresses],
} satisfies FormRules;

export const resetPasswordRules = { fields: newPassword, whole: [confirmed] } satisfies FormRules;

/** Change password: the code field only while the session holds no verified code for it yet. */
export function changePasswordRules(needsCode: boolean) {
  return {
    fields: {
      old_password: text({ required: "বর্তমান পাসওয়ার্ড দিন", max: PASSWORD_TOO_LONG }),
      ...newPassword,
      code: needsCode ? code : text({}),
    },
    whole: [confirmed],
  } satisfies FormRules;
}
