/**
 * Rules of the portal host that hold for every route (bin/): the CSP and its violation reports, the
 * guards wrapped around every loader and action of the build (API refusals), and the one way an action
 * reads its form (non-form bodies).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { CSP_REPORTS_PER_MINUTE, cspReportRouter } from "../../bin/csp-report";
import { fastLane } from "../../bin/fast-lane";
import { withRouteGuards } from "../../bin/route-guards";
import { contentSecurityPolicy, hasControlCharacter } from "../../bin/security";
import { BAD_FORM_MESSAGE, readFormData } from "~/lib/form-submission.server";
import { ApiResponseError } from "~/lib/product-api.server";
import { standInBuild } from "./stand-in-build";

describe("Content-Security-Policy", () => {
  it("allows no <base> at all and reports violations to the portal", () => {
    const csp = contentSecurityPolicy({ nonce: "n0nce" }, "/");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("report-uri /csp-report");
  });

  it("violation reports are logged, one line each with control characters escaped, and rate-limited per address", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = express().use(cspReportRouter((event, fields) => lines.push({ event, ...fields })));
    const server = createServer().listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Behind the fast lane, as in the host: the address a report counts against is the one it admitted.
    const cfg = { allowedHosts: new Set([host]), publicOrigin: `http://${host}` };
    server.on("request", fastLane({ cfg, trust: () => false, keptPage: null, next: app }));
    const url = `http://${host}/csp-report`;
    const report = {
      "csp-report": {
        "document-uri": 'http://x/faq\n{"forged":1}',
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/x.js",
      },
    };
    const post = () =>
      fetch(url, { method: "POST", headers: { "content-type": "application/csp-report" }, body: JSON.stringify(report) });
    try {
      expect((await post()).status).toBe(204);
      expect(lines[0]).toEqual({
        event: "csp_violation",
        directive: "script-src-elem",
        blocked: "https://evil.example/x.js",
        page: 'http://x/faq\\u000a{"forged":1}',
      });
      for (let i = 1; i < CSP_REPORTS_PER_MINUTE; i++) expect((await post()).status).toBe(204);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(lines).toHaveLength(CSP_REPORTS_PER_MINUTE);
      expect((await fetch(url, { method: "POST", body: "not json" })).status).toBe(429);
    } finally {
      server.close();
    }
  });
});

describe("route guards", () => {
  const build = (module: Record<string, unknown>) => standInBuild({ routes: { r: { id: "r", path: "x", module } } });
  const args = (request: Request) => ({ request, params: {}, context: {} });
  const thrown = async (p: unknown) => {
    try {
      await p;
    } catch (e) {
      return e as { type?: string; data: Record<string, unknown>; init: { status: number } };
    }
    throw new Error("nothing thrown");
  };

  it("turn a body that is not a form into a 400 with a Bengali message, in every action (which reads it with readFormData)", async () => {
    const action = async ({ request }: { request: Request }) => readFormData(request);
    const guarded = withRouteGuards(build({ action })).routes.r!.module.action!;
    for (const [type, body] of [
      ["application/json", '{"a":1}'],
      ["text/plain", "a=1"],
      ["multipart/form-data; boundary=zz", "--zz\r\nbroken"],
    ]) {
      const request = new Request("http://portal/x", { method: "POST", headers: { "content-type": type! }, body });
      const error = await thrown(guarded(args(request) as never));
      expect(error.init.status, type).toBe(400);
      expect(error.data).toEqual({ message: BAD_FORM_MESSAGE });
    }
    const ok = new Request("http://portal/x", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(((await guarded(args(ok) as never)) as FormData).get("a")).toBe("1");
  });

  it("pass an API refusal no route handles on with its status, message and wait (414, 429; a loader's 422 as 400), not as a 500", async () => {
    const refusal = (status: number) => new ApiResponseError(status, { message: "অনেকবার" }, "appData", undefined, 42);
    for (const status of [414, 429]) {
      const loader = async () => {
        throw refusal(status);
      };
      const error = await thrown(
        withRouteGuards(build({ loader })).routes.r!.module.loader!(args(new Request("http://portal/x")) as never),
      );
      expect(error.init.status).toBe(status);
      expect(error.data).toEqual({ message: "অনেকবার", retryAfter: 42 });
    }
    // A page's query or slug the API refuses as invalid (422) is the visitor's bad request, not the portal's bug.
    const refused = async () => {
      throw refusal(422);
    };
    const guarded = withRouteGuards(build({ loader: refused, action: refused })).routes.r!.module;
    const page = await thrown(guarded.loader!(args(new Request("http://portal/x?search=%00")) as never));
    expect(page.init.status).toBe(400);
    expect(page.data).toEqual({ message: "অনেকবার", retryAfter: 42 });
    // An action's 422 belongs to its form: one that did not handle it is a bug.
    const action = await thrown(guarded.action!(args(new Request("http://portal/x", { method: "POST" })) as never));
    expect(action).toBeInstanceOf(Error);
  });

  it("find a percent-encoded control character anywhere in a URL, and nothing else", () => {
    for (const url of ["/batches?search=%00", "/a%00b/batch-for-you", "/x?q=a%0Db", "/x?q=%7f", "/x?q=%C2%85", "/x%1f"])
      expect(hasControlCharacter(url), url).toBe(true);
    for (const url of ["/batches?search=%2500", "/%E0%A6%95?q=a%20b", "/x?q=%C2%A0", "/x?q=100%25"])
      expect(hasControlCharacter(url), url).toBe(false);
  });
});
