import { Redis } from "ioredis";

/** Whether a Redis answers at `url` within a second: Redis-backed suites run on these machines and in CI, and skip elsewhere. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
