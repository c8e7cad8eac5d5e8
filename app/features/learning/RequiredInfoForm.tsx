import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { Division, MedicalCollege, RequiredInfoField } from "@contract";
import { Form } from "@remix-run/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { AddressFields } from "~/components/forms/AddressFields";
import { CollegeSelect } from "~/components/forms/CollegeSelect";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { Modal } from "~/components/ui/Modal";
import { INTENTS } from "~/features/account/paths";
import { requiredInfoRules } from "./required-info";

type Props = {
  missing: RequiredInfoField[];
  colleges: MedicalCollege[];
  divisions: Division[];
  lastResult: SubmissionResult<string[]> | null | undefined;
};

const TITLE_ID = "required-info-title";
const ADDRESS_LEGENDS = { present: "বর্তমান ঠিকানা", permanent: "স্থায়ী ঠিকানা" } as const;

/**
 * The required-information form (spec §4/§5): only the missing fields, each required. Without
 * JavaScript it is a section at the top of the dashboard, with a refresh submit that narrows the
 * address lists; with JavaScript it becomes a modal and the lists follow their parent in place.
 */
export function RequiredInfoForm({ missing, colleges, divisions, lastResult }: Props) {
  const rules = useMemo(() => requiredInfoRules(missing), [missing]);
  const [form, fields] = useCheckedForm(rules, lastResult, undefined, { withConstraints: true });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const block = (b: "present" | "permanent") => ({
    division: fields[`${b}_division_id`]!,
    district: fields[`${b}_district_id`]!,
    upazila: fields[`${b}_upazila_id`]!,
    address: fields[`${b}_address`]!,
  });

  const body = (
    <>
      <h2 id={TITLE_ID}>প্রয়োজনীয় তথ্য দিন</h2>
      <p>আপনার কোর্সের সনদ, লেকচার শিট পাঠানো ও যোগাযোগের জন্য নিচের তথ্যগুলো দরকার। সব ঘর পূরণ করুন।</p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        {missing.includes("name") ? <Field meta={fields.name!} label="পূর্ণ নাম" autoComplete="name" /> : null}
        {missing.includes("email") ? (
          <Field meta={fields.email!} label="ইমেইল" type="email" autoComplete="email" lang="en" />
        ) : null}
        {missing.includes("bmdc") ? (
          <Field meta={fields.bmdc!} label="বিএমডিসি রেজিস্ট্রেশন নম্বর" hint="যেমন A-12345" lang="en" />
        ) : null}
        {missing.includes("medical_college_id") ? <CollegeSelect meta={fields.medical_college_id!} colleges={colleges} /> : null}
        {(["present", "permanent"] as const).map((b) =>
          missing.includes(`${b}_address`) ? (
            <AddressFields key={b} legend={ADDRESS_LEGENDS[b]} metas={block(b)} divisions={divisions} hydrated={hydrated} />
          ) : null,
        )}
        <div className="form__actions">
          <button type="submit" className="btn btn-primary">
            তথ্য সংরক্ষণ করুন
          </button>
          {hydrated ? null : (
            <button type="submit" name="intent" value={INTENTS.refresh} className="btn btn-outline" formNoValidate>
              এলাকার তালিকা হালনাগাদ করুন
            </button>
          )}
        </div>
      </Form>
    </>
  );
  return hydrated ? (
    <RequiredInfoModal>{body}</RequiredInfoModal>
  ) : (
    <section className="my-card my-card--hint required-info" aria-labelledby={TITLE_ID}>
      {body}
    </section>
  );
}

function RequiredInfoModal({ children }: { children: ReactNode }) {
  return (
    <Modal labelledBy={TITLE_ID} className="required-info required-info--modal">
      <div className="required-info__body">{children}</div>
    </Modal>
  );
}
