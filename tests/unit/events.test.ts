import { describe, expect, it } from "vitest";
import { isAlumniEvent, isHiddenEvent, visibleEvents } from "~/lib/events";

const event = (id: number, type = 1) => ({ id, type, name: `ইভেন্ট ${id}`, image: "/media/e.svg", deadline: "2026-01-01T00:00:00+06:00" });

describe("event rules", () => {
  it("drops event 1007 and keeps the order of the rest", () => {
    const list = [event(1007), event(1), event(2, 2), event(3)];
    expect(visibleEvents(list).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(visibleEvents([event(1007)])).toEqual([]);
    expect(isHiddenEvent(1007)).toBe(true);
    expect(isHiddenEvent(1)).toBe(false);
  });
  it("flags type 2 as an alumni event", () => {
    expect(isAlumniEvent(event(1, 2))).toBe(true);
    expect(isAlumniEvent(event(1, 1))).toBe(false);
  });
});
