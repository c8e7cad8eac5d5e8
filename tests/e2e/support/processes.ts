/** Start and stop extra stack processes from inside a spec (the shared webServer cannot be killed mid-run). */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export type Started = { child: ChildProcess; output: () => string };

/**
 * Runs `node --import tsx <entry>` from the repo root with `env` on top of ours (an undefined value
 * removes a variable). `pipe` keeps the output's tail for error messages; `inherit` shows it.
 */
export function startTsx(entry: string, env: Record<string, string | undefined>, stdio: "pipe" | "inherit" = "pipe"): Started {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", stdio, stdio],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    // Only the tail matters when explaining a failed start.
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => log };
}

/** Polls `url` until it answers 2xx; fails with the process's last output if it exits or times out. */
export async function waitUntilReady(url: string, started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${url}: process exited with ${started.child.exitCode}\n${started.output()}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms\n${started.output()}`);
}

/** SIGKILL and wait for the exit, so the port is free again before the next step. */
export async function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/**
 * Stops a detached process group (a stack started with `detached: true`): SIGTERM to the whole group,
 * then SIGKILL to whatever of it is still there after `graceMs`. The group is watched, not the
 * process that started it: a CI run once kept a first-look stack's start script running after its
 * npm had exited.
 */
export async function stopProcessGroup(pgid: number, graceMs = 15_000): Promise<void> {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pgid, name);
      return true;
    } catch {
      return false; // ESRCH: nobody of the group is left
    }
  };
  if (!signal("SIGTERM")) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await sleep(100);
    if (!signal(0)) return;
  }
  signal("SIGKILL");
}

export function freshDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
