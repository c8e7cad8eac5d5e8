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

// bin/ (run by tsx) and the Remix server build (bundled by esbuild) each load their own copy of this
// module; one pair of loggers on globalThis keeps them to one buffered stdout writer.
const KEY = Symbol.for("sopan.portal.loggers");
const globals = globalThis as typeof globalThis & { [KEY]?: { out: Logger; err: Logger } };
const loggers = (globals[KEY] ??= newLoggers());

function newLoggers() {
  // Lines are gathered up to 4 KB per write (under load, one write for many requests) and flushed at
  // least every second when traffic is light; pino flushes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), 1_000).unref();
  // process.stderr writes synchronously to files and pipes, and tests can listen on it.
  return { out: pino(options, stdout), err: pino(options, process.stderr) };
}

export function logEvent(level: Level, event: string, fields: Fields = {}): void {
  if (level === "info") loggers.out.info({ event, ...fields });
  else loggers.err[level]({ event, ...fields });
}

/** A short reason for a log line: never a stack trace, never a token. */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.name === "Error" ? error.message : `${error.name}: ${error.message}`;
  // fetch() says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND …).
  const cause = error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : undefined;
  return cause ? `${own} (${cause})` : own;
}
