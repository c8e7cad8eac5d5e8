import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState } from "react";
import { AddressFields } from "~/components/forms/AddressFields";
import { CollegeSelect } from "~/components/forms/CollegeSelect";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { pageMeta } from "~/components/ui/page-meta";
import { profileRules } from "~/features/account/form-rules";
import { ACCOUNT_PATHS, INTENTS } from "~/features/account/paths";
import { profileEditAction, profileEditView } from "~/features/account/profile-edit.server";
import { MyPage } from "~/components/layout/MyPage";

export const meta: MetaFunction = () =>
  pageMeta("প্রোফাইল সম্পাদনা", "নাম, ইমেইল, বিএমডিসি নম্বর, মেডিকেল কলেজ ও ঠিকানা হালনাগাদ করুন।");

export const loader = ({ request }: LoaderFunctionArgs) => profileEditView(request);
export const action = ({ request }: ActionFunctionArgs) => profileEditAction(request);

export default function ProfileEdit() {
  const { defaults, colleges, divisions, next } = useLoaderData<typeof loader>();
  const [form, fields] = useCheckedForm(profileRules, useActionData<typeof action>()?.result, defaults);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const block = (b: "present" | "permanent") => ({
    division: fields[`${b}_division_id`],
    district: fields[`${b}_district_id`],
    upazila: fields[`${b}_upazila_id`],
    address: fields[`${b}_address`],
  });
  return (
    <MyPage
      title="প্রোফাইল সম্পাদনা"
      lead={
        <>
          মোবাইল নম্বর লগইনের জন্য ব্যবহৃত হয়, তাই এখান থেকে বদলানো যায় না। ছবি বদলাতে{" "}
          <Link to={`${ACCOUNT_PATHS.account}#photo-title`}>প্রোফাইলের ছবি</Link> অংশে যান।
        </>
      }
    >
      <section className="my-card">
        <Form method="post" className="form" {...getFormProps(form)}>
          <FormError id={form.errorId} errors={form.errors} />
          <input type="hidden" name="next" value={next} />
          <Field meta={fields.name} label="পূর্ণ নাম" autoComplete="name" />
          <Field meta={fields.email} label="ইমেইল" type="email" autoComplete="email" lang="en" />
          <Field meta={fields.bmdc} label="বিএমডিসি রেজিস্ট্রেশন নম্বর" hint="যেমন A-12345" lang="en" />
          <CollegeSelect meta={fields.medical_college_id} colleges={colleges} />
          <AddressFields legend="বর্তমান ঠিকানা" metas={block("present")} divisions={divisions} hydrated={hydrated} />
          <AddressFields legend="স্থায়ী ঠিকানা" metas={block("permanent")} divisions={divisions} hydrated={hydrated} />
          {/* Save comes first: Enter in a text field submits the form's first button. */}
          <div className="form__actions">
            <button type="submit" className="btn btn-primary">
              প্রোফাইল সংরক্ষণ করুন
            </button>
            {hydrated ? null : (
              <button type="submit" name="intent" value={INTENTS.refresh} className="btn btn-outline" formNoValidate>
                এলাকার তালিকা হালনাগাদ করুন
              </button>
            )}
            <Link to={next || ACCOUNT_PATHS.account} className="btn btn-outline">
              বাতিল
            </Link>
          </div>
        </Form>
      </section>
    </MyPage>
  );
}
