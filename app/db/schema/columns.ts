// Column helpers shared by the schema files.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, foreignKey, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
/**
 * A shop-scoped row's id: its primary key is (id, seller_id), so a cluster split by shop can hold
 * it (docs/decisions/0147-shop-scoped-keys.md). The id comes first, so lookups by id keep their index.
 */
export const shopRowId = () => uuid("id").notNull().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** A key from a shop's row to its parent in the same shop: (column, seller_id) → parent (id, seller_id). */
export const inSameShop = (name: string, column: AnyPgColumn, sellerId: AnyPgColumn, parent: { id: AnyPgColumn; sellerId: AnyPgColumn }) =>
  foreignKey({ name, columns: [column, sellerId], foreignColumns: [parent.id, parent.sellerId] });
