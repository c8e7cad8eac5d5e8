/**
 * The portal's probes (decision 025). `/healthz`: the process is up. `/readyz`: it can serve, so it is
 * not draining and the product API's process answers. Readiness asks the API's /healthz, not its
 * /readyz: with the API's database down the portal still serves public pages from its cache, so the
 * load balancer should keep sending it visitors. The portal itself keeps no Redis connection (sessions
 * live in the encrypted cookie, attempt limits in the API), so there is no Redis check here.
 */
import express, { type Request } from "express";

const API_PROBE_TIMEOUT_MS = 2_000;

export function healthRouter(apiBaseUrl: string): express.Router {
  const router = express.Router();
  router.use(["/healthz", "/readyz"], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  router.get("/readyz", async (req, res) => {
    if (isDraining(req)) return void res.status(503).json({ status: "draining" });
    try {
      const api = await fetch(`${apiBaseUrl}/healthz`, { signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS) });
      if (!api.ok) throw new Error(`status ${api.status}`);
      res.json({ status: "ok", checks: { api: "ok" } });
    } catch {
      res.status(503).json({ status: "unavailable", checks: { api: "unavailable" } });
    }
  });
  return router;
}

/** listen() (bin/portal.ts) puts its drain's state here. */
function isDraining(req: Request): boolean {
  const check = req.app.locals.isDraining as (() => boolean) | undefined;
  return check?.() ?? false;
}
