import { describe, expect, it } from "vitest";
import {
  bnDigits,
  bnNumber,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatDuration,
  formatHour,
  formatTaka,
  formatTimeSpan,
} from "~/lib/format";

describe("bnNumber / bnDigits", () => {
  it("writes numbers in Bengali digits with Indian grouping", () => {
    expect(bnNumber(0)).toBe("০");
    expect(bnNumber(25)).toBe("২৫");
    expect(bnNumber(1234567)).toBe("১২,৩৪,৫৬৭");
  });
  it("replaces only the digits of a string", () => {
    expect(bnDigits("0123456789")).toBe("০১২৩৪৫৬৭৮৯");
    expect(bnDigits("পার্ট-1, page 12/3")).toBe("পার্ট-১, page ১২/৩");
    expect(bnDigits("কোনো সংখ্যা নেই")).toBe("কোনো সংখ্যা নেই");
  });
});

describe("formatDuration", () => {
  it.each([
    [750, "১২:৩০"],
    [0, "০:০০"],
    [3600, "৬০:০০"],
    [65, "১:০৫"],
    [5999, "৯৯:৫৯"],
  ])("%i seconds → %s", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
  it("never shows a negative or fractional clock", () => {
    expect(formatDuration(-10)).toBe("০:০০");
    expect(formatDuration(90.9)).toBe("১:৩০");
  });
});

describe("formatTimeSpan", () => {
  it.each([
    [10_800, "৩ ঘণ্টা"],
    [5_400, "১ ঘণ্টা ৩০ মিনিট"],
    [2_700, "৪৫ মিনিট"],
    [600, "১০ মিনিট"],
    [90, "১ মিনিট ৩০ সেকেন্ড"],
    [3_605, "১ ঘণ্টা ৫ সেকেন্ড"],
    [0, "০ মিনিট"],
    [-5, "০ মিনিট"],
  ])("%i seconds → %s", (seconds, expected) => {
    expect(formatTimeSpan(seconds)).toBe(expected);
  });
});

describe("formatDeadline", () => {
  it("shows the Dhaka time to the second, also on the hour", () => {
    expect(formatDeadline("2026-03-05T11:30:15Z")).toBe("৫ মার্চ, ২০২৬, বিকাল ৫:৩০:১৫");
    expect(formatDeadline("2026-03-05T18:00:00Z")).toBe("৬ মার্চ, ২০২৬, রাত ১২:০০:০০");
    expect(formatDeadline("2026-03-05T04:05:09+06:00")).toBe("৫ মার্চ, ২০২৬, ভোর ৪:০৫:০৯");
  });
});

describe("formatDate / formatDateTime", () => {
  it("uses Dhaka time, so a late-evening UTC instant falls on the next Dhaka day", () => {
    expect(formatDate("2026-03-04T20:00:00Z")).toBe("৫ মার্চ, ২০২৬");
    expect(formatDate("2026-03-05T10:00:00+06:00")).toBe("৫ মার্চ, ২০২৬");
  });
  it("adds the spoken Dhaka time of day, with no Latin AM/PM", () => {
    expect(formatDateTime("2026-03-05T10:30:00+06:00")).toBe("৫ মার্চ, ২০২৬, সকাল ১০টা ৩০ মিনিট");
    expect(formatDateTime("2026-03-05T11:00:00Z")).toBe("৫ মার্চ, ২০২৬, বিকাল ৫টা");
    expect(formatDateTime("2026-03-05T18:00:00Z")).toBe("৬ মার্চ, ২০২৬, রাত ১২টা");
    expect(formatDateTime("2026-03-05T11:00:00Z")).not.toMatch(/[0-9A-Za-z]/);
  });
});

describe("formatTaka", () => {
  it("prefixes the taka sign; whole taka without decimals, any paisa with exactly two (spec §9)", () => {
    expect(formatTaka(1500)).toBe("৳১,৫০০");
    expect(formatTaka(1500.5)).toBe("৳১,৫০০.৫০");
    expect(formatTaka(349.5)).toBe("৳৩৪৯.৫০");
    expect(formatTaka(0.3)).toBe("৳০.৩০");
    expect(formatTaka(99.999)).toBe("৳১০০");
    expect(formatTaka(12.345)).toBe("৳১২.৩৫");
    expect(formatTaka(0)).toBe("৳০");
  });
});

describe("formatHour", () => {
  it.each([
    ["10:00", "সকাল ১০টা"],
    ["24:00", "রাত ১২টা"],
    ["00:00", "রাত ১২টা"],
    ["20:00", "রাত ৮টা"],
    ["12:00", "দুপুর ১২টা"],
    ["16:00", "বিকাল ৪টা"],
    ["18:00", "সন্ধ্যা ৬টা"],
    ["05:00", "ভোর ৫টা"],
    ["09:30", "সকাল ৯টা ৩০ মিনিট"],
  ])("%s → %s", (clock, expected) => {
    expect(formatHour(clock)).toBe(expected);
  });
  it("returns anything that isn't a clock unchanged", () => {
    expect(formatHour("সকাল")).toBe("সকাল");
  });
});
