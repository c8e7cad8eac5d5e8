/**
 * Opens the database, brings it up to date and seeds it on first start (or, with MIGRATE_ON_START=0,
 * checks the deploy's migrate step did) and listens, reporting each step to an `npm start` that waits
 * for it (start-report.ts). Kept apart from main.ts, the process entry with its cluster and exit handling.
 */
import cluster from "node:cluster";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApi } from "./app";
import type { ApiConfig } from "./config";
import { BACKUP_SIGNAL, serveBackupsOnSignal } from "./db/backup";
import { openDatabase } from "./db/client";
import { assertSchemaCurrent, prepareDatabase } from "./db/prepare";
import { drainable } from "./http/drain";
import { ensureDemoToken, seedDemo } from "./seed/seed";
import { reportStart } from "./start-report";

/**
 * `close` drains first (server/http/drain.ts), then closes the server, its job queue, its pools and the
 * database. `signals`: those the API answers itself, which the process must not drain on.
 */
export type RunningApi = { app: FastifyInstance; url: string; signals: (typeof BACKUP_SIGNAL)[]; close(): Promise<void> };

export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/**
 * Nothing may touch the database before we know this start can finish: the port is tried first (a
 * start that dies on it would otherwise have migrated and seeded someone else's data), then
 * openDatabase takes the data folder's lock.
 */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  // A cluster worker listens through its primary, which checked the port before forking (server/main.ts).
  if (!cluster.isWorker) await assertPortFree(config.host, config.port);
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  void reportStart("opening", where);
  const handle = await openDatabase(config);
  // Read only when a request arrives, by which time `drain` is set.
  const app = buildApi({ db: handle.db, config, isDraining: () => drain.draining, schedules: true });
  const drain = drainable(app.server);
  // PGlite's folder can be copied only by its holder: SIGUSR2 writes a backup (npm run db:backup sends it).
  const stopBackups = handle.driver === "pglite" ? serveBackupsOnSignal(handle.client, config.backupDir, app.log) : undefined;
  try {
    app.log.info(`database: ${where}`);
    if (config.migrateOnStart) {
      const { seeded } = await prepareDatabase(
        handle,
        (db) => seedDemo(db, config.seedDemoToken, () => void reportStart("seeding")),
        (step) => void reportStart(step === "migrating" ? "migrating" : "waiting"),
      );
      if (seeded) app.log.info("empty database: demo data seeded");
    } else {
      // The deploy's migrate step (dist/migrate.js, npm run db:migrate) did it; a schema behind this build refuses the start.
      await assertSchemaCurrent(handle);
      if (config.seedDemoToken) await ensureDemoToken(handle.db, config.seedDemoToken);
    }
    if (config.seedDemoToken) app.log.warn("SEED_DEMO_TOKEN set: the demo doctor has a known bearer token (never in production)");
    const url = await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
      // Taken between the check and now.
      throw err.code === "EADDRINUSE" ? portInUse(config.host, config.port) : err;
    });
    void reportStart("listening", url);
    return {
      app,
      url,
      signals: stopBackups ? [BACKUP_SIGNAL] : [],
      close: async () => {
        stopBackups?.();
        await drain.drain();
        await app.close();
        await handle.close();
      },
    };
  } catch (err) {
    stopBackups?.();
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw err;
  }
}

const portInUse = (host: string, port: number) =>
  new PortInUseError(`Port ${port} on ${host} is already in use; the product API did not start (API_PORT).`);

export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => reject(err.code === "EADDRINUSE" ? portInUse(host, port) : err));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
