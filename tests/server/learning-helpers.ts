/** Doctors for the study-area tests: on a verified device (or not), with enrolments in any state. */
import { eq } from "drizzle-orm";
import { newDeviceToken } from "../../server/auth/devices";
import { hashSecret, issueToken } from "../../server/auth/tokens";
import type { Db } from "../../server/db/client";
import { batchSchedules, devices, districts, doctors, enrollments, masterSchedules, upazilas } from "../../server/db/schema";
import { DEMO_DOCTOR_ID } from "./helpers";

export type DoctorHeaders = { authorization: string; "x-device-token": string };

/** A bearer for the doctor and a browser that is one of their verified devices (or, with `verified: false`, is not). */
export async function doctorOnDevice(db: Db, doctorId: number, { verified = true } = {}): Promise<DoctorHeaders> {
  const token = newDeviceToken();
  const now = new Date();
  await db.insert(devices).values({
    tokenHash: hashSecret(token),
    doctorId: verified ? doctorId : null,
    name: "Chrome · Linux",
    userAgent: "test",
    verifiedAt: verified ? now : null,
    firstSeenAt: now,
    lastSeenAt: now,
  });
  const { plaintext } = await issueToken(db, doctorId, { name: "learning test" });
  return { authorization: `Bearer ${plaintext}`, "x-device-token": token };
}

export const demoOnDevice = (db: Db, opts?: { verified?: boolean }) => doctorOnDevice(db, DEMO_DOCTOR_ID, opts);

let doctorCount = 0;

/**
 * A new doctor with one enrolment in `status` on `batchId`'s first schedule (its first master
 * schedule with `master: true`).
 */
export async function doctorWithCourse(
  db: Db,
  batchId: number,
  status: (typeof enrollments.$inferInsert)["status"],
  { master = false, ...over }: Partial<typeof doctors.$inferInsert> & { master?: boolean } = {},
) {
  const n = ++doctorCount;
  const [doctor] = await db
    .insert(doctors)
    .values({ phone: `0165${String(n).padStart(7, "0")}`, name: `ডা. শিক্ষার্থী ${n}`, ...over })
    .returning({ id: doctors.id, phone: doctors.phone });
  const table = master ? masterSchedules : batchSchedules;
  const [schedule] = await db.select({ id: table.id }).from(table).where(eq(table.batchId, batchId)).limit(1);
  const now = new Date();
  const [enrollment] = await db
    .insert(enrollments)
    .values({
      doctorId: doctor!.id,
      batchId,
      scheduleId: master ? null : schedule!.id,
      masterScheduleId: master ? schedule!.id : null,
      status,
      feePaisa: 100_000,
      discountPaisa: 0,
      totalPaisa: 100_000,
      amountDuePaisa: 100_000,
      idempotencyKey: `learning-test-${n}`,
      holdExpiresAt: new Date(now.getTime() + 3600_000),
    })
    .returning({ id: enrollments.id });
  return {
    doctorId: doctor!.id,
    phone: doctor!.phone,
    enrollmentId: enrollment!.id,
    headers: await doctorOnDevice(db, doctor!.id),
  };
}

/** A whole, valid address block for the immediate update (the first upazila of the seeded geography). */
export async function wholeAddress(api: { db: Db }, block: "present" | "permanent") {
  const [place] = await api.db
    .select({ upazila: upazilas.id, district: districts.id, division: districts.divisionId })
    .from(upazilas)
    .innerJoin(districts, eq(districts.id, upazilas.districtId))
    .limit(1);
  return {
    [`${block}_division_id`]: place!.division,
    [`${block}_district_id`]: place!.district,
    [`${block}_upazila_id`]: place!.upazila,
    [`${block}_address`]: "গ্রাম: কাশিমপুর, ডাকঘর: গাজীপুর সদর",
  };
}
