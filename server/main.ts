/** Process entry of the product API: `tsx server/main.ts`, compiled `node dist/api.js` (bin/build-server.ts). */
import { ConfigError, parseApiConfig } from "./config";
import { DataFolderLockedError } from "./db/folder-lock";
import { SchemaBehindError } from "./db/prepare";
import { SHUTDOWN_GRACE_MS } from "./http/drain";
import { PortInUseError, startApi } from "./start";

let config;
try {
  config = parseApiConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const api = await startApi(config).catch((err: unknown) => {
  // Refusals an operator can act on get one line; anything else keeps its stack.
  if (err instanceof DataFolderLockedError || err instanceof PortInUseError || err instanceof SchemaBehindError)
    console.error(err.message);
  else console.error("product API failed to start:", err);
  process.exit(1);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.app.log.info(`${signal}: draining`);
    setTimeout(() => {
      api.app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    api.close().then(
      () => process.exit(0),
      (err: unknown) => {
        api.app.log.error({ err }, "error while closing");
        process.exit(1);
      },
    );
  });
}
