/**
 * `tsx bench/exam-page.ts`: what one view of the attempt page costs the portal (docs/benchmarks.md,
 * "Issue 20, the paper once per browser"). On the exam bench's fixture (bench/exam/fixture.ts, one
 * doctor, in BENCH_PG_DATABASE, default bench_exam_page) and stack (bench/exam/stack.ts), the doctor
 * logs in and starts the 150-question paper; then the page's bytes in each encoding, and autocannon
 * sends `--requests` GETs of the attempt page with the doctor's cookie and a browser's
 * Accept-Encoding over `--connections` connections, while the portal's and the API's CPU are read
 * from /proc before and after. When the page carries a signed paper address (decision 058), the
 * paper resource is measured the same way.
 *
 *   tsx bench/exam-page.ts [--requests 2000] [--connections 8] [--port P --api-port Q]
 */
import { request as httpRequest } from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { treeCpuSeconds, processCpuSeconds } from "./exam/cpu";
import { BENCH_PASSWORD, createFixture } from "./exam/fixture";
import { startStack, stopStack, type Stack } from "./exam/stack";
import { freePort } from "./processes";

const { values: opt } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    connections: { type: "string", default: "8" },
    port: { type: "string" },
    "api-port": { type: "string" },
  },
});
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const FORWARDED_FOR = "10.9.9.9";

/** Status, headers and the body's bytes exactly as sent (no decompression). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

async function logInAndStart(stack: Stack, phone: string, examInfoPath: string) {
  const jar = new Map<string, string>();
  const send = async (method: string, path: string, form?: Record<string, string>) => {
    const res = await fetch(`${stack.portal}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "x-forwarded-for": FORWARDED_FOR,
        "sec-fetch-site": "same-origin",
        origin: stack.portal,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    await res.arrayBuffer();
    return res;
  };
  const login = await send("POST", "/login", { phone, password: BENCH_PASSWORD, next: "", contact_me_by_fax_only: "" });
  if (login.status !== 302) throw new Error(`login: ${login.status}`);
  const start = await send("POST", examInfoPath, {});
  const attemptPath = start.headers.get("location");
  if (!attemptPath?.startsWith("/my/exam-attempts/")) throw new Error(`start: ${start.status} ${attemptPath}`);
  return { attemptPath, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
}

/** Portal and API CPU milliseconds per request over `requests` GETs of `path`. */
async function cpuPerView(stack: Stack, path: string, headers: Record<string, string>) {
  const cpu = () => ({ portal: treeCpuSeconds(stack.portalPid), api: processCpuSeconds(stack.apiPid) });
  const before = cpu();
  const result = await autocannon({
    url: `${stack.portal}${path}`,
    headers,
    amount: Number(opt.requests),
    connections: Number(opt.connections),
  });
  const after = cpu();
  const per = (s: number) => ((s * 1000) / result.requests.total).toFixed(2);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    portalMs: per(after.portal - before.portal),
    apiMs: per(after.api - before.api),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const fixture = await createFixture(adminUrl, process.env.BENCH_PG_DATABASE ?? "bench_exam_page", 1);
const port = opt.port ? Number(opt.port) : await freePort();
const apiPort = opt["api-port"] ? Number(opt["api-port"]) : await freePort();
const stack = await startStack({ database: fixture.database, port, apiPort });
try {
  const { attemptPath, cookie } = await logInAndStart(stack, fixture.phones[0]!, fixture.examInfoPaths[0]!);
  const headers = { cookie, "x-forwarded-for": FORWARDED_FOR };
  const sizes: Record<string, number> = {};
  let html = "";
  for (const encoding of ["identity", "gzip", "br"]) {
    const page = await rawGet(`${stack.portal}${attemptPath}`, { ...headers, "accept-encoding": encoding });
    if (page.status !== 200) throw new Error(`attempt page: ${page.status}`);
    sizes[encoding] = page.bytes.length;
    if (encoding === "identity") html = page.bytes.toString("utf8");
  }
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`attempt page ${attemptPath}: bytes`, sizes);
  // Warm-up: both workers hold the paper and have compiled the route before the measured run.
  await autocannon({ url: `${stack.portal}${attemptPath}`, headers, amount: 200, connections: Number(opt.connections) });
  const page = await cpuPerView(stack, attemptPath, { ...headers, "accept-encoding": BROWSER_ENCODINGS });
  console.log("attempt page views:", page);
  const address =
    /\/my\/exam-attempts\/\d+\/paper\?v=[0-9a-f]{16}(?:&|\\u0026|&amp;)until=\d+(?:&|\\u0026|&amp;)sig=[\w-]{43}/.exec(html)?.[0];
  if (address) {
    const paperPath = address.replace(/\\u0026|&amp;/g, "&");
    const paper = await rawGet(`${stack.portal}${paperPath}`, { ...headers, "accept-encoding": "gzip" });
    console.log(`paper resource: ${paper.status}, ${paper.bytes.length} bytes gzip`);
    const fetches = await cpuPerView(stack, paperPath, { ...headers, "accept-encoding": BROWSER_ENCODINGS });
    console.log("paper resource fetches:", fetches);
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await stopStack();
}
