/**
 * The two gateways the API calls out to, SMS and bKash: their settings, the sandbox stand-ins that
 * need no account outside production, and what production must name.
 */
import { z } from "zod";
import type { Refuse } from "./values";

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

export const gatewaysEnv = {
  SMS_DRIVER: z.enum(["log", "http"]).optional(),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: "SMS_HTTP_URL must be an http(s) URL" }).optional(),
  SMS_HTTP_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(20).optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** bKash Tokenized Checkout; unset outside production → the API's own simulator. */
  BKASH_BASE_URL: z.url({ protocol: /^https?$/, error: "BKASH_BASE_URL must be an http(s) URL" }).optional(),
  BKASH_USERNAME: z.string().min(1).max(200).optional(),
  BKASH_PASSWORD: z.string().min(1).max(200).optional(),
  BKASH_APP_KEY: z.string().min(1).max(200).optional(),
  BKASH_APP_SECRET: z.string().min(1).max(200).optional(),
  /** bKash asks merchants to wait up to 30 s; an execute cut short is settled through payment/status. */
  BKASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(30_000),
};

type GatewaysEnv = z.output<z.ZodObject<typeof gatewaysEnv>> & { NODE_ENV: string };

export function refuseGateways(env: GatewaysEnv, refuse: Refuse): void {
  const production = env.NODE_ENV === "production";
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
}

export type SmsConfig =
  /** printCodes: each message is also printed on the console (explicit development only, for the first look). */
  { driver: "log"; printCodes: boolean } | { driver: "http"; url: string; apiKey: string; senderId: string; timeoutMs: number };

export type BkashConfig = {
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
};

/** The simulator is reached the way the API listens; a wildcard address is reached on loopback. */
const loopbackFor = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

/** `rawNodeEnv` as set (not defaulted): the console echo is for an explicit development only. */
export function gatewaysConfig(
  c: GatewaysEnv & { HOST: string; API_PORT: number },
  rawNodeEnv: string | undefined,
): { sms: SmsConfig; bkash: BkashConfig } {
  return {
    // refuseGateways has checked that http comes with its three settings.
    sms:
      smsDriverOf(c) === "log"
        ? { driver: "log", printCodes: rawNodeEnv === "development" }
        : {
            driver: "http",
            url: c.SMS_HTTP_URL!,
            apiKey: c.SMS_HTTP_API_KEY!,
            senderId: c.SMS_SENDER_ID!,
            timeoutMs: c.SMS_HTTP_TIMEOUT_MS,
          },
    // refuseGateways has checked that production names every bKash setting.
    bkash: {
      baseUrl: (c.BKASH_BASE_URL ?? `http://${loopbackFor(c.HOST)}:${c.API_PORT}${BKASH_SIMULATOR_PATH}`).replace(/\/+$/, ""),
      username: c.BKASH_USERNAME ?? SANDBOX_BKASH.username,
      password: c.BKASH_PASSWORD ?? SANDBOX_BKASH.password,
      appKey: c.BKASH_APP_KEY ?? SANDBOX_BKASH.appKey,
      appSecret: c.BKASH_APP_SECRET ?? SANDBOX_BKASH.appSecret,
      timeoutMs: c.BKASH_TIMEOUT_MS,
    },
  };
}
