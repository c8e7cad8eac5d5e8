/**
 * Process entry of the product API: `tsx server/main.ts`, compiled `node dist/api.js` (bin/build-server.ts).
 * With `config.workers` above 1 (API_WORKERS, decision 044) this process becomes a node:cluster primary that
 * serves nothing: it checks the port once, forks that many workers of this same entry (each opens its own
 * pool and listens on the shared port) and, on SIGTERM or SIGINT, has every worker drain, exiting 0 once
 * all exited 0.
 */
import cluster from "node:cluster";
import pino from "pino";
import { ConfigError, parseApiConfig, singleProcessReason, type ApiConfig } from "./config";
import { DataFolderLockedError } from "./db/folder-lock";
import { SchemaBehindError } from "./db/prepare";
import { exitAfterDrain, type ShutdownLog } from "./http/drain";
import { forkWorkers } from "./http/workers";
import { assertPortFree, PortInUseError, startApi } from "./start";

function configOrExit(): ApiConfig {
  try {
    return parseApiConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

async function serve(config: ApiConfig): Promise<void> {
  // Which worker answered shows in X-Served-By and the logs.
  const worker = cluster.worker;
  const api = await startApi(worker ? { ...config, replicaName: `${config.replicaName}-w${worker.id}` } : config).catch(
    (err: unknown) => {
      // Refusals an operator can act on get one line; anything else keeps its stack.
      if (err instanceof DataFolderLockedError || err instanceof PortInUseError || err instanceof SchemaBehindError)
        console.error(err.message);
      else console.error("product API failed to start:", err);
      process.exit(1);
    },
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
  await assertPortFree(config.host, config.port).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
  const workers = await forkWorkers(config.workers, "api", log).catch((err: unknown) => {
    log("error", "api_workers_failed", { reason: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  });
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

const config = configOrExit();
await (cluster.isPrimary && config.workers > 1 ? serveOnWorkers(config) : serve(config));
