/**
 * The complain-box forms' schemas, shared by the browser (conform) and the action. The rules are the
 * contract's (`complaintTextProblem`), so the page refuses exactly what the API would.
 */
import { COMPLAINT_CATEGORY_KEYS, COMPLAINT_TEXT, complaintTextProblem, REPLY_TEXT } from "@contract/rules";
import { z } from "zod";

const text = (limits: { min: number; max: number }) =>
  z
    .string({ error: "লেখাটি লিখুন।" })
    .superRefine((value, ctx) => {
      const problem = complaintTextProblem(value, limits);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => value.trim());

export const complaintForm = z.object({
  category: z.enum(COMPLAINT_CATEGORY_KEYS, { error: "অভিযোগের ধরন বেছে নিন।" }),
  text: text(COMPLAINT_TEXT),
});

export const replyForm = z.object({ text: text(REPLY_TEXT) });
