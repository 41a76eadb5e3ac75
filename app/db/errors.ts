// Recognising PostgreSQL's refusals: drizzle wraps driver errors, so the code sits on the error or its cause.

/** A unique or primary key was violated (SQLSTATE 23505), optionally by the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = e as { code?: string; constraint?: string } | null;
    if (pg?.code === "23505" && (!constraint || pg.constraint === constraint)) return true;
  }
  return false;
}
