/**
 * How many product-API processes run (API_WORKERS, server/config/workers.ts, decision 044), and that
 * decision 039's bearer cache is off whenever there are several.
 */
import { describe, expect, it } from "vitest";
import { AUTH_CACHE_MS, authCacheMs } from "../../server/auth/auth-cache";
import { apiWorkerCount, parseApiConfig, singleProcessReason } from "../../server/config";
import { PRODUCTION_API_ENV as PRODUCTION } from "../server/production-env";

const POSTGRES = "postgres://postgres@127.0.0.1:5432/sopan";
const REDIS = "redis://127.0.0.1:6379";

describe("API_WORKERS", () => {
  it("defaults to one per core only in production on PostgreSQL with Redis", () => {
    const count = (env: { nodeEnv?: string; postgres?: boolean; redis?: boolean }, cores: number) =>
      apiWorkerCount({ nodeEnv: "production", postgres: true, redis: true, configured: undefined, ...env }, cores);
    expect(count({}, 2)).toBe(2);
    expect(count({}, 8)).toBe(8);
    expect(count({}, 0)).toBe(1);
    expect(count({ redis: false }, 8)).toBe(1);
    expect(count({ postgres: false }, 8)).toBe(1);
    expect(count({ nodeEnv: "development" }, 8)).toBe(1);
    expect(count({ nodeEnv: "test" }, 8)).toBe(1);
  });

  it("takes the number it is given; 1 keeps a single process", () => {
    const both = { DATABASE_URL: POSTGRES, REDIS_URL: REDIS };
    expect(parseApiConfig({ ...PRODUCTION, ...both, API_WORKERS: "1" }).workers).toBe(1);
    expect(parseApiConfig({ ...PRODUCTION, ...both, API_WORKERS: "3" }).workers).toBe(3);
    // The embedded default of npm start: one process, whatever the cores.
    expect(parseApiConfig({}).workers).toBe(1);
  });

  it("refuses several processes on PGlite, without Redis or beside the sandbox, saying why", () => {
    expect(() => parseApiConfig({ API_WORKERS: "2" })).toThrow(/API_WORKERS above 1 needs DATABASE_URL: the embedded PGlite/);
    for (const NODE_ENV of ["development", "test"])
      expect(() => parseApiConfig({ NODE_ENV, DATABASE_URL: POSTGRES, REDIS_URL: REDIS, API_WORKERS: "2" })).toThrow(
        /refused when NODE_ENV=(development|test): the sandbox's bKash simulator/,
      );
    expect(() => parseApiConfig({ ...PRODUCTION, API_WORKERS: "2", DATABASE_URL: POSTGRES })).toThrow(
      /API_WORKERS above 1 needs REDIS_URL: .*login and OTP limits/,
    );
    expect(() => parseApiConfig({ ...PRODUCTION, ALLOW_EMBEDDED_DB: "1", REDIS_URL: REDIS, API_WORKERS: "2" })).toThrow(
      /needs DATABASE_URL/,
    );
  });

  it("refuses anything but a whole number from 1 to 64, naming the variable", () => {
    for (const bad of ["0", "-1", "1.5", "65", "two"])
      expect(() => parseApiConfig({ API_WORKERS: bad }), bad).toThrow(/API_WORKERS must be a whole number from 1 to 64/);
  });

  it("says why one process serves", () => {
    expect(singleProcessReason({ databaseUrl: undefined, redisUrl: undefined })).toMatch(/PGlite/);
    expect(singleProcessReason({ databaseUrl: POSTGRES, redisUrl: undefined })).toMatch(/REDIS_URL/);
    expect(singleProcessReason({ databaseUrl: POSTGRES, redisUrl: REDIS })).toBeUndefined();
  });
});

describe("the bearer cache of decision 039", () => {
  it("is on for a lone process and off with several workers or replicas", () => {
    expect(authCacheMs({ redisUrl: undefined, workers: 1 })).toBe(AUTH_CACHE_MS);
    expect(authCacheMs({ redisUrl: REDIS, workers: 1 })).toBe(0);
    expect(authCacheMs({ redisUrl: REDIS, workers: 2 })).toBe(0);
    expect(authCacheMs({ redisUrl: undefined, workers: 2 })).toBe(0);
  });
});
