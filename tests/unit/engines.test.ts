/**
 * `npm ci` must not warn EBADENGINE on the Node the README names (package.json `engines`, `.nvmrc`): every
 * package it installs supports that floor. (Issue 22: cookie@2.0.2, pulled in by fastify's
 * light-my-request, wanted Node >= 22; package.json overrides it with cookie 1, which has the same
 * `stringifySetCookie`.) `npm ci` installs the development tools too and checks their engines
 * alike (vite, rolldown and htmlparser2 want 20.19), so they are in; optional packages are not:
 * npm skips one that does not fit this machine without a warning.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/** npm's own range rules (the package npm and most tooling depend on), typed for the two calls used here. */
const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"));
const floor = semver.minVersion((read("package.json") as { engines: { node: string } }).engines.node)!.version;
type Locked = { dev?: boolean; optional?: boolean; engines?: { node?: string } | string[] };
const lock = read("package-lock.json") as { packages: Record<string, Locked> };

describe("the locked packages", () => {
  it(`all support the engines floor, Node ${floor}`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path && !p.optional && !Array.isArray(p.engines) && p.engines?.node)
      .filter(([, p]) => !semver.satisfies(floor, (p.engines as { node: string }).node))
      .map(([path, p]) => `${path} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});

describe("the Node the project runs on", () => {
  it("is one major everywhere: .nvmrc, package.json's engines, @types/node and the image", () => {
    const nvmrc = readFileSync(new URL("../../.nvmrc", import.meta.url), "utf8").trim();
    expect(nvmrc).toMatch(/^\d+$/);
    expect(floor.split(".")[0]).toBe(nvmrc);
    const types = (read("package.json") as { devDependencies: Record<string, string> }).devDependencies["@types/node"]!;
    expect(semver.minVersion(types)!.version.split(".")[0]).toBe(nvmrc);
    const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8");
    expect([...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1])).toEqual([nvmrc, nvmrc]);
  });
});
