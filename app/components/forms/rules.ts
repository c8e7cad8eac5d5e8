/**
 * A form's rules as plain data, zod-free, so they can run in the browser (decision 059). The server
 * builds its zod schema from the same rules (`zod-rules.server.ts`) and parses every post with it;
 * the browser checks the same rules here, as conform's `onValidate`, without shipping zod. One
 * contract: the same limits, the same Bengali messages; `tests/unit/form-rules-agree.test.ts` feeds
 * both the same posts, hostile ones included, and wants the same messages beside the same fields.
 *
 * The semantics are the schema's: an empty input counts as absent (conform's coercion); a text is
 * first normalised (trimmed, say), then a required one that came out empty gets its `required`
 * message alone; otherwise every other rule is checked and each broken one adds its message.
 */

export type Rule<T> = readonly [T, string];

export type TextRules = {
  kind: "text";
  /** The message when the field is absent or comes out empty; without it the field is optional. */
  required?: string;
  /** The message for anything that is not one string (a repeated name); defaults to `required`. */
  notText?: string;
  normalise?: (value: string) => string;
  min?: Rule<number>;
  max?: Rule<number>;
  patterns?: readonly Rule<RegExp>[];
  /** A rule of the contract's own (the API's phone rule, the complain box's): its message, or null. */
  problem?: (value: string) => string | null;
};

/** A positive whole number picked from a list (a college, a district): one message for every way it is wrong. */
export type IdRules = { kind: "id"; message: string; required: boolean };

/** One of a fixed set of keys (a complaint's category). */
export type ChoiceRules = { kind: "choice"; keys: readonly [string, ...string[]]; message: string };

export type FieldRules = TextRules | IdRules | ChoiceRules;

/** Checks across fields, each returning `[field, message]` pairs; they see the fields' normalised values. */
export type WholeFormRule = (values: Readonly<Record<string, unknown>>) => Array<readonly [string, string]>;

export type FormRules = { fields: Readonly<Record<string, FieldRules>>; whole?: readonly WholeFormRule[] };

/** A message for a hidden field (next, the honeypot) that only a hand-made post can break. */
export const NOT_TEXT = "ফর্মটি আবার পূরণ করুন।";

export const trim = (value: string) => value.trim();

/** `Number.isSafeInteger` and above zero: what the API takes as a row's id. */
export const isId = (n: number) => Number.isSafeInteger(n) && n > 0;

// Generic, so a form's value type knows which fields are required (`FormValue` in zod-rules.server.ts).
export const text = <const R extends Omit<TextRules, "kind">>(rules: R) => ({ kind: "text", ...rules }) as const;
export const id = <const Required extends boolean = true>(message: string, required?: Required) =>
  ({ kind: "id", message, required: (required ?? true) as Required }) as const;
export const choice = <const K extends readonly [string, ...string[]]>(keys: K, message: string) =>
  ({ kind: "choice", keys, message }) as const;

type Checked = { value: unknown; errors: string[] };

function checkText(rules: TextRules, raw: unknown): Checked {
  if (raw === undefined) return { value: raw, errors: rules.required ? [rules.required] : [] };
  if (typeof raw !== "string") return { value: raw, errors: [rules.notText ?? rules.required ?? NOT_TEXT] };
  const value = rules.normalise ? rules.normalise(raw) : raw;
  if (rules.required && value.length === 0) return { value, errors: [rules.required] };
  const errors: string[] = [];
  if (rules.min && value.length < rules.min[0]) errors.push(rules.min[1]);
  if (rules.max && value.length > rules.max[0]) errors.push(rules.max[1]);
  for (const [pattern, message] of rules.patterns ?? []) if (!pattern.test(value)) errors.push(message);
  const problem = rules.problem?.(value);
  if (problem) errors.push(problem);
  return { value, errors };
}

function checkId(rules: IdRules, raw: unknown): Checked {
  if (raw === undefined) return { value: raw, errors: rules.required ? [rules.message] : [] };
  // The schema's `z.coerce.number`: Number() of whatever came, then a finite number.
  const value = Number(raw);
  return { value, errors: Number.isFinite(value) && isId(value) ? [] : [rules.message] };
}

function checkField(rules: FieldRules, raw: unknown): Checked {
  if (rules.kind === "text") return checkText(rules, raw);
  if (rules.kind === "id") return checkId(rules, raw);
  return { value: raw, errors: rules.keys.includes(raw as string) ? [] : [rules.message] };
}

/**
 * The messages of a post against the rules, by field (conform's error shape). `payload` is what
 * conform's `parse` makes of the form data; an empty string is taken as absent, as on the server.
 */
export function checkForm(rules: FormRules, payload: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const values: Record<string, unknown> = {};
  const add = (name: string, messages: string[]) => {
    if (messages.length > 0) errors[name] = [...(errors[name] ?? []), ...messages];
  };
  for (const [name, fieldRules] of Object.entries(rules.fields)) {
    const raw = Object.hasOwn(payload, name) && payload[name] !== "" ? payload[name] : undefined;
    const checked = checkField(fieldRules, raw);
    values[name] = checked.value;
    add(name, checked.errors);
  }
  for (const rule of rules.whole ?? []) for (const [name, message] of rule(values)) add(name, [message]);
  return errors;
}

/** The rules HTML can say on the inputs themselves (conform's `constraint`). */
export function constraintOf(rules: FormRules): Record<string, { required: boolean; minLength?: number; maxLength?: number }> {
  return Object.fromEntries(
    Object.entries(rules.fields).map(([name, field]) => {
      if (field.kind !== "text") return [name, { required: field.kind === "choice" || field.required }];
      return [name, { required: field.required !== undefined, minLength: field.min?.[0], maxLength: field.max?.[0] }];
    }),
  );
}
