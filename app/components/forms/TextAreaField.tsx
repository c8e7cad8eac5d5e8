import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldFrame } from "./Field";

type Props = { meta: FieldMetadata<unknown>; label: string; hint?: ReactNode; rows?: number; placeholder?: string };

/**
 * A labelled textarea with its hint and its error, like `Field`: conform keeps what was typed after
 * a refused submit (with or without JavaScript) and points `aria-describedby` at the message.
 * No `maxLength`: a text that is too long is kept whole and the message says by how much.
 */
export function TextAreaField({ meta, label, hint, rows = 6, placeholder }: Props) {
  const { key, ...textarea } = getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <textarea key={key} className="field__input field__input--area" rows={rows} placeholder={placeholder} {...textarea} />
    </FieldFrame>
  );
}
