// Joining two tables split by shop: the parent's id and its shop both, so the join stays inside one
// shop (docs/decisions/0147-shop-scoped-keys.md) and a cluster split by shop can run it on one node.
import { and, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type ShopRow = { id: AnyPgColumn; sellerId: AnyPgColumn };

/** `parent`'s row that `pointer` (a column of `child`) names, in `child`'s shop. */
export const sameShopRow = (parent: ShopRow, pointer: AnyPgColumn, child: { sellerId: AnyPgColumn }) =>
  and(eq(parent.id, pointer), eq(parent.sellerId, child.sellerId));
