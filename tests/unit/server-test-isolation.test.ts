/**
 * The server project runs its files in one module world per worker (decision 103, tests/server/isolated.ts). A
 * file that mocks a module, stubs a global or the environment, or listens on the process would change what the
 * next file in its worker sees, depending on which worker took which file: such a file must be named in ISOLATED.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../server/isolated";

/** What outlives a file in a shared module world. */
const LEAKS: [string, RegExp][] = [
  ["a module mocked", /\bvi\.(mock|doMock|unmock)\(/],
  ["a global or the environment stubbed", /\bvi\.(stubGlobal|stubEnv)\(/],
  ["fake timers", /\bvi\.useFakeTimers\(/],
  ["the environment written", /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/],
  ["a process listener", /process\.(on|once|addListener)\(/],
  ["the working directory changed", /process\.chdir\(/],
  ["undici's global dispatcher", /setGlobalDispatcher\(/],
];

function leaksOf(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
}

/** Every server and contract test file, named as ISOLATED names it (relative to tests/server/), with its leaks. */
const files = (["../server/", "../contract/"] as const).flatMap((folder) =>
  readdirSync(new URL(folder, import.meta.url))
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => ({
      name: folder === "../server/" ? name : folder + name,
      leaks: leaksOf(readFileSync(new URL(folder + name, import.meta.url), "utf8")),
    })),
);

describe("server test files in the shared module world", () => {
  it("a file that leaves something behind for the next file is in ISOLATED", () => {
    const unnamed = files.filter(({ name, leaks }) => !(name in ISOLATED) && leaks.length > 0);
    expect(unnamed.map(({ name, leaks }) => `${name}: ${leaks.join(", ")}`)).toEqual([]);
  });

  it("ISOLATED names existing files that need it", () => {
    const stale = Object.keys(ISOLATED).filter((name) => !files.some((file) => file.name === name && file.leaks.length > 0));
    expect(stale).toEqual([]);
  });

  it("finds each kind of leak", () => {
    expect(leaksOf('vi.mock("x")')).toEqual(["a module mocked"]);
    expect(leaksOf("process.env.X = '1';")).toEqual(["the environment written"]);
    expect(leaksOf("process.env.X === '1';")).toEqual([]);
    expect(leaksOf("process.on('SIGUSR2', f)")).toEqual(["a process listener"]);
  });
});
