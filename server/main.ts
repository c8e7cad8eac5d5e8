/** Process entry of the product API: `tsx server/main.ts`, compiled `node dist/api.js` (bin/build-server.ts). */
import { ConfigError, parseApiConfig } from "./config";
import { DataFolderLockedError } from "./db/folder-lock";
import { SchemaBehindError } from "./db/prepare";
import { exitAfterDrain } from "./http/drain";
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

exitAfterDrain(
  () => api.close(),
  (level, event, fields) => api.app.log[level](fields, event),
);
