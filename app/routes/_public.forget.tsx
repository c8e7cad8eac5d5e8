import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { AuthPage } from "~/features/account/AuthPage";
import { noStore } from "~/features/account/route-exports";
import { PhoneField } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { forgetRules } from "~/features/account/form-rules";
import { redirectIfLoggedIn } from "~/features/account/guards.server";
import { forgetAction } from "~/features/account/otp-steps.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { getAppData } from "~/lib/app-data.server";
import { telUrl } from "~/lib/links";
import { useAppData } from "~/lib/use-app-data";

export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("পাসওয়ার্ড ভুলে গেছেন?", "মোবাইল নম্বরে পাঠানো কোড দিয়ে নতুন পাসওয়ার্ড ঠিক করুন।");

/** Decision 033: where the site needs no OTP for a reset, there is no self-service reset (a code is the only proof of the phone). */
export async function loader({ request }: LoaderFunctionArgs) {
  redirectIfLoggedIn(request);
  return { selfServiceReset: (await getAppData(request)).need_otp_for_reset_password };
}

export const action = ({ request }: ActionFunctionArgs) => forgetAction(request);

export default function Forget() {
  const { selfServiceReset } = useLoaderData<typeof loader>();
  const { support } = useAppData();
  const [form, fields] = useCheckedForm(forgetRules, useActionData<typeof action>()?.result);
  if (!selfServiceReset)
    return (
      <AuthPage title="পাসওয়ার্ড ভুলে গেছেন?" lead="এই সাইটে কোড দিয়ে পাসওয়ার্ড বদলানো বন্ধ আছে।">
        <p role="status" data-reset="closed">
          নতুন পাসওয়ার্ডের জন্য হেল্পলাইনে ফোন করুন: <a href={telUrl(support.helpline)}>{support.helpline}</a>
        </p>
        <p>
          <Link to={ACCOUNT_PATHS.login}>লগইন পাতায় ফিরে যান</Link>
        </p>
      </AuthPage>
    );
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
        <PhoneField meta={fields.phone} />
        <button type="submit" className="btn btn-primary form__submit">
          কোড পাঠান
        </button>
      </Form>
    </AuthPage>
  );
}
