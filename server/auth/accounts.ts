/**
 * Account changes behind the auth endpoints: finding a doctor to log in, registering, and setting
 * a password after a reset or change. Each write that spends an OTP token happens in the same
 * transaction as the token's use, so a refused write leaves the token usable.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { doctors, medicalColleges } from "../db/schema";
import { uniqueViolation } from "../db/errors";
import { HttpError, INVALID_DATA } from "../http/errors";
import { consumeOtpToken, OTP_TOKEN_INVALID } from "./otp";
import type { OtpPurpose } from "./otp-policy";
import { normaliseBdPhone } from "../contract/phone-rules";
import { revokeDoctorTokens, type DoctorRow } from "./tokens";

/** One message for an unknown account and a wrong password, so neither gives the other away. */
export const BAD_CREDENTIALS = "মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।";
export const ALREADY_REGISTERED = "এই নম্বরে আগেই অ্যাকাউন্ট খোলা হয়েছে। অনুগ্রহ করে লগইন করুন।";
export const PASSWORDS_DIFFER = "পাসওয়ার্ড ও নিশ্চিত পাসওয়ার্ড মেলেনি।";

/** BMDC numbers are typed as "a-74215", "A 74215" or "A-74215"; all mean the same registration. */
export const normaliseBmdc = (input: string) => input.trim().toUpperCase().replace(/\s+/g, "-");

export const invalidField = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

export const otpTokenRefused = () => invalidField("otp_token", OTP_TOKEN_INVALID);

export function requireConfirmedPassword(input: { password: string; password_confirmation: string }): void {
  if (input.password !== input.password_confirmation) throw invalidField("password_confirmation", PASSWORDS_DIFFER);
}

/**
 * The login form takes a mobile number (any form normaliseBdPhone accepts) or a BMDC number.
 * Returns the account the attempt limits count under, and the doctor if there is one: the doctor's id,
 * so the phone and the BMDC number of one doctor share one count; otherwise the normalised phone or
 * BMDC number typed, so an unknown account is counted (and answered) just like a known one.
 */
export async function findLoginDoctor(db: Db, identifier: string): Promise<{ account: string; doctor: DoctorRow | null }> {
  const phone = normaliseBdPhone(identifier);
  const bmdc = normaliseBmdc(identifier);
  const [doctor] = await db
    .select()
    .from(doctors)
    .where(phone ? eq(doctors.phone, phone) : sql`upper(${doctors.bmdc}) = ${bmdc}`)
    .limit(1);
  return { account: doctor ? `doctor:${doctor.id}` : (phone ?? `bmdc:${bmdc}`), doctor: doctor ?? null };
}

export async function doctorByPhone(db: Db, phone: string): Promise<DoctorRow | null> {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.phone, phone)).limit(1);
  return doctor ?? null;
}

export type Registration = {
  name: string;
  email: string;
  bmdc: string;
  medical_college_id: number;
  passwordHash: string;
};

/**
 * Whose phone: the one a register OTP token proves, or, where the site needs no OTP for
 * registration, the one the form states (never verified, decision 033).
 */
export type RegisterPhone = { otpHeader: string | undefined } | { unverifiedPhone: string };

/** Without a code, a prepared account (a row without a password) is not completed: its courses would go to whoever typed the phone. */
export const PHONE_NEEDS_CODE = "এই নম্বরের জন্য একটি অ্যাকাউন্ট তৈরি করা আছে। মোবাইল নম্বর যাচাই করে রেজিস্ট্রেশন করুন।";

/**
 * Creates the doctor for the phone (RegisterPhone). A row that exists without a password (an
 * account prepared before the doctor ever logged in) is completed instead, when the phone is proven.
 */
export async function registerDoctor(db: Db, phoneProof: RegisterPhone, input: Registration, now: Date): Promise<DoctorRow> {
  try {
    return await registerInTransaction(db, phoneProof, input, now);
  } catch (err) {
    // Two registrations racing with one email or BMDC number both pass the checks below; the
    // unique index stops the second, which then gets the same answer as if it had come later.
    const field = DOCTOR_UNIQUE_FIELDS[uniqueViolation(err) ?? ""];
    if (field) throw invalidField(field.name, field.message);
    throw err;
  }
}

export const DOCTOR_UNIQUE_FIELDS: Record<string, { name: string; message: string }> = {
  doctors_email_unique: { name: "email", message: "এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।" },
  doctors_bmdc_unique: { name: "bmdc", message: "এই বিএমডিসি নম্বর দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে।" },
  doctors_phone_unique: { name: "phone", message: ALREADY_REGISTERED },
};

function registerInTransaction(db: Db, phoneProof: RegisterPhone, input: Registration, now: Date): Promise<DoctorRow> {
  return db.transaction(async (tx) => {
    const verified = "otpHeader" in phoneProof;
    const phone = verified ? await consumeOtpToken(tx, phoneProof.otpHeader, "register", now) : phoneProof.unverifiedPhone;
    if (!phone) throw otpTokenRefused();
    const existing = await doctorByPhone(tx, phone);
    if (existing?.passwordHash) throw invalidField("phone", ALREADY_REGISTERED);
    if (existing && !verified) throw invalidField("phone", PHONE_NEEDS_CODE);

    const bmdc = normaliseBmdc(input.bmdc);
    const email = input.email.trim();
    const others = existing ? ne(doctors.id, existing.id) : undefined;
    const [college] = await tx
      .select({ id: medicalColleges.id })
      .from(medicalColleges)
      .where(eq(medicalColleges.id, input.medical_college_id));
    const [emailTaken] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(sql`lower(${doctors.email}) = lower(${email})`, others));
    const [bmdcTaken] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(sql`upper(${doctors.bmdc}) = ${bmdc}`, others));
    const errors: Record<string, string[]> = {};
    if (!college) errors.medical_college_id = ["তালিকা থেকে একটি মেডিকেল কলেজ বেছে নিন।"];
    if (emailTaken) errors.email = [DOCTOR_UNIQUE_FIELDS.doctors_email_unique!.message];
    if (bmdcTaken) errors.bmdc = [DOCTOR_UNIQUE_FIELDS.doctors_bmdc_unique!.message];
    if (Object.keys(errors).length) throw new HttpError(422, INVALID_DATA, errors);

    const values = {
      name: input.name.trim(),
      email,
      bmdc,
      medicalCollegeId: input.medical_college_id,
      passwordHash: input.passwordHash,
      phoneVerifiedAt: verified ? now : null,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx.update(doctors).set(values).where(eq(doctors.id, existing.id)).returning()
      : await tx
          .insert(doctors)
          .values({ phone, ...values, createdAt: now })
          .returning();
    return row!;
  });
}

/**
 * Sets a new password with an OTP token for `purpose`, and revokes the doctor's bearer tokens
 * except `keepTokenId` (the session that changed its own password stays logged in).
 */
export async function setPasswordWithOtp(
  db: Db,
  otpHeader: string | undefined,
  purpose: Extract<OtpPurpose, "reset" | "change-password">,
  passwordHash: string,
  now: Date,
  doctor?: { id: number; phone: string; keepTokenId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const phone = await consumeOtpToken(tx, otpHeader, purpose, now, doctor?.phone);
    if (!phone) throw otpTokenRefused();
    const target = doctor ?? (await doctorByPhone(tx, phone));
    // Reset of a phone without an account: the code was never sent, so this needs a lucky guess.
    if (!target) throw otpTokenRefused();
    await tx
      .update(doctors)
      .set({
        passwordHash,
        phoneVerifiedAt: sql`coalesce(${doctors.phoneVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(doctors.id, target.id));
    await revokeDoctorTokens(tx, target.id, now, doctor?.keepTokenId);
  });
}
