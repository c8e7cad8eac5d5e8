/**
 * What a batch costs a doctor, in integer paisa (৳1 = 100 paisa), so every sum is exact.
 *
 * Discount rule (the academy's policy): discounts do NOT stack. A doctor gets the single largest
 * discount they qualify for: the early-bird discount while its deadline has not passed, or the
 * alumni discount if they were enrolled in an earlier batch. On a tie the early-bird discount is
 * named, since it is the one with a deadline. A discount never exceeds the fee.
 *
 * Installments: the total is split into `count` parts in whole taka; the paisa and taka left over
 * go on the first part, so the parts always add up to the total exactly and later parts are equal.
 * The first part is due at enrolment, each next one `intervalDays` later.
 */

import { PAISA_PER_TAKA } from "../contract/money";

export type DiscountKind = "early_bird" | "alumni";

export type PricingRules = {
  feePaisa: number;
  earlyBird: { discountPaisa: number; deadline: Date } | null;
  alumniDiscountPaisa: number | null;
  installments: { count: number; intervalDays: number } | null;
};

export type Quote = {
  feePaisa: number;
  discountPaisa: number;
  discountKind: DiscountKind | null;
  totalPaisa: number;
};

export type Installment = { number: number; amountPaisa: number; dueInDays: number };

function assertPaisa(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of paisa`);
}

export const earlyBirdActive = (rules: PricingRules, now: Date): boolean =>
  rules.earlyBird !== null && rules.earlyBird.discountPaisa > 0 && now.getTime() < rules.earlyBird.deadline.getTime();

export function quote(rules: PricingRules, { now, isAlumni }: { now: Date; isAlumni: boolean }): Quote {
  assertPaisa(rules.feePaisa, "fee");
  const offers: { kind: DiscountKind; paisa: number }[] = [];
  if (earlyBirdActive(rules, now)) offers.push({ kind: "early_bird", paisa: rules.earlyBird!.discountPaisa });
  if (isAlumni && rules.alumniDiscountPaisa) offers.push({ kind: "alumni", paisa: rules.alumniDiscountPaisa });
  for (const offer of offers) assertPaisa(offer.paisa, `${offer.kind} discount`);

  // Stable sort keeps early-bird first among equals.
  const best = offers.sort((a, b) => b.paisa - a.paisa)[0];
  const discountPaisa = best ? Math.min(best.paisa, rules.feePaisa) : 0;
  return {
    feePaisa: rules.feePaisa,
    discountPaisa,
    discountKind: discountPaisa > 0 ? best!.kind : null,
    totalPaisa: rules.feePaisa - discountPaisa,
  };
}

/** Parts of `totalPaisa`; a total too small to give every part at least ৳1 is paid in one go. */
export function splitInstallments(totalPaisa: number, count: number): number[] {
  assertPaisa(totalPaisa, "total");
  if (!Number.isInteger(count) || count < 1) throw new RangeError("installment count must be a positive whole number");
  const evenTaka = Math.floor(totalPaisa / count / PAISA_PER_TAKA);
  if (evenTaka === 0) return [totalPaisa];
  const even = evenTaka * PAISA_PER_TAKA;
  return [totalPaisa - even * (count - 1), ...Array.from({ length: count - 1 }, () => even)];
}

export function installmentSchedule(totalPaisa: number, plan: { count: number; intervalDays: number }): Installment[] {
  return splitInstallments(totalPaisa, plan.count).map((amountPaisa, i) => ({
    number: i + 1,
    amountPaisa,
    dueInDays: i * plan.intervalDays,
  }));
}

/** The amount to pay now: everything, or the first installment. */
export function amountDueNow(totalPaisa: number, installments: Installment[] | null): number {
  return installments ? installments[0]!.amountPaisa : totalPaisa;
}
