import { BlockList, isIP } from "node:net";
import { hostname } from "node:os";
/**
 * The product API's environment, validated once at start so a typo fails loudly instead of
 * silently falling back to a default.
 */
import { z } from "zod";
import { metricsAccess, metricsEnv, type MetricsAccess } from "./http/metrics-access";

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

const positiveInt = (name: string) => {
  const message = `${name} must be a whole number of at least 1`;
  return z.coerce.number({ error: message }).int(message).min(1, message);
};

/** The log driver is the local sandbox; production has no default but a real gateway. */
const smsDriverOf = (env: { NODE_ENV: string; SMS_DRIVER?: "log" | "http" | undefined }) =>
  env.SMS_DRIVER ?? (env.NODE_ENV === "production" ? "http" : "log");

/** The bKash simulator (server/payments/simulator.ts) lives under this path of the API itself. */
export const BKASH_SIMULATOR_PATH = "/dev/bkash/v1.2.0-beta";

/** Outside production only: the simulator accepts these, so a newcomer needs no bKash account. */
export const SANDBOX_BKASH = {
  username: "sandbox-merchant",
  password: "sandbox-password",
  appKey: "sandbox-app-key",
  appSecret: "sandbox-app-secret",
};

const BKASH_KEYS = ["BKASH_BASE_URL", "BKASH_USERNAME", "BKASH_PASSWORD", "BKASH_APP_KEY", "BKASH_APP_SECRET"] as const;

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
    SMS_DRIVER: z.enum(["log", "http"]).optional(),
    SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: "SMS_HTTP_URL must be an http(s) URL" }).optional(),
    SMS_HTTP_API_KEY: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).max(20).optional(),
    SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * Test stacks only: a shorter wait between two codes to one phone, so browser suites do not
     * sleep out the real 60 s (auth/otp-policy.ts) several times per test.
     */
    OTP_RESEND_COOLDOWN_SECONDS: positiveInt("OTP_RESEND_COOLDOWN_SECONDS")
      .max(60, "OTP_RESEND_COOLDOWN_SECONDS must be at most 60")
      .optional(),
    /**
     * Test stacks only: more codes per hour to a signed-in doctor's phone than the policy's 5 (auth/otp-policy.ts), because
     * a browser suite verifies one demo doctor's device from a fresh browser in many tests.
     */
    OTP_SIGNED_IN_SENDS_PER_HOUR: positiveInt("OTP_SIGNED_IN_SENDS_PER_HOUR")
      .max(100, "OTP_SIGNED_IN_SENDS_PER_HOUR must be at most 100")
      .optional(),
    /**
     * Under pressure (@fastify/under-pressure, decision 038): past this event-loop delay the API answers
     * 503 + Retry-After at once, well before the portal's 4 s API timeout would turn the wait into an error.
     */
    API_MAX_EVENT_LOOP_DELAY_MS: positiveInt("API_MAX_EVENT_LOOP_DELAY_MS")
      .max(60_000, "API_MAX_EVENT_LOOP_DELAY_MS must be at most 60000")
      .default(1000),
    /**
     * Test stacks only (decision 038): exam-info and Start from a browser whose User-Agent contains this
     * marker are answered as under pressure the first time for each doctor, so a browser test meets the
     * holding page deterministically.
     */
    PRESSURE_DRILL_USER_AGENT: z.string().min(8).max(100).optional(),
    /** bKash Tokenized Checkout; unset outside production → the API's own simulator. */
    BKASH_BASE_URL: z.url({ protocol: /^https?$/, error: "BKASH_BASE_URL must be an http(s) URL" }).optional(),
    BKASH_USERNAME: z.string().min(1).max(200).optional(),
    BKASH_PASSWORD: z.string().min(1).max(200).optional(),
    BKASH_APP_KEY: z.string().min(1).max(200).optional(),
    BKASH_APP_SECRET: z.string().min(1).max(200).optional(),
    /** bKash asks merchants to wait up to 30 s; an execute cut short is settled through payment/status. */
    BKASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(30_000),
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
    if (env.OTP_RESEND_COOLDOWN_SECONDS !== undefined && env.NODE_ENV !== "test") {
      refuse(
        "OTP_RESEND_COOLDOWN_SECONDS",
        `OTP_RESEND_COOLDOWN_SECONDS is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may shorten the wait between codes)`,
      );
    }
    if (env.PRESSURE_DRILL_USER_AGENT !== undefined && env.NODE_ENV !== "test") {
      refuse(
        "PRESSURE_DRILL_USER_AGENT",
        `PRESSURE_DRILL_USER_AGENT is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may pretend to be overloaded)`,
      );
    }
    if (env.OTP_SIGNED_IN_SENDS_PER_HOUR !== undefined && env.NODE_ENV !== "test") {
      refuse(
        "OTP_SIGNED_IN_SENDS_PER_HOUR",
        `OTP_SIGNED_IN_SENDS_PER_HOUR is refused when NODE_ENV=${env.NODE_ENV} (only test stacks may raise the hourly code budget)`,
      );
    }
    const driver = smsDriverOf(env);
    if (production && driver === "log") {
      refuse(
        "SMS_DRIVER",
        "SMS_DRIVER=log is refused when NODE_ENV=production (codes would reach only the server log and the dev outbox); use SMS_DRIVER=http",
      );
    }
    if (production) {
      for (const key of BKASH_KEYS) if (!env[key]) refuse(key, `${key} is required in production (the bKash merchant account)`);
      if (env.BKASH_BASE_URL && new URL(env.BKASH_BASE_URL).pathname.startsWith("/dev/")) {
        refuse(
          "BKASH_BASE_URL",
          "BKASH_BASE_URL pointing at the bKash simulator is refused when NODE_ENV=production (nobody would be charged)",
        );
      }
    }
    if (driver === "http") {
      for (const key of ["SMS_HTTP_URL", "SMS_HTTP_API_KEY", "SMS_SENDER_ID"] as const) {
        if (!env[key])
          refuse(
            key,
            `${key} is required when SMS_DRIVER=http${production && !env.SMS_DRIVER ? " (the only driver allowed in production)" : ""}`,
          );
      }
    }
  });

export const TRUST_PROXY_SPLIT =
  "TRUST_PROXY is no longer read: set PORTAL_TRUST_PROXY (the proxies in front of the portal) and API_TRUST_PROXY (the portal's address, 127.0.0.1,::1 by default) instead";

/** Whether X-Forwarded-For from `address` is believed with this API_TRUST_PROXY list (addresses, subnets, `loopback`). */
export function trustsAddress(trusted: string[], address: string): boolean {
  const list = new BlockList();
  const family = (ip: string) => (isIP(ip) === 6 ? "ipv6" : "ipv4");
  for (const entry of trusted) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [ip, bits] = entry.split("/");
    if (!ip || !isIP(ip)) continue;
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, Number(bits), family(ip));
  }
  return list.check(address, family(address));
}

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

export type SmsConfig =
  /** printCodes: each message is also printed on the console (explicit development only, for the first look). */
  { driver: "log"; printCodes: boolean } | { driver: "http"; url: string; apiKey: string; senderId: string; timeoutMs: number };

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

export type BkashConfig = {
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
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

/** The simulator is reached the way the API listens; a wildcard address is reached on loopback. */
const loopbackFor = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

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
  return {
    nodeEnv: c.NODE_ENV,
    sandbox: env.NODE_ENV === "development" || env.NODE_ENV === "test",
    port: c.API_PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    migrateOnStart: c.MIGRATE_ON_START ? c.MIGRATE_ON_START === "1" : !(c.NODE_ENV === "production" && c.DATABASE_URL),
    replicaName: c.REPLICA_NAME ?? hostname(),
    trustProxy: c.API_TRUST_PROXY,
    seedDemoToken: c.SEED_DEMO_TOKEN,
    logLevel: c.LOG_LEVEL,
    tokenIdleDays: c.TOKEN_IDLE_DAYS,
    tokenMaxDays: c.TOKEN_MAX_DAYS,
    maxDevices: c.MAX_DEVICES,
    otpPepper: c.OTP_PEPPER ?? DEV_OTP_PEPPER,
    otpResendCooldownMs: c.OTP_RESEND_COOLDOWN_SECONDS === undefined ? undefined : c.OTP_RESEND_COOLDOWN_SECONDS * 1000,
    otpSignedInSendsPerHour: c.OTP_SIGNED_IN_SENDS_PER_HOUR,
    redisUrl: c.REDIS_URL,
    pressure: { maxEventLoopDelayMs: c.API_MAX_EVENT_LOOP_DELAY_MS, drillUserAgent: c.PRESSURE_DRILL_USER_AGENT },
    // superRefine has checked that http comes with its three settings.
    sms:
      smsDriverOf(c) === "log"
        ? { driver: "log", printCodes: env.NODE_ENV === "development" }
        : {
            driver: "http",
            url: c.SMS_HTTP_URL!,
            apiKey: c.SMS_HTTP_API_KEY!,
            senderId: c.SMS_SENDER_ID!,
            timeoutMs: c.SMS_HTTP_TIMEOUT_MS,
          },
    // superRefine has checked that production names every bKash setting.
    bkash: {
      baseUrl: (c.BKASH_BASE_URL ?? `http://${loopbackFor(c.HOST)}:${c.API_PORT}${BKASH_SIMULATOR_PATH}`).replace(/\/+$/, ""),
      username: c.BKASH_USERNAME ?? SANDBOX_BKASH.username,
      password: c.BKASH_PASSWORD ?? SANDBOX_BKASH.password,
      appKey: c.BKASH_APP_KEY ?? SANDBOX_BKASH.appKey,
      appSecret: c.BKASH_APP_SECRET ?? SANDBOX_BKASH.appSecret,
      timeoutMs: c.BKASH_TIMEOUT_MS,
    },
    metrics: metricsAccess(c.METRICS_ALLOW, c.METRICS_TOKEN),
  };
}
