import { and, eq, exists, sql } from "drizzle-orm";
import type { Doctor } from "../contract";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { devices, doctors, enrollments } from "../db/schema";
import { verifiedDeviceOf } from "./devices";
import type { DoctorRow } from "./tokens";

/**
 * The doctor as the contract shows it, seen from the calling browser: `has_verified_device` says
 * whether that browser (its device-token hash) is one of the doctor's verified devices, exactly
 * when paid content answers instead of 423. `has_active_courses_with_payment` is an enrolment the
 * doctor has paid for and that is still running (status active).
 */
export async function doctorResource(db: Db, row: DoctorRow, deviceHash: string | null): Promise<Doctor> {
  const [facts] = await seenFrom(db).execute({ doctorId: row.id, tokenHash: deviceHash });
  return doctorSeenAs(row, { verifiedDevice: facts?.verifiedDevice ?? false, activeCourse: facts?.activeCourse ?? false });
}

/** Both facts in one statement: app data asks on every page a doctor opens. */
const seenFrom = preparedPerDb((db) =>
  db
    .select({
      verifiedDevice: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(devices)
          .where(verifiedDeviceOf(sql.placeholder("tokenHash"), doctors.id)),
      )}`,
      activeCourse: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(enrollments)
          .where(and(eq(enrollments.doctorId, doctors.id), eq(enrollments.status, "active"))),
      )}`,
    })
    .from(doctors)
    .where(eq(doctors.id, sql.placeholder("doctorId")))
    .prepare("doctor_seen_from"),
);

/** The same, when the caller already knows both facts (the dashboard: its guard checked the device, and it lists the active courses). */
export function doctorSeenAs(row: DoctorRow, known: { verifiedDevice: boolean; activeCourse: boolean }): Doctor {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    bmdc: row.bmdc,
    email: row.email,
    medical_college_id: row.medicalCollegeId,
    present_division_id: row.presentDivisionId,
    present_district_id: row.presentDistrictId,
    present_upazila_id: row.presentUpazilaId,
    present_address: row.presentAddress,
    permanent_division_id: row.permanentDivisionId,
    permanent_district_id: row.permanentDistrictId,
    permanent_upazila_id: row.permanentUpazilaId,
    permanent_address: row.permanentAddress,
    avatar: row.avatar,
    has_verified_device: known.verifiedDevice,
    has_active_courses_with_payment: known.activeCourse,
  };
}
