/** The public catalogue: families, batch listing filters and search, details, timetables, videos, events. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, HIDDEN_EVENT_IDS } from "../../server/contract";
import { makeTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

async function get(url: string, status = 200) {
  const res = await api.app.inject({ url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const slugsOf = (page: { data: { slug: string }[] }) => page.data.map((b) => b.slug);
const all = (query = "") => get(`/api/v3/web/batches?perpage=100${query}`);

describe("course families", () => {
  it.each(["fcps", "residency", "m-phil-diploma", "mph", "combined", "outlier"])(
    "%s has courses with current sessions",
    async (slug) => {
      const { data } = endpoints.courseFamily.response.parse(await get(`/api/v3/web/course-families/${slug}`));
      expect(data.slug).toBe(slug);
      expect(data.icon).toBe(`icon-${slug}`);
      expect(data.courses.length).toBeGreaterThan(0);
      for (const course of data.courses) expect(course.sessions.length).toBeGreaterThan(0);
    },
  );

  it("leaves out sessions that have ended, and counts open batches", async () => {
    const { data } = await get("/api/v3/web/course-families/fcps");
    const part1 = data.courses.find((c: { slug: string }) => c.slug === "fcps-part-1");
    expect(part1.sessions).toHaveLength(2);
    // The current session: online, weekend (nearly full), Chattogram open; Rajshahi full.
    expect(part1.sessions[0]).toMatchObject({ batch_count: 4, open_batch_count: 3 });
  });

  it("answers 404 for an unknown family", async () => {
    await get("/api/v3/web/course-families/dentistry", 404);
  });
});

describe("batch listing", () => {
  it("is paginated the Laravel way, open batches first and archived ones never", async () => {
    const page = await get("/api/v3/web/batches?per-page=5&page=2");
    expect(page).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10, total: 22 });
    expect(page.next_page_url).toBe("/api/v3/web/batches?per-page=5&page=3");
    const everything = await all();
    const statuses = everything.data.map((b: { status: string }) => b.status);
    expect(statuses).toEqual(
      [...statuses].sort((a: string, b: string) => ["open", "full", "closed"].indexOf(a) - ["open", "full", "closed"].indexOf(b)),
    );
    expect(statuses.at(-1)).toBe("closed");
    expect(slugsOf(everything)).not.toContain("fcps-part-1-online-previous");
  });

  it("covers all 12 batch categories, every mode and every branch", async () => {
    const { data } = await all();
    const categories = new Set(data.flatMap((b: { categories: { slug: string }[] }) => b.categories.map((c) => c.slug)));
    expect(categories.size).toBe(12);
    expect(new Set(data.map((b: { mode: string }) => b.mode))).toEqual(new Set(["online", "offline", "hybrid"]));
    expect(new Set(data.map((b: { branch: { slug: string } }) => b.branch.slug)).size).toBe(6);
  });

  it("filters by category, mode, branch, session, course and family together", async () => {
    const offline = slugsOf(await all("&category=fcps-part-1&mode=offline"));
    expect(offline.sort()).toEqual([
      "fcps-mock-farmgate",
      "fcps-part-1-farmgate-weekend",
      "fcps-part-1-rajshahi",
      "fcps-part-1-sylhet",
    ]);
    // The full Rajshahi batch comes after every open one.
    expect(slugsOf(await all("&category=fcps-part-1&mode=offline")).at(-1)).toBe("fcps-part-1-rajshahi");
    expect(slugsOf(await all("&branch=chattogram"))).toEqual(
      expect.arrayContaining(["fcps-part-1-chattogram-hybrid", "residency-grand-mock-chattogram"]),
    );
    for (const b of (await all("&branch=chattogram")).data) expect(b.branch.slug).toBe("chattogram");
    expect(slugsOf(await all("&family=outlier&mode=online"))).toEqual([
      "bcs-health-online",
      "plab-1-online",
      "mrcp-part-1-online",
    ]);
    expect(slugsOf(await all("&course=residency-grand-mock"))).toEqual([
      "residency-grand-mock",
      "residency-grand-mock-chattogram",
    ]);
    const one = (await all()).data[0];
    for (const b of (await all(`&session=${one.session.id}`)).data) expect(b.session.id).toBe(one.session.id);
  });

  it("treats empty parameters from a GET form's 'all' option as no filter, and refuses unknown modes", async () => {
    expect((await all("&mode=&branch=&session=&category=&q=")).total).toBe(22);
    const res = await api.app.inject({ url: "/api/v3/web/batches?mode=teleport" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mode).toBeDefined();
  });

  it("finds the promotion's grand mock among residency batches, by slug or by Bengali title", async () => {
    expect(slugsOf(await get("/api/v3/web/batches?category=residency&search=grand-mock"))).toEqual([
      "residency-grand-mock",
      "residency-grand-mock-chattogram",
    ]);
    expect(slugsOf(await all("&q=grand mock"))).toHaveLength(2);
    expect(slugsOf(await all("&q=গ্র্যান্ড মক"))).toHaveLength(2);
    expect((await all("&q=100%")).total).toBe(0);
  });
});

describe("batch details", () => {
  it("shows the fee breakdown, seats, deadline, installment plan and schedules", async () => {
    const { data } = endpoints.batchDetails.response.parse(await get("/api/v3/web/batches/1"));
    expect(data).toMatchObject({
      slug: "fcps-part-1-online-evening",
      status: "open",
      seats: 150,
      seats_left: 114,
      fee: 18000,
      price: 15000,
      early_bird: { discount: 3000, active: true },
      alumni_discount: 2000,
      required_profile_fields: ["name", "bmdc", "email", "medical_college_id"],
    });
    expect(data.installment_plan!.installments.map((i) => [i.amount, i.due_in_days])).toEqual([
      [5000, 0],
      [5000, 30],
      [5000, 60],
    ]);
    expect(data.schedules).toHaveLength(2);
    expect(data.schedules[0]!.slot_count).toBeGreaterThan(20);
    expect(Date.parse(data.enrollment_deadline)).toBeLessThan(Date.parse(data.starts_at));
  });

  it("stages the refusal cases: nearly full, full, closed, and a courier batch that needs an address", async () => {
    expect((await get("/api/v3/web/batches/2")).data).toMatchObject({
      seats_left: 4,
      status: "open",
      required_profile_fields: expect.arrayContaining(["permanent_address"]),
    });
    expect((await get("/api/v3/web/batches/4")).data).toMatchObject({ seats_left: 0, status: "full" });
    expect((await get("/api/v3/web/batches/5")).data).toMatchObject({ status: "closed" });
  });

  it("offers the combined programme through its master schedules", async () => {
    const { data } = await get("/api/v3/web/batches/14");
    expect(data.schedules).toEqual([]);
    expect(data.master_schedules).toHaveLength(2);
  });

  it("answers 404 for a missing or malformed id", async () => {
    await get("/api/v3/web/batches/9999", 404);
    await get("/api/v3/web/batches/1e3", 404);
  });
});

describe("batch filters", () => {
  it("offers only values some batch has, labelled in Bengali", async () => {
    const { data } = await get("/api/v3/web/batch-filters?category=residency");
    expect(data.modes.map((m: { value: string }) => m.value).sort()).toEqual(["hybrid", "offline", "online"]);
    expect(data.branches.map((b: { value: string }) => b.value)).not.toContain("rajshahi");
    expect(data.modes).toContainEqual({ value: "online", label: "অনলাইন" });
    expect(data.categories).toHaveLength(12);
  });
});

describe("timetables", () => {
  it("gives a batch's slots by date, numbered by week, of every kind", async () => {
    const { data } = endpoints.batchSchedules.response.parse(await get("/api/v3/web/batches/1/schedules"));
    const slots = data.schedules[0]!.slots;
    expect(new Set(slots.map((s) => s.kind))).toEqual(new Set(["lecture", "exam", "solve_class", "feedback"]));
    const dates = slots.map((s) => s.date);
    expect(dates).toEqual([...dates].sort());
    expect(slots[0]!.week).toBe(1);
    expect(slots.at(-1)!.week).toBeGreaterThanOrEqual(8);
    for (const s of slots) expect(s.end_time > s.start_time).toBe(true);
  });

  it("consolidates a master schedule across its batches, without clashes", async () => {
    const list = await get("/api/v3/web/master-schedules");
    expect(list.data[0].parts.map((p: { batch: { slug: string } }) => p.batch.slug)).toEqual([
      "fcps-part-1-online-evening",
      "residency-online-regular",
    ]);
    const { data } = endpoints.masterSchedule.response.parse(await get(`/api/v3/web/master-schedules/${list.data[0].id}`));
    expect(new Set(data.slots.map((s) => s.batch_id))).toEqual(new Set([1, 7]));
    const starts = data.slots.map((s) => `${s.date} ${s.start_time}`);
    expect(starts).toEqual([...starts].sort());
    const lectures = data.slots.filter((s) => s.kind === "lecture").map((s) => `${s.date} ${s.start_time}`);
    expect(new Set(lectures).size).toBe(lectures.length);
    await get("/api/v3/web/master-schedules/999", 404);
  });
});

describe("videos", () => {
  it("free videos carry a privacy-friendly embed and a plain YouTube link", async () => {
    const { data } = await get("/api/v3/web/free-videos/1");
    expect(data.embed_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    expect(data.youtube_url).toBe(`https://www.youtube.com/watch?v=${data.youtube_id}`);
    expect((await get("/api/v3/web/free-videos")).total).toBe(6);
    await get("/api/v3/web/free-videos/999", 404);
  });

  it("unit videos are listed with prices and their class, never with the video link", async () => {
    // Batch 23: last session's FCPS Part 1 batch, whose recorded classes are on sale.
    const page = await get("/api/v3/web/unit-videos?batch=23");
    expect(page.total).toBe(6);
    expect(page.data.map((v: { price: number }) => v.price).sort((a: number, b: number) => a - b)).toEqual([
      199.5, 200, 250, 250, 300, 350,
    ]);
    expect(JSON.stringify(page)).not.toContain("video.sopan-pg.example");
    const one = page.data[0];
    expect((await get(`/api/v3/web/unit-videos?event_id=${one.event.id}`)).data.map((v: { id: number }) => v.id)).toEqual([
      one.id,
    ]);
    expect((await get(`/api/v3/web/unit-videos?course=${one.course.id}`)).total).toBe(6);
    // Batch 7's classes are still to come: their recordings are not on sale yet (issue 42, item 12).
    expect((await get("/api/v3/web/unit-videos?batch=7")).total).toBe(0);
  });
});

describe("events (extended)", () => {
  it("carries the new fields", async () => {
    const { data } = endpoints.eventDetails.response.parse(await get("/api/v3/web/events/1001"));
    expect(data).toMatchObject({ id: 1001, registration_open: true });
    expect(Date.parse(data.ends_at!)).toBeGreaterThan(Date.parse(data.starts_at));
  });

  it("tells online, hybrid and closed events apart", async () => {
    expect((await get("/api/v3/web/events/1003")).data).toMatchObject({ mode: "online", is_free: true });
    expect((await get("/api/v3/web/events/1004")).data).toMatchObject({ mode: "hybrid", is_free: false, fee: 200 });
    expect((await get("/api/v3/web/events/1002")).data).toMatchObject({ ends_at: null, type: 2 });
    expect((await get("/api/v3/web/events/1008")).data).toMatchObject({ registration_open: false });
  });
});

describe("hidden events", () => {
  const ids = (page: { data: { id: number }[] }) => page.data.map((e) => e.id);

  it("are in no list, count in no total, and their details answer 404", async () => {
    for (const url of ["/api/v3/web/events?perpage=100", "/api/v3/web/homepage/event-categories?perpage=100"]) {
      const page = await get(url);
      for (const hidden of HIDDEN_EVENT_IDS) expect(ids(page)).not.toContain(hidden);
      expect(page.total).toBe(page.data.length);
    }
    for (const hidden of HIDDEN_EVENT_IDS) await get(`/api/v3/web/events/${hidden}`, 404);
  });

  it("leave no gap in a page: the home section still gets four open events", async () => {
    const page = await get("/api/v3/web/homepage/event-categories?list-for=homepage-section&perpage=4");
    expect(page.data).toHaveLength(4);
    expect((await get("/api/v3/web/events?perpage=100")).total).toBe(7);
  });
});
