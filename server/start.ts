/**
 * Opens the database, brings it up to date, seeds it on first start and listens. Kept apart from
 * main.ts so another entry (bin/start.ts) can start the API in-process with its own config.
 */
import type { FastifyInstance } from "fastify";
import { buildApi } from "./app";
import type { ApiConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { ensureDemoToken, seedDatabase } from "./seed/seed";

export type RunningApi = { app: FastifyInstance; url: string; close(): Promise<void> };

export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const handle = await openDatabase(config);
  const app = buildApi({ db: handle.db, config });
  try {
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    app.log.info(`database: ${where}`);
    await migrateDatabase(handle);
    if (await seedDatabase(handle.db)) app.log.info("empty database: demo data seeded");
    if (config.seedDemoToken) {
      await ensureDemoToken(handle.db, config.seedDemoToken);
      app.log.warn("SEED_DEMO_TOKEN set: the demo doctor has a known bearer token (never in production)");
    }
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app,
      url,
      close: async () => {
        await app.close();
        await handle.close();
      },
    };
  } catch (err) {
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw err;
  }
}
