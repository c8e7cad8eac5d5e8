import { describe, expect, it } from "vitest";
import { toTaka } from "../../server/contract/money";
import { cartTotalPaisa } from "../../server/payments/unit-video-cart";

describe("the unit-video cart total", () => {
  it("is the sum in paisa, exact at two decimals where taka floats would drift", () => {
    // 0.1 + 0.2 in taka floats is 0.30000000000000004; in paisa it is 30.
    expect(toTaka(cartTotalPaisa([10, 20]))).toBe(0.3);
    expect(toTaka(cartTotalPaisa([19950, 25000, 30000]))).toBe(749.5);
    expect(toTaka(cartTotalPaisa([1999, 1999, 1999]))).toBe(59.97);
  });
  it("is zero for an empty cart", () => {
    expect(cartTotalPaisa([])).toBe(0);
  });
});
