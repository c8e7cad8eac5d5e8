/**
 * The product API's environment, validated once at start so a typo fails loudly instead of
 * silently falling back to a default. The one entry: the gateways' settings (gateways.ts), the
 * test-stack switches (test-switches.ts) and the proxy list's reading (proxies.ts) are joined here.
 */
import { hostname } from "node:os";
import { z } from "zod";
import { metricsAccess, metricsEnv, type MetricsAccess } from "../http/metrics-access";
import { gatewaysConfig, gatewaysEnv, refuseGateways, type BkashConfig, type SmsConfig } from "./gateways";
import { TRUST_PROXY_SPLIT, trustsAddress } from "./proxies";
import { refuseTestSwitches, testSwitches, testSwitchesEnv } from "./test-switches";
import { positiveInt } from "./values";
import { apiWorkerCount, refuseWorkers, workersEnv } from "./workers";

export { BKASH_SIMULATOR_PATH, SANDBOX_BKASH, type BkashConfig, type SmsConfig } from "./gateways";
export { TRUST_PROXY_SPLIT, trustsAddress } from "./proxies";
export { apiWorkerCount, singleProcessReason } from "./workers";

const csv = z.string().transform((s) =>
  s
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Sanctum-style `<id>|<secret>`; the secret must be long enough not to be guessable. */
const DEMO_TOKEN_FORMAT = /^[1-9]\d{0,8}\|[\x21-\x7e]{32,200}$/;

/** Outside production only: OTP codes must still be keyed, but a newcomer needs no set-up. */
export const DEV_OTP_PEPPER = "dev-only-otp-pepper-never-use-in-production-0123";

const PORT_MESSAGE = "must be a whole number from 1 to 65535";
const port = z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE);

const apiEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_PORT: port.default(4000),
    HOST: z.string().min(1).default("127.0.0.1"),
    /** Set → PostgreSQL through `pg`; unset → the embedded PGlite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("./.data"),
    /** Where `npm run db:backup` (and PGlite's API on SIGUSR2) writes backups (docs/operations.md, "Backups"). */
    BACKUP_DIR: z.string().min(1).default("./backups"),
    /**
     * 1 → the API migrates and seeds an empty database at start; 0 → it only checks the schema is current
     * and `npm run db:migrate` is the deploy's own step. Default 0 for PostgreSQL in production, else 1.
     */
    MIGRATE_ON_START: z.enum(["0", "1"], { error: "MIGRATE_ON_START must be 1 or 0" }).optional(),
    /** A name for this process in logs and the X-Served-By header (e.g. api-1); default: the host name. */
    REPLICA_NAME: z
      .string()
      .regex(/^[\w.-]{1,63}$/, "REPLICA_NAME must be 1–63 letters, digits, dots, dashes or underscores")
      .optional(),
    /** Production accepts the embedded database only when told so: it runs with fsync off (docs/operations.md). */
    ALLOW_EMBEDDED_DB: z.enum(["0", "1"], { error: "ALLOW_EMBEDDED_DB must be 1 or 0" }).optional(),
    /**
     * Only peers in this list may tell us the client address through X-Forwarded-For: the portal (on
     * loopback by default), never the load balancer in front of the portal.
     */
    API_TRUST_PROXY: csv.default(["127.0.0.1", "::1"]),
    /** Split into API_TRUST_PROXY and the portal's PORTAL_TRUST_PROXY; refused so an old setting is not silently ignored. */
    TRUST_PROXY: z.string().optional(),
    SEED_DEMO_TOKEN: z
      .string()
      .regex(DEMO_TOKEN_FORMAT, "SEED_DEMO_TOKEN must look like <id>|<secret of 32+ printable characters>")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** A bearer token unused this long is dead (the doctor logs in again). */
    TOKEN_IDLE_DAYS: positiveInt("TOKEN_IDLE_DAYS").default(14),
    /** …and every bearer token is dead this long after login, however busy. */
    TOKEN_MAX_DAYS: positiveInt("TOKEN_MAX_DAYS").default(60),
    /** Verified devices a doctor may hold at once; paid content answers 423 on any other. */
    MAX_DEVICES: positiveInt("MAX_DEVICES").default(2),
    /** HMAC key for stored OTP codes: a leaked table alone cannot be turned back into codes. */
    OTP_PEPPER: z.string().min(32, "OTP_PEPPER must be at least 32 characters (openssl rand -base64 32)").optional(),
    /** Set → login and OTP-check limits are counted in Redis, shared by every API process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
    /**
     * Under pressure (@fastify/under-pressure, decision 038): past this event-loop delay the API answers
     * 503 + Retry-After at once, well before the portal's 4 s API timeout would turn the wait into an error.
     */
    API_MAX_EVENT_LOOP_DELAY_MS: positiveInt("API_MAX_EVENT_LOOP_DELAY_MS")
      .max(60_000, "API_MAX_EVENT_LOOP_DELAY_MS must be at most 60000")
      .default(1000),
    ...workersEnv,
    ...gatewaysEnv,
    ...testSwitchesEnv,
    /** Who may read /metrics (server/http/metrics-access.ts). */
    ...metricsEnv,
  })
  .superRefine((env, ctx) => {
    const refuse = (key: string, message: string) => ctx.addIssue({ code: "custom", path: [key], message });
    const production = env.NODE_ENV === "production";
    if (env.TRUST_PROXY !== undefined) refuse("TRUST_PROXY", TRUST_PROXY_SPLIT);
    if (production && env.SEED_DEMO_TOKEN) {
      refuse(
        "SEED_DEMO_TOKEN",
        "SEED_DEMO_TOKEN is refused when NODE_ENV=production (a known bearer token must never reach a live site)",
      );
    }
    if (production && !env.DATABASE_URL && env.ALLOW_EMBEDDED_DB !== "1") {
      refuse(
        "DATABASE_URL",
        "DATABASE_URL is required when NODE_ENV=production: the embedded PGlite database does not survive an OS crash or power cut " +
          "(docs/operations.md). Set ALLOW_EMBEDDED_DB=1 to run on it anyway",
      );
    }
    if (production && !env.OTP_PEPPER) {
      refuse("OTP_PEPPER", "OTP_PEPPER is required in production (openssl rand -base64 32)");
    }
    refuseWorkers(env, refuse);
    refuseTestSwitches(env, refuse);
    refuseGateways(env, refuse);
  });

/**
 * For a launcher that knows where the portal connects from (npm start with the embedded API: loopback).
 * An API that does not trust the portal sees every visitor as the portal, so one visitor's failed logins
 * would lock everybody out: refused.
 */
export function refuseUntrustedPortal(config: ApiConfig, portalAddress: string): void {
  if (trustsAddress(config.trustProxy, portalAddress)) return;
  throw new ConfigError(
    `Invalid product-API configuration:\n  API_TRUST_PROXY: must include the portal's address ${portalAddress} (got "${config.trustProxy.join(",")}"); ` +
      "otherwise every visitor looks like the portal and the attempt limits lock the whole site out. " +
      "The proxies in front of the portal belong in PORTAL_TRUST_PROXY.",
  );
}

export type ApiConfig = {
  nodeEnv: "development" | "production" | "test";
  /** When the API answers a fast 503 instead of serving (server/http/under-pressure.ts). */
  pressure: { maxEventLoopDelayMs: number; drillUserAgent: string | undefined };
  /**
   * The local sandbox: GET /dev/sms-outbox and the bKash simulator exist only when NODE_ENV is explicitly
   * development or test. An API whose NODE_ENV is unset mounts neither (fail closed, decision 035).
   */
  sandbox: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
  /** API processes on API_PORT (node:cluster workers when above 1; workers.ts, decision 044). */
  workers: number;
  /** Migrate (and seed an empty database) at start, or only check the schema is current (decision 025). */
  migrateOnStart: boolean;
  replicaName: string;
  trustProxy: string[];
  seedDemoToken: string | undefined;
  logLevel: z.infer<typeof apiEnv>["LOG_LEVEL"];
  tokenIdleDays: number;
  tokenMaxDays: number;
  maxDevices: number;
  otpPepper: string;
  /**
   * A test stack's looser OTP send limits; unset → the policy's own (`otpSendLimits` in
   * auth/otp-policy.ts, which owns the numbers).
   */
  otpResendCooldownMs: number | undefined;
  otpSignedInSendsPerHour: number | undefined;
  redisUrl: string | undefined;
  sms: SmsConfig;
  bkash: BkashConfig;
  metrics: MetricsAccess;
};

/** Values never echoed in an error message: seeing them in a log would leak them. */
const SECRET_KEYS = new Set([
  "SEED_DEMO_TOKEN",
  "DATABASE_URL",
  "OTP_PEPPER",
  "REDIS_URL",
  "SMS_HTTP_API_KEY",
  "SMS_HTTP_URL",
  "BKASH_PASSWORD",
  "BKASH_APP_SECRET",
  "METRICS_TOKEN",
]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

export type Env = Record<string, string | undefined>;

export function parseApiConfig(env: Env): ApiConfig {
  const result = apiEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join(".") || "env";
      const raw = typeof issue.path[0] === "string" ? env[issue.path[0]] : undefined;
      // Secrets are never echoed back; other values are, because seeing them is what helps.
      const shown = raw === undefined || SECRET_KEYS.has(key) ? "" : ` (got "${raw}")`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid product-API configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  const switches = testSwitches(c);
  return {
    nodeEnv: c.NODE_ENV,
    sandbox: env.NODE_ENV === "development" || env.NODE_ENV === "test",
    port: c.API_PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    backupDir: c.BACKUP_DIR,
    workers: apiWorkerCount({
      nodeEnv: c.NODE_ENV,
      configured: c.API_WORKERS,
      postgres: c.DATABASE_URL !== undefined,
      redis: c.REDIS_URL !== undefined,
    }),
    migrateOnStart: c.MIGRATE_ON_START ? c.MIGRATE_ON_START === "1" : !(c.NODE_ENV === "production" && c.DATABASE_URL),
    replicaName: c.REPLICA_NAME ?? hostname(),
    trustProxy: c.API_TRUST_PROXY,
    seedDemoToken: c.SEED_DEMO_TOKEN,
    logLevel: c.LOG_LEVEL,
    tokenIdleDays: c.TOKEN_IDLE_DAYS,
    tokenMaxDays: c.TOKEN_MAX_DAYS,
    maxDevices: c.MAX_DEVICES,
    otpPepper: c.OTP_PEPPER ?? DEV_OTP_PEPPER,
    otpResendCooldownMs: switches.otpResendCooldownMs,
    otpSignedInSendsPerHour: switches.otpSignedInSendsPerHour,
    redisUrl: c.REDIS_URL,
    pressure: { maxEventLoopDelayMs: c.API_MAX_EVENT_LOOP_DELAY_MS, drillUserAgent: switches.drillUserAgent },
    ...gatewaysConfig(c, env.NODE_ENV),
    metrics: metricsAccess(c.METRICS_ALLOW, c.METRICS_TOKEN),
  };
}
