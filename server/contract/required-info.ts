/**
 * The required-information rule (spec §4, §5), shared by the API (which fields the immediate
 * update insists on) and the portal (when the form shows, and which fields it asks for). Zod-free,
 * so the portal can use it in the browser bundle.
 */
export const REQUIRED_INFO_FIELDS = [
  "name",
  "phone",
  "bmdc",
  "email",
  "medical_college_id",
  "present_address",
  "permanent_address",
] as const;
export type RequiredInfoField = (typeof REQUIRED_INFO_FIELDS)[number];
export type AddressBlockName = "present" | "permanent";

type Place = { [K in `${AddressBlockName}_${"division_id" | "district_id" | "upazila_id" | "address"}`]: number | string | null };
export type RequiredInfoDoctor = Place & {
  name: string | null;
  phone: string | null;
  bmdc: string | null;
  email: string | null;
  medical_college_id: number | null;
  has_active_courses_with_payment: boolean;
};

const blank = (v: string | number | null) => v === null || (typeof v === "string" && v.trim() === "");

/** An address counts as given only when whole: division, district, upazila and the address text. */
const addressMissing = (d: RequiredInfoDoctor, block: AddressBlockName) =>
  (["division_id", "district_id", "upazila_id", "address"] as const).some((part) => blank(d[`${block}_${part}`]));

/** The fields (address blocks as one field each) the doctor has not given yet, in the form's order. */
export function missingRequiredInfo(d: RequiredInfoDoctor): RequiredInfoField[] {
  return REQUIRED_INFO_FIELDS.filter((field) => {
    if (field === "present_address") return addressMissing(d, "present");
    if (field === "permanent_address") return addressMissing(d, "permanent");
    return blank(d[field]);
  });
}

/** Shown when the doctor has an active paid course and something is missing; never in a session begun by the admin login. */
export function requiredInfoDue(d: RequiredInfoDoctor, loginSource: "web" | "admin" | undefined): boolean {
  return loginSource !== "admin" && d.has_active_courses_with_payment && missingRequiredInfo(d).length > 0;
}

/** The request-body fields one required-information field stands for (an address block is four). */
export function bodyFieldsOf(field: RequiredInfoField): string[] {
  if (field === "present_address" || field === "permanent_address") {
    const block = field.slice(0, -"_address".length);
    return [`${block}_division_id`, `${block}_district_id`, `${block}_upazila_id`, `${block}_address`];
  }
  return [field];
}
