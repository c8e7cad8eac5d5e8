/**
 * The required-information form's schema (spec §5): built from the fields the doctor lacks, each
 * one required, an address block as all four of its parts. Shared by the browser (conform) and the
 * action; the API judges again (district within division, email taken).
 */
import type { RequiredInfoField } from "@contract";
import { bodyFieldsOf } from "@contract/rules";
import { z } from "zod";

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const placeId = (message: string) => z.coerce.number({ error: message }).int().positive(message);

const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  name: required("আপনার নাম লিখুন").pipe(
    z.string().min(2, "নাম অন্তত ২ অক্ষরের হতে হবে").max(120, "নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে"),
  ),
  email: required("ইমেইল ঠিকানা দিন").pipe(
    z.email("সঠিক ইমেইল ঠিকানা দিন (যেমন name@example.com)").max(190, "ইমেইল ঠিকানাটি অনেক লম্বা"),
  ),
  bmdc: required("বিএমডিসি রেজিস্ট্রেশন নম্বর দিন").pipe(
    z.string().min(3, "বিএমডিসি নম্বর অন্তত ৩ অক্ষরের").max(20, "বিএমডিসি নম্বর সর্বোচ্চ ২০ অক্ষরের"),
  ),
  medical_college_id: placeId("আপনার মেডিকেল কলেজ বেছে নিন"),
};
const ADDRESS_SCHEMAS = {
  division_id: placeId("বিভাগ বেছে নিন"),
  district_id: placeId("জেলা বেছে নিন"),
  upazila_id: placeId("উপজেলা বেছে নিন"),
  address: required("বাড়ি, রাস্তা বা গ্রামের নাম লিখুন").pipe(z.string().max(500, "ঠিকানা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে")),
};

/** The phone is the login and is never missing in practice; it is not a field anyone can type here. */
export const formFieldsOf = (missing: readonly RequiredInfoField[]) => missing.filter((f) => f !== "phone");

export function requiredInfoForm(missing: readonly RequiredInfoField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of formFieldsOf(missing)) {
    for (const name of bodyFieldsOf(field)) {
      const part = name.replace(/^(present|permanent)_/, "") as keyof typeof ADDRESS_SCHEMAS;
      shape[name] = FIELD_SCHEMAS[name] ?? ADDRESS_SCHEMAS[part];
    }
  }
  return z.object(shape) as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
}
