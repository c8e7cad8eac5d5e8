/** The profile form's schema: addresses may be left out, but one that is started must be whole. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { profileForm } from "~/features/account/forms.server";

const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const submission = parseWithZod(form, { schema: profileForm });
  return { ...submission, error: submission.status === "error" ? submission.error : undefined };
};
const identity = { name: "ডা. রহিম", email: "rahim@example.com", bmdc: "A-1234", medical_college_id: "3" };

describe("profile form", () => {
  it("accepts a profile without addresses", () => {
    const result = parse(identity);
    expect(result.status).toBe("success");
  });

  it("asks for every missing part of a started address, in Bengali, beside each part", () => {
    const result = parse({ ...identity, permanent_division_id: "1", permanent_address: "" });
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      permanent_district_id: ["জেলা বেছে নিন"],
      permanent_upazila_id: ["উপজেলা বেছে নিন"],
      permanent_address: ["বাড়ি, রাস্তা বা গ্রামের নাম লিখুন"],
    });
  });

  it("gives the ids as numbers once an address is whole", () => {
    const result = parse({
      ...identity,
      present_division_id: "1",
      present_district_id: "2",
      present_upazila_id: "18",
      present_address: " বাড়ি ৭ ",
    });
    expect(result.status === "success" && result.value).toMatchObject({
      present_division_id: 1,
      present_upazila_id: 18,
      present_address: "বাড়ি ৭",
    });
  });

  it("refuses a bad email with the register form's message", () => {
    expect(parse({ ...identity, email: "nope" }).error?.email).toEqual(["সঠিক ইমেইল ঠিকানা দিন (যেমন name@example.com)"]);
  });
});
