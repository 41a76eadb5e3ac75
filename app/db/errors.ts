// Recognising PostgreSQL's refusals: drizzle wraps driver errors, so the code sits on the error or its cause.

/** A unique or primary key was violated (SQLSTATE 23505), optionally by the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = e as { code?: string; constraint?: string } | null;
    if (pg?.code === "23505" && (!constraint || pg.constraint === constraint)) return true;
  }
  return false;
}

/** PostgreSQL aborted the transaction for what another one did at the same time: a serialization failure (40001) or a deadlock (40P01). */
export function isTransientConflict(error: unknown): boolean {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (e as { code?: string } | null)?.code;
    if (code === "40001" || code === "40P01") return true;
  }
  return false;
}

/** A write named a person whose account was erased meanwhile (SQLSTATE HA001, raised by haat_refuse_erased_person). */
export function isErasedAccount(error: unknown): boolean {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    if ((e as { code?: string } | null)?.code === "HA001") return true;
  }
  return false;
}
