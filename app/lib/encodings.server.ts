/**
 * The encodings the portal sends whole bodies in: build assets compressed at build time
 * (bin/precompress.ts), guest pages kept by the render cache (bin/render-cache.ts), the exam paper
 * kept per version (app/features/exams/paper-resource.server.ts) and every rendered document
 * (bin/documents.ts). Which one a client gets is decided here, and the bodies are compressed here,
 * so all four answer alike.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** RFC 9110's qvalue: 0 to 1 with at most three decimals; anything else makes the entry meaningless. */
const QVALUE = /^\s*q=(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i;

/** On equal weights the first wins. */
const PREFERRED_FIRST = ["br", "gzip"] as const;

/**
 * The encoding to send: the available one the client weights highest (RFC 9110 §12.5.3), brotli
 * when brotli and gzip weigh the same; `q=0` refuses, `*` stands for every encoding not named.
 * Null means the identity bytes.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  const accepted = weightsOf(acceptEncoding ?? "");
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const e of PREFERRED_FIRST) {
    const weight = accepted.get(e) ?? accepted.get("*") ?? 0;
    if (weight > bestWeight && available.has(e)) {
      best = e;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Every browser of a kind sends the same header, so a handful of distinct values make up nearly all
 * requests: each is parsed once (parsing was 3 % of a kept page's answer). Odd values beyond the
 * bound start the memory afresh rather than grow it.
 */
const WEIGHTS_KEPT = 64;
const weightsByHeader = new Map<string, ReadonlyMap<string, number>>();

function weightsOf(acceptEncoding: string): ReadonlyMap<string, number> {
  let accepted = weightsByHeader.get(acceptEncoding);
  if (accepted) return accepted;
  accepted = parseWeights(acceptEncoding);
  if (weightsByHeader.size >= WEIGHTS_KEPT) weightsByHeader.clear();
  weightsByHeader.set(acceptEncoding, accepted);
  return accepted;
}

function parseWeights(acceptEncoding: string): ReadonlyMap<string, number> {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.find((p) => /^\s*q\s*=/i.test(p));
    if (qParam === undefined) accepted.set(name, 1);
    else if (QVALUE.test(qParam.replace(/\s*=\s*/, "="))) accepted.set(name, Number(qParam.split("=")[1]));
  }
  return accepted;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type EncodedBodies = Readonly<Record<Encoding | "identity", Buffer>>;
/** The encodings every EncodedBodies has besides identity. */
export const KEPT_ENCODINGS: ReadonlySet<Encoding> = new Set(["br", "gzip"]);

/**
 * Bytes in every encoding they are sent in, compressed once, off the event loop. Brotli at
 * quality 5: on the 83 KB home page 12.4 KB in ~2 ms, where 11 makes 11.1 KB in ~300 ms; a page is
 * compressed again each time it is rendered (every fresh window, per worker), and cold pages render
 * for every request until their first copy is stored.
 */
export async function encodedBodies(bytes: Buffer): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { identity: bytes, br, gzip: gz };
}

/** Brotli quality for documents compressed per response: on a 42 KB dashboard ~60 % of quality 4's CPU for ~5 % more bytes (decision 060). */
export const LIVE_BROTLI_QUALITY = 3;

/**
 * A rendered document in `encoding`, compressed in one synchronous call (decision 073). The document
 * is complete before it is sent, and one call on the whole of it costs less than half of what a
 * compression stream cost the same bytes (0.2 against 0.5 ms of CPU on a 41 KB dashboard), for the
 * same output; the event loop waits those 0.2 ms, a small part of the render it follows.
 */
export function encodedDocument(bytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(bytes);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
