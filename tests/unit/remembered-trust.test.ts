/**
 * The host's trusted-proxy test (bin/security.ts) remembers Express's answers: the same answers as
 * Express's compiled test for every PORTAL_TRUST_PROXY form, each address asked of it once.
 */
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { rememberedTrust, type TrustProxy } from "../../bin/security";

const compiled = (setting: unknown): TrustProxy => {
  const app = express();
  app.set("trust proxy", setting);
  return app.get("trust proxy fn") as TrustProxy;
};

const asked: Array<[string, number]> = [
  ["127.0.0.1", 0],
  ["::1", 0],
  ["::ffff:127.0.0.1", 0],
  ["10.0.0.5", 0],
  ["10.0.0.5", 1],
  ["103.4.145.2", 0],
  ["103.4.145.2", 2],
  ["", 0],
  ["not an address", 0],
];

describe("rememberedTrust", () => {
  it.each([["loopback"], ["loopback, 10.0.0.0/8"], [false], [true], [1], [2]])(
    "answers as Express does for %j, asking it once per address and hop",
    (setting) => {
      const express = compiled(setting);
      const inner = vi.fn(express);
      const trust = rememberedTrust(inner);
      for (let round = 0; round < 3; round++)
        for (const [address, hop] of asked) expect(trust(address, hop), `${address} hop ${hop}`).toBe(express(address, hop));
      expect(inner).toHaveBeenCalledTimes(asked.length);
    },
  );

  it("keeps a bounded number of answers: many distinct addresses do not grow it for ever", () => {
    const inner = vi.fn(compiled("loopback"));
    const trust = rememberedTrust(inner);
    for (let i = 0; i < 5000; i++) trust(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1);
    inner.mockClear();
    // The first addresses were forgotten when the memory started afresh; the latest are still known.
    trust("10.0.0.0", 1);
    trust(`10.0.19.135`, 1);
    expect(inner.mock.calls).toEqual([["10.0.0.0", 1]]);
  });
});
