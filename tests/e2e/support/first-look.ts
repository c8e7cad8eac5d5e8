/**
 * The README's first look as a fixture: `npm start` with no configuration but its ports and a new,
 * empty data folder, exactly as a newcomer runs it (decision 035): the embedded PGlite seeded on
 * first start, NODE_ENV=development given to the API by `npm start` itself, so codes are printed on
 * its console (read here from there, as the README tells a newcomer to) and payments go to the bKash
 * simulator. One stack per worker, stopped (its whole process group) and its folder removed afterwards;
 * the spec's pages use it as their baseURL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test as base } from "@playwright/test";
import type { SmsCodes } from "./accounts";
import { stopProcessGroup, waitUntilReady } from "./processes";
import { FIRST_LOOK_API_PORT, FIRST_LOOK_PORT } from "./stack";

/** `consoleCodes`: the codes of the SMS lines `npm start` prints (server/sms/driver.ts). */
export type FirstLook = { url: string; apiUrl: string; consoleCodes: SmsCodes };

/** `SMS to 01700000001 (dev outbox, not sent): সোপান: আপনার যাচাই কোড 123456। …` */
const SMS_LINE = /SMS to (\d{11}) \(dev outbox, not sent\): .*?\b(\d{6})\b/;

/** Every SMS line on the console, in order, however its chunks split the lines; `reader()` for each stream. */
function smsOnConsole() {
  const sent: { to: string; code: string }[] = [];
  const reader = () => {
    let partial = "";
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop()!;
      for (const line of lines) {
        const sms = SMS_LINE.exec(line);
        if (sms) sent.push({ to: sms[1]!, code: sms[2]! });
      }
    };
  };
  const to = (phone: string) => sent.filter((sms) => sms.to === phone);
  const codes: SmsCodes = {
    count: async (phone) => to(phone).length,
    after: async (phone, before) => {
      await expect
        .poll(() => to(phone).length, { message: `a new SMS to ${phone} on the console`, timeout: 10_000 })
        .toBeGreaterThan(before);
      return to(phone).at(-1)!.code;
    },
  };
  return { reader, codes };
}

/** Building (when build/ is stale), starting the API, seeding a new database, then the portal. */
const START_TIMEOUT_MS = 150_000;

export const test = base.extend<object, { firstLook: FirstLook }>({
  firstLook: [
    async ({}, use, workerInfo) => {
      // The nojs project's stack on the next ports, so both projects may run at once.
      const offset = workerInfo.project.name === "nojs" ? 1 : 0;
      const port = FIRST_LOOK_PORT + offset;
      const apiPort = FIRST_LOOK_API_PORT + offset;
      const dataDir = mkdtempSync(path.join(tmpdir(), "sopan-first-look-"));
      // `env -i`: nothing of the caller's environment but what a shell needs to run npm (no NODE_ENV,
      // PRODUCT_API_URL, DATABASE_URL or secrets), then the ports and the data folder. One portal
      // process is enough for one doctor.
      const settings = {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: "1",
      };
      const child: ChildProcess = spawn(
        "env",
        ["-i", ...Object.entries(settings).map(([name, value]) => `${name}=${value}`), "npm", "start"],
        { detached: true, stdio: ["ignore", "pipe", "pipe"] },
      );
      let log = "";
      const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-8_000));
      const sms = smsOnConsole();
      child.stdout!.on("data", keep);
      child.stderr!.on("data", keep);
      child.stdout!.on("data", sms.reader());
      child.stderr!.on("data", sms.reader());
      const stack = { url: `http://127.0.0.1:${port}`, apiUrl: `http://127.0.0.1:${apiPort}`, consoleCodes: sms.codes };
      try {
        await waitUntilReady(`${stack.url}/`, { child, output: () => log }, START_TIMEOUT_MS);
        await use(stack);
      } finally {
        // npm, the start script, its API and its portal share the process group started above.
        await stopProcessGroup(child.pid!);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ firstLook }, use) => use(firstLook.url),
});

export { expect } from "@playwright/test";
