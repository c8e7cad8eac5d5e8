/**
 * One bench doctor: a browser-like HTTP client of the portal with its own cookie jar and its own
 * client address (X-Forwarded-For, believed from loopback as from nginx in production). Requests
 * look like a current mobile browser's: same-origin POSTs carry Origin and Sec-Fetch-Site, as the
 * portal's cross-site guard expects, and every request asks for the encodings a browser accepts (brotli
 * first, as the portal answers browsers). Every request is timed from the moment the doctor "clicks"
 * (waiting for a free client slot included) to the last byte of the answer.
 *
 * The client is undici's `request` with one keep-alive pool, not `fetch`: the load generator shares the
 * cores with the stack it measures, and `request` skips `fetch`'s web streams and Headers (what each costs
 * a request: docs/benchmarks.md, "Issue 40").
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Agent, request } from "undici";

/** The connections of the whole load generator; a doctor's requests take one when `Slots` lets them. */
const pool = new Agent({ keepAliveTimeout: 30_000, connections: 1024 });

/** Caps the requests in flight across all doctors (sockets of the load generator). */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/** `refresh`: the Refresh header, which the holding page (decision 038) answers with. */
export type Answer = { status: number; location: string | null; refresh: string | null; body: string; ms: number };

const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** 10.x.y.z from the doctor's index: one client address each, like doctors on their own phones. */
export const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export class BenchDoctor {
  private readonly cookies = new Map<string, string>();
  attemptPath: string | null = null;

  constructor(
    readonly index: number,
    readonly phone: string,
    private readonly base: string,
    private readonly slots: Slots,
  ) {}

  private keepCookies(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      // An expired or emptied cookie leaves the jar, as a browser drops it.
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(method: "GET" | "POST", path: string, body?: { type: string; text: string }): Promise<Answer> {
    const started = performance.now();
    await this.slots.take();
    try {
      const headers: Record<string, string> = {
        "user-agent": USER_AGENT,
        "x-forwarded-for": clientAddress(this.index),
        accept: body?.type === "application/json" ? "application/json" : "text/html,application/xhtml+xml",
        "accept-encoding": "gzip, deflate, br, zstd",
        "sec-fetch-site": "same-origin",
      };
      if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      if (body) {
        headers["content-type"] = body.type;
        headers.origin = this.base;
      }
      const res = await request(`${this.base}${path}`, {
        method,
        headers,
        body: body?.text,
        dispatcher: pool,
        signal: AbortSignal.timeout(60_000),
      });
      const raw = Buffer.from(await res.body.arrayBuffer());
      const encoding = res.headers["content-encoding"];
      const text = (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString();
      this.keepCookies(res.headers["set-cookie"]);
      const header = (name: string) => [res.headers[name] ?? []].flat()[0] ?? null;
      return {
        status: res.statusCode,
        location: header("location"),
        refresh: header("refresh"),
        body: text,
        ms: performance.now() - started,
      };
    } catch (e) {
      // A refused connection or a timeout is an error of the step, reported like a bad status.
      return {
        status: 0,
        location: null,
        refresh: null,
        body: e instanceof Error ? `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ""}` : String(e),
        ms: performance.now() - started,
      };
    } finally {
      this.slots.give();
    }
  }

  postForm(path: string, fields: Record<string, string>): Promise<Answer> {
    return this.send("POST", path, { type: "application/x-www-form-urlencoded", text: new URLSearchParams(fields).toString() });
  }

  postJson(path: string, value: unknown): Promise<Answer> {
    return this.send("POST", path, { type: "application/json", text: JSON.stringify(value) });
  }
}
