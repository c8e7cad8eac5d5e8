/**
 * Process entry of the product API: `tsx server/main.ts`, compiled `node dist/api.js` (bin/build-server.ts).
 * With `config.workers` above 1 (API_WORKERS, decision 044) this process becomes a node:cluster primary that
 * serves nothing: it checks the port once, forks that many workers of this same entry (each opens its own
 * pool and listens on the shared port), replaces any that dies, answers the workers' metrics scrapes with
 * the sum over all of them and, on SIGTERM or SIGINT, has every worker drain, exiting 0 once all exited 0.
 */
import cluster from "node:cluster";
import pino from "pino";
import { ConfigError, parseApiConfig, singleProcessReason, type ApiConfig } from "./config";
import { DataFolderLockedError } from "./db/folder-lock";
import { databaseUnreachable } from "./db/errors";
import { SchemaBehindError } from "./db/prepare";
import { serveClusterMetrics } from "./http/cluster-metrics";
import { exitAfterDrain, type ShutdownLog } from "./http/drain";
import { forkWorkers } from "./http/workers";
import { assertPortFree, PortInUseError, startApi } from "./start";
import { reportStart } from "./start-report";

async function configOrExit(): Promise<ApiConfig> {
  try {
    return parseApiConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return exitRefused(err.message);
  }
}

/** Why a start failed, in one line an operator can act on; undefined for the unforeseen, which keeps its stack. */
function startRefusal(err: unknown, config: ApiConfig): string | undefined {
  if (err instanceof DataFolderLockedError || err instanceof PortInUseError || err instanceof SchemaBehindError)
    return err.message;
  return config.databaseUrl ? databaseUnreachable(err, config.databaseUrl) : undefined;
}

/** Says why on stderr and to a waiting `npm start` (start-report.ts), then exits 1. */
async function exitRefused(reason: string, err?: unknown): Promise<never> {
  if (err === undefined) console.error(reason);
  else console.error(`${reason}:`, err);
  await reportStart("failed", reason);
  process.exit(1);
}

const failedStart = (err: unknown, config: ApiConfig) => {
  const refusal = startRefusal(err, config);
  return refusal
    ? exitRefused(refusal)
    : exitRefused(`product API failed to start (${err instanceof Error ? err.message : String(err)})`, err);
};

async function serve(config: ApiConfig): Promise<void> {
  // Which worker answered shows in X-Served-By and the logs.
  const worker = cluster.worker;
  const api = await startApi(worker ? { ...config, replicaName: `${config.replicaName}-w${worker.id}` } : config).catch(
    (err: unknown) => failedStart(err, config),
  );
  const reason = worker ? undefined : singleProcessReason(config);
  if (reason) api.app.log.info(`one API process: ${reason} (API_WORKERS, decision 044)`);
  exitAfterDrain(
    () => api.close(),
    (level, event, fields) => api.app.log[level](fields, event),
    api.signals,
  );
}

async function serveOnWorkers(config: ApiConfig): Promise<void> {
  const logger = pino({ level: config.logLevel });
  const log: ShutdownLog = (level, event, fields) => logger[level]({ ...fields, event });
  await assertPortFree(config.host, config.port).catch((err: unknown) => failedStart(err, config));
  serveClusterMetrics();
  void reportStart("workers", String(config.workers));
  const workers = await forkWorkers(config.workers, "api", log).catch((err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    log("error", "api_workers_failed", { reason });
    return exitRefused(`product API failed to start (${reason})`);
  });
  void reportStart("listening", `http://${config.host}:${config.port}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", "draining", { signal, workers: config.workers });
    // Each worker keeps its own shutdown budget (SHUTDOWN_GRACE_MS) and exits 1 past it.
    void workers.close().then(({ clean }) => process.exit(clean ? 0 : 1));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const config = await configOrExit();
await (cluster.isPrimary && config.workers > 1 ? serveOnWorkers(config) : serve(config));
