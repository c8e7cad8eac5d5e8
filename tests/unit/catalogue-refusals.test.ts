import { describe, expect, it } from "vitest";
import type { EnrollmentRefusal } from "@contract";
import { isCourseFamilySlug } from "~/features/catalogue/families";
import { refusalView } from "~/features/catalogue/refusals";

const batch = { session: { id: 7, title: "জুলাই ২০২৬", year: 2026 } };
const refusal = (code: EnrollmentRefusal["code"], extra: Partial<EnrollmentRefusal> = {}): EnrollmentRefusal => ({
  message: "API-র বার্তা",
  code,
  missing_fields: [],
  enrollment_id: null,
  ...extra,
});

describe("enrollment refusals", () => {
  it("sends a closed or full batch's visitor to other batches of the same session", () => {
    for (const code of ["deadline_passed", "batch_full"] as const) {
      const view = refusalView(refusal(code), batch, "/x");
      expect(view.message).toBe("API-র বার্তা");
      expect(view.actions[0]?.to).toBe("/batches?session=7");
    }
  });

  it("sends an enrolled doctor to the dashboard", () => {
    expect(refusalView(refusal("already_enrolled", { enrollment_id: 3 }), batch, "/x").actions).toEqual([
      { to: "/my/dashboard", label: "আমার ড্যাশবোর্ডে যান" },
    ]);
  });

  it("names the missing profile fields in Bengali and points to the profile form, which comes back here", () => {
    const view = refusalView(
      refusal("profile_incomplete", { missing_fields: ["bmdc", "permanent_address"] }),
      batch,
      "/batch-details/2/enroll/5?x=1",
    );
    expect(view.details).toEqual(["বিএমডিসি রেজিস্ট্রেশন নম্বর", "স্থায়ী ঠিকানা"]);
    expect(view.message).not.toBe("API-র বার্তা");
    expect(view.actions[0]?.to).toBe("/my/account/edit?next=%2Fbatch-details%2F2%2Fenroll%2F5%3Fx%3D1");
  });
});

describe("course family slugs", () => {
  it("allows exactly the spec's six families", () => {
    for (const slug of ["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"])
      expect(isCourseFamilySlug(slug)).toBe(true);
    for (const slug of ["FCPS", "bcs", "", undefined, "fcps/"]) expect(isCourseFamilySlug(slug)).toBe(false);
  });
});
