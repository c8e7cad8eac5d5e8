/**
 * The complain-box forms' rules, zod-free: the browser checks them, the action parses with the zod
 * schema built from them (decision 059). The text rule is the contract's (`complaintTextProblem`),
 * so the page refuses exactly what the API would, and sends the text trimmed.
 */
import { COMPLAINT_CATEGORY_KEYS, COMPLAINT_TEXT, complaintTextProblem, REPLY_TEXT } from "@contract/rules";
import { choice, text, trim, type FormRules } from "~/components/forms/rules";

const textWithin = (limits: { min: number; max: number }) =>
  text({ required: "লেখাটি লিখুন।", normalise: trim, problem: (value) => complaintTextProblem(value, limits) });

export const complaintRules = {
  fields: { category: choice(COMPLAINT_CATEGORY_KEYS, "অভিযোগের ধরন বেছে নিন।"), text: textWithin(COMPLAINT_TEXT) },
} satisfies FormRules;

export const replyRules = { fields: { text: textWithin(REPLY_TEXT) } } satisfies FormRules;
