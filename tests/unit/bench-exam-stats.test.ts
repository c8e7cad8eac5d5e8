import { describe, expect, it } from "vitest";
import { percentile, phaseTable, summarise } from "../../bench/exam/stats";

describe("bench:exam percentiles", () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("takes the nearest rank: the smallest sample with p % at or below it", () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([7, 9], 50)).toBe(7);
    expect(percentile([7, 9], 51)).toBe(9);
    expect(percentile([42], 0)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it("summarises unsorted samples with their rate over the phase's wall time", () => {
    const row = summarise({ name: "save", latenciesMs: [30, 10, 20, 40], errors: 1, wallMs: 2000 });
    expect(row).toEqual({ name: "save", count: 4, errors: 1, perSecond: 2, p50: 20, p95: 40, p99: 40, max: 40 });
  });

  it("prints one row per phase, rounded, with a dash for a phase without samples", () => {
    const table = phaseTable([
      summarise({ name: "start", latenciesMs: [100.4, 200.6], errors: 0, wallMs: 1000 }),
      summarise({ name: "submit", latenciesMs: [], errors: 3, wallMs: 0 }),
    ]);
    expect(table.split("\n")).toEqual([
      "| phase | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      "| start | 2 | 0 | 2.0 | 100 | 201 | 201 | 201 |",
      "| submit | 0 | 3 | 0.0 | – | – | – | – |",
    ]);
  });
});
