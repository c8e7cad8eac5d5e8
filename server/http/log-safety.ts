/**
 * What may reach the API's log (docs/security.md, "Logs"). A failed statement is logged by its
 * PostgreSQL error code, constraint and SQL text, never its parameters or the driver's detail (which
 * quote the values: password and OTP hashes, emails, phones). Phone numbers anywhere in a logged text
 * keep only their last 3 digits, and control characters are escaped so a value cannot forge a line.
 */
import type { FastifyRequest } from "fastify";

/** A Bangladeshi mobile number in the forms people and URLs write it (+880…, %2B880…, 880…, 01…). */
const PHONE = /(?:(?:\+|%2B)?880|\b0)1[3-9]\d{5}(\d{3})\b/gi;

export const redactPhones = (text: string) => text.replace(PHONE, "…$1");

/** Phones redacted, control characters escaped, and long texts cut. */
export function logText(text: string, max = 500): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return redactPhones(cut).replace(
    // eslint-disable-next-line no-control-regex -- escaping control characters is the point (forged log lines)
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

type ErrorLike = Error & {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  query?: unknown;
};

/** Only the stack's frames: its first line repeats the message, which may carry values. */
const framesOf = (stack: string | undefined) =>
  (stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
/** node-postgres and PGlite errors carry a severity; their message and detail may quote values. */
const isDatabaseError = (e: unknown): e is ErrorLike => e instanceof Error && "severity" in e;

/** The log form of an error: for a failed statement its code and SQL text alone, for others a redacted message. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function safeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: logText(String(err)), stack: "" };
  const e = err as ErrorLike;
  const statement = str(e.query);
  const cause: unknown = e.cause;
  const pg = isDatabaseError(e) ? e : isDatabaseError(cause) ? cause : null;
  if (statement !== undefined || pg) {
    return {
      type: e.name,
      message: "database statement failed (parameters not logged)",
      code: str(pg?.code),
      constraint: str(pg?.constraint),
      table: str(pg?.table),
      column: str(pg?.column),
      statement: statement && logText(statement, 2000),
      stack: framesOf(e.stack),
    };
  }
  return {
    type: e.name,
    code: str(e.code),
    message: logText(e.message),
    stack: framesOf(e.stack),
    ...(e.cause instanceof Error ? { cause: safeError(e.cause) } : {}),
  };
}

/** Fastify's request line, with the URL's phones redacted and control characters escaped. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logText(request.url, 300),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
