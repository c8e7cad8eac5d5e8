/** Precompressed build assets: which sibling a client gets, and that the portal's stack serves it intact. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, type Encoding } from "../../app/lib/encodings.server";
import { precompressDir, precompressedAssets } from "../../bin/precompress";

const both = new Set<Encoding>(["br", "gzip"]);

/** The bytes as sent (fetch would decode them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", both, "br"],
    ["gzip, deflate", both, "gzip"],
    ["br;q=0, gzip", both, "gzip"],
    // The client's weights decide; brotli only breaks a tie.
    ["br;q=0.5, gzip;q=1", both, "gzip"],
    ["gzip;q=0.8, br;q=0.8", both, "br"],
    ["gzip ; q=0.9, br;q=0.2", both, "gzip"],
    ["*;q=0.5, gzip;q=0.4", both, "br"],
    // A weight that is no number makes the entry meaningless, not a preference; one above 1 is the top weight.
    ["br;q=2, gzip", both, "br"],
    ["br;q=abc", both, null],
    ["br;q=abc, gzip", both, "gzip"],
    ["gzip;q=0, br;q=0", both, null],
    ["identity", both, null],
    [undefined, both, null],
    ["", both, null],
    ["*", both, "br"],
    ["*, br;q=0", both, "gzip"],
    ["br", new Set<Encoding>(["gzip"]), null],
    ["BR, GZIP", new Set<Encoding>(["gzip"]), "gzip"],
  ] as const)("Accept-Encoding %j with %o gives %s", (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  it("answers alike whether a header was seen before, and past the number of headers it remembers", () => {
    const gzipOnly = new Set<Encoding>(["gzip"]);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 200; i++) {
        expect(chooseEncoding(`br;q=0.${i % 10}, gzip;q=0.5, x-${i}`, both)).toBe(i % 10 >= 5 ? "br" : "gzip");
        expect(chooseEncoding(`br;q=0.${i % 10}, gzip;q=0.5, x-${i}`, gzipOnly)).toBe("gzip");
        expect(chooseEncoding(`br, gzip;q=0, x-${i}`, gzipOnly)).toBeNull();
      }
  });
});

describe("precompressed assets behind the portal's middleware", () => {
  let dir: string;
  let server: Server;
  let base: string;
  const js = "export const greeting = " + JSON.stringify("নমস্কার ".repeat(400)) + ";\n";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    writeFileSync(path.join(dir, "entry-ABC123.js"), js);
    writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(2048, 7));
    precompressDir(dir);
    // The same order as bin/portal.ts: compression first, then the sibling picker and the static files.
    const app = express();
    app.use(compression());
    app.use("/build", precompressedAssets(dir), express.static(dir, { fallthrough: false }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/build`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes brotli and gzip siblings for text files only", () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, "entry-ABC123.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, "entry-ABC123.js.gz"))).toString()).toBe(js);
    expect(() => readFileSync(path.join(dir, "font.woff2.br"))).toThrow();
  });

  it.each([
    ["br, gzip", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
  ] as const)(
    "Accept-Encoding %s gets the %s file as it is on disk, with the original type",
    async (accept, encoding, decode) => {
      const { status, headers, body } = await rawGet(`${base}/entry-ABC123.js`, accept);
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(headers.vary).toMatch(/accept-encoding/i);
      // Not compressed a second time by the compression middleware: the bytes are the sibling's.
      const sibling = readFileSync(path.join(dir, `entry-ABC123.js.${encoding === "br" ? "br" : "gz"}`));
      expect(body.equals(sibling)).toBe(true);
      expect(decode(body).toString()).toBe(js);
    },
  );

  it("a client that accepts neither gets the original", async () => {
    const { headers, body } = await rawGet(`${base}/entry-ABC123.js`, "identity");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(js);
  });
});
