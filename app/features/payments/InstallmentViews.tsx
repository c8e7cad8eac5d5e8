import { Form } from "@remix-run/react";
import type { Enrollment } from "@contract";
import { bnNumber, formatTaka } from "~/lib/format";
import { PAYMENT_OPTION_PATH } from "./paths";

/** "কিস্তি ২ (৩টির মধ্যে)": which part of a course fee a payment or a button is about. */
export const installmentLabel = (number: number, count: number) => `কিস্তি ${bnNumber(number)} (${bnNumber(count)}টির মধ্যে)`;

/**
 * Pay in full or by installments, while the enrolment is pending and nothing is paid: a plain POST
 * form naming only the plan (the server splits the amounts).
 */
export function PlanChoice({ enrollment, error }: { enrollment: Enrollment; error: string | undefined }) {
  const option = enrollment.installment_option;
  const errorId = `plan-error-${enrollment.id}`;
  // Refused because a payment started meanwhile (another tab): the choice is gone, its reason stays.
  if (!option) {
    return error ? (
      <p className="field__error" id={errorId} role="alert">
        {error}
      </p>
    ) : null;
  }
  return (
    <Form method="post" reloadDocument className="plan-choice" action={PAYMENT_OPTION_PATH}>
      <input type="hidden" name="enrollment_id" value={enrollment.id} />
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>পরিশোধের ধরন</legend>
        <label>
          <input type="radio" name="payment_plan" value="full" defaultChecked={enrollment.payment_plan === "full"} /> একবারে{" "}
          {formatTaka(enrollment.total)}
        </label>
        <label>
          <input
            type="radio"
            name="payment_plan"
            value="installment"
            defaultChecked={enrollment.payment_plan === "installment"}
          />{" "}
          {bnNumber(option.count)} কিস্তিতে — এখন {formatTaka(option.installments[0]?.amount ?? enrollment.total)}, তারপর প্রতি{" "}
          {bnNumber(option.interval_days)} দিনে একটি কিস্তি
        </label>
      </fieldset>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        এই ধরনে পরিশোধ করুন
      </button>
    </Form>
  );
}
