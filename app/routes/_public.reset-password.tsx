import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { AuthPage } from "~/features/account/AuthPage";
import { NewPasswordFields } from "~/features/account/NewPasswordFields";
import { noStore } from "~/features/account/route-exports";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { resetPasswordRules } from "~/features/account/form-rules";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { requireResetToken, resetPasswordAction } from "~/features/account/register.server";

export const headers = noStore;
export const meta: MetaFunction = () => pageMeta("নতুন পাসওয়ার্ড ঠিক করুন", "আপনার অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড ঠিক করুন।");

export function loader({ request }: LoaderFunctionArgs) {
  requireResetToken(request);
  return null;
}

export const action = ({ request }: ActionFunctionArgs) => resetPasswordAction(request);

export default function ResetPassword() {
  const [form, fields] = useCheckedForm(resetPasswordRules, useActionData<typeof action>()?.result);
  return (
    <AuthPage title="নতুন পাসওয়ার্ড ঠিক করুন" lead="মোবাইল নম্বর যাচাই হয়েছে। এখন নতুন পাসওয়ার্ড দিন।">
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors}>
          <p>
            <Link to={ACCOUNT_PATHS.forget}>আবার শুরু করুন</Link>
          </p>
        </FormError>
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <button type="submit" className="btn btn-primary form__submit">
          পাসওয়ার্ড বদলান
        </button>
      </Form>
    </AuthPage>
  );
}
