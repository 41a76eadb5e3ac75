// LIKE/ILIKE patterns from what a person typed: their '%', '_' and '\' match literally.

/** `q` with LIKE's wildcards and escape character escaped (PostgreSQL's default escape is '\'). */
export function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching any text that contains `q`. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}
