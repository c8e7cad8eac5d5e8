/**
 * One JSON object per line, so a failing API call or a stale-cache fallback can be grepped and
 * counted by any log collector without a parser for free text.
 */
type Level = "info" | "warn" | "error";
type Fields = Record<string, string | number | boolean | null | undefined>;

export function logEvent(level: Level, event: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "info") process.stdout.write(line + "\n");
  else process.stderr.write(line + "\n");
}

/** A short reason for a log line: never a stack trace, never a token. */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.name === "Error" ? error.message : `${error.name}: ${error.message}`;
  // fetch() says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND …).
  const cause = error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : undefined;
  return cause ? `${own} (${cause})` : own;
}
