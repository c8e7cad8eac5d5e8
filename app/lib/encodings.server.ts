/**
 * The encodings the portal sends whole bodies in: build assets compressed at build time
 * (bin/precompress.ts), guest pages kept by the render cache (bin/render-cache.ts), the exam paper
 * kept per version (app/features/exams/paper-resource.server.ts) and every rendered document
 * (bin/documents.ts). Which one a client gets is decided here, and the bodies are compressed here,
 * so all four answer alike.
 */
import { promisify } from "node:util";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** On equal weights brotli wins: smaller for the same CPU at the qualities used here. */
const PREFERRED_FIRST: Encoding[] = ["br", "gzip"];

/**
 * The encoding to send: the available one the client weights highest (RFC 9110 §12.5.3, as `negotiator`
 * reads it, the library Express's `accepts` and `compression` use), brotli when brotli and gzip weigh the
 * same; `q=0` refuses, `*` stands for every encoding not named. Null means the identity bytes.
 *
 * Every browser of a kind sends the same header, so a handful of distinct values make up nearly all requests:
 * each answer is remembered per header (parsing was 3 % of a kept page's answer), as many as WEIGHTS_KEPT.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  const header = acceptEncoding ?? "";
  const chosen = choicesFor(available);
  let answer = chosen.get(header);
  if (answer === undefined) {
    const offered = PREFERRED_FIRST.filter((e) => available.has(e));
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    const best = (negotiator.encoding as PreferringEncoding).call(negotiator, offered, PREFERRED_FIRST) as Encoding | undefined;
    chosen.set(header, (answer = best ?? "identity"));
  }
  return answer === "identity" ? null : answer;
}

/** `encoding` with its tie-break order, negotiator's second argument since 0.6.4, which @types/negotiator does not list yet. */
type PreferringEncoding = (available: readonly string[], preferred: readonly string[]) => string | undefined;

const WEIGHTS_KEPT = 64;
const choicesBySet = new WeakMap<ReadonlySet<Encoding>, LRUCache<string, Encoding | "identity">>();

function choicesFor(available: ReadonlySet<Encoding>): LRUCache<string, Encoding | "identity"> {
  let choices = choicesBySet.get(available);
  if (!choices) choicesBySet.set(available, (choices = new LRUCache({ max: WEIGHTS_KEPT })));
  return choices;
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
