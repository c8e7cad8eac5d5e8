/** CSRF cookie, demo media, health. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../../server/app";
import { makeTestApi, PRODUCTION_ENV, testConfig, type TestApi } from "./helpers";

let api: TestApi;

beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

describe("GET /sanctum/csrf-cookie", () => {
  it("answers 204 with a random, script-readable, SameSite=Lax XSRF-TOKEN cookie on /", async () => {
    const a = await api.app.inject({ url: "/sanctum/csrf-cookie" });
    const b = await api.app.inject({ url: "/sanctum/csrf-cookie" });
    expect(a.statusCode).toBe(204);
    expect(a.body).toBe("");
    const cookie = a.cookies.find((c) => c.name === "XSRF-TOKEN")!;
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.secure).toBeFalsy();
    expect(b.cookies.find((c) => c.name === "XSRF-TOKEN")!.value).not.toBe(cookie.value);
  });

  it("marks the cookie Secure in production", async () => {
    const app = buildApi({ db: api.db, config: testConfig(PRODUCTION_ENV) });
    const res = await app.inject({ url: "/sanctum/csrf-cookie" });
    await app.close();
    expect(res.cookies.find((c) => c.name === "XSRF-TOKEN")?.secure).toBe(true);
  });
});

describe("GET /media/*", () => {
  it("serves SVGs with long caching, an ETag and a script-free policy", async () => {
    const res = await api.app.inject({ url: "/media/slides/fcps-admission.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=2592000");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body).toContain("<svg");
    expect(res.body.length).toBeLessThan(4096);

    const again = await api.app.inject({
      url: "/media/slides/fcps-admission.svg",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves every image the seed refers to", async () => {
    const banner = (await api.app.inject({ url: "/api/v3/web/homepage/banner-section" })).json().data;
    const events = (await api.app.inject({ url: "/api/v3/web/events?perpage=50" })).json().data;
    const appData = (await api.app.inject({ url: "/api/v3/web/app-data" })).json();
    const settings = (await api.app.inject({ url: "/api/v3/web/course-settings/1" })).json().data.settings;
    const paths = [
      ...banner.slide_items.map((s: { thumb: string | null }) => s.thumb).filter(Boolean),
      ...banner.promotional_banners.map((b: { image: string }) => b.image),
      ...events.map((e: { image: string }) => e.image),
      appData.logo,
      appData.footer_logo,
      settings.image,
      "/media/avatars/doctor-1.svg",
    ];
    for (const path of paths) expect((await api.app.inject({ url: path })).statusCode, path).toBe(200);
  });
});

describe("GET /health", () => {
  it("is ok while the database answers", async () => {
    const res = await api.app.inject({ url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});
