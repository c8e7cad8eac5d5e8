/**
 * A fresh cluster for the smoke run, on a database and a Redis db number of its own (never the
 * `cluster` database `npm run stack:cluster` keeps); the returned function stops it.
 */
import { startCluster } from "../../bin/stack-cluster";
import { CLUSTER_DIR, CLUSTER_PORT } from "./cluster-env";

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The server the PostgreSQL test pass uses (TEST_DATABASE_URL), another database on it.
  const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  server.pathname = "/cluster_smoke";
  server.search = "";
  const cluster = await startCluster({
    basePort: CLUSTER_PORT,
    fresh: true,
    dir: CLUSTER_DIR,
    databaseUrl: server.href,
    redisUrl: process.env.CLUSTER_SMOKE_REDIS_URL ?? "redis://127.0.0.1:6379/9",
  });
  return () => cluster.stop();
}
