/**
 * Demo images: no SVG carries text (images cannot use the page's Bengali web font, so text would
 * show as empty boxes on systems without one), and every image the seed points at is served.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { batches, events, galleryImages, heroSlides, promotionalBanners } from "../../server/db/schema";
import { makeTestApi, type TestApi } from "./helpers";

const MEDIA = fileURLToPath(new URL("../../server/media", import.meta.url));
const svgs = readdirSync(MEDIA, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".svg"));

let api: TestApi;
beforeAll(async () => {
  api = await makeTestApi();
});
afterAll(() => api.close());

it.each(svgs)("%s draws shapes only, no <text>", (file) => {
  const svg = readFileSync(join(MEDIA, file), "utf8");
  expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
  expect(svg).not.toMatch(/<text[\s>]/);
});

it("serves every image the seeded data points at", async () => {
  const paths = [
    ...(await api.db.select({ p: batches.image }).from(batches)),
    ...(await api.db.select({ p: events.image }).from(events)),
    ...(await api.db.select({ p: galleryImages.image }).from(galleryImages)),
    ...(await api.db.select({ p: promotionalBanners.image }).from(promotionalBanners)),
    ...(await api.db.select({ p: heroSlides.thumb }).from(heroSlides)),
  ].flatMap(({ p }) => (p ? [p] : []));
  expect(paths.length).toBeGreaterThan(30);
  for (const path of new Set(paths)) expect((await api.app.inject({ url: path })).statusCode, path).toBe(200);
});
