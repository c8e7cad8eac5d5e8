/** A GET as node:http sends it back: the bytes as sent (fetch would decode them), and what they decode to. */
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type SentAnswer = { status: number; headers: IncomingHttpHeaders; raw: Buffer; body: string };

export function getAsSent(url: string, headers: Record<string, string> = {}): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, raw, body: decoded.toString() });
      });
    }).on("error", reject);
  });
}
