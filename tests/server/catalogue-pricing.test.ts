/** Price, discount and installment arithmetic (server/catalogue/pricing.ts), all in paisa. */
import { describe, expect, it } from "vitest";
import {
  amountDueNow,
  earlyBirdActive,
  installmentSchedule,
  quote,
  splitInstallments,
  type PricingRules,
} from "../../server/catalogue/pricing";
import { toTaka } from "../../server/contract/money";
import { enrollmentParts } from "../../server/enrollments/installments";

const now = new Date("2026-11-21T06:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const rules = (over: Partial<PricingRules> = {}): PricingRules => ({
  feePaisa: 1_800_000,
  earlyBird: null,
  alumniDiscountPaisa: null,
  installments: null,
  ...over,
});

describe("quote", () => {
  it("charges the fee when no discount applies", () => {
    expect(quote(rules(), { now, isAlumni: true })).toEqual({
      feePaisa: 1_800_000,
      discountPaisa: 0,
      discountKind: null,
      totalPaisa: 1_800_000,
    });
  });

  it("takes the early-bird discount until the moment its deadline arrives", () => {
    const r = rules({ earlyBird: { discountPaisa: 300_000, deadline: later(1) } });
    expect(quote(r, { now, isAlumni: false })).toMatchObject({
      discountPaisa: 300_000,
      discountKind: "early_bird",
      totalPaisa: 1_500_000,
    });
    expect(earlyBirdActive(r, later(1))).toBe(false);
    expect(quote(r, { now: later(1), isAlumni: false })).toMatchObject({ discountPaisa: 0, discountKind: null });
  });

  it("gives alumni their discount, and only alumni", () => {
    const r = rules({ alumniDiscountPaisa: 250_000 });
    expect(quote(r, { now, isAlumni: true })).toMatchObject({
      discountPaisa: 250_000,
      discountKind: "alumni",
      totalPaisa: 1_550_000,
    });
    expect(quote(r, { now, isAlumni: false }).discountPaisa).toBe(0);
  });

  it("never stacks: the larger discount wins, early-bird on a tie", () => {
    const base = { earlyBird: { discountPaisa: 300_000, deadline: later(60_000) } };
    expect(quote(rules({ ...base, alumniDiscountPaisa: 200_000 }), { now, isAlumni: true })).toMatchObject({
      discountPaisa: 300_000,
      discountKind: "early_bird",
    });
    expect(quote(rules({ ...base, alumniDiscountPaisa: 400_000 }), { now, isAlumni: true })).toMatchObject({
      discountPaisa: 400_000,
      discountKind: "alumni",
    });
    expect(quote(rules({ ...base, alumniDiscountPaisa: 300_000 }), { now, isAlumni: true })).toMatchObject({
      discountPaisa: 300_000,
      discountKind: "early_bird",
    });
  });

  it("caps a discount at the fee, so nothing is ever negative", () => {
    expect(quote(rules({ feePaisa: 100_000, alumniDiscountPaisa: 150_000 }), { now, isAlumni: true })).toMatchObject({
      discountPaisa: 100_000,
      totalPaisa: 0,
    });
  });

  it("refuses amounts that are not whole paisa", () => {
    expect(() => quote(rules({ feePaisa: 1000.5 }), { now, isAlumni: false })).toThrow(RangeError);
    expect(() => quote(rules({ alumniDiscountPaisa: -1 }), { now, isAlumni: true })).toThrow(RangeError);
  });
});

describe("installments", () => {
  it("splits into whole taka with the remainder on the first part", () => {
    expect(splitInstallments(1_000_000, 3)).toEqual([333_400, 333_300, 333_300]);
    expect(splitInstallments(1_500_050, 4)).toEqual([375_050, 375_000, 375_000, 375_000]);
    expect(splitInstallments(1_200_000, 4)).toEqual([300_000, 300_000, 300_000, 300_000]);
  });

  it("always adds up to the total exactly", () => {
    for (let total = 0; total <= 5_000_000; total += 9_973) {
      for (const count of [2, 3, 4, 6, 7, 12]) {
        const parts = splitInstallments(total, count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
        // Every part after the first is the same whole-taka amount.
        expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
      }
    }
  });

  it("one, two and three parts, with odd paisa on the first part", () => {
    expect(splitInstallments(1_234_567, 1)).toEqual([1_234_567]);
    expect(splitInstallments(1_234_567, 2)).toEqual([617_367, 617_200]);
    expect(splitInstallments(1_234_567, 3)).toEqual([411_567, 411_500, 411_500]);
    expect(splitInstallments(99, 2)).toEqual([99]);
    expect(() => splitInstallments(1_000, 0)).toThrow(RangeError);
  });

  it("splits what remains after a discount, never the fee", () => {
    const withDiscounts = rules({
      feePaisa: 1_800_050,
      earlyBird: { discountPaisa: 200_000, deadline: later(60_000) },
      alumniDiscountPaisa: 250_025,
      installments: { count: 3, intervalDays: 30 },
    });
    const alumnus = quote(withDiscounts, { now, isAlumni: true });
    expect(alumnus).toMatchObject({ discountKind: "alumni", totalPaisa: 1_550_025 });
    const parts = installmentSchedule(alumnus.totalPaisa, withDiscounts.installments!);
    expect(parts.map((p) => p.amountPaisa)).toEqual([516_825, 516_600, 516_600]);
    expect(parts.reduce((sum, p) => sum + p.amountPaisa, 0)).toBe(alumnus.totalPaisa);
    const everyone = quote(withDiscounts, { now, isAlumni: false });
    expect(installmentSchedule(everyone.totalPaisa, withDiscounts.installments!).reduce((s, p) => s + p.amountPaisa, 0)).toBe(
      1_600_050,
    );
  });

  it("takes a total too small to share in one payment", () => {
    expect(splitInstallments(250, 3)).toEqual([250]);
  });

  it("schedules the first part at enrolment and the rest at the interval", () => {
    const plan = installmentSchedule(1_500_000, { count: 3, intervalDays: 30 });
    expect(plan).toEqual([
      { number: 1, amountPaisa: 500_000, dueInDays: 0 },
      { number: 2, amountPaisa: 500_000, dueInDays: 30 },
      { number: 3, amountPaisa: 500_000, dueInDays: 60 },
    ]);
    expect(amountDueNow(1_500_000, plan)).toBe(500_000);
    expect(amountDueNow(1_500_000, null)).toBe(1_500_000);
  });
});

describe("an enrolment's parts", () => {
  const createdAt = new Date("2026-11-21T20:00:00Z"); // 22 November in Dhaka

  it("a course paid in full is one part: the whole total, due at enrolment", () => {
    expect(enrollmentParts({ installments: null, totalPaisa: 1_550_025, createdAt })).toEqual([
      { number: 1, amountPaisa: 1_550_025, dueOn: "2026-11-22" },
    ]);
  });

  it("installments keep their frozen amounts and fall due on Dhaka dates at the interval", () => {
    const installments = installmentSchedule(1_000_000, { count: 3, intervalDays: 30 }).map((i) => ({
      number: i.number,
      amount_paisa: i.amountPaisa,
      due_in_days: i.dueInDays,
    }));
    expect(enrollmentParts({ installments, totalPaisa: 1_000_000, createdAt })).toEqual([
      { number: 1, amountPaisa: 333_400, dueOn: "2026-11-22" },
      { number: 2, amountPaisa: 333_300, dueOn: "2026-12-22" },
      { number: 3, amountPaisa: 333_300, dueOn: "2027-01-21" },
    ]);
  });
});

describe("toTaka", () => {
  it("answers taka with at most two decimals", () => {
    expect(toTaka(1_999_950)).toBe(19_999.5);
    expect(toTaka(19_951)).toBe(199.51);
    for (let paisa = 0; paisa < 10_000; paisa += 7) {
      expect(String(toTaka(paisa))).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });
});
