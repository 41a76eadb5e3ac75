// One order in which every transaction takes stock rows (checkout's conditional updates, the
// product form's and CSV import's FOR UPDATE): two transactions that lock rows in different
// orders can deadlock. Products by id, then colour and size by their UTF-8 bytes, which is what
// PostgreSQL's "C" collation compares, whatever the database's default collation is.
import { sql } from "drizzle-orm";
import { productStock } from "~/db/schema";

export const STOCK_LOCK_ORDER = [productStock.productId, sql`${productStock.color} collate "C"`, sql`${productStock.size} collate "C"`];

const bytes = (s: string) => Buffer.from(s, "utf8");

export function compareStockKeys(
  a: { productId: string; color: string; size: string },
  b: { productId: string; color: string; size: string },
): number {
  return (
    Buffer.compare(bytes(a.productId.toLowerCase()), bytes(b.productId.toLowerCase())) ||
    Buffer.compare(bytes(a.color), bytes(b.color)) ||
    Buffer.compare(bytes(a.size), bytes(b.size))
  );
}
