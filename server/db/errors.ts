/**
 * PostgreSQL error codes the API turns into answers. drizzle wraps driver errors, so the code may
 * sit on the error itself (PGlite, node-postgres) or on its `cause` (DrizzleQueryError).
 */
type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: PgError };

/** The name of the unique constraint a statement broke, or null when it failed otherwise. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as PgError | undefined; e; e = e.cause) {
    if (e.code === "23505") return e.constraint ?? e.constraint_name ?? "";
  }
  return null;
}

/** Connection failures an operator fixes in DATABASE_URL or on the server, by the code node-postgres gives them. */
const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: "refused the connection: is PostgreSQL running and listening on that port?",
  ENOTFOUND: "cannot be found: its host name does not resolve",
  EAI_AGAIN: "cannot be found: its host name does not resolve",
  ETIMEDOUT: "did not answer (connection timed out)",
  EHOSTUNREACH: "cannot be reached (no route to host)",
  "28P01": "refused the user name or password",
  "28000": "refused the user (no such role, or pg_hba.conf does not let it in)",
  "3D000": "has no such database: create it, or correct the name",
};

/**
 * One line naming why the API could not reach its PostgreSQL at start (DATABASE_URL, never its password),
 * or undefined when `err` is no connection failure.
 */
export function databaseUnreachable(err: unknown, databaseUrl: string): string | undefined {
  for (let e = err as (PgError & { message?: string }) | undefined; e; e = e.cause) {
    const why = e.code && CONNECTION_FAILURES[e.code];
    if (!why) continue;
    const url = new URL(databaseUrl);
    const server = `PostgreSQL at ${url.hostname}:${url.port || "5432"}, database "${decodeURIComponent(url.pathname.slice(1))}" as "${decodeURIComponent(url.username)}" (DATABASE_URL)`;
    return `${server} ${why} [${e.code}]`;
  }
  return undefined;
}
