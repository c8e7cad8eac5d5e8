/**
 * The cluster the fault tests break (decision 028): bin/stack-cluster.ts's topology on ports 5850–5884,
 * on a database of its own (`cluster_faults`) reached through a proxy that can make it look down, a private
 * Redis, a latency proxy between the portals and the API balancer, and slow stand-ins for the SMS
 * gateway and bKash. The machine's shared PostgreSQL and Redis only ever see ordinary connections.
 */
import pg from "pg";
import { startCluster, type Cluster } from "../../bin/stack-cluster";
import { BKASH_SIMULATOR_PATH } from "../../server/config";
import { faultProxy, privateRedis, slowHttp, type FaultProxy, type PrivateRedis, type SlowHttp } from "./stand-ins";

export const FAULT_BASE_PORT = 5850;
const DATABASE = "cluster_faults";
const PORTS = { redis: 5880, postgres: 5881, apiLatency: 5882, sms: 5883, bkash: 5884 };
/** Short driver timeouts, so a slow gateway shows within a test's patience (production keeps 10 s and 30 s). */
export const SMS_TIMEOUT_MS = 1_500;
export const BKASH_TIMEOUT_MS = 1_500;
/** The portal's default API_TIMEOUT_MS (app/lib/config.server.ts), which the slow-API test relies on. */
export const PORTAL_API_TIMEOUT_MS = 4_000;

export type FaultCluster = {
  cluster: Cluster;
  redis: PrivateRedis;
  postgres: PostgresRestart;
  apiLatency: FaultProxy;
  sms: SlowHttp;
  bkash: SlowHttp;
  stop(): Promise<void>;
};

/** `stop` answers how many connections to the database it ended. */
export type PostgresRestart = { stop(): Promise<number>; start(): Promise<void> };

/**
 * A PostgreSQL restart as the API sees it, confined to the fault database: every connection to it ends
 * with the FATAL 57P01 "terminating connection due to administrator command" a shutdown sends, and new
 * connections are refused until `start`. The shared server itself, and every other database, run on.
 */
function postgresRestart(proxy: FaultProxy, serverUrl: URL, database: string): PostgresRestart {
  const admin = new URL(serverUrl.href);
  admin.pathname = "/postgres";
  return {
    async stop() {
      await proxy.refuse();
      const client = new pg.Client({ connectionString: admin.href });
      await client.connect();
      try {
        const ended = await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        return ended.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    start: () => proxy.restore(),
  };
}

export async function startFaultCluster(): Promise<FaultCluster> {
  const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const databaseUrl = new URL(server.href);
  databaseUrl.host = `127.0.0.1:${PORTS.postgres}`;
  databaseUrl.pathname = `/${DATABASE}`;
  databaseUrl.search = "";
  const apiBalancer = FAULT_BASE_PORT + 10;
  const api1 = `http://127.0.0.1:${FAULT_BASE_PORT + 11}`;

  const opened: { close(): Promise<void> }[] = [];
  const keep = <T extends { close(): Promise<void> }>(thing: T): T => (opened.push(thing), thing);
  const closeAll = () => Promise.all(opened.map((o) => o.close())).then(() => undefined);
  try {
    const redis = keep(await privateRedis(PORTS.redis));
    const postgresProxy = keep(await faultProxy(PORTS.postgres, { host: server.hostname, port: Number(server.port || 5432) }));
    const apiLatency = keep(await faultProxy(PORTS.apiLatency, { host: "127.0.0.1", port: apiBalancer }));
    const sms = keep(await slowHttp(PORTS.sms));
    // Both API replicas pay through one simulator (api-1's): its payments live in that process's memory.
    const bkash = keep(await slowHttp(PORTS.bkash, api1));
    const cluster = await startCluster({
      basePort: FAULT_BASE_PORT,
      fresh: true,
      dir: ".cluster-faults",
      databaseUrl: databaseUrl.href,
      redisUrl: redis.url,
      portalApiUrl: `http://127.0.0.1:${PORTS.apiLatency}`,
      apiEnv: {
        SMS_DRIVER: "http",
        SMS_HTTP_URL: `${sms.url}/send`,
        SMS_HTTP_API_KEY: "fault-test-key",
        SMS_SENDER_ID: "SOPAN",
        SMS_HTTP_TIMEOUT_MS: String(SMS_TIMEOUT_MS),
        BKASH_BASE_URL: `${bkash.url}${BKASH_SIMULATOR_PATH}`,
        BKASH_TIMEOUT_MS: String(BKASH_TIMEOUT_MS),
      },
    });
    return {
      cluster,
      redis,
      postgres: postgresRestart(postgresProxy, server, DATABASE),
      apiLatency,
      sms,
      bkash,
      stop: async () => {
        await cluster.stop();
        await closeAll();
      },
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
