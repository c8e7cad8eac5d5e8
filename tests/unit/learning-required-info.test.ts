import { describe, expect, it } from "vitest";
import { bodyFieldsOf, missingRequiredInfo, requiredInfoDue, type RequiredInfoDoctor } from "../../server/contract/required-info";

const complete: RequiredInfoDoctor = {
  name: "ডা. নুসরাত জাহান",
  phone: "01711000000",
  bmdc: "A-1",
  email: "n@example.com",
  medical_college_id: 3,
  present_division_id: 1,
  present_district_id: 2,
  present_upazila_id: 3,
  present_address: "বাড়ি ৪",
  permanent_division_id: 1,
  permanent_district_id: 2,
  permanent_upazila_id: 3,
  permanent_address: "গ্রাম ৫",
  has_active_courses_with_payment: true,
};

describe("missingRequiredInfo", () => {
  it("is empty for a complete profile", () => {
    expect(missingRequiredInfo(complete)).toEqual([]);
  });

  it("names each missing field in the form's order; blank text counts as missing", () => {
    expect(missingRequiredInfo({ ...complete, email: null, name: "  ", medical_college_id: null })).toEqual([
      "name",
      "email",
      "medical_college_id",
    ]);
  });

  it.each(["division_id", "district_id", "upazila_id", "address"] as const)(
    "an address without its %s is missing as a whole",
    (part) => {
      expect(missingRequiredInfo({ ...complete, [`permanent_${part}`]: null })).toEqual(["permanent_address"]);
      expect(missingRequiredInfo({ ...complete, [`present_${part}`]: null })).toEqual(["present_address"]);
    },
  );
});

describe("requiredInfoDue", () => {
  const incomplete = { ...complete, bmdc: null };
  it("shows for a paid doctor with something missing", () => {
    expect(requiredInfoDue(incomplete, "web")).toBe(true);
    expect(requiredInfoDue(incomplete, undefined)).toBe(true);
  });
  it("never for a doctor without an active paid course", () => {
    expect(requiredInfoDue({ ...incomplete, has_active_courses_with_payment: false }, "web")).toBe(false);
  });
  it("never when the session began with the admin login", () => {
    expect(requiredInfoDue(incomplete, "admin")).toBe(false);
  });
  it("never when nothing is missing", () => {
    expect(requiredInfoDue(complete, "web")).toBe(false);
  });
});

it("an address block stands for its four body fields", () => {
  expect(bodyFieldsOf("permanent_address")).toEqual([
    "permanent_division_id",
    "permanent_district_id",
    "permanent_upazila_id",
    "permanent_address",
  ]);
  expect(bodyFieldsOf("email")).toEqual(["email"]);
});
