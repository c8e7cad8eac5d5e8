/** Turns zod issues on caller input into Laravel's 422 `{ message, errors: { field: [..] } }`. */
import type { z } from "zod";
import { HttpError, INVALID_DATA } from "./errors";

const bn = new Intl.NumberFormat("bn-BD", { useGrouping: false });

/** zod's own messages are English; a Bengali one was written in the contract for the doctor and is shown as is. */
const WRITTEN_FOR_THE_DOCTOR = /[\u0980-\u09ff]/;

function describe(field: string, issue: z.core.$ZodIssue): string {
  if (WRITTEN_FOR_THE_DOCTOR.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `${field} দেওয়া আবশ্যক।` : `${field} এর ধরন সঠিক নয়।`;
    case "too_small":
      return issue.origin === "string"
        ? `${field} কমপক্ষে ${bn.format(Number(issue.minimum))} অক্ষরের হতে হবে।`
        : `${field} কমপক্ষে ${bn.format(Number(issue.minimum))} হতে হবে।`;
    case "too_big":
      return issue.origin === "string"
        ? `${field} সর্বোচ্চ ${bn.format(Number(issue.maximum))} অক্ষরের হতে পারে।`
        : `${field} সর্বোচ্চ ${bn.format(Number(issue.maximum))} হতে পারে।`;
    default:
      return `${field} সঠিক নয়।`;
  }
}

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(describe(field, issue));
  }
  return errors;
}

/** Parses caller input; a mismatch is the caller's fault (422), never a 500. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(422, INVALID_DATA, fieldErrors(result.error));
  return result.data;
}
