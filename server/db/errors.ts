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
