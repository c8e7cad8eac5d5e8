/**
 * How the host sends a rendered document (bin/documents.ts): whole, compressed in one call in the
 * encoding the visitor accepts, with Remix's status and headers. The real Express host over a
 * stand-in build whose entry answers by the query string; the path is a doctor's, so the render
 * cache never answers it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAsSent } from "./sent-bytes";
import { productionPortal, standInBuild } from "./stand-in-build";

/** A document well past the compression threshold, with Bengali text in it. */
const LONG = "<li>নমস্কার, ডাক্তার</li>".repeat(200);

const build = standInBuild({
  routes: { root: { id: "root", path: "*", module: { default: () => null } } },
  render: (req, _status, headers) => {
    const q = new URL(req.url).searchParams;
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    if (q.has("json")) {
      headers.set("Content-Type", "application/json");
      return new Response(JSON.stringify({ items: Array(400).fill("নমস্কার") }), { headers });
    }
    headers.set("Content-Type", "text/html; charset=utf-8");
    const html = `<!doctype html><ul>${q.has("short") ? "<li>ছোট</li>" : LONG}</ul>`;
    return new Response(html, { status: q.has("missing") ? 404 : 200, headers });
  },
});

let base = "";
let close = () => {};
beforeAll(async () => {
  ({ base, close } = await productionPortal(build));
});
afterAll(() => close());

/** The answer as sent, and what it decodes to. */
const send = (path: string, acceptEncoding: string | null) =>
  getAsSent(base + path, acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding });

describe("a rendered document", () => {
  it("goes in the encoding the visitor weights highest, whole, with its length, decoding to the render", async () => {
    const identity = await send("/my/page", null);
    expect(identity.body).toContain(LONG);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["deflate", undefined],
      ["", undefined],
    ] as const) {
      const r = await send("/my/page", accept);
      expect(r.headers["content-encoding"], accept).toBe(encoding);
      expect(r.headers["transfer-encoding"], accept).toBeUndefined();
      expect(Number(r.headers["content-length"]), accept).toBe(r.raw.length);
      expect(r.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(r.body, accept).toBe(identity.body);
      if (encoding) expect(r.raw.length, accept).toBeLessThan(identity.raw.length / 5);
    }
  });

  it("keeps Remix's status and every header line, both cookies among them", async () => {
    const r = await send("/my/page?missing", "br");
    expect(r.status).toBe(404);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(r.body).toContain(LONG);
  });

  it("goes as it is when small", async () => {
    const short = await send("/my/page?short", "gzip, deflate, br, zstd");
    expect(short.headers["content-encoding"]).toBeUndefined();
    expect(short.body).toContain("<li>ছোট</li>");
  });

  it("leaves what is not a document to the compression middleware", async () => {
    const r = await send("/my/page?json", "gzip, deflate, br, zstd");
    expect(r.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(r.body).items).toHaveLength(400);
  });
});
