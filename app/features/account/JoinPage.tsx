import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { Field, PhoneField } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { Honeypot } from "~/components/forms/Honeypot";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { joinRules } from "~/features/account/form-rules";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { AuthPage } from "./AuthPage";

const WORDING = {
  join: {
    title: "রেজিস্টার করুন",
    lead: "আপনার মোবাইল নম্বর দিন। নম্বরটি যাচাই করতে আমরা একটি কোড পাঠাব।",
  },
  enroll: {
    title: "কোর্সে ভর্তি হতে যুক্ত হোন",
    lead: "ভর্তি সম্পন্ন করতে আগে আপনার মোবাইল নম্বর যাচাই করুন। কোড যাচাইয়ের পর রেজিস্ট্রেশন শেষ করে সরাসরি ভর্তির পাতায় ফিরে যাবেন।",
  },
} as const;

/** /join and /join-to-enroll: the same form (phone, optional name), worded for plain sign-up or for enrollment. */
export function JoinPage({
  variant,
  next,
  result,
}: {
  variant: keyof typeof WORDING;
  next: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useCheckedForm(joinRules, result);
  const login = next ? `${ACCOUNT_PATHS.login}?next=${encodeURIComponent(next)}` : ACCOUNT_PATHS.login;
  return (
    <AuthPage
      title={WORDING[variant].title}
      lead={WORDING[variant].lead}
      aside={
        <p>
          আগেই অ্যাকাউন্ট আছে? <Link to={login}>লগইন করুন</Link>
        </p>
      }
    >
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <PhoneField meta={fields.phone} />
        <Field meta={fields.name} label="আপনার নাম (ঐচ্ছিক)" autoComplete="name" />
        <input type="hidden" name="next" value={next} />
        <Honeypot />
        <button type="submit" className="btn btn-primary form__submit">
          কোড পাঠান
        </button>
      </Form>
    </AuthPage>
  );
}
