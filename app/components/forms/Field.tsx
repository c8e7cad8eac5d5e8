import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";

type Props = {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "tel" | "email" | "password";
  hint?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "placeholder" | "autoFocus" | "maxLength" | "lang" | "required"
>;

/**
 * One labelled input with its hint and its error underneath. conform supplies the name, the value
 * kept after a failed submit, `aria-invalid` and `aria-describedby` (error first, then hint), so a
 * screen reader reads the Bengali message with the field.
 */
export function Field({ meta, label, type = "text", hint, ...rest }: Props) {
  const { key, ...input } = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <input key={key} className="field__input" {...input} {...rest} />
    </FieldFrame>
  );
}

/** What every field wears around its control: the label, the hint conform's `aria-describedby` names, the error. */
export function FieldFrame({
  meta,
  label,
  hint,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field" data-invalid={meta.errors ? "" : undefined}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The field's messages; conform points `aria-describedby` at this id only while there are any. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="field__error" id={id}>
      {errors.join(" ")}
    </p>
  );
}

/** A Bangladeshi mobile number: typed in Latin digits, as phones show it, with the phone keypad. */
export function PhoneField({ meta, required }: { meta: FieldMetadata<unknown>; required?: boolean }) {
  return (
    <Field
      meta={meta}
      label="মোবাইল নম্বর"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="01XXXXXXXXX"
      lang="en"
      required={required}
    />
  );
}
