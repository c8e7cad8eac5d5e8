/** Laravel-style pagination and the error shapes every client relies on. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../../server/contract";
import { buildApi } from "../../server/app";
import { makeTestApi, testConfig, type TestApi } from "./helpers";

let api: TestApi;
const get = (url: string) => api.app.inject({ url });

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("pagination", () => {
  it("per-page and perpage mean the same thing", async () => {
    const a = (await get("/api/v3/web/events?per-page=3")).json();
    const b = (await get("/api/v3/web/events?perpage=3")).json();
    expect(a.data).toHaveLength(3);
    expect(a.data).toEqual(b.data);
    expect(a.per_page).toBe(3);
  });

  it("fills Laravel's fields, with relative links that keep the caller's parameters", async () => {
    const first = (await get("/api/v3/web/events?perpage=3&list-for=all")).json();
    expect(first).toMatchObject({
      current_page: 1,
      from: 1,
      to: 3,
      per_page: 3,
      total: 7,
      last_page: 3,
      path: "/api/v3/web/events",
    });
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toBe("/api/v3/web/events?perpage=3&list-for=all&page=2");

    const last = (await get(first.next_page_url.replace("page=2", "page=3"))).json();
    expect(last).toMatchObject({ current_page: 3, from: 7, to: 7, next_page_url: null });
    expect(last.prev_page_url).toBe("/api/v3/web/events?perpage=3&list-for=all&page=2");
    const ids = new Set([...first.data, ...last.data].map((e: { id: number }) => e.id));
    expect(ids.size).toBe(4);
  });

  it("a page past the end is empty, not an error", async () => {
    const page = (await get("/api/v3/web/faqs?page=99")).json();
    expect(page).toMatchObject({ current_page: 99, data: [], from: null, to: null, total: 8 });
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["perpage=0", "perpage"],
    ["per-page=101", "per-page"],
    ["perpage=2.5", "perpage"],
  ])("a bad query (%s) is a 422 naming the field", async (query, field) => {
    const res = await get(`/api/v3/web/quizzes?${query}`);
    expect(res.statusCode).toBe(422);
    const body = apiError.parse(res.json());
    expect(body.message).toBe("প্রদত্ত তথ্য সঠিক নয়।");
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.errors?.[field]?.[0]).toMatch(/[\u0980-\u09FF]/);
  });
});

describe("errors", () => {
  it("an unknown route is a 404 with a message", async () => {
    const res = await get("/api/v3/web/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    "/api/v3/web/faqs/999",
    "/api/v3/web/faqs/abc",
    "/api/v3/web/faqs/1e3",
    "/api/v3/web/events/99999999999",
    "/api/v3/web/events/0",
    "/api/v3/web/course-settings/42",
    "/api/v3/web/pages/unknown",
    "/media/../app.ts",
    "/media/brand/missing.svg",
  ])("%s is a 404 with a message", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(apiError.parse(res.json()).message.length).toBeGreaterThan(0);
  });

  it("broken JSON is a 400 in the same shape", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/api/activities",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).message).toMatch(/[\u0980-\u09FF]/);
  });

  it("an unexpected failure is a 500 'Server Error' that leaks nothing, and is logged", async () => {
    const logged: string[] = [];
    const logStream = { write: (line: string) => void logged.push(line) };
    const app = buildApi({ db: api.db, config: testConfig({ LOG_LEVEL: "error" }), logStream });
    app.get("/boom", async () => {
      throw new Error("secret internal detail");
    });
    const res = await app.inject({ url: "/boom" });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Server Error" });
    expect(res.body).not.toContain("secret");
    expect(logged.join("")).toContain("secret internal detail");
  });

  it("an answer that would leave its contract becomes a 500 instead", async () => {
    const { shape } = await import("../../server/http/shape");
    const app = buildApi({ db: api.db, config: testConfig() });
    app.get("/off-contract", async () => shape("faq", { data: { id: 1, title: "x" } } as never));
    const res = await app.inject({ url: "/off-contract" });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Server Error" });
  });
});
