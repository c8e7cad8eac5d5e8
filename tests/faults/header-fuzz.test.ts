/**
 * Issue 39: hostile headers against a production-mode portal on the real build, with one process and with two
 * cluster workers. Every kind of kept guest page (one of each CACHEABLE_PATHS pattern, found by following the
 * site's own links), a page rendered for a guest with a cookie and the demo doctor's dashboard are asked for
 * with each hostile Host, X-Forwarded-*, Forwarded, Accept-Encoding, request id and header count, as a
 * browser's page load (so a kept page's visit is recorded too). Nothing may answer 5xx or fail to answer, the
 * portal (and each worker) stays up, and after each hostile request a plain guest gets exactly the bytes of the
 * kept page it got before: no header changes what another visitor gets (decision 090).
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHEABLE_PATHS, isCacheablePath } from "../../bin/render-cache";
import { DEMO_TOKEN } from "../e2e/support/stack";
import { kill, pgliteDatabase, run, waitForHealth, type Proc } from "./support";

const API_PORT = 5760;
const SESSION_SECRET = "fault-suite-only-session-secret-0123456789";
const PAGE_LOAD = { accept: "text/html", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "user-agent": "Fuzz/1.0" };

type Answer = { status: number; kept: boolean; body: Buffer; encoding: string };

/** A GET with exactly these headers; a socket error or no answer within 15 s is an answer of status 0. */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // A kept copy's CSP allows its scripts by hash, a render's by this response's nonce (decision 040).
      const kept = String(res.headers["content-security-policy"]).includes("'sha256-");
      const encoding = String(res.headers["content-encoding"] ?? "identity");
      res.on("end", () => resolve({ status: res.statusCode!, kept, body: Buffer.concat(chunks), encoding }));
      res.on("error", () => resolve({ status: 0, kept: false, body: Buffer.alloc(0), encoding: "identity" }));
    });
    req.on("timeout", () => req.destroy(new Error("no answer")));
    req.on("error", () => resolve({ status: 0, kept: false, body: Buffer.alloc(0), encoding: "identity" }));
    req.end();
  });
}

/** Where two answers' pages first differ, decoded, with some text either side: a failure says what changed. */
function firstDifference(before: Answer, after: Answer): string {
  const text = ({ body, encoding }: Answer) => {
    try {
      if (encoding === "br") return brotliDecompressSync(body).toString();
      if (encoding === "gzip") return gunzipSync(body).toString();
      if (encoding === "zstd") return zstdDecompressSync(body).toString();
      return body.toString();
    } catch {
      return `(${encoding} that did not decode)`;
    }
  };
  const [a, b] = [text(before), text(after)];
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (t: string) => JSON.stringify(t.slice(Math.max(0, at - 60), at + 60));
  return `first difference at ${at}: before ${around(a)}, after ${around(b)}`;
}

/** Hostile header sets, each sent with a browser's page-load headers on top of (or instead of) the real Host. */
function hostileHeaders(host: string): Record<string, string>[] {
  const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-filler-${i}`, "x".repeat(20)]));
  return [
    ...[
      "a:x",
      "127.0.0.1:99999",
      "[::1",
      "@evil.example",
      "evil.example",
      `${host}@evil.example`,
      "x".repeat(4000),
      "[::1]:1",
    ].map((bad) => ({ host: bad })),
    ...["evil.example", "a:x", "[::1", "", "evil.example, other.example", `${host}:99999`].map((xfh) => ({
      host,
      "x-forwarded-host": xfh,
    })),
    ...["javascript", "https, http", "", "ftp", "HTTPS", "h\u00e9"].map((proto) => ({ host, "x-forwarded-proto": proto })),
    ...["99999", "x", "-1", ""].map((port) => ({ host, "x-forwarded-port": port })),
    ...["garbage", "1.2.3.4, garbage", Array(200).fill("10.0.0.1").join(", "), "::ffff:1.2.3.4", "", "[::1]:80"].map((xff) => ({
      host,
      "x-forwarded-for": xff,
    })),
    ...["for=evil;host=evil.example;proto=javascript", 'for="[::1"', "garbage", "host=a:x"].map((forwarded) => ({
      host,
      forwarded,
    })),
    ...["br;q=x", "gzip;q=0, *;q=0", ",".repeat(2000), "identity;q=0", "*", "zstd", "br;q=0.0001, gzip;q=1.5", "\u00e9"].map(
      (encoding) => ({ host, "accept-encoding": encoding }),
    ),
    ...["x".repeat(2000), "a b c", "\u00ff\u00fe", "../../etc"].map((id) => ({ host, "x-request-id": id })),
    { host, ...many },
    {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "javascript",
      "x-forwarded-port": "1",
      forwarded: "host=evil.example",
    },
  ];
}

/** The kind of kept page a path is (its CACHEABLE_PATHS pattern), or -1. */
const kindOf = (url: string) => CACHEABLE_PATHS.findIndex((pattern) => pattern.test(url.split("?")[0]!));

/**
 * One URL of each kind of kept page, found by following the site's links from home (its `<a href>`s and the
 * absolute URLs of its structured data), a link to a kind not yet found first (at most 100 pages read). Two kinds
 * have no link of ours: the embeddable timetable (for partner sites' frames) is that of a batch found, and a free
 * video's own page (shared as a link) is the API's first free video's.
 */
async function keptPageOfEachKind(port: number, host: string): Promise<string[]> {
  const byKind = new Map<number, string>();
  const videos = (await (await fetch(`http://127.0.0.1:${API_PORT}/api/v3/web/free-videos`)).json()) as {
    data: { id: number }[];
  };
  const queue = ["/", `/v/${videos.data[0]!.id}`];
  const seen = new Set(queue);
  for (let read = 0; queue.length && read < 100 && byKind.size < CACHEABLE_PATHS.length; read++) {
    const url = queue.shift()!;
    if (!byKind.has(kindOf(url))) byKind.set(kindOf(url), url);
    const page = await get(port, url, { host, accept: "text/html", "accept-encoding": "identity" });
    const html = page.body.toString();
    const links = [
      ...[...html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(new RegExp(`"http://${host}(/[^"#]*)"`, "g"))].map((m) => m[1]!),
      ...[...url.matchAll(/^\/batch-details\/(\d+)$/g)].map((m) => `/batch-schedules/${m[1]}`),
    ];
    for (const href of links) {
      const link = href.replaceAll("&amp;", "&");
      if (seen.has(link) || !isCacheablePath(link.split("?")[0]!)) continue;
      seen.add(link);
      if (byKind.has(kindOf(link))) queue.push(link);
      else queue.unshift(link);
    }
  }
  return [...byKind.values()];
}

/** The demo doctor's session cookie, sealed with the portal's secret as the portal seals it. */
async function demoDoctorCookie(origin: string): Promise<string> {
  Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET, PUBLIC_ORIGIN: origin });
  const { Session, commitSession } = await import("~/lib/session.server");
  return commitSession(new Session({ token: DEMO_TOKEN }))!.split(";")[0]!;
}

const database = pgliteDatabase();
let api: Proc;

beforeAll(async () => {
  // The suite's API (support.ts's apiEnv) with the demo doctor's known token seeded, for the personal page.
  api = run("server/main.ts", {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    API_PORT: String(API_PORT),
    HOST: "127.0.0.1",
    TEST_DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SEED_DEMO_TOKEN: DEMO_TOKEN,
    ...database.env,
  });
  await waitForHealth(`http://127.0.0.1:${API_PORT}/health`, api);
}, 150_000);

afterAll(async () => {
  if (api) await kill(api, "SIGKILL");
  await database.drop();
});

for (const workers of [1, 2]) {
  describe(`a production portal with ${workers} process${workers > 1 ? "es" : ""}`, () => {
    const port = API_PORT + workers;
    const host = `127.0.0.1:${port}`;
    let portal: Proc;

    beforeAll(async () => {
      portal = run(
        "bin/start.ts",
        {
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          PUBLIC_ORIGIN: `http://${host}`,
          PRODUCT_API_URL: `http://127.0.0.1:${API_PORT}`,
          SESSION_SECRET,
          WEB_CONCURRENCY: String(workers),
          // Kept pages stay current through the whole run: a re-render is not what this test compares.
          PUBLIC_CACHE_FRESH_MS: "600000",
          LOG_LEVEL: "warn",
        },
        { detached: true },
      );
      await waitForHealth(`http://${host}/healthz`, portal, 240_000);
    }, 300_000);

    afterAll(async () => {
      if (portal) await kill(portal, "SIGKILL");
    });

    it("answers every hostile request below 500, stays up, and keeps every guest's page as it was", async () => {
      const kept = await keptPageOfEachKind(port, host);
      expect(kept.length, `kept pages found: ${kept.join(" ")}`).toBe(CACHEABLE_PATHS.length);
      const plain = { host, ...PAGE_LOAD, "accept-encoding": "gzip, deflate, br, zstd" };
      // Each worker keeps its own copy (decision 023): ask until a row of answers, more than one per worker, are all
      // kept copies with the same bytes. Pass after pass until one changes no page: every new answer stored in a
      // worker's public data cache moves its data version, which outdates the pages kept before it
      // (data-version.server.ts), and on a loaded machine an answer can arrive after the pass that asked for it
      // (two fresh-clone CI runs kept a home page 12 compressed bytes larger, then both workers re-rendered it). The
      // comparison below is against pages that no longer change without a hostile request.
      const before = new Map<string, Answer>();
      let settled = false;
      for (let pass = 0; pass < 6 && !settled; pass++) {
        settled = pass > 0;
        for (const url of kept) {
          let row: Answer[] = [];
          for (let i = 0; i < 100 && row.length < 3 * workers; i++) {
            const answer = await get(port, url, plain);
            row = answer.kept && (!row.length || answer.body.equals(row[0]!.body)) ? [...row, answer] : [];
          }
          expect(row.length, `${url}: kept by every worker`).toBe(3 * workers);
          if (!before.get(url)?.body.equals(row[0]!.body)) settled = false;
          before.set(url, row[0]!);
        }
      }
      expect(settled, "the kept pages stopped changing before any hostile request").toBe(true);
      const doctor = await demoDoctorCookie(`http://${host}`);
      const targets = [
        ...kept.map((url) => ({ url, extra: {} as Record<string, string>, compare: true })),
        { url: "/faq", extra: { cookie: "a=1" }, compare: false },
        { url: "/my/dashboard", extra: { cookie: doctor }, compare: false },
        { url: "/login", extra: {}, compare: false },
      ];
      const failures: string[] = [];
      let asked = 0;
      for (const { url, extra, compare } of targets) {
        for (const hostile of hostileHeaders(host)) {
          const answer = await get(port, url, { ...PAGE_LOAD, ...extra, ...hostile });
          asked++;
          if (answer.status === 0 || answer.status >= 500)
            failures.push(`${answer.status} ${url} ${JSON.stringify(hostile).slice(0, 120)}`);
          if (answer.body.includes("evil.example"))
            failures.push(`evil.example in ${url} ${JSON.stringify(hostile).slice(0, 120)}`);
          if (!compare) continue;
          const after = await get(port, url, plain);
          if (!after.body.equals(before.get(url)!.body))
            failures.push(
              `${url} changed for a plain guest (${after.status}, kept ${after.kept}, ${after.body.length} bytes, ${before.get(url)!.body.length} before) after ${JSON.stringify(hostile).slice(0, 120)}; ${firstDifference(before.get(url)!, after)}`,
            );
        }
      }
      expect(failures, `${failures.length} of ${asked}`).toEqual([]);
      expect(portal.child.exitCode, portal.output()).toBeNull();
      expect(portal.output()).not.toMatch(/worker_exited|uncaught|unhandled/i);
      expect((await get(port, "/healthz", { host })).status).toBe(200);
    }, 300_000);
  });
}
