/**
 * The fast lane (bin/fast-lane.ts, decision 090) in the real host over a stand-in build: what it refuses before
 * any work, that no proxy header reaches what a page is built from, and that whatever throws while the host
 * handles a request is that request's 500, never the process's end. The same rules against the real build, in
 * one and two workers, with every header fuzzed: tests/faults/header-fuzz.test.ts.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalHost } from "~/lib/portal-host.server";
import { productionPortal, standInBuild } from "./stand-in-build";

/** A browser's page load: what makes a kept page's visit be recorded. */
const PAGE_LOAD = { accept: "text/html", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A GET with exactly these headers (Host included: node:http sends the one given). */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What the server answers to these exact bytes, as text. */
function rawAnswer(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

let failNextDataVersion = false;
/** The build's side of the host, with a switch that makes the kept-page lookup throw once. */
const host = {
  ...portalHost,
  publicDataVersion: () => {
    if (failNextDataVersion) {
      failNextDataVersion = false;
      throw new Error("kept-page lookup failed");
    }
    return portalHost.publicDataVersion();
  },
};

/**
 * Every page of the stand-in makes absolute URLs from its request's URL, as pages did before decision 090, and
 * shows it: what a visitor's headers could make of the request's origin is in the page's bytes.
 */
const build = standInBuild({
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: { default: () => null } },
  },
  render: (request, _status, headers, _context, load) => {
    headers.set("Content-Type", "text/html; charset=utf-8");
    const canonical = new URL("/canonical", new URL(request.url).origin).href;
    const html = `<!doctype html><link rel="canonical" href="${canonical}"><p>${request.url}</p><script nonce="${String(load.cspNonce)}">hydrate()</script>`;
    return new Response(html, { status: 200, headers });
  },
});
(build.entry.module as unknown as { portalHost: typeof host }).portalHost = host;

let port = 0;
let publicHost = "";
let close = () => {};
beforeAll(async () => {
  let base: string;
  ({ base, port, close } = await productionPortal(build));
  publicHost = new URL(base).host;
});
afterAll(() => close());

/** Asks until the page is a kept copy (a CSP by hashes), as a guest after the first render gets it. */
async function keptCopy(path: string): Promise<Answer> {
  for (let i = 0; i < 200; i++) {
    const answer = await get(port, path, { host: publicHost, ...PAGE_LOAD });
    if (String(answer.headers["content-security-policy"]).includes("'sha256-")) return answer;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`${path} was never kept`);
}

describe("the fast lane", () => {
  it("refuses a Host the portal does not serve with a small 400, before any work, and goes on serving (N1)", async () => {
    await keptCopy("/faq?n1");
    for (const badHost of ["a:x", "127.0.0.1:99999", "[::1", "@evil.example", "evil.example", "EVIL.example:80"]) {
      for (let i = 0; i < 3; i++) {
        const answer = await get(port, "/faq?n1", { host: badHost, ...PAGE_LOAD });
        expect(answer.status, badHost).toBe(400);
        expect(answer.body, badHost).toContain('lang="bn"');
      }
    }
    expect((await get(port, "/faq?n1", { host: publicHost, ...PAGE_LOAD })).status).toBe(200);
    expect(await rawAnswer(port, "GET /faq?n1 HTTP/1.0\r\n\r\n"), "HTTP/1.0 without a Host").toMatch(/^HTTP\/1\.1 400 /);
  });

  it("answers the probes whatever their Host (a pod's address), and nothing else that way", async () => {
    expect((await get(port, "/healthz", { host: "10.1.2.3:3000" })).status).toBe(200);
    expect((await get(port, "/readyz?x", { host: "10.1.2.3:3000" })).status).toBe(200);
    expect((await get(port, "/healthz/x", { host: "10.1.2.3:3000" })).status).toBe(400);
  });

  it("never lets X-Forwarded-Host or Forwarded, even from a trusted proxy, reach a page or a kept copy (N2)", async () => {
    const forgeries: Record<string, string>[] = [
      { "x-forwarded-host": "evil.example" },
      { "x-forwarded-host": "evil.example:8443", "x-forwarded-port": "8443" },
      { forwarded: "host=evil.example;proto=https" },
    ];
    for (const forged of forgeries) {
      for (let i = 0; i < 3; i++) {
        const answer = await get(port, "/batch-details/1?x", { host: publicHost, ...PAGE_LOAD, ...forged });
        expect(answer.status).toBe(200);
        expect(answer.body).not.toContain("evil.example");
      }
    }
    const guest = await keptCopy("/batch-details/1?x");
    expect(guest.body).not.toContain("evil.example");
    expect(guest.body).toContain(`href="http://${publicHost}/canonical"`);
  });

  it("gives no page a scheme from X-Forwarded-Proto, however odd (N4)", async () => {
    for (const proto of ["javascript", "https", "http, https", "ftp", "1"]) {
      const answer = await get(port, "/about", { host: publicHost, cookie: "a=1", "x-forwarded-proto": proto });
      expect(answer.status, proto).toBe(200);
      expect(answer.body, proto).toContain(`href="http://${publicHost}/canonical"`);
    }
  });

  it("refuses a request target that is not a path", async () => {
    const answer = await get(port, "http://evil.example/faq", { host: publicHost });
    expect(answer.status).toBe(400);
  });

  it("turns anything that throws while it handles a request into that request's 500, and goes on serving", async () => {
    await keptCopy("/faq?boundary");
    failNextDataVersion = true;
    const failed = await get(port, "/faq?boundary", { host: publicHost, ...PAGE_LOAD });
    expect(failed.status).toBe(500);
    expect(failed.body).toContain('lang="bn"');
    expect((await get(port, "/faq?boundary", { host: publicHost, ...PAGE_LOAD })).status).toBe(200);
  });
});
