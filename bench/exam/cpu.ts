/**
 * CPU time spent by each tier of the stack (Linux /proc): the portal (its primary and cluster
 * workers), the API process, and the PostgreSQL backends serving the bench database. CPU per request
 * does not depend on what else runs on the machine the way latency does, so it is what the sizing
 * in docs/deployment.md is computed from.
 */
import { readFileSync } from "node:fs";

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux the project runs on. */
const TICKS = 100;

/** utime + stime of one process in seconds; 0 when it is gone or /proc is not there. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The process and its descendants (cluster workers are children of the portal's primary). */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    try {
      const tasks = readFileSync(`/proc/${found[i]}/task/${found[i]}/children`, "utf8").trim();
      if (tasks) found.push(...tasks.split(" ").map(Number));
    } catch {
      // Gone, or no /proc.
    }
  }
  return found;
}

export const treeCpuSeconds = (pid: number) => processTree(pid).reduce((sum, p) => sum + processCpuSeconds(p), 0);

/** The last CPU total seen per PostgreSQL backend: a backend the pool closes keeps what it had spent. */
export class BackendCpu {
  private readonly seen = new Map<number, number>();
  observe(pids: number[]): void {
    for (const pid of pids) {
      const cpu = processCpuSeconds(pid);
      if (cpu > 0) this.seen.set(pid, Math.max(cpu, this.seen.get(pid) ?? 0));
    }
  }
  total(): number {
    return [...this.seen.values()].reduce((a, b) => a + b, 0);
  }
}
