/**
 * Precompressed build assets (docs/decisions/024-shipped-bytes.md). After `remix vite:build`, every
 * compressible file under build/client (the browser build, served under /build/) gets a brotli (quality 11) and a gzip (level 9) sibling,
 * `x.js.br` and `x.js.gz`; the portal serves the best one the browser accepts instead of
 * compressing on the fly at the compression middleware's fast, weaker default. Build file names
 * carry a content hash, so a sibling always matches its original.
 *
 * Run on its own (`tsx bin/precompress.ts`) it compresses build/client; `npm run build` and
 * `npm start` (when it builds) do that.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { chooseEncoding, type Encoding } from "../app/lib/encodings.server";

export const BUILD_ASSETS_DIR = path.resolve(import.meta.dirname, "..", "build", "client");

/** Text formats only: woff2 and images are compressed already, and a second pass only adds bytes. */
const COMPRESSIBLE = /\.(js|css|svg|json|map|txt)$/;

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Writes the siblings of every compressible file in `dir`; a sibling not smaller than its original is not written. */
export function precompressDir(dir: string = BUILD_ASSETS_DIR): { files: number; rawBytes: number; brBytes: number } {
  const total = { files: 0, rawBytes: 0, brBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(file + SUFFIX.br, br);
    if (gz.length < raw.length) writeFileSync(file + SUFFIX.gzip, gz);
    total.files += 1;
    total.rawBytes += raw.length;
    total.brBytes += Math.min(br.length, raw.length);
  }
  return total;
}

/**
 * Express middleware in front of `express.static(dir)`: for a file with siblings it points the
 * request at the sibling the client accepts and marks the response (Content-Encoding, the
 * original's Content-Type, Vary). The compression middleware leaves a response that already has a
 * Content-Encoding alone. The sibling list is read once: a build replaces the running process.
 */
export function precompressedAssets(dir: string) {
  const siblings = new Map<string, Set<Encoding>>();
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const rel = "/" + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      for (const e of ["br", "gzip"] as const) {
        if (!rel.endsWith(SUFFIX[e])) continue;
        const original = rel.slice(0, -SUFFIX[e].length);
        siblings.set(original, (siblings.get(original) ?? new Set()).add(e));
      }
    }
  } catch {
    // No build yet (development before the first `remix watch` output): nothing to serve precompressed.
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const available = siblings.get(req.path);
    if (!available || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.get("accept-encoding"), available);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url = req.path + SUFFIX[encoding];
    next();
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { files, rawBytes, brBytes } = precompressDir();
  console.log(`precompressed ${files} files in build/client: ${rawBytes} bytes → ${brBytes} with brotli`);
}
