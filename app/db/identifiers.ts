/** A PostgreSQL identifier (a table, a column, a database) quoted for SQL text: `"seller"`, `"a""b"`. */
export const quoteIdent = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
