import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { AuthPage } from "~/features/account/AuthPage";
import { noStore } from "~/features/account/route-exports";
import { useFlash } from "~/lib/use-flash";
import { Field } from "~/components/forms/Field";
import { FormError, Notice } from "~/components/forms/FormError";
import { Honeypot } from "~/components/forms/Honeypot";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { loginRules } from "~/features/account/form-rules";
import { nextParam, redirectIfLoggedIn } from "~/features/account/guards.server";
import { loginAction } from "~/features/account/login.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";

export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("লগইন", "মোবাইল অথবা বিএমডিসি নম্বর ও পাসওয়ার্ড দিয়ে আপনার অ্যাকাউন্টে লগইন করুন।");

export function loader({ request }: LoaderFunctionArgs) {
  redirectIfLoggedIn(request);
  return { next: nextParam(request) };
}

export const action = ({ request }: ActionFunctionArgs) => loginAction(request);

export default function Login() {
  const { next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useCheckedForm(loginRules, actionData?.result);
  const passwordReset = useFlash("passwordReset");
  // Asked for only while strangers' guesses pace the account (decision 031).
  const codeStep = actionData !== undefined && "codeStep" in actionData;
  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  return (
    <AuthPage
      title="লগইন"
      lead="আপনার মোবাইল অথবা বিএমডিসি নম্বর ও পাসওয়ার্ড দিন।"
      aside={
        <p>
          এখনো অ্যাকাউন্ট নেই? <Link to={withNext(ACCOUNT_PATHS.join)}>মোবাইল নম্বর দিয়ে রেজিস্টার করুন</Link>
        </p>
      }
    >
      {passwordReset ? <Notice>পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।</Notice> : null}
      {actionData?.notice ? <Notice>{actionData.notice}</Notice> : null}
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field meta={fields.phone} label="মোবাইল অথবা বিএমডিসি নম্বর" autoComplete="username" />
        <Field meta={fields.password} label="পাসওয়ার্ড" type="password" autoComplete="current-password" />
        {codeStep ? (
          <Field
            meta={fields.code}
            label="যাচাই কোড"
            inputMode="numeric"
            autoComplete="one-time-code"
            lang="en"
            hint="নিবন্ধিত মোবাইলে এসএমএসে পাওয়া ৬ সংখ্যার কোড। ঘর খালি রেখে লগইন করলে নতুন কোড যাবে।"
          />
        ) : null}
        <input type="hidden" name="next" value={next} />
        <Honeypot />
        <button type="submit" className="btn btn-primary form__submit">
          লগইন
        </button>
      </Form>
      <p className="auth-card__links">
        <Link to={ACCOUNT_PATHS.forget}>পাসওয়ার্ড ভুলে গেছেন?</Link>
      </p>
    </AuthPage>
  );
}
