/**
 * The doctor completing or correcting their own profile (POST my-profile-update). Every error is
 * a Bengali message on its field, so the portal can show it beside the input it concerns.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { profileUpdateInput, type ProfileUpdateInput } from "../contract";
import type { Db } from "../db/client";
import { uniqueViolation } from "../db/errors";
import { districts, divisions, doctors, medicalColleges, upazilas } from "../db/schema";
import { HttpError, INVALID_DATA } from "../http/errors";
import { DOCTOR_UNIQUE_FIELDS, normaliseBmdc } from "./accounts";
import type { DoctorRow } from "./tokens";

type Field = keyof ProfileUpdateInput;
type Block = "present" | "permanent";

/** One message per field: the form says what a good value looks like, whatever was wrong. */
const FIELD_MESSAGES: Record<Field, string> = {
  name: "নাম ২ থেকে ১২০ অক্ষরের মধ্যে লিখুন।",
  email: "সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।",
  bmdc: "বিএমডিসি রেজিস্ট্রেশন নম্বর ৩ থেকে ২০ অক্ষরের মধ্যে লিখুন।",
  medical_college_id: "তালিকা থেকে একটি মেডিকেল কলেজ বেছে নিন।",
  present_division_id: "তালিকা থেকে একটি বিভাগ বেছে নিন।",
  present_district_id: "তালিকা থেকে একটি জেলা বেছে নিন।",
  present_upazila_id: "তালিকা থেকে একটি উপজেলা বেছে নিন।",
  present_address: "ঠিকানা ১ থেকে ৫০০ অক্ষরের মধ্যে লিখুন।",
  permanent_division_id: "তালিকা থেকে একটি বিভাগ বেছে নিন।",
  permanent_district_id: "তালিকা থেকে একটি জেলা বেছে নিন।",
  permanent_upazila_id: "তালিকা থেকে একটি উপজেলা বেছে নিন।",
  permanent_address: "ঠিকানা ১ থেকে ৫০০ অক্ষরের মধ্যে লিখুন।",
};
const DISTRICT_OUTSIDE = "এই জেলাটি বেছে নেওয়া বিভাগের মধ্যে নয়।";
const UPAZILA_OUTSIDE = "এই উপজেলাটি বেছে নেওয়া জেলার মধ্যে নয়।";
const NEEDS_DIVISION = "জেলার আগে বিভাগ বেছে নিন।";
const NEEDS_DISTRICT = "উপজেলার আগে জেলা বেছে নিন।";

type Parsed = z.output<typeof profileUpdateInput>;

export function parseProfileUpdate(body: unknown): Parsed {
  const result = profileUpdateInput.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "body");
    errors[field] = [FIELD_MESSAGES[field as Field] ?? INVALID_DATA];
  }
  throw new HttpError(422, INVALID_DATA, errors);
}

type Place = { division: number | null; district: number | null; upazila: number | null };

/** The block as it will be once saved: what was sent, else what the doctor has now. */
function merged(row: DoctorRow, input: Parsed, block: Block): Place {
  const stored: Place =
    block === "present"
      ? { division: row.presentDivisionId, district: row.presentDistrictId, upazila: row.presentUpazilaId }
      : { division: row.permanentDivisionId, district: row.permanentDistrictId, upazila: row.permanentUpazilaId };
  return {
    division: input[`${block}_division_id`] ?? stored.division,
    district: input[`${block}_district_id`] ?? stored.district,
    upazila: input[`${block}_upazila_id`] ?? stored.upazila,
  };
}

async function placeErrors(db: Db, row: DoctorRow, input: Parsed): Promise<Record<string, string[]>> {
  const places = { present: merged(row, input, "present"), permanent: merged(row, input, "permanent") };
  const ids = (key: keyof Place) => [places.present[key], places.permanent[key]].filter((v): v is number => v !== null);
  const [divisionRows, districtRows, upazilaRows] = await Promise.all([
    ids("division").length
      ? db
          .select({ id: divisions.id })
          .from(divisions)
          .where(inArray(divisions.id, ids("division")))
      : [],
    ids("district").length
      ? db
          .select({ id: districts.id, parent: districts.divisionId })
          .from(districts)
          .where(inArray(districts.id, ids("district")))
      : [],
    ids("upazila").length
      ? db
          .select({ id: upazilas.id, parent: upazilas.districtId })
          .from(upazilas)
          .where(inArray(upazilas.id, ids("upazila")))
      : [],
  ]);
  const errors: Record<string, string[]> = {};
  for (const block of ["present", "permanent"] as const) {
    const place = places[block];
    const district = districtRows.find((d) => d.id === place.district);
    const upazila = upazilaRows.find((u) => u.id === place.upazila);
    if (place.division !== null && !divisionRows.some((d) => d.id === place.division)) {
      errors[`${block}_division_id`] = [FIELD_MESSAGES[`${block}_division_id`]];
    }
    if (place.district !== null) {
      if (!district) errors[`${block}_district_id`] = [FIELD_MESSAGES[`${block}_district_id`]];
      else if (place.division === null) errors[`${block}_district_id`] = [NEEDS_DIVISION];
      else if (district.parent !== place.division) errors[`${block}_district_id`] = [DISTRICT_OUTSIDE];
    }
    if (place.upazila !== null) {
      if (!upazila) errors[`${block}_upazila_id`] = [FIELD_MESSAGES[`${block}_upazila_id`]];
      else if (place.district === null) errors[`${block}_upazila_id`] = [NEEDS_DISTRICT];
      else if (upazila.parent !== place.district) errors[`${block}_upazila_id`] = [UPAZILA_OUTSIDE];
    }
  }
  return errors;
}

async function identityErrors(db: Db, row: DoctorRow, input: Parsed): Promise<Record<string, string[]>> {
  const others = ne(doctors.id, row.id);
  const [college, emailTaken, bmdcTaken] = await Promise.all([
    input.medical_college_id === undefined
      ? [{ id: 0 }]
      : db.select({ id: medicalColleges.id }).from(medicalColleges).where(eq(medicalColleges.id, input.medical_college_id)),
    input.email === undefined
      ? []
      : db
          .select({ id: doctors.id })
          .from(doctors)
          .where(and(sql`lower(${doctors.email}) = lower(${input.email})`, others)),
    input.bmdc === undefined
      ? []
      : db
          .select({ id: doctors.id })
          .from(doctors)
          .where(and(sql`upper(${doctors.bmdc}) = ${normaliseBmdc(input.bmdc)}`, others)),
  ]);
  const errors: Record<string, string[]> = {};
  if (!college.length) errors.medical_college_id = [FIELD_MESSAGES.medical_college_id];
  if (emailTaken.length) errors.email = [DOCTOR_UNIQUE_FIELDS.doctors_email_unique!.message];
  if (bmdcTaken.length) errors.bmdc = [DOCTOR_UNIQUE_FIELDS.doctors_bmdc_unique!.message];
  return errors;
}

export async function updateProfile(db: Db, row: DoctorRow, input: Parsed, now: Date): Promise<DoctorRow> {
  const errors = { ...(await identityErrors(db, row, input)), ...(await placeErrors(db, row, input)) };
  if (Object.keys(errors).length) throw new HttpError(422, INVALID_DATA, errors);
  const values = {
    name: input.name,
    email: input.email,
    bmdc: input.bmdc === undefined ? undefined : normaliseBmdc(input.bmdc),
    medicalCollegeId: input.medical_college_id,
    presentDivisionId: input.present_division_id,
    presentDistrictId: input.present_district_id,
    presentUpazilaId: input.present_upazila_id,
    presentAddress: input.present_address,
    permanentDivisionId: input.permanent_division_id,
    permanentDistrictId: input.permanent_district_id,
    permanentUpazilaId: input.permanent_upazila_id,
    permanentAddress: input.permanent_address,
    updatedAt: now,
  };
  try {
    const [updated] = await db.update(doctors).set(values).where(eq(doctors.id, row.id)).returning();
    return updated!;
  } catch (err) {
    // Another doctor took the email or BMDC number between the check above and this write.
    const field = DOCTOR_UNIQUE_FIELDS[uniqueViolation(err) ?? ""];
    if (field) throw new HttpError(422, INVALID_DATA, { [field.name]: [field.message] });
    throw err;
  }
}
