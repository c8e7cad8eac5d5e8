/** The complain box's plain-text rule, shared by the browser form, the portal action and the API (decision 021). */
import { describe, expect, it } from "vitest";
import { COMPLAINT_TEXT, complaintTextProblem, REPLY_TEXT } from "../../server/contract/complaint-rules";
import { zodForm } from "../../app/components/forms/zod-rules.server";
import { complaintRules } from "../../app/features/study/complaint-rules";
import { endpoints } from "../../server/contract";
import { HttpError } from "../../server/http/errors";
import { parseInput } from "../../server/http/validation";

const OK = "ক্লাসের ভিডিওতে শব্দ নেই, দয়া করে ঠিক করে দিন।";

const complaintForm = zodForm(complaintRules);

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

describe("the contract's complaint bodies (parsed by the API before any handler, and by the portal)", () => {
  /** The 422 the API answers for a body, as `parseInput` throws it: the field errors, or null when accepted. */
  const refusal = (name: "createComplaint" | "replyToComplaint", body: unknown) => {
    try {
      parseInput(endpoints[name].body, body);
      return null;
    } catch (e) {
      if (!(e instanceof HttpError) || e.statusCode !== 422) throw e;
      return e.errors;
    }
  };

  it.each([
    ["a short text", { category: "exam", text: "ছোট" }, { text: ["অন্তত ২০ অক্ষর লিখুন।"] }],
    ["a blank text", { category: "exam", text: "   " }, { text: ["লেখাটি লিখুন।"] }],
    ["no text", { category: "exam" }, { text: ["লেখাটি লিখুন।"] }],
    ["a number for text", { category: "exam", text: 42 }, { text: ["লেখাটি লিখুন।"] }],
    ["HTML", { category: "exam", text: `${OK} <b>` }, { text: [expect.stringContaining("HTML")] }],
    ["an unknown category", { category: "<b>", text: OK }, { category: ["অভিযোগের ধরন বেছে নিন।"] }],
    ["no body", undefined, { category: ["অভিযোগের ধরন বেছে নিন।"], text: ["লেখাটি লিখুন।"] }],
  ])("a new complaint with %s is refused in Bengali beside the field", (_, body, errors) => {
    expect(refusal("createComplaint", body)).toEqual(errors);
  });

  it("a reply follows the reply's lengths; an accepted text is trimmed", () => {
    expect(refusal("replyToComplaint", { text: "" })).toEqual({ text: ["লেখাটি লিখুন।"] });
    expect(refusal("replyToComplaint", { text: "ক" })).toEqual({ text: ["অন্তত ২ অক্ষর লিখুন।"] });
    expect(endpoints.replyToComplaint.body.parse({ text: "  ধন্যবাদ  " })).toEqual({ text: "ধন্যবাদ" });
    expect(endpoints.createComplaint.body.parse({ category: "exam", text: ` ${OK} ` })).toEqual({ category: "exam", text: OK });
  });
});
