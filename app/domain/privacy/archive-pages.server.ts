// A shop's unbounded row sets (orders, their lines, returns, tax documents) read for its archive a
// keyset page at a time, and written as CSV a page at a time: the archive never holds them all.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { toCsv } from "~/domain/catalog/csv-format";

export const ARCHIVE_PAGE = 500;

/** Where a page ended: its last row's time (PostgreSQL's text, which keeps the microseconds a Date drops) and id. */
export interface Cursor {
  at: string;
  id: string;
}

/** The time column as the cursor's text; select it beside the row. */
export const cursorAt = (time: AnyColumn) => sql<string>`${time}::text`;

/** The rows after the cursor in (time, id) order; no condition for the first page. */
export const afterCursor = (time: AnyColumn, id: AnyColumn, cursor: Cursor | null): SQL =>
  cursor ? sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`;

/** Pages of rows until one comes back short: `read(after, limit)` reads in (time, id) order. */
export async function* keysetPages<T>(
  read: (after: Cursor | null, limit: number) => Promise<T[]>,
  cursorOf: (row: T) => Cursor,
  size = ARCHIVE_PAGE,
): AsyncGenerator<T[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}

type Cells = Array<string | number>;

/** A CSV file's text, the header first, then each page's rows as they are read. */
export async function* csvPages<T>(header: Cells, pages: AsyncIterable<T[]>, rowsOf: (page: T[]) => Cells[] | Promise<Cells[]>) {
  yield toCsv([header]);
  for await (const page of pages) {
    const rows = await rowsOf(page);
    if (rows.length) yield toCsv(rows);
  }
}
