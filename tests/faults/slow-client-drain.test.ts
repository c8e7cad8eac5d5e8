/**
 * SIGTERM with a client whose request headers are still arriving (issue 23): the product API drains and
 * exits 0 well within its shutdown budget, instead of waiting on that connection until the budget's
 * timer exits 1 (Kubernetes would then count every rollout as a failed stop). The portal's side of the
 * same promise is in portal.test.ts.
 */
import { afterAll, expect, it } from "vitest";
import { SHUTDOWN_GRACE_MS } from "../../server/http/drain";
import { kill, pgliteDatabase, slowClient, startApi } from "./support";

const PORT = 5745;
const database = pgliteDatabase();
afterAll(() => database.drop());

it("the product API drains past a slow client and exits 0 within its budget", async () => {
  const api = await startApi(PORT, database);
  const slow = slowClient(PORT);
  await slow.opened;
  const started = Date.now();
  try {
    const code = await kill(api, "SIGTERM");
    const took = Date.now() - started;
    expect({ code, took: took < SHUTDOWN_GRACE_MS / 2 }, api.output()).toEqual({ code: 0, took: true });
    await slow.closed;
  } finally {
    slow.close();
    await kill(api, "SIGKILL");
  }
});
