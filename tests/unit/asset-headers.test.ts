/** Build scripts, sheets and fonts go without the document-only headers; documents and other files keep them. */
import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_ONLY_HEADERS, withoutDocumentHeaders } from "../../bin/security";

describe("withoutDocumentHeaders", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    // As bin/portal.ts: every response gets the security headers first.
    app.use((_req, res, next) => {
      for (const name of DOCUMENT_ONLY_HEADERS) res.setHeader(name, "set");
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    });
    app.use("/build", withoutDocumentHeaders, (_req, res) => void res.send("x"));
    app.get("/page", (_req, res) => void res.send("x"));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(["/build/assets/entry.client-AB12_-cd.js", "/build/assets/site-AB12.css", "/build/assets/font-AB12.woff2"])(
    "%s: dropped",
    async (path) => {
      const res = await fetch(base + path);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it.each(["/build/assets/icon-AB12.svg", "/page"])("%s: kept", async (path) => {
    const res = await fetch(base + path);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBe("set");
  });
});
