/**
 * One JSON object per line, so a failing API call or a stale-cache fallback can be grepped and
 * counted by any log collector without a parser for free text.
 *
 * Written through pino: info lines (one per request) go to stdout through its asynchronous
 * destination, so a request never waits for the log write and many lines share one write; warnings and errors go to process.stderr
 * (synchronous for files and pipes), so the line explaining a crash is out before the process ends.
 */
import pino, { type Logger } from "pino";

type Level = "info" | "warn" | "error";
type Fields = Record<string, string | number | boolean | null | undefined>;

const options: pino.LoggerOptions = {
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

/** Info lines to stdout (buffered), warnings and errors to stderr. */
export type Loggers = { out: Logger; err: Logger };

// Made on the first line. bin/ (run by tsx) and the Remix build (bundled by esbuild) each load a copy of
// this module: the host hands its pair to the build (logThrough, by way of portalHost, decision 061), so a
// process keeps one buffered stdout writer, and a development reload of the build opens no new one.
let loggers: Loggers | undefined;

/** This copy's loggers, made on first use. */
export function processLoggers(): Loggers {
  return (loggers ??= newLoggers());
}

/** From now on this copy logs through `given` (the host's); its own are never made. */
export function logThrough(given: Loggers): void {
  loggers = given;
}

function newLoggers(): Loggers {
  // Lines are gathered up to 4 KB per write (under load, one write for many requests) and flushed at
  // least every second when traffic is light; pino flushes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), 1_000).unref();
  // process.stderr writes synchronously to files and pipes, and tests can listen on it.
  return { out: pino(options, stdout), err: pino(options, process.stderr) };
}

export function logEvent(level: Level, event: string, fields: Fields = {}): void {
  const { out, err } = processLoggers();
  if (level === "info") out.info({ event, ...fields });
  else err[level]({ event, ...fields });
}

/** A short reason for a log line: never a stack trace, never a token. */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.name === "Error" ? error.message : `${error.name}: ${error.message}`;
  // fetch() says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND …).
  const cause = error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : undefined;
  return cause ? `${own} (${cause})` : own;
}
