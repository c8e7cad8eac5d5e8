import type { Doctor } from "../contract";
import type { Db } from "../db/client";
import { hasVerifiedDevice } from "./devices";
import type { DoctorRow } from "./tokens";

/**
 * The doctor as the contract shows it. Course enrolments and payments are not part of this
 * database yet (they come with the courses work), so no doctor has a paid course until then.
 */
export async function doctorResource(db: Db, row: DoctorRow): Promise<Doctor> {
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
    has_verified_device: await hasVerifiedDevice(db, row.id),
    has_active_courses_with_payment: false,
  };
}
