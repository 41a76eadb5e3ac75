// A shopper's record in one shop, for its seller (docs/decisions/0138-returned-to-seller.md): how
// their orders here ended (delivered, returned to the seller, cancelled) and whether the seller turned
// cash on delivery off for them. Scoped by the seller id: another shop's shopper is "not found".
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, shopCustomer } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { customerNotFoundMessage } from "./shop-customers.server";

export interface ShopperRecord {
  userId: string;
  delivered: number;
  returned: number;
  cancelled: number;
  codBlocked: boolean;
}

const countOf = (status: "delivered" | "returned" | "cancelled") =>
  sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`;

/** The shopper's orders here by how they ended, and the COD flag; null when they never ordered here. */
export async function shopperRecord(db: Database, sellerId: string, userId: string): Promise<ShopperRecord | null> {
  const [[customer], [counts]] = await Promise.all([
    db
      .select({ codBlocked: shopCustomer.codBlocked })
      .from(shopCustomer)
      .where(and(eq(shopCustomer.sellerId, sellerId), eq(shopCustomer.userId, userId))),
    db
      .select({ delivered: countOf("delivered"), returned: countOf("returned"), cancelled: countOf("cancelled") })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.userId, userId))),
  ]);
  if (!customer) return null;
  return { userId, ...(counts ?? { delivered: 0, returned: 0, cancelled: 0 }), codBlocked: customer.codBlocked };
}

/**
 * Turns cash on delivery off (or back on) for a shopper of this shop; checkout reads the flag. Setting
 * it twice is the same as once, so no check of what the seller saw is needed.
 */
export async function setCodBlocked(db: Database, sellerId: string, userId: string, blocked: boolean): Promise<void> {
  const [done] = await db
    .update(shopCustomer)
    .set({ codBlocked: blocked })
    .where(and(eq(shopCustomer.sellerId, sellerId), eq(shopCustomer.userId, userId)))
    .returning({ userId: shopCustomer.userId });
  if (!done) throw new DomainError("customer_not_found", customerNotFoundMessage(), { status: 404 });
}

/** Who placed this order of the shop; another shop's order (or no order) is a 404. */
export async function shopperOfOrder(db: Database, sellerId: string, orderId: string): Promise<string> {
  const [found] = isUuid(orderId)
    ? await db
        .select({ userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    : [];
  if (!found) throw new DomainError("order_not_found", m.dash_err_order_not_found(), { status: 404 });
  return found.userId;
}
