import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { config, type z } from "zod";

// zod 4 compiles object parsers with `new Function` when eval is allowed, and probes for it on the
// first parse: the CSP (no 'unsafe-eval') refuses the probe, and the browser reports a violation on
// every form page. Interpreted parsing is quick enough for a form; the server keeps its compiled ones.
if (typeof document !== "undefined") config({ jitless: true });

/**
 * conform's form state for one of the shared schemas: with JavaScript it checks each field when it
 * loses focus and again as it is corrected, and blocks a submit the server would refuse anyway;
 * without JavaScript the server's `lastResult` brings back the messages and the typed values.
 * `withConstraints` also writes the schema's rules on the inputs (`required`, lengths): the browser
 * and assistive technology then know them before any submit (the required-information form, spec §5).
 */
export function useCheckedForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<S>>,
  { withConstraints = false } = {},
) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    lastResult,
    defaultValue,
    constraint: withConstraints ? getZodConstraint(schema) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
