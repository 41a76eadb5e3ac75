// A GST-registered shop's two-kurta orders, moved along by the seller: the order tests that need an
// invoice (returned to seller, returns) start from here.
import { eq } from "drizzle-orm";
import type { Database } from "../../app/db/client.server";
import { product, seller } from "../../app/db/schema";
import type { PaymentMethod } from "../../app/db/schema/values";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { makeCustomerWithAddress, makeProduct, makeShop, placeDelivery, takePayments } from "./checkout-fixtures";

export const KURTA_STOCK = 10;

/** A GST-registered shop (Pune) taking payments, two kurtas (HSN 6211: ₹500 and ₹300, 10 each) and a shopper with an address. */
export async function registeredShop(db: Database) {
  const shop = await makeShop(db);
  await takePayments(db, shop.id);
  await db
    .update(seller)
    .set({ gstStatus: "regular", gstin: "27AAPFU0939F1ZV", gstState: "Maharashtra", location: "12 FC Road, Pune" })
    .where(eq(seller.id, shop.id));
  const kurtas = [
    await makeProduct(db, shop.id, { pricePaise: 50_000, stock: KURTA_STOCK }),
    await makeProduct(db, shop.id, { pricePaise: 30_000, stock: KURTA_STOCK }),
  ];
  for (const k of kurtas) await db.update(product).set({ hsnCode: "6211" }).where(eq(product.id, k.id));
  const shopper = await makeCustomerWithAddress(db, "Meera");
  return { shop, kurtas, shopper };
}

export type RegisteredShop = Awaited<ReturnType<typeof registeredShop>>;

/** An order of one of each kurta (2 and 1), paid by `method`, moved by the seller to `to`. */
export async function kurtaOrder(
  db: Database,
  { shop, kurtas, shopper }: RegisteredShop,
  method: PaymentMethod,
  to: "pending" | "confirmed" | "shipped" | "delivered",
) {
  const placed = await placeDelivery(
    db,
    shopper,
    shop,
    [
      { productId: kurtas[0].id, color: "Red", size: "M", quantity: 2 },
      { productId: kurtas[1].id, color: "Red", size: "M", quantity: 1 },
    ],
    { paymentMethod: method },
  );
  const id = placed.orderId;
  const steps = {
    pending: [],
    confirmed: ["confirmed"],
    shipped: ["confirmed", "shipped"],
    delivered: ["confirmed", "shipped", "delivered"],
  }[to];
  for (const step of steps) await changeOrderStatus(db, shop.id, id, step, shop.ownerUserId);
  return id;
}
