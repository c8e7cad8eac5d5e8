/**
 * The portal's probes (decision 025, issue 23). `/healthz`: the process is up. `/readyz`: it can serve,
 * which is all of "not draining". Readiness deliberately asks nothing of the product API: with the API or
 * its database away the portal still serves public pages from its stale-while-revalidate cache and answers
 * logged-in pages with its Bengali 503, so the load balancer must keep sending it visitors. A readiness that
 * followed the API took every portal out of the Kubernetes Service when the database went down, and kept
 * compose's nginx (which waits on healthy portals, and is also the portals' way to the API) from starting.
 */
import express, { type Request } from "express";

export function healthRouter(): express.Router {
  const router = express.Router();
  router.use(["/healthz", "/readyz"], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  router.get("/readyz", (req, res) => {
    if (isDraining(req)) return void res.status(503).json({ status: "draining" });
    res.json({ status: "ok" });
  });
  return router;
}

/** listen() (bin/portal.ts) puts its drain's state here. */
function isDraining(req: Request): boolean {
  const check = req.app.locals.isDraining as (() => boolean) | undefined;
  return check?.() ?? false;
}
