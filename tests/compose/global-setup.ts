/**
 * The outside services the APIs in compose call (tests/compose/run.sh writes their addresses into api.env):
 * an SMS gateway that keeps what it was sent, for the spec to read an OTP from, and a bKash that answers
 * 503. It listens on every address, since the containers reach it at the compose network's gateway.
 */
import { createServer } from "node:http";

export const SINK_PORT = Number(process.env.COMPOSE_SINK_PORT ?? 5981);

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sent: Array<{ to: string; message: string }> = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://sink");
      if (req.method === "POST" && url.pathname === "/sms") {
        sent.push(JSON.parse(body) as { to: string; message: string });
        return void res.end('{"status":"ok"}');
      }
      if (req.method === "GET" && url.pathname === "/sent") {
        res.setHeader("content-type", "application/json");
        return void res.end(JSON.stringify(sent.filter((m) => m.to === url.searchParams.get("to"))));
      }
      res.statusCode = 503;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(SINK_PORT, "0.0.0.0", resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
