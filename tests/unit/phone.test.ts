import { describe, expect, it } from "vitest";
import { forgetForm } from "~/features/account/forms.server";
import { normaliseBdPhone } from "../../server/contract/phone-rules";

describe("normaliseBdPhone", () => {
  it.each([
    ["01712345678", "01712345678"],
    ["+8801712345678", "01712345678"],
    ["8801712345678", "01712345678"],
    ["+88 017-1234-5678", "01712345678"],
    ["(017) 1234 5678", "01712345678"],
    ["০১৯১২৩৪৫৬৭৮", "01912345678"],
    ["01312345678", "01312345678"],
  ])("accepts %s", (input, expected) => {
    expect(normaliseBdPhone(input)).toBe(expected);
  });

  it.each([
    "0171234567", // 10 digits
    "017123456789", // 12 digits
    "01212345678", // 012 is not a mobile prefix
    "02912345678", // land line
    "+4401712345678", // another country
    "88801712345678",
    "01712abc678",
    "",
  ])("rejects %s", (input) => {
    expect(normaliseBdPhone(input)).toBeNull();
  });
});

/** One rule at both ends (issue 25): what the portal's form lets through is exactly what the API takes. */
describe("the forms' phone field and the API agree", () => {
  it.each([
    "01712345678",
    "+88 017-1234-5678",
    "০১৯১২৩৪৫৬৭৮",
    "01312345678",
    "01212345678", // 012 is not a mobile prefix
    "01012345678",
    "01112345678",
    "02912345678",
    "0171234567",
  ])("%s", (input) => {
    expect(forgetForm.safeParse({ phone: input }).success).toBe(normaliseBdPhone(input) !== null);
  });
});
