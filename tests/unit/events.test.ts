import { describe, expect, it } from "vitest";
import { isAlumniEvent } from "~/lib/events";

const event = (id: number, type = 1) => ({
  id,
  type,
  name: `ইভেন্ট ${id}`,
  image: "/media/e.svg",
  deadline: "2026-01-01T00:00:00+06:00",
});

describe("event rules", () => {
  it("flags type 2 as an alumni event", () => {
    expect(isAlumniEvent(event(1, 2))).toBe(true);
    expect(isAlumniEvent(event(1, 1))).toBe(false);
  });
});
