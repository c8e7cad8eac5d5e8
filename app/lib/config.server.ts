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
    /**
     * The origin visitors reach the portal at (scheme, host and port: `https://sopan-pg.example`), the one source of
     * every absolute URL the portal writes (canonical links, link previews, structured data, bKash's return address)
     * and the Host it answers (decision 090). Required in production; elsewhere the listen address.
     */
    PUBLIC_ORIGIN: z.string().optional(),
    /** Other Host values the portal answers as PUBLIC_ORIGIN (another name of the same site), comma-separated `host[:port]`. */
    PORTAL_ALLOWED_HOSTS: csv.optional(),
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
     * Where the portal writes the guest pages it keeps and reads them back as it starts, so one started while
     * the API is away still serves the public pages (bin/kept-pages-snapshot.ts, decision 100). Unset: none.
     */
    KEPT_PAGES_DIR: z.string().min(1).optional(),
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
    if (env.NODE_ENV === "production" && env.PUBLIC_ORIGIN === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message: "PUBLIC_ORIGIN is required in production: the address visitors use, e.g. https://sopan-pg.example",
      });
    }
    if (env.PUBLIC_ORIGIN !== undefined && publicOriginOf(env.PUBLIC_ORIGIN) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message: "PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://sopan-pg.example",
      });
    }
    for (const host of env.PORTAL_ALLOWED_HOSTS ?? []) {
      if (hostOf(host) === null) {
        ctx.addIssue({ code: "custom", path: ["PORTAL_ALLOWED_HOSTS"], message: `"${host}" is not a host[:port]` });
      }
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

export type PortalConfig = z.infer<typeof portalEnv> & {
  apiBaseUrl: string;
  sessionSecrets: string[];
  replicaName: string;
  /** PUBLIC_ORIGIN as a URL's `origin` (lower case, no default port, no trailing slash). */
  publicOrigin: string;
  /** Every Host header value the portal answers, lower case (decision 090). */
  allowedHosts: ReadonlySet<string>;
};

/** An http(s) origin with nothing after it but "/", as its normalised `origin`; null for anything else. */
function publicOriginOf(value: string): string | null {
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash || !url.hostname) return null;
  return url.origin;
}

/** A Host header value (`name`, `name:port`, `[v6]:port`) in lower case, or null when it is anything more or less. */
export function hostOf(value: string): string | null {
  const url = URL.parse(`http://${value}`);
  const host = value.toLowerCase();
  return url && url.host === host.replace(/:80$/, "") && url.pathname === "/" && !url.username ? host : null;
}

/** The listen address as a browser on this machine reaches it: an unspecified address means loopback. */
function listenOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The Host values the portal answers: PUBLIC_ORIGIN's (with and without its scheme's default port), the
 * configured others, and outside production every loopback name on the listen port, so a developer's
 * `localhost:3000` and `127.0.0.1:3000` both work.
 */
function allowedHostsOf(origin: string, others: readonly string[], production: boolean, port: number): Set<string> {
  const url = new URL(origin);
  const hosts = new Set([url.host, `${url.hostname}:${url.port || (url.protocol === "https:" ? 443 : 80)}`]);
  for (const other of others) hosts.add(other.toLowerCase());
  if (!production) for (const loopback of ["localhost", "127.0.0.1", "[::1]"]) hosts.add(`${loopback}:${port}`);
  return hosts;
}

/** Used only outside production, so a newcomer's `npm start` works without set-up. */
const DEV_SESSION_SECRET = "dev-only-session-secret-never-use-in-production!";

export function parsePortalConfig(env: Record<string, string | undefined>): PortalConfig {
  const result = portalEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid portal configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  const publicOrigin = publicOriginOf(c.PUBLIC_ORIGIN ?? listenOrigin(c.HOST, c.PORT))!;
  return {
    ...c,
    publicOrigin,
    allowedHosts: allowedHostsOf(publicOrigin, c.PORTAL_ALLOWED_HOSTS ?? [], c.NODE_ENV === "production", c.PORT),
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

/**
 * The site's public origin (PUBLIC_ORIGIN): the one source of every absolute URL the portal writes, in a page
 * or for bKash, never a request's headers (decision 090).
 */
export const publicOrigin = (): string => config().publicOrigin;
