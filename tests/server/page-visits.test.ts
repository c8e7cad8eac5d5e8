/**
 * Spec §1: every page load is an activity, also when the guest render cache answers it (the root
 * loader that records a rendered page never runs on a hit), and a logged-in doctor's is theirs. The
 * real Express host, over a stand-in Remix build whose entry records a rendered page as the root
 * loader does, in front of a real API: N loads must leave N rows in the API's database, in batches.
 */
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalApp, listen, type PortalServer } from "../../bin/portal";
import { activities } from "../../server/db/schema";
import { issueToken } from "../../server/auth/tokens";
import { documentActivity, isDocumentRequest, recordActivity } from "~/lib/activity.server";
import { parsePortalConfig } from "~/lib/config.server";
import { encryptSessionValue, sessionCookieName } from "~/lib/session.server";
import { standInBuild } from "../unit/stand-in-build";
import { freePort, makeBkashStack, type BkashStack } from "./bkash-stack";
import { DEMO_DOCTOR_ID } from "./helpers";

let api: BkashStack;
let portal: PortalServer;
let base = "";
let renders = 0;

/** One root route; the entry renders a page and records it as app/root.tsx's loader does. */
const build = standInBuild({
  render: async (req, _status, headers, _ctx, load) => {
    renders++;
    if (isDocumentRequest(req)) recordActivity(req, load, documentActivity(req));
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(`<!doctype html><p>about</p><script nonce="${load.cspNonce}">1</script>`, { status: 200, headers });
  },
});

beforeAll(async () => {
  api = await makeBkashStack();
  // callApi reads the portal's configuration from the environment.
  process.env.PRODUCT_API_URL = api.origin;
  const port = await freePort();
  const cfg = parsePortalConfig({
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(40),
    PUBLIC_CACHE_FRESH_MS: "60000",
    PRODUCT_API_URL: api.origin,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  });
  portal = await listen(createPortalApp(cfg, build), cfg);
  base = `http://127.0.0.1:${cfg.PORT}`;
});
afterAll(async () => {
  await portal?.close();
  await api?.close();
});

const page = { accept: "text/html", "sec-fetch-dest": "document", "user-agent": "GuestBrowser/1.0" };
const recorded = async (to: string, query: string) =>
  (
    await api.db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.to, to), eq(activities.query, query)))
  )[0]!.n;

describe("a page the host renders", () => {
  it("is the doctor's visit whose token the session holds, a dead token's a guest's, all in the host's batches", async () => {
    const { plaintext } = await issueToken(api.db, DEMO_DOCTOR_ID, { name: "page visits" });
    const loggedIn = `${sessionCookieName()}=${encryptSessionValue({ token: plaintext })}`;
    const deadToken = `${sessionCookieName()}=${encryptSessionValue({ token: `${plaintext.split("|")[0]}|not-the-secret` })}`;
    const loads = [loggedIn, loggedIn, loggedIn, deadToken].map(async (cookie) => {
      // A cookie keeps a page out of the render cache: each is rendered, and its root loader records it.
      const res = await fetch(`${base}/about?probe=doctor`, { headers: { ...page, cookie, "user-agent": "DoctorBrowser/2.0" } });
      expect(res.status).toBe(200);
      await res.text();
    });
    await Promise.all(loads);
    await expect.poll(() => recorded("/about", "probe=doctor"), { timeout: 10_000 }).toBe(loads.length);
    const rows = await api.db.select().from(activities).where(eq(activities.query, "probe=doctor"));
    expect(rows.map((r) => r.doctorId).sort()).toEqual([DEMO_DOCTOR_ID, DEMO_DOCTOR_ID, DEMO_DOCTOR_ID, null]);
    expect(new Set(rows.map((r) => `${r.ip} ${r.userAgent}`))).toEqual(new Set(["127.0.0.1 DoctorBrowser/2.0"]));
    // No API call a visit: loads made together went out together, in one statement (one time of insert).
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBeLessThan(loads.length);
  });
});

describe("a page the render cache answers", () => {
  it("is recorded once per load, in batches, with the visitor's address and browser", async () => {
    let loads = 0;
    const load = async () => {
      const res = await fetch(`${base}/about?probe=loads`, { headers: { ...page, referer: `${base}/faq` } });
      expect(res.status).toBe(200);
      await res.text();
      loads++;
    };
    // The first render is kept once its encodings are made, which may end after its answer was sent
    // (a loaded machine): a load meanwhile renders for itself. Load until one is a hit, at most a few.
    await load();
    await expect
      .poll(
        async () => {
          const before = renders;
          await load();
          return renders === before;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    const rendered = renders;
    for (let i = 0; i < 8; i++) await load();
    expect(renders).toBe(rendered); // these eight were cache hits
    // Hits are posted within PAGE_VISIT_FLUSH_MS (1 s); closing the host would also flush them.
    await expect.poll(() => recorded("/about", "probe=loads"), { timeout: 10_000 }).toBe(loads);
    const rows = await api.db.select().from(activities).where(eq(activities.query, "probe=loads"));
    expect(new Set(rows.map((r) => `${r.from} ${r.ip} ${r.userAgent} ${r.doctorId}`))).toEqual(
      new Set(["/faq 127.0.0.1 GuestBrowser/1.0 null"]),
    );
  });

  it("takes the visitor's address from a trusted proxy, and the scheme from PUBLIC_ORIGIN, never a header", async () => {
    // The test's own loopback peer is a trusted proxy (PORTAL_TRUST_PROXY's default): its X-Forwarded-For counts,
    // its X-Forwarded-Proto does not (decision 090): the site's origin is PUBLIC_ORIGIN, here `base`.
    const viaProxy = { ...page, "x-forwarded-for": "103.4.145.2", "x-forwarded-proto": "https" };
    const load = async (referer: string) => {
      const res = await fetch(`${base}/about?probe=proxy`, { headers: { ...viaProxy, referer } });
      expect(res.status).toBe(200);
      await res.text();
    };
    const own = base;
    await load(`${own}/faq`);
    await expect
      .poll(
        async () => {
          const before = renders;
          await load(`${own}/faq`);
          return renders === before;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    const rendered = renders;
    // An https:// referer is another origin, whatever the proxy says the page was asked for over.
    for (const referer of [`${own}/events`, `https://${new URL(base).host}/gallery`]) await load(referer);
    expect(renders).toBe(rendered); // both were cache hits
    await expect.poll(() => recorded("/about", "probe=proxy"), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const rows = await api.db.select().from(activities).where(eq(activities.query, "probe=proxy"));
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(["103.4.145.2"]));
    expect(rows.map((r) => r.from)).toEqual(expect.arrayContaining(["/faq", "/events", null]));
    expect(rows.map((r) => r.from)).not.toContain("/gallery");
  });

  it("is not recorded for a prefetch or a non-page fetch, like a rendered page", async () => {
    for (const headers of [{ ...page, "sec-purpose": "prefetch" }, { accept: "*/*", "sec-fetch-dest": "empty" }, page]) {
      await (await fetch(`${base}/about?probe=prefetch`, { headers })).text();
    }
    await portal.close(); // flushes the batch
    expect(await recorded("/about", "probe=prefetch")).toBe(1);
  });
});

describe("POST /api/activities/batch", () => {
  const visit = { to: "/about", ip: "103.4.145.2" };

  it("is refused from a peer that is not a trusted proxy, like X-Forwarded-For", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/api/activities/batch",
      payload: { visits: [visit] },
      remoteAddress: "203.0.113.9",
    });
    expect(res.statusCode).toBe(403);
  });

  it("keeps every visit of a batch exactly as sent: quotes, backslashes, Bengali, the longest values, whose it is", async () => {
    const doctorToken = (await issueToken(api.db, DEMO_DOCTOR_ID, { name: "batch" })).plaintext;
    // The batch goes to the database as one JSON parameter (server/content/activities.ts): nothing may be lost or read as JSON.
    const marker = `/guest-batch-${Date.now()}`;
    const visits = [
      {
        to: `${marker}/"quoted"\\back\\slash`,
        query: `q=${"অ".repeat(10)}&x={"a":[1]}`,
        from: null,
        ip: "2001:db8::7",
        user_agent: 'Say "hi"\n',
      },
      {
        to: `${marker}/${"x".repeat(2048 - marker.length - 1)}`,
        query: "",
        from: "/faq",
        ip: "103.4.145.2",
        user_agent: "u".repeat(1024),
      },
      { to: `${marker}/null`, query: "null", from: "null", ip: "10.0.0.1", user_agent: null },
      { to: `${marker}/doctor`, query: "", from: null, ip: "10.0.0.2", user_agent: null, bearer: doctorToken },
      { to: `${marker}/dead-token`, query: "", from: null, ip: "10.0.0.2", user_agent: null, bearer: "1|not-the-secret" },
    ];
    const res = await api.app.inject({ method: "POST", url: "/api/activities/batch", payload: { visits } });
    expect(res.statusCode).toBe(201);
    const rows = await api.db
      .select({
        to: activities.to,
        query: activities.query,
        from: activities.from,
        ip: activities.ip,
        ua: activities.userAgent,
        doctor: activities.doctorId,
      })
      .from(activities)
      .where(like(activities.to, `${marker}/%`))
      .orderBy(activities.id);
    expect(rows).toEqual(
      visits.map((v) => ({
        to: v.to,
        query: v.query,
        from: v.from,
        ip: v.ip,
        ua: v.user_agent,
        doctor: "bearer" in v && v.bearer === doctorToken ? DEMO_DOCTOR_ID : null,
      })),
    );
  });

  it("stores a lone surrogate as U+FFFD, as a single visit's bound value is, rather than failing the batch", async () => {
    const marker = `/surrogate-${Date.now()}`;
    const res = await api.app.inject({
      method: "POST",
      url: "/api/activities/batch",
      payload: { visits: [{ to: `${marker}/a\ud800b`, ip: "10.0.0.3", user_agent: "\udfffUA" }] },
    });
    expect(res.statusCode).toBe(201);
    const rows = await api.db
      .select({ to: activities.to, ua: activities.userAgent })
      .from(activities)
      .where(like(activities.to, `${marker}/%`));
    expect(rows).toEqual([{ to: `${marker}/a\ufffdb`, ua: "\ufffdUA" }]);
  });

  it("refuses an empty batch, a batch over the limit, an address that is none and a token longer than any", async () => {
    const tooMany = Array.from({ length: 201 }, () => visit);
    for (const visits of [[], tooMany, [{ ...visit, ip: "nobody" }], [{ ...visit, bearer: `1|${"x".repeat(254)}` }]]) {
      const res = await api.app.inject({ method: "POST", url: "/api/activities/batch", payload: { visits } });
      expect(res.statusCode, JSON.stringify(visits).slice(0, 80)).toBe(422);
    }
  });
});
