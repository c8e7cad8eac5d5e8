import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { checkForm, constraintOf, type FormRules } from "./rules";

/** The field names of a form's rules, as conform's form state knows them (everything arrives as text). */
type FormInput<F extends FormRules> = { [K in keyof F["fields"]]?: string };

/**
 * conform's form state for one of the forms' rules (decision 059): with JavaScript it checks each
 * field when it loses focus and again as it is corrected, and blocks a submit the server would refuse
 * anyway, with the rules' own zod-free check (zod stays on the server); without JavaScript the
 * server's `lastResult` brings back the messages and the typed values. `withConstraints` also writes
 * the rules on the inputs (`required`, lengths): the browser and assistive technology then know them
 * before any submit (the required-information form, spec §5).
 */
export function useCheckedForm<F extends FormRules>(
  rules: F,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<FormInput<F>>,
  { withConstraints = false } = {},
) {
  return useForm<FormInput<F>, FormInput<F>, string[]>({
    lastResult,
    defaultValue,
    constraint: withConstraints ? constraintOf(rules) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkPost(rules, formData),
  });
}

/** What the browser makes of a post: conform's submission, with the rules' messages (the server's, decision 059). */
export function checkPost(rules: FormRules, formData: FormData) {
  return parse(formData, {
    resolve: (payload) => {
      const error = checkForm(rules, payload);
      return Object.keys(error).length > 0 ? { error } : { value: payload };
    },
  });
}
