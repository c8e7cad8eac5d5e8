/**
 * The drain (server/http/drain.ts): after it starts, a request on an already open keep-alive
 * connection is answered with `Connection: close`, not cut; a request in flight is finished; the
 * drain ends when nothing is in flight and the connections are closed.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { drainable } from "../../server/http/drain";
import { keepAliveConnection } from "../faults/support";

it("answers keep-alive clients with Connection: close during the drain, finishing what is in flight", async () => {
  const server = createServer(async (req, res) => {
    if (req.url === "/slow") await sleep(300);
    res.end("ok");
  });
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const idle = keepAliveConnection(port);
    const busy = keepAliveConnection(port);
    await Promise.all([idle.opened, busy.opened]);
    expect(await idle.ask("/")).not.toMatch(/connection: close/i);

    const slow = busy.ask("/slow");
    await sleep(50);
    const started = Date.now();
    const drained = drain.drain(2_000);
    expect(drain.draining).toBe(true);
    expect((await slow).toLowerCase()).toContain("connection: close");
    const answer = await idle.ask("/");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain("connection: close");
    await drained;
    // Both connections closed after their answers, so the drain did not wait out its linger.
    expect(Date.now() - started).toBeLessThan(1_500);
  } finally {
    server.close();
  }
});
