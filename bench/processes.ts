/** Process plumbing shared by the benches: a free loopback port, and waiting for a child to answer. */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early when `child` exits first. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a bench process exited with ${child.exitCode} before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
