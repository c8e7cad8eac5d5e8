import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordFields } from "~/features/account/NewPasswordFields";
import { CodeField, ResendForm, ResendMessage, type OtpActionData } from "~/features/account/OtpCodeForm";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { changePasswordAction, changePasswordView } from "~/features/account/change-password.server";
import { changePasswordRules } from "~/features/account/form-rules";
import { INTENTS } from "~/features/account/paths";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () => pageMeta("পাসওয়ার্ড পরিবর্তন", "মোবাইলে পাঠানো কোড দিয়ে অ্যাকাউন্টের পাসওয়ার্ড বদলান।");

export const loader = ({ request }: LoaderFunctionArgs) => changePasswordView(request);
export const action = ({ request }: ActionFunctionArgs) => changePasswordAction(request);

export default function ChangePassword() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <MyPage
      title="পাসওয়ার্ড পরিবর্তন"
      lead="নিরাপত্তার জন্য আপনার মোবাইলে একটি কোড পাঠানো হবে; কোড ও বর্তমান পাসওয়ার্ড দিয়ে নতুন পাসওয়ার্ড ঠিক করুন।"
    >
      <section className="my-card">
        <ResendMessage state={actionData?.resend} />
        {view.phone ? (
          <ChangePasswordForm {...view} phone={view.phone} actionData={actionData} />
        ) : (
          <>
            {/* A refusal that ended the step (e.g. an expired code) is shown here, above the new start. */}
            <FormError errors={actionData?.result?.error?.[""] ?? undefined} />
            <Form method="post" className="form">
              <button type="submit" name="intent" value={INTENTS.sendCode} className="btn btn-primary">
                মোবাইলে কোড পাঠান
              </button>
            </Form>
          </>
        )}
      </section>
    </MyPage>
  );
}

type FormProps = { phone: string; verified: boolean; resendIn: number; resendKey: number; actionData: OtpActionData };

function ChangePasswordForm({ phone, verified, resendIn, resendKey, actionData }: FormProps) {
  const [form, fields] = useCheckedForm(changePasswordRules(!verified), actionData?.result);
  return (
    <>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <Field meta={fields.old_password} label="বর্তমান পাসওয়ার্ড" type="password" autoComplete="current-password" />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        {verified ? (
          <p className="form__note">মোবাইল নম্বর যাচাই হয়েছে; কোড আর লাগবে না।</p>
        ) : (
          <CodeField meta={fields.code} phone={phone} />
        )}
        <button type="submit" className="btn btn-primary form__submit">
          পাসওয়ার্ড বদলান
        </button>
      </Form>
      {verified ? null : <ResendForm key={resendKey} resendIn={resendIn} intent={INTENTS.sendCode} />}
    </>
  );
}
