/** How many portal processes `npm start` runs (bin/cluster.ts, WEB_CONCURRENCY in app/lib/config.server.ts). */
import { describe, expect, it } from "vitest";
import { webConcurrency } from "../../bin/cluster";
import { parsePortalConfig } from "~/lib/config.server";

const configured = (value?: string) => parsePortalConfig(value === undefined ? {} : { WEB_CONCURRENCY: value }).WEB_CONCURRENCY;

describe("WEB_CONCURRENCY", () => {
  it("defaults to one portal process per core", () => {
    expect(webConcurrency(configured(), 2)).toBe(2);
    expect(webConcurrency(configured(), 8)).toBe(8);
    expect(webConcurrency(configured(), 0)).toBe(1);
  });

  it("takes the number it is given, whatever the cores; 1 keeps a single process", () => {
    expect(webConcurrency(configured("1"), 8)).toBe(1);
    expect(webConcurrency(configured("3"), 2)).toBe(3);
    expect(webConcurrency(configured(" 2 "), 1)).toBe(2);
  });

  it("refuses anything but a whole number from 1 to 64, naming the variable", () => {
    for (const bad of ["0", "-1", "1.5", "65", "two"])
      expect(() => configured(bad), bad).toThrow(/WEB_CONCURRENCY must be a whole number from 1 to 64/);
  });
});
