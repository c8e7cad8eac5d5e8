/**
 * The server's zod schema of a form, built from the same rules the browser checks (`rules.ts`,
 * decision 059). Every post is parsed with it (conform's `parseWithZod`): without JavaScript it is
 * the only check, and with JavaScript it is the one that counts.
 */
import { z } from "zod";
import { isId, NOT_TEXT, type ChoiceRules, type FieldRules, type FormRules, type IdRules, type TextRules } from "./rules";

/** What the schema hands the action for each kind of field. */
export type FieldValue<R extends FieldRules> = R extends TextRules
  ? R extends { required: string }
    ? string
    : string | undefined
  : R extends IdRules
    ? R extends { required: true }
      ? number
      : number | undefined
    : R extends ChoiceRules
      ? R["keys"][number]
      : never;

export type FormValue<F extends FormRules> = { [K in keyof F["fields"]]: FieldValue<F["fields"][K]> };

function zodText(rules: TextRules) {
  const { required, problem } = rules;
  const typed = z.string({
    error: (issue) => (issue.input === undefined && required ? required : (rules.notText ?? required ?? NOT_TEXT)),
  });
  const normalised = rules.normalise ? typed.overwrite(rules.normalise) : typed;
  const checked = (schema: z.ZodString) => {
    let checks = schema;
    if (rules.min) checks = checks.min(rules.min[0], rules.min[1]);
    if (rules.max) checks = checks.max(rules.max[0], rules.max[1]);
    for (const [pattern, message] of rules.patterns ?? []) checks = checks.regex(pattern, message);
    if (!problem) return checks;
    return checks.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    });
  };
  // A required field that comes out empty gets its `required` message alone (a pipe stops there), as
  // in the browser. Only then: conform would turn the empty string a pipe hands on into "absent".
  if (required) return normalised.min(1, required).pipe(checked(z.string()));
  return checked(normalised).optional();
}

function zodId(rules: IdRules) {
  const schema = z.coerce.number({ error: rules.message }).refine(isId, rules.message);
  return rules.required ? schema : schema.optional();
}

function zodField(rules: FieldRules): z.ZodType {
  if (rules.kind === "text") return zodText(rules);
  if (rules.kind === "id") return zodId(rules);
  return z.enum(rules.keys, { error: rules.message });
}

export function zodForm<F extends FormRules>(rules: F): z.ZodType<FormValue<F>> {
  const shape = Object.fromEntries(Object.entries(rules.fields).map(([name, field]) => [name, zodField(field)]));
  let schema: z.ZodType<Record<string, unknown>> = z.object(shape);
  for (const rule of rules.whole ?? []) {
    schema = schema.superRefine(
      (values, ctx) => {
        for (const [name, message] of rule(values)) ctx.addIssue({ code: "custom", path: [name], message });
      },
      // Always, as in the browser: a form-wide rule is not held back by a field's own message.
      { when: () => true },
    );
  }
  return schema as z.ZodType<FormValue<F>>;
}
