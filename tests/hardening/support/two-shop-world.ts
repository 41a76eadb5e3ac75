// Two shops, two customers and an admin, each owning things the others must never reach: shop A
// (seller A) and shop B (seller B), each with a category, subcategory, product and banner; customer
// A's order in shop A, customer B's orders in shop B and in shop A; one saved address each.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { helpRequest, platformBanner } from "../../../app/db/schema";
import { addSellerSubcategory, createCategory } from "../../../app/domain/catalog/categories.server";
import { createProduct } from "../../../app/domain/catalog/products.server";
import { placeOrders } from "../../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../../app/domain/customers/addresses.server";
import { addBanner } from "../../../app/domain/sellers/banners.server";
import { ADDRESS } from "../../integration/checkout-fixtures";
import { type AppServer, GUEST, type Identity, openShop, signUp } from "./app-server";

export const PEOPLE = ["guest", "customerA", "customerB", "sellerA", "sellerB", "admin"] as const;
export type Who = (typeof PEOPLE)[number];

export interface ShopSide {
  id: string;
  handle: string;
  productId: string;
  productName: string;
  productImage: string;
  categoryId: string;
  subcategoryId: string;
  bannerId: string;
}

export interface PlacedOrder {
  /** The order's id, which is also its checkout's (the payment screen's and the idempotency key). */
  id: string;
  /** The order number shown for it everywhere and typed into tracking (orderNumber). */
  number: string;
}

export interface TwoShopWorld {
  people: Record<Who, Identity>;
  shopA: ShopSide;
  shopB: ShopSide;
  /** Saved addresses; each carries a unique marker in its first line (see `marker`). */
  addressA: string;
  addressB: string;
  /** Customer A in shop A, customer B in shop B, customer B in shop A. */
  orderA: PlacedOrder;
  orderB: PlacedOrder;
  orderBinA: PlacedOrder;
  platformBannerId: string;
  helpRequestId: string;
}

/** Text that appears only in a customer's saved address (and the orders shipped to it). */
export const marker = (customer: "A" | "B") => `MATRIX-ADDR-${customer}`;

export async function buildTwoShopWorld(server: AppServer, handles = { a: "matrix-a", b: "matrix-b" }): Promise<TwoShopWorld> {
  const { db } = server.services;
  const people: Record<Who, Identity> = {
    guest: GUEST,
    customerA: await signUp(server, "Customer A"),
    customerB: await signUp(server, "Customer B"),
    sellerA: await signUp(server, "Seller A", "seller"),
    sellerB: await signUp(server, "Seller B", "seller"),
    admin: await signUp(server, "Admin", "admin"),
  };

  async function stockedShop(owner: Identity, handle: string, letter: string): Promise<ShopSide> {
    const shop = await openShop(server, owner, handle);
    const category = await createCategory(db, shop.id, { main: "men", name: `Kurtas ${letter}` });
    const sub = await addSellerSubcategory(db, shop.id, category.id, { name: `Cotton ${letter}` });
    const productImage = `products/${shop.id}/seed-${letter.toLowerCase()}`;
    const productName = `Matrix Kurta ${letter}`;
    const product = await createProduct(db, shop.id, {
      name: productName,
      pricePaise: 99_900,
      salePricePaise: null,
      main: "men",
      categoryId: category.id,
      subcategoryId: sub.id,
      colors: [{ color: "Red", imageKeys: [productImage], stock: { M: 50, L: 50 } }],
    });
    const banner = await addBanner(db, shop.id, `banners/${shop.id}/seed`);
    return {
      id: shop.id,
      handle,
      productId: product.id,
      productName,
      productImage,
      categoryId: category.id,
      subcategoryId: sub.id,
      bannerId: banner.id,
    };
  }
  const shopA = await stockedShop(people.sellerA, handles.a, "A");
  const shopB = await stockedShop(people.sellerB, handles.b, "B");

  const addressA = (await createAddress(db, people.customerA.userId as string, { ...ADDRESS, flatHouseBuilding: marker("A") })).id;
  const addressB = (await createAddress(db, people.customerB.userId as string, { ...ADDRESS, flatHouseBuilding: marker("B") })).id;

  async function order(customer: Identity, shop: ShopSide, addressId: string): Promise<PlacedOrder> {
    const placed = await placeOrders(
      db,
      { userId: customer.userId as string, sellerId: shop.id },
      {
        checkoutId: randomUUID(),
        addressId,
        deliveryMode: "delivery",
        lines: [{ productId: shop.productId, color: "Red", size: "M", quantity: 1 }],
      },
    );
    // ── paying by UPI: an open UPI payment, so a foreign claim or confirmation would have something to change.
    await db.execute(sql`update checkout set payment_method = 'upi', payment_status = 'awaiting', payee_upi_id = 'matrix@okaxis',
      payee_name = 'Matrix', payment_due_at = now() + interval '1 day' where id = ${placed.orderId}`);
    return { id: placed.orderId, number: placed.number };
  }
  const orderA = await order(people.customerA, shopA, addressA);
  const orderB = await order(people.customerB, shopB, addressB);
  const orderBinA = await order(people.customerB, shopA, addressB);

  const [slide] = await db.insert(platformBanner).values({ title: "Matrix slide" }).returning({ id: platformBanner.id });
  const [help] = await db
    .insert(helpRequest)
    .values({ name: "Visitor", email: "visitor@example.com", message: "Hello" })
    .returning({ id: helpRequest.id });

  return {
    people,
    shopA,
    shopB,
    addressA,
    addressB,
    orderA,
    orderB,
    orderBinA,
    platformBannerId: slide.id,
    helpRequestId: help.id,
  };
}
