/** The complain box's plain-text rule, shared by the browser form, the portal action and the API (decision 021). */
import { describe, expect, it } from "vitest";
import { COMPLAINT_TEXT, complaintTextProblem, REPLY_TEXT } from "../../server/contract/complaint-rules";
import { complaintForm } from "../../app/features/study/complaint-form";

const OK = "ক্লাসের ভিডিওতে শব্দ নেই, দয়া করে ঠিক করে দিন।";

describe("complaintTextProblem", () => {
  it.each([
    ["fine Bengali text with a line break", `${OK}\nধন্যবাদ।`, null],
    ["arithmetic with < and >", `${OK} রক্তচাপ < 90 এবং পালস > 100`, null],
    ["an ampersand in words", `${OK} Q & A সেশন`, null],
    ["empty", "   ", "লেখাটি লিখুন।"],
    ["too short", "ছোট", "অন্তত ২০ অক্ষর লিখুন।"],
    ["a tag", `${OK} <script>`, expect.stringContaining("HTML")],
    ["a closing tag", `${OK} </p>`, expect.stringContaining("HTML")],
    ["a comment", `${OK} <!-- x -->`, expect.stringContaining("HTML")],
    ["a named entity", `${OK} &nbsp;`, expect.stringContaining("HTML")],
    ["a numeric entity", `${OK} &#60;`, expect.stringContaining("HTML")],
    ["a NUL byte", `${OK}\u0000`, expect.stringContaining("অচল")],
  ])("%s", (_, text, expected) => {
    expect(complaintTextProblem(text, COMPLAINT_TEXT)).toEqual(expected);
  });

  it("measures the trimmed text and says how long it is, in Bengali digits", () => {
    expect(complaintTextProblem(` ${"ক".repeat(COMPLAINT_TEXT.max)} `, COMPLAINT_TEXT)).toBeNull();
    expect(complaintTextProblem("ক".repeat(COMPLAINT_TEXT.max + 1), COMPLAINT_TEXT)).toBe(
      "সর্বোচ্চ ২০০০ অক্ষর লেখা যাবে; এখন ২০০১ অক্ষর হয়েছে।",
    );
    expect(complaintTextProblem("ধন্যবাদ", REPLY_TEXT)).toBeNull();
  });

  it("the portal's form schema applies the same rule and trims what it sends", () => {
    expect(complaintForm.safeParse({ category: "exam", text: `  ${OK}  ` })).toEqual({
      success: true,
      data: { category: "exam", text: OK },
    });
    const refused = complaintForm.safeParse({ category: "exam", text: `${OK} <b>` });
    expect(refused.success).toBe(false);
    expect(complaintForm.safeParse({ category: "<b>", text: OK }).success).toBe(false);
  });
});
