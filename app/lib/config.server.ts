import { hostname } from "node:os";
import { z } from "zod";

const csv = z.string().transform((s) =>
  s
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean),
);

const portalEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    /** Another implementation of the product API; when unset the embedded API on API_PORT is used. */
    PRODUCT_API_URL: z.string().url().optional(),
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    /**
     * API calls one portal process has open at once; the rest wait in arrival order before their
     * API_TIMEOUT_MS starts, so an overload queues instead of timing out (decision 042).
     */
    API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(8),
    /** Comma-separated; the first encrypts, every one decrypts (key rotation). */
    SESSION_SECRET: csv.optional(),
    ADMIN_URL: z.string().url().default("https://admin.sopan-pg.example"),
    MESSENGER_PAGE_ID: z.string().regex(/^\d+$/, "MESSENGER_PAGE_ID must be the numeric Facebook page id").optional(),
    PUBLIC_CACHE_FRESH_MS: z.coerce.number().int().min(0).default(60_000),
    PUBLIC_CACHE_MAX_STALE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 60 * 60_000),
    /**
     * Which proxies may set X-Forwarded-For/-Proto/-Host, in Express "trust proxy" syntax:
     * "loopback" (default), "false", a hop count, or comma-separated addresses/subnets.
     */
    PORTAL_TRUST_PROXY: z
      .string()
      .trim()
      .min(1)
      .default("loopback")
      .transform((v): boolean | number | string =>
        v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v,
      ),
    /** Portal processes (node:cluster workers, bin/cluster.ts); unset, one per core. 1 keeps a single process. */
    WEB_CONCURRENCY: z.coerce
      .number({ error: "WEB_CONCURRENCY must be a whole number from 1 to 64" })
      .int("WEB_CONCURRENCY must be a whole number from 1 to 64")
      .min(1, "WEB_CONCURRENCY must be a whole number from 1 to 64")
      .max(64, "WEB_CONCURRENCY must be a whole number from 1 to 64")
      .optional(),
    /** How long an ordinary page reuses a logged-in doctor's app data for its layout (decision 043); 0 asks every time. */
    LAYOUT_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Exam-day admission (decision 038, docs/deployment.md): exam API calls at once per portal process. */
    EXAM_ADMISSION_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
    /** Doctors who may wait for one of those slots; past it they get the holding page at once. */
    EXAM_ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(3000),
    /** The longest a doctor waits for a slot before the holding page is answered instead. */
    EXAM_ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    /** A name for this process in the X-Served-By header (e.g. portal-1); default: the host name. */
    REPLICA_NAME: z
      .string()
      .regex(/^[\w.-]{1,63}$/, "REPLICA_NAME must be 1–63 letters, digits, dots, dashes or underscores")
      .optional(),
    /** Split into PORTAL_TRUST_PROXY and the API's API_TRUST_PROXY; refused so an old setting is not silently ignored. */
    TRUST_PROXY: z.string().optional(),
    /** Who may read /metrics: comma-separated address/prefix ranges, checked by the host (server/http/metrics-access.ts). */
    METRICS_ALLOW: csv.optional(),
    /** When set, a scrape must also send `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.TRUST_PROXY !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "TRUST_PROXY is no longer read: set PORTAL_TRUST_PROXY (the proxies in front of the portal) and API_TRUST_PROXY (the portal's address, 127.0.0.1,::1 by default) instead",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET?.length) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production (openssl rand -base64 32)",
      });
    }
    for (const secret of env.SESSION_SECRET ?? []) {
      if (secret.length < 32) {
        ctx.addIssue({
          code: "custom",
          path: ["SESSION_SECRET"],
          message: "each SESSION_SECRET entry needs at least 32 characters",
        });
      }
    }
  });

export type PortalConfig = z.infer<typeof portalEnv> & { apiBaseUrl: string; sessionSecrets: string[]; replicaName: string };

/** Used only outside production, so a newcomer's `npm start` works without set-up. */
const DEV_SESSION_SECRET = "dev-only-session-secret-never-use-in-production!";

export function parsePortalConfig(env: Record<string, string | undefined>): PortalConfig {
  const result = portalEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid portal configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  return {
    ...c,
    apiBaseUrl: (c.PRODUCT_API_URL ?? `http://127.0.0.1:${c.API_PORT}`).replace(/\/+$/, ""),
    sessionSecrets: c.SESSION_SECRET?.length ? c.SESSION_SECRET : [DEV_SESSION_SECRET],
    replicaName: c.REPLICA_NAME ?? hostname(),
  };
}

/** For process entries (bin/): the configuration, or the clear message and exit status 1. */
export function portalConfigOrExit(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  try {
    return parsePortalConfig(env);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}

let cached: PortalConfig | undefined;
export function config(): PortalConfig {
  return (cached ??= parsePortalConfig(process.env));
}
