/**
 * Decision 059: the browser checks a form with its zod-free rules, the server parses the post with
 * the zod schema built from the same rules. Both must say the same thing about any post: the same
 * fields refused, with the same Bengali messages in the same order. Each form gets its fields one
 * at a time over a valid post, from a pool of ordinary and hostile values (blank, whitespace only,
 * over-long, HTML, control and bidi characters, Bengali digits, odd numbers, a repeated field, a
 * file), then 200 seeded random posts mixing them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkPost } from "~/components/forms/use-checked-form";
import type { FormRules } from "~/components/forms/rules";
import { zodForm } from "~/components/forms/zod-rules.server";
import {
  changePasswordRules,
  forgetRules,
  HONEYPOT_FIELD,
  joinRules,
  loginRules,
  noFieldRules,
  otpRules,
  profileRules,
  registerRules,
  resetPasswordRules,
} from "~/features/account/form-rules";
import { requiredInfoRules } from "~/features/learning/required-info";
import { practiceRules } from "~/features/practice/practice-form";
import { complaintRules, replyRules } from "~/features/study/complaint-rules";

const COMPLAINT = "ক্লাসের ভিডিওতে শব্দ নেই, দয়া করে ঠিক করে দিন।";

/** A value each field accepts, for the rest of the post while one field is tried. */
const VALID: Record<string, string> = {
  phone: "01712345678",
  password: "long-enough",
  password_confirmation: "long-enough",
  old_password: "old-password",
  code: "123456",
  next: "/my/account",
  name: "ডা. রহিম",
  email: "rahim@example.com",
  bmdc: "A-12345",
  medical_college_id: "3",
  category: "exam",
  text: COMPLAINT,
  source: "mistakes",
  questions: "১০",
  minutes: "15",
};
const validFor = (name: string) =>
  VALID[name] ??
  (name.endsWith("_address") ? "বাড়ি ৭, রোড ২" : name.endsWith("_id") ? "2" : name === HONEYPOT_FIELD ? undefined : "x");

type Value = string | string[] | File | undefined;
const POOL: Value[] = [
  undefined,
  "",
  " ",
  "\t\n ",
  "a",
  "ab",
  "abc",
  "1234567",
  "12345678",
  "long-enough",
  "ক".repeat(121),
  "x".repeat(129),
  "y".repeat(191),
  "z".repeat(501),
  "ঠ".repeat(2001),
  "w".repeat(20_000),
  "ডা. রহিম",
  "  ডা. করিম  ",
  "01712345678",
  "+880 1712-345678",
  "০১৭১২৩৪৫৬৭৮",
  "01212345678",
  "A-12345",
  "এ-১২৩৪৫",
  "123456",
  "১২৩ ৪৫৬",
  "12345",
  "1234567",
  "rahim@example.com",
  " rahim@example.com ",
  "rahim@example",
  "a..b@example.com",
  "<script>alert(1)</script>",
  `${COMPLAINT} <b>`,
  `${COMPLAINT} &amp;`,
  `${COMPLAINT}\u0000`,
  "\u0000",
  "\u202eevil",
  "😀😀😀",
  "__proto__",
  "constructor",
  "toString",
  "0",
  "-1",
  "1",
  "3",
  "1.5",
  "1e3",
  "0x10",
  " 3 ",
  "Infinity",
  "NaN",
  "9007199254740993",
  "exam",
  "EXAM",
  COMPLAINT,
  ` ${COMPLAINT} `,
  ["01712345678", "01812345678"],
  new File(["x"], "x.txt", { type: "text/plain" }),
];

type Post = Record<string, Value>;
function formDataOf(post: Post): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(post)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error ?? {};

function expectAgreement(rules: FormRules, schema: ReturnType<typeof zodForm>, post: Post) {
  const browser = errorsOf(checkPost(rules, formDataOf(post)));
  const server = errorsOf(parseWithZod(formDataOf(post), { schema }));
  expect(browser, JSON.stringify(post).slice(0, 300)).toEqual(server);
}

/** mulberry32: the same "random" posts on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORMS: Array<[string, FormRules]> = [
  ["login", loginRules],
  ["join", joinRules],
  ["forget", forgetRules],
  ["otp", otpRules],
  ["no fields", noFieldRules],
  ["register", registerRules],
  ["profile", profileRules],
  ["reset password", resetPasswordRules],
  ["change password, code asked", changePasswordRules(true)],
  ["change password, code verified", changePasswordRules(false)],
  [
    "required information, all of it",
    requiredInfoRules(["name", "bmdc", "email", "medical_college_id", "present_address", "permanent_address"]),
  ],
  ["required information, one address", requiredInfoRules(["phone", "permanent_address"])],
  ["complaint", complaintRules],
  ["reply", replyRules],
  ["practice paper", practiceRules],
];

describe.each(FORMS)("%s: the browser's check and the server's schema agree", (_, rules) => {
  const names = [...Object.keys(rules.fields), HONEYPOT_FIELD, "unexpected"];
  const valid: Post = Object.fromEntries(names.map((name) => [name, validFor(name)]));
  const schema = zodForm(rules);

  it("on a valid post", () => {
    expectAgreement(rules, schema, valid);
    expect(errorsOf(checkPost(rules, formDataOf(valid)))).toEqual({});
  });

  it("on every pooled value in each field", () => {
    for (const name of names) for (const value of POOL) expectAgreement(rules, schema, { ...valid, [name]: value });
  });

  it("on seeded random posts", () => {
    const random = seeded(59);
    for (let i = 0; i < 200; i++) {
      const post = Object.fromEntries(
        names.map((name) => [name, random() < 0.4 ? validFor(name) : POOL[Math.floor(random() * POOL.length)]]),
      );
      expectAgreement(rules, schema, post);
    }
  });
});

describe("the messages the doctor sees", () => {
  it("are the rules' Bengali ones, beside their fields, on both ends", () => {
    const post = { phone: "12345", password: "short", password_confirmation: "other" };
    const expected = {
      phone: ["সঠিক ১১ সংখ্যার মোবাইল নম্বর দিন (যেমন 01712345678)"],
      password: ["পাসওয়ার্ডে অন্তত ৮টি অক্ষর থাকতে হবে"],
      password_confirmation: ["দুটি পাসওয়ার্ড মেলেনি"],
      name: ["আপনার নাম লিখুন"],
      email: ["ইমেইল ঠিকানা দিন"],
      bmdc: ["বিএমডিসি রেজিস্ট্রেশন নম্বর দিন"],
      medical_college_id: ["আপনার মেডিকেল কলেজ বেছে নিন"],
    };
    expect(errorsOf(checkPost(registerRules, formDataOf(post)))).toEqual(expected);
    expect(errorsOf(parseWithZod(formDataOf(post), { schema: zodForm(registerRules) }))).toEqual(expected);
  });
});
