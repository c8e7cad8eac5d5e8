/**
 * The account forms' shared schemas, parsed the way conform parses a real form post (empty fields
 * arrive as missing), and how the API's refusals land on a form.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, latinDigits, OTP_CODE_MESSAGE, PASSWORDS_DIFFER, PHONE_MESSAGE } from "~/features/account/form-rules";
import { changePasswordForm, joinForm, loginForm, otpForm, registerForm } from "~/features/account/forms.server";
import { refuseWithApiError, TRY_LATER } from "~/lib/form-submission.server";
import { ApiResponseError, ApiUnavailableError } from "~/lib/product-api.server";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
const parse = <S extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: S, fields: Record<string, string>) =>
  parseWithZod(post(fields), { schema });
const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error ?? {};

describe("phone", () => {
  it.each(["01712345678", "+8801712345678", "8801712345678", "017-1234 5678", "০১৭১২৩৪৫৬৭৮"])("accepts %s", (phone) => {
    expect(parse(joinForm, { phone }).status).toBe("success");
  });

  it("says what is wrong, in Bengali, beside the field", () => {
    expect(errorsOf(parse(joinForm, { phone: "12345" })).phone).toEqual([PHONE_MESSAGE]);
    expect(errorsOf(parse(joinForm, { phone: "" })).phone).toEqual(["মোবাইল নম্বর দিন"]);
  });

  it("turns Bengali digits into Latin ones", () => {
    expect(latinDigits("০১৭১২৩৪৫৬৭৮")).toBe("01712345678");
  });
});

describe("OTP code", () => {
  it("takes six digits, Bengali ones too, and hands Latin digits on", () => {
    const ok = parseWithZod(post({ code: "১২৩ ৪৫৬" }), { schema: otpForm });
    expect(ok.status === "success" && ok.value.code).toBe("123456");
    expect(errorsOf(parse(otpForm, { code: "12345" })).code).toEqual([OTP_CODE_MESSAGE]);
    expect(errorsOf(parse(otpForm, {})).code).toEqual([OTP_CODE_MESSAGE]);
  });
});

describe("login", () => {
  it("needs both fields and carries next and the honeypot through", () => {
    expect(Object.keys(errorsOf(parse(loginForm, {})))).toEqual(expect.arrayContaining(["phone", "password"]));
    const filled = parse(loginForm, { phone: "A-12345", password: "x", next: "/my/account", [HONEYPOT_FIELD]: "bot" });
    expect(filled.status === "success" && filled.value).toMatchObject({ next: "/my/account", [HONEYPOT_FIELD]: "bot" });
  });
});

describe("register", () => {
  const valid = {
    name: "ডা. রহিম",
    email: "rahim@example.com",
    bmdc: "A-12345",
    medical_college_id: "3",
    password: "long-enough",
    password_confirmation: "long-enough",
  };

  it("accepts a complete form with the college as a number", () => {
    const ok = parseWithZod(post(valid), { schema: registerForm });
    expect(ok.status === "success" && ok.value.medical_college_id).toBe(3);
  });

  it("puts each message beside its field", () => {
    const errors = errorsOf(
      parse(registerForm, { ...valid, email: "not-an-email", medical_college_id: "", password_confirmation: "different!" }),
    );
    expect(errors.email?.[0]).toContain("সঠিক ইমেইল");
    expect(errors.medical_college_id).toEqual(["আপনার মেডিকেল কলেজ বেছে নিন"]);
    expect(errors.password_confirmation).toEqual([PASSWORDS_DIFFER]);
    expect(
      errorsOf(parse(registerForm, { ...valid, password: "short", password_confirmation: "short" })).password?.[0],
    ).toContain("৮");
  });
});

describe("change password", () => {
  const fields = { old_password: "old-one", password: "new-password", password_confirmation: "new-password" };
  it("asks for the code only while none is verified", () => {
    expect(errorsOf(parse(changePasswordForm(true), fields)).code).toEqual([OTP_CODE_MESSAGE]);
    expect(parse(changePasswordForm(true), { ...fields, code: "123456" }).status).toBe("success");
    expect(parse(changePasswordForm(false), fields).status).toBe("success");
  });
});

describe("API refusals on the form", () => {
  const submission = () => parse(loginForm, { phone: "01712345678", password: "secret-typed" });
  const body = (result: unknown) =>
    result as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
      init: { status: number };
    };

  it("puts known fields' errors beside them, the rest and the message above the form, and never echoes the password", () => {
    const error = new ApiResponseError(
      422,
      { message: "প্রদত্ত তথ্য সঠিক নয়।", errors: { phone: ["ফোন ভুল"], otp_token: ["আবার যাচাই করুন"] } },
      "login",
    );
    const { data, init } = body(refuseWithApiError(submission(), error, ["phone", "password"]));
    expect(init.status).toBe(422);
    expect(data.result.error.phone).toEqual(["ফোন ভুল"]);
    expect(data.result.error[""]).toEqual(["প্রদত্ত তথ্য সঠিক নয়।", "আবার যাচাই করুন"]);
    expect(data.result.initialValue.phone).toBe("01712345678");
    expect(data.result.initialValue.password).toBeUndefined();
  });

  it("does not repeat a message that already sits beside a field", () => {
    const message = "মোবাইল/বিএমডিসি নম্বর অথবা পাসওয়ার্ড সঠিক নয়।";
    const { data } = body(
      refuseWithApiError(submission(), new ApiResponseError(422, { message, errors: { phone: [message] } }, "login"), ["phone"]),
    );
    expect(data.result.error[""]).toBeUndefined();
  });

  it("shows cooldowns and an unreachable API as form errors, and throws anything else", () => {
    const wait = body(refuseWithApiError(submission(), new ApiResponseError(429, { message: "একটু অপেক্ষা করুন।" }, "join"), []));
    expect(wait.data.result.error[""]).toEqual(["একটু অপেক্ষা করুন।"]);
    const down = body(refuseWithApiError(submission(), new ApiUnavailableError("join", "timeout"), []));
    expect(down.init.status).toBe(503);
    expect(down.data.result.error[""]).toEqual([TRY_LATER]);
    expect(() =>
      refuseWithApiError(submission(), new ApiResponseError(401, { message: "Unauthenticated." }, "login"), []),
    ).toThrow(ApiResponseError);
    expect(() => refuseWithApiError(submission(), new Error("bug"), [])).toThrow("bug");
  });
});
