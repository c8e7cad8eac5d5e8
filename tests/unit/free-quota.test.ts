import { describe, expect, it } from "vitest";
import { FREE_EXAMS_PER_MONTH, quotaMonth, quotaUsedUp } from "../../server/exams/free-quota";

describe("the free exam quota's month (Dhaka time, UTC+6)", () => {
  it("is the Dhaka calendar month, not the UTC one", () => {
    // 2026-11-30 18:30 UTC is 2026-12-01 00:30 in Dhaka: December's quota already.
    expect(quotaMonth(new Date("2026-11-30T18:30:00Z"))).toEqual({
      from: new Date("2026-11-30T18:00:00Z"),
      renewsAt: new Date("2026-12-31T18:00:00Z"),
    });
    // Half an hour earlier it is still 23:30 on 30 November in Dhaka.
    expect(quotaMonth(new Date("2026-11-30T17:30:00Z"))).toEqual({
      from: new Date("2026-10-31T18:00:00Z"),
      renewsAt: new Date("2026-11-30T18:00:00Z"),
    });
  });

  it("renews exactly at Dhaka midnight, and across the year's end", () => {
    const renewsAt = new Date("2026-11-30T18:00:00Z");
    expect(quotaMonth(new Date(renewsAt.getTime() - 1)).renewsAt).toEqual(renewsAt);
    expect(quotaMonth(renewsAt).from).toEqual(renewsAt);
    expect(quotaMonth(new Date("2026-12-31T18:00:00Z"))).toEqual({
      from: new Date("2026-12-31T18:00:00Z"),
      renewsAt: new Date("2027-01-31T18:00:00Z"),
    });
  });

  it("says in Bengali, with Bengali digits, how many were used and when the quota renews", () => {
    const refusal = quotaUsedUp({ used: 3, limit: FREE_EXAMS_PER_MONTH, renews_at: "2026-11-30T18:00:00.000Z" });
    expect(refusal.statusCode).toBe(403);
    expect(refusal.message).toContain("৩টি");
    expect(refusal.message).toContain("১ ডিসেম্বর, ২০২৬");
  });
});
