/**
 * The cluster the fault tests break (decision 028): bin/stack-cluster.ts's topology on ports 5850–5884,
 * on a database of its own (`cluster_faults`) reached through a proxy that can "restart" it, a private
 * Redis, a latency proxy between the portals and the API balancer, and slow stand-ins for the SMS
 * gateway and bKash. The machine's shared PostgreSQL and Redis only ever see ordinary connections.
 */
import { startCluster, type Cluster } from "../../bin/stack-cluster";
import { BKASH_SIMULATOR_PATH } from "../../server/config";
import { faultProxy, privateRedis, slowHttp, type FaultProxy, type PrivateRedis, type SlowHttp } from "./stand-ins";

export const FAULT_BASE_PORT = 5850;
const PORTS = { redis: 5880, postgres: 5881, apiLatency: 5882, sms: 5883, bkash: 5884 };
/** Short driver timeouts, so a slow gateway shows within a test's patience (production keeps 10 s and 30 s). */
export const SMS_TIMEOUT_MS = 1_500;
export const BKASH_TIMEOUT_MS = 1_500;
/** The portal's default API_TIMEOUT_MS (app/lib/config.server.ts), which the slow-API test relies on. */
export const PORTAL_API_TIMEOUT_MS = 4_000;

export type FaultCluster = {
  cluster: Cluster;
  redis: PrivateRedis;
  postgres: FaultProxy;
  apiLatency: FaultProxy;
  sms: SlowHttp;
  bkash: SlowHttp;
  stop(): Promise<void>;
};

export async function startFaultCluster(): Promise<FaultCluster> {
  const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const databaseUrl = new URL(server.href);
  databaseUrl.host = `127.0.0.1:${PORTS.postgres}`;
  databaseUrl.pathname = "/cluster_faults";
  databaseUrl.search = "";
  const apiBalancer = FAULT_BASE_PORT + 10;
  const api1 = `http://127.0.0.1:${FAULT_BASE_PORT + 11}`;

  const opened: { close(): Promise<void> }[] = [];
  const keep = <T extends { close(): Promise<void> }>(thing: T): T => (opened.push(thing), thing);
  const closeAll = () => Promise.all(opened.map((o) => o.close())).then(() => undefined);
  try {
    const redis = keep(await privateRedis(PORTS.redis));
    const postgres = keep(await faultProxy(PORTS.postgres, { host: server.hostname, port: Number(server.port || 5432) }));
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
      postgres,
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
