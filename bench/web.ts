/**
 * `npm run bench:web`: Lighthouse 12, mobile preset (simulated slow 4G and a 4× slower CPU), run
 * BENCH_WEB_RUNS times (default 2) on each page, against a production-mode portal it starts
 * itself through the E2E stack's start script (seeded API, `npm start` portal, which builds when
 * needed), or against BENCH_WEB_URL. Prints the medians of the score and the metrics, and the
 * first-load JavaScript, CSS and font bytes with request counts, then writes the table into
 * docs/benchmarks.md between the bench:web markers and the raw numbers to bench/results/web.json.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, waitFor } from "./processes";

const PAGES = ["/", "/faq", "/batch-details/1", "/login"];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 2);
const DOC = "docs/benchmarks.md";
const MARK_START = "<!-- bench:web results -->";
const MARK_END = "<!-- /bench:web results -->";

type Kind = "script" | "css" | "font";
type Bytes = Record<Kind, { requests: number; transferBytes: number; gzipBytes: number }>;
type Run = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; lcpElement: string; bytes: Bytes };

async function startStack(): Promise<{ base: string; stop: () => void }> {
  const port = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
  const apiPort = Number(process.env.BENCH_WEB_API_PORT ?? (await freePort()));
  // Its own process group, so stopping it also stops the API and the portal it spawned.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/start-stack.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_PORT: String(port), E2E_API_PORT: String(apiPort), LOG_LEVEL: "warn" },
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(`.data-e2e-${apiPort}`, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/`, child, 240_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; statusCode?: number };

const KIND_OF: Record<string, Kind> = { Script: "script", Stylesheet: "css", Font: "font" };

/** Transfer bytes as the browser got them, and gzip -9 of the same files for comparison with the numbers. */
async function firstLoadBytes(items: NetworkItem[]): Promise<Bytes> {
  const bytes: Bytes = {
    script: { requests: 0, transferBytes: 0, gzipBytes: 0 },
    css: { requests: 0, transferBytes: 0, gzipBytes: 0 },
    font: { requests: 0, transferBytes: 0, gzipBytes: 0 },
  };
  for (const item of items) {
    const kind = KIND_OF[item.resourceType ?? ""];
    if (!kind || item.url.startsWith("data:")) continue;
    bytes[kind].requests += 1;
    bytes[kind].transferBytes += item.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    // Fonts are already compressed (woff2): gzip adds only overhead, so count them as they are.
    bytes[kind].gzipBytes += kind === "font" ? body.length : gzipSync(body, { level: 9 }).length;
  }
  return bytes;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  const items = ((audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => (i.statusCode ?? 0) < 400,
  );
  const lcpItems = (
    audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] }
  )?.items;
  return {
    score: categories.performance?.score ?? 0,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? "",
    bytes: await firstLoadBytes(items),
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const kb = (n: number) => (n / 1024).toFixed(1);

function table(results: Record<string, Run[]>): string {
  const lines = [
    "| page | score | FCP s | LCP s | TBT ms | CLS | JS (req, KB transfer / gz-9) | CSS (req, KB) | fonts (req, KB) |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [page, runs] of Object.entries(results)) {
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    const b = (k: Kind) => ({
      req: m((r) => r.bytes[k].requests),
      transfer: kb(m((r) => r.bytes[k].transferBytes)),
      gz: kb(m((r) => r.bytes[k].gzipBytes)),
    });
    const [js, css, font] = [b("script"), b("css"), b("font")];
    lines.push(
      `| \`${page}\` | ${m((r) => r.score).toFixed(2)} | ${(m((r) => r.fcpMs) / 1000).toFixed(2)} | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} | ` +
        `${Math.round(m((r) => r.tbtMs))} | ${m((r) => r.cls).toFixed(3)} | ${js.req}, ${js.transfer} / ${js.gz} | ` +
        `${css.req}, ${css.transfer} | ${font.req}, ${font.transfer} |`,
    );
  }
  return lines.join("\n");
}

function writeDoc(body: string): void {
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start < 0 || end < start) {
    console.error(`${DOC} has no ${MARK_START} … ${MARK_END} block: table not written there.`);
    return;
  }
  writeFileSync(DOC, doc.slice(0, start + MARK_START.length) + "\n" + body + "\n" + doc.slice(end));
}

async function main(): Promise<void> {
  const stack = process.env.BENCH_WEB_URL ? { base: process.env.BENCH_WEB_URL, stop: () => {} } : await startStack();
  const results: Record<string, Run[]> = {};
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    // Interleaved rounds: a burst of load on the shared machine then hits every page a little, not one page a lot.
    for (let round = 0; round < RUNS; round++) {
      for (const page of PAGES) {
        // A run Lighthouse could not finish (a timeout on the busy machine) is tried once more, not averaged in.
        const port = chrome.port;
        const run = await audit(stack.base + page, port).catch((e: unknown) => {
          console.error(`${page}: ${String(e)}; trying once more`);
          return audit(stack.base + page, port);
        });
        (results[page] ??= []).push(run);
        console.error(
          `${page} run ${round + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, LCP element ${run.lcpElement}`,
        );
      }
    }
  } finally {
    chrome?.kill();
    stack.stop();
  }
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const heading =
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${cpu}, ` +
    `Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; medians of ${RUNS} runs per page.`;
  const out = `${heading}\n\n${table(results)}`;
  console.log(out);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/web.json", JSON.stringify(results, null, 2));
  writeDoc(out);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
