import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthPage } from "~/features/account/AuthPage";
import { noStore } from "~/features/account/route-exports";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { forgetForm } from "~/features/account/forms";
import { redirectIfLoggedIn } from "~/features/account/guards.server";
import { forgetAction } from "~/features/account/otp-steps.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";

export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("পাসওয়ার্ড ভুলে গেছেন?", "মোবাইল নম্বরে পাঠানো কোড দিয়ে নতুন পাসওয়ার্ড ঠিক করুন।");

export function loader({ request }: LoaderFunctionArgs) {
  redirectIfLoggedIn(request);
  return null;
}

export const action = ({ request }: ActionFunctionArgs) => forgetAction(request);

export default function Forget() {
  const [form, fields] = useCheckedForm(forgetForm, useActionData<typeof action>()?.result);
  return (
    <AuthPage
      title="পাসওয়ার্ড ভুলে গেছেন?"
      lead="অ্যাকাউন্টের মোবাইল নম্বরটি দিন। নতুন পাসওয়ার্ড ঠিক করার জন্য সেখানে একটি কোড পাঠানো হবে।"
      aside={
        <p>
          পাসওয়ার্ড মনে পড়েছে? <Link to={ACCOUNT_PATHS.login}>লগইন করুন</Link>
        </p>
      }
    >
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.phone}
          label="মোবাইল নম্বর"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="01XXXXXXXXX"
          lang="en"
        />
        <button type="submit" className="btn btn-primary form__submit">
          কোড পাঠান
        </button>
      </Form>
    </AuthPage>
  );
}
