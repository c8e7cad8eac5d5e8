/**
 * The product API on two cluster workers (API_WORKERS=2, decision 044) on PostgreSQL and Redis: both
 * workers answer on the one port, SIGTERM to the primary drains every worker (a keep-alive client
 * of each gets its answer with `Connection: close`, not a reset) and exits 0, and a worker killed, then
 * its replacement killed while it starts, are both logged, replaced and counted (decision 081).
 */
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { PRODUCTION_API_ENV } from "../server/production-env";
import {
  apiEnv,
  childPids,
  keepAliveConnection,
  kill,
  killWorkerThenItsReplacement,
  logEvents,
  postgresDatabase,
  run,
  waitForHealth,
  workersAnswering,
  type Database,
} from "./support";

const PORT = 5740;
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/12";

/** The run's own Redis database, emptied after it (the workers' BullMQ schedules); none reachable skips the run. */
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);

const servedBy = (answer: string) => /^x-served-by: (.+)$/im.exec(answer)?.[1]?.trim();

describe.runIf(postgresUrl && redisUp)("the product API on two workers", () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.drop();
    await redis.flushdb();
    redis.disconnect();
  });

  /** The API as a production primary with two workers, on this run's database and Redis. */
  const twoWorkers = async (options?: { detached?: boolean; watch?: RegExp }) => {
    database ??= await postgresDatabase(postgresUrl!);
    return run(
      "server/main.ts",
      {
        ...apiEnv(PORT, database),
        // Several workers are for production only (decision 044); nothing here reaches the SMS gateway or bKash.
        ...PRODUCTION_API_ENV,
        MIGRATE_ON_START: "1",
        API_WORKERS: "2",
        REDIS_URL: redisUrl,
        REPLICA_NAME: "api-faults",
      },
      options,
    );
  };

  /**
   * /health answers once the first worker listens; the primary then hands new connections to the
   * workers in turn, so within a few connections after the second one listens, each has answered.
   */
  const oneConnectionPerWorker = async () => {
    const connections: ReturnType<typeof keepAliveConnection>[] = [];
    const names = new Set<string | undefined>();
    for (const deadline = Date.now() + 60_000; names.size < 2 && Date.now() < deadline;) {
      const c = keepAliveConnection(PORT);
      await c.opened;
      connections.push(c);
      names.add(servedBy(await c.ask("/health")));
      if (names.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(names).toEqual(new Set(["api-faults-w1", "api-faults-w2"]));
    return connections;
  };

  it("answers from both workers on one port, and drains both on SIGTERM, exiting 0", async () => {
    const api = await twoWorkers();
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}/health`, api);

      const connections = await oneConnectionPerWorker();

      api.child.kill("SIGTERM");
      // Every worker is draining: a request on an idle keep-alive connection is answered and told to close.
      await new Promise((resolve) => setTimeout(resolve, 150));
      for (const c of connections) {
        const answer = await c.ask("/health");
        expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);
        expect(answer.toLowerCase()).toContain("connection: close");
        c.close();
      }
      expect(await api.exited).toBe(0);
      expect(api.output()).not.toMatch(/worker_exited|shutdown_timed_out/);
    } finally {
      await kill(api, "SIGKILL");
    }
  });

  it("drains each worker once when the whole process group gets Ctrl-C (SIGINT), exiting 0", async () => {
    const api = await twoWorkers({ detached: true });
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}/health`, api);
      // Until both listen, a worker has no drain to run yet.
      for (const c of await oneConnectionPerWorker()) c.close();
      // Both workers and the primary get the terminal's signal; the primary's own request to drain must
      // not reach a worker as a second signal, which would cut its drain short (exit 1).
      process.kill(-api.child.pid!, "SIGINT");
      expect(await api.exited).toBe(0);
      expect(api.output()).not.toMatch(/shutdown_cut_short|worker_exited|shutdown_timed_out/);
    } finally {
      await kill(api, "SIGKILL");
    }
  });

  it("logs and replaces a killed worker, and its replacement killed while it starts: two workers again, two restarts counted", async () => {
    const api = await twoWorkers({ watch: /"event":"api_worker_/ });
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}/health`, api);
      expect(await workersAnswering(PORT, "/health", 2)).toEqual(new Set(["api-faults-w1", "api-faults-w2"]));

      const { first, replacement } = await killWorkerThenItsReplacement(api);

      // Before, the replacement's death went unlogged and unreplaced: one worker for good.
      const answering = await workersAnswering(PORT, "/health", 2);
      const exits = logEvents(api, "api_worker_exited");
      expect(exits).toEqual([
        expect.objectContaining({ pid: first, signal: "SIGKILL", listened: true }),
        expect.objectContaining({ pid: replacement, signal: "SIGKILL", listened: false }),
      ]);
      const dead = new Set(exits.map((exit) => `api-faults-w${String(exit.worker)}`));
      expect(answering.size, `workers answering: ${[...answering].join(", ")}`).toBe(2);
      expect([...answering].filter((name) => dead.has(name))).toEqual([]);
      expect(childPids(api.child.pid!)).toHaveLength(2);
      // The primary's restart count, in the one scrape of the workers' summed metrics.
      const metrics = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
      expect(metrics).toMatch(/^worker_restarts_total\{service="api"\} 2$/m);
      expect(metrics).toMatch(/^nodejs_heap_size_total_bytes \d+/m);
    } finally {
      await kill(api, "SIGKILL");
    }
  });
});
