import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/Field";

/** A new password and its confirmation (register, reset, change password). */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldMetadata<unknown>;
  confirmation: FieldMetadata<unknown>;
}) {
  return (
    <>
      <Field meta={password} label="নতুন পাসওয়ার্ড" type="password" autoComplete="new-password" hint="অন্তত ৮টি অক্ষর" />
      <Field meta={confirmation} label="নতুন পাসওয়ার্ড আবার লিখুন" type="password" autoComplete="new-password" />
    </>
  );
}
