/**
 * The product API's environment, validated once at start so a typo fails loudly instead of
 * silently falling back to a default.
 */
import { z } from "zod";

const csv = z.string().transform((s) =>
  s
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Sanctum-style `<id>|<secret>`; the secret must be long enough not to be guessable. */
const DEMO_TOKEN_FORMAT = /^[1-9]\d{0,8}\|[\x21-\x7e]{32,200}$/;

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
    /** Only peers in this list may tell us the client address through X-Forwarded-For. */
    TRUST_PROXY: csv.default(["127.0.0.1", "::1"]),
    SEED_DEMO_TOKEN: z
      .string()
      .regex(DEMO_TOKEN_FORMAT, "SEED_DEMO_TOKEN must look like <id>|<secret of 32+ printable characters>")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.SEED_DEMO_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["SEED_DEMO_TOKEN"],
        message: "SEED_DEMO_TOKEN is refused when NODE_ENV=production (a known bearer token must never reach a live site)",
      });
    }
  });

export type ApiConfig = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  trustProxy: string[];
  seedDemoToken: string | undefined;
  logLevel: z.infer<typeof apiEnv>["LOG_LEVEL"];
};

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
      const shown = raw === undefined || key === "SEED_DEMO_TOKEN" || key === "DATABASE_URL" ? "" : ` (got "${raw}")`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid product-API configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  return {
    nodeEnv: c.NODE_ENV,
    port: c.API_PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    trustProxy: c.TRUST_PROXY,
    seedDemoToken: c.SEED_DEMO_TOKEN,
    logLevel: c.LOG_LEVEL,
  };
}
