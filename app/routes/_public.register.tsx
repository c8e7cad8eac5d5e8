import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { AuthPage } from "~/features/account/AuthPage";
import { CollegeSelect } from "~/components/forms/CollegeSelect";
import { NewPasswordFields } from "~/features/account/NewPasswordFields";
import { noStore } from "~/features/account/route-exports";
import { Field, PhoneField } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { registerRules } from "~/features/account/form-rules";
import { redirectIfLoggedIn, requireRegistrationStep } from "~/features/account/guards.server";
import { ACCOUNT_PATHS } from "~/features/account/paths";
import { registerAction, registerView } from "~/features/account/register.server";

export const headers = noStore;
export const meta: MetaFunction = () =>
  pageMeta("রেজিস্ট্রেশন", "নাম, ইমেইল, বিএমডিসি নম্বর ও মেডিকেল কলেজ দিয়ে সোপানে রেজিস্ট্রেশন সম্পন্ন করুন।");

export async function loader({ request }: LoaderFunctionArgs) {
  redirectIfLoggedIn(request);
  await requireRegistrationStep(request);
  return registerView(request);
}

export const action = ({ request }: ActionFunctionArgs) => registerAction(request);

export default function Register() {
  const { phone, name, colleges } = useLoaderData<typeof loader>();
  const [form, fields] = useCheckedForm(registerRules, useActionData<typeof action>()?.result, { name });
  return (
    <AuthPage
      title="রেজিস্ট্রেশন"
      lead={
        phone ? (
          <>
            মোবাইল নম্বর <span lang="en">{phone}</span> যাচাই হয়েছে। বাকি তথ্য দিয়ে রেজিস্ট্রেশন শেষ করুন।
          </>
        ) : (
          "বাকি তথ্য দিয়ে রেজিস্ট্রেশন শেষ করুন।"
        )
      }
    >
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors}>
          <p>
            <Link to={ACCOUNT_PATHS.join}>মোবাইল নম্বর আবার যাচাই করুন</Link> অথবা <Link to={ACCOUNT_PATHS.login}>লগইন করুন</Link>
          </p>
        </FormError>
        {phone ? null : <PhoneField meta={fields.phone} required />}
        <Field meta={fields.name} label="পূর্ণ নাম" autoComplete="name" />
        <Field meta={fields.email} label="ইমেইল" type="email" autoComplete="email" lang="en" />
        <Field meta={fields.bmdc} label="বিএমডিসি রেজিস্ট্রেশন নম্বর" hint="যেমন A-12345" lang="en" />
        <CollegeSelect meta={fields.medical_college_id} colleges={colleges} />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <button type="submit" className="btn btn-primary form__submit">
          রেজিস্ট্রেশন সম্পন্ন করুন
        </button>
      </Form>
    </AuthPage>
  );
}
