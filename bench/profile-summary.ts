/**
 * `npx tsx bench/profile-summary.ts DIR_OR_FILES…`: where a V8 CPU profile's time went, for the
 * `.cpuprofile` files `BENCH_PROFILE_DIR` leaves (docs/benchmarks.md). Summed over all the given
 * files: self time by package (node_modules name, the project folder, or node's own internals) and by
 * function, and inclusive time by function (each sample counted once for every function on its stack),
 * as milliseconds and shares of the busy (non-idle) time. `--requests N` adds milliseconds per request.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives: a package, a project folder, or a V8/Node pseudo-frame. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || "native"})`;
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules !== -1) {
    const [first, second] = url.slice(inModules + "node_modules/".length).split("/");
    return first!.startsWith("@") ? `${first}/${second}` : first!;
  }
  if (url.startsWith("node:")) return url;
  const inProject = /\/(app|server|bin|build)\//.exec(url);
  return inProject ? `project ${inProject[1]}/` : path.basename(url);
}

const IDLE = new Set(["(idle)", "(program)"]);

function functionKey({ functionName, url, lineNumber }: CallFrame): string {
  return `${functionName || "(anonymous)"} ${packageOf(url, functionName)}${url ? `:${lineNumber + 1}` : ""}`;
}

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);

type Totals = { busy: number; byPackage: Map<string, number>; bySelf: Map<string, number>; byInclusive: Map<string, number> };

function addProfile(profile: Profile, totals: Totals): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url } = node.callFrame;
    if (IDLE.has(functionName)) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totals.busy += ms;
    add(totals.byPackage, packageOf(url, functionName), ms);
    add(totals.bySelf, functionKey(node.callFrame), ms);
    const onStack = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = parent.get(n.id)) onStack.add(functionKey(n.callFrame));
    for (const key of onStack) add(totals.byInclusive, key, ms);
  });
}

function profileFiles(args: string[]): string[] {
  return args.flatMap((a) =>
    statSync(a).isDirectory()
      ? readdirSync(a)
          .filter((f) => f.endsWith(".cpuprofile"))
          .map((f) => path.join(a, f))
      : [a],
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf("--requests");
  const requests = at === -1 ? 0 : Number(args.splice(at, 2)[1]);
  const totals: Totals = { busy: 0, byPackage: new Map(), bySelf: new Map(), byInclusive: new Map() };
  for (const file of profileFiles(args)) addProfile(JSON.parse(readFileSync(file, "utf8")) as Profile, totals);
  const { busy } = totals;
  const line = (name: string, ms: number) =>
    `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %` +
    (requests ? ` ${(ms / requests).toFixed(2).padStart(6)} ms/req` : "") +
    `  ${name}`;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => line(k, v));
  console.log(line("busy (not idle)", busy));
  console.log("\nself time by package:");
  console.log(top(totals.byPackage, 30).join("\n"));
  console.log("\nself time by function:");
  console.log(top(totals.bySelf, 40).join("\n"));
  console.log("\ninclusive time by function:");
  console.log(top(totals.byInclusive, Number(process.env.TOP ?? 60)).join("\n"));
}

main();
