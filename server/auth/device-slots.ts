/** A doctor's verified-device slots (see devices.ts for the rule): verifying this browser by OTP, and freeing a slot. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { devices } from "../db/schema";
import { notFound } from "../http/errors";
import { invalidField, otpTokenRefused } from "./accounts";
import { lockDeviceSlots, verifiedDeviceCount } from "./devices";
import { consumeOtpToken } from "./otp";
import type { DoctorRow } from "./tokens";

const bn = new Intl.NumberFormat("bn-BD");
const DEVICE_NOT_FOUND = "ডিভাইসটি পাওয়া যায়নি।";

export type VerifyDevice = { tokenHash: string; otpToken: string | undefined; maxDevices: number; now: Date };

/** Verifies the browser with this token hash (already recorded) for the doctor, spending a device OTP token. */
export async function verifyDeviceSlot(db: Db, doctor: DoctorRow, { tokenHash, otpToken, maxDevices, now }: VerifyDevice) {
  return db.transaction(async (tx) => {
    await lockDeviceSlots(tx, doctor.id);
    const [device] = await tx.select().from(devices).where(eq(devices.tokenHash, tokenHash)).limit(1);
    if (device!.doctorId === doctor.id && device!.verifiedAt) return "already" as const;
    // The slot is checked before the token is spent, so "release one, then verify" reuses it.
    if ((await verifiedDeviceCount(tx, doctor.id)) >= maxDevices) {
      throw invalidField(
        "device",
        `আপনার সর্বোচ্চ ${bn.format(maxDevices)}টি ডিভাইস যাচাই করা আছে। এই ডিভাইসটি যাচাই করতে আগে একটি ডিভাইস মুক্ত করুন।`,
      );
    }
    if (!(await consumeOtpToken(tx, otpToken, "device", now, doctor.phone))) throw otpTokenRefused();
    await tx.update(devices).set({ doctorId: doctor.id, verifiedAt: now }).where(eq(devices.id, device!.id));
    return "verified" as const;
  });
}

/** Frees one of the doctor's verified slots; never the browser asking, never another doctor's device (404). */
export async function releaseDeviceSlot(db: Db, doctorId: number, deviceId: number, currentHash: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDeviceSlots(tx, doctorId);
    const [device] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.id, deviceId), eq(devices.doctorId, doctorId)))
      .limit(1);
    if (!device) throw notFound(DEVICE_NOT_FOUND);
    if (device.tokenHash === currentHash) {
      throw invalidField("device", "যে ডিভাইস থেকে এখন ব্যবহার করছেন, সেটি মুক্ত করা যাবে না।");
    }
    if (!device.verifiedAt) throw invalidField("device", "ডিভাইসটি যাচাই করা নেই, তাই মুক্ত করার কিছু নেই।");
    await tx.update(devices).set({ verifiedAt: null }).where(eq(devices.id, device.id));
  });
}
