// What the shop-scoped keys (drizzle/0024, docs/decisions/0147-shop-scoped-keys.md) must keep: handles and
// owners unique across shops, no row pointing into another shop, and a deleted parent emptying its
// children's pointers as ON DELETE SET NULL did.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItem, product, productColor, seller, shopDirectory, subcategory } from "../../app/db/schema";
import { addSellerSubcategory, createCategory, deleteCategory } from "../../app/domain/catalog/categories.server";
import { createProduct } from "../../app/domain/catalog/products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { databaseAtMigration, oldProduct, oldShop, oldUser } from "../setup/old-database";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, makeUser } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(() => s?.dispose());

/** One piece of a product's Red M, delivered to the buyer's address. */
const orderOne = (buyer: { id: string; addressId: string }, sellerId: string, productId: string, checkoutId = randomUUID()) =>
  placeOrders(
    s.db,
    { userId: buyer.id, sellerId },
    { checkoutId, addressId: buyer.addressId, deliveryMode: "delivery", lines: [{ productId, color: "Red", size: "M", quantity: 1 }] },
  );

const causeOf = (error: unknown) => (error as { cause?: { code?: string; constraint?: string } }).cause ?? {};

describe("shop-scoped keys", () => {
  it("keep a handle and an owner unique across shops, and follow a shop's new handle", async () => {
    const first = await makeShop(s.db);
    const other = await makeShop(s.db);
    const taken = await s.db
      .update(seller)
      .set({ handle: first.handle })
      .where(eq(seller.id, other.id))
      .catch((e) => e);
    expect(causeOf(taken)).toMatchObject({ code: "23505", constraint: "shop_directory_pkey" });
    expect(causeOf(await makeShop(s.db, first.handle).catch((e) => e))).toMatchObject({ code: "23505" });
    const owner = await makeUser(s.db, "Owner", "seller");
    const [second] = await s.db
      .insert(seller)
      .values({ handle: `own-${first.handle}`, ownerUserId: owner.id, shopName: "Second", email: "second@example.com" })
      .returning();
    const again = await s.db
      .insert(seller)
      .values({ handle: `own2-${first.handle}`, ownerUserId: owner.id, shopName: "Third", email: "third@example.com" })
      .catch((e) => e);
    expect(causeOf(again)).toMatchObject({ code: "23505", constraint: "shop_directory_owner_user_id_unique" });

    await s.db
      .update(seller)
      .set({ handle: `renamed-${first.handle}` })
      .where(eq(seller.id, second.id));
    expect(await s.db.select().from(shopDirectory).where(eq(shopDirectory.sellerId, second.id))).toEqual([
      { handle: `renamed-${first.handle}`, sellerId: second.id, ownerUserId: owner.id },
    ]);
    await s.db.delete(seller).where(eq(seller.id, second.id));
    expect(await s.db.select().from(shopDirectory).where(eq(shopDirectory.sellerId, second.id))).toEqual([]);
  });

  it("refuse a row of one shop pointing at another shop's parent", async () => {
    const [mine, theirs] = [await makeShop(s.db), await makeShop(s.db)];
    const p = await makeProduct(s.db, theirs.id);
    const colour = await s.db
      .insert(productColor)
      .values({ sellerId: mine.id, productId: p.id, color: "Blue" })
      .catch((e) => e);
    expect(causeOf(colour)).toMatchObject({ code: "23503", constraint: "product_color_product_fk" });
    const theirCategory = await createCategory(s.db, theirs.id, { main: "women", name: "Sarees" });
    const sub = await s.db
      .insert(subcategory)
      .values({ sellerId: mine.id, categoryId: theirCategory.id, name: "Silk" })
      .catch((e) => e);
    expect(causeOf(sub)).toMatchObject({ code: "23503", constraint: "subcategory_category_fk" });
  });

  it("empty a product's category when it is deleted, and an order line's product when the product is", async () => {
    const shop = await makeShop(s.db);
    const cat = await createCategory(s.db, shop.id, { main: "women", name: "Kurtas" });
    const sub = await addSellerSubcategory(s.db, shop.id, cat.id, { name: "Cotton" });
    const kurta = await createProduct(s.db, shop.id, {
      name: "Block Print Kurta",
      pricePaise: 89_900,
      main: "women",
      categoryId: cat.id,
      subcategoryId: sub.id,
      colors: [{ color: "Red", imageKeys: ["img/red"], stock: { M: 3 } }],
    });
    await deleteCategory(s.db, shop.id, cat.id, "category");
    const [kept] = await s.db.select().from(product).where(eq(product.id, kurta.id));
    expect(kept).toMatchObject({ id: kurta.id, categoryId: null, subcategoryId: null });

    const buyer = await makeCustomerWithAddress(s.db);
    const placed = await orderOne(buyer, shop.id, kurta.id);
    await s.db.delete(product).where(eq(product.id, kurta.id));
    const lines = await s.db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    expect(lines.map((l) => [l.productId, l.name, l.sellerId])).toEqual([[null, "Block Print Kurta", shop.id]]);
    const [{ n }] = (await s.db.execute<{ n: number }>(sql`select count(*)::int as n from product where id = ${kurta.id}`)).rows;
    expect(n).toBe(0);
  });

  it("keep a checkout id to one use in all of Haat: placing it again at another shop is refused", async () => {
    const [first, second] = [await makeShop(s.db), await makeShop(s.db)];
    const [p1, p2] = [await makeProduct(s.db, first.id), await makeProduct(s.db, second.id)];
    const buyer = await makeCustomerWithAddress(s.db);
    const checkoutId = randomUUID();
    await orderOne(buyer, first.id, p1.id, checkoutId);
    await expect(orderOne(buyer, second.id, p2.id, checkoutId)).rejects.toMatchObject({ status: 409 });
    // And whoever writes a checkout, not only the placing: the platform-wide key refuses the id.
    const [copy] = (await s.db.execute(sql`select * from checkout where id = ${checkoutId}`)).rows;
    const again = await s.db
      .execute(
        sql`insert into checkout select (jsonb_populate_record(null::checkout, ${JSON.stringify({ ...copy, seller_id: second.id })}::jsonb)).*`,
      )
      .catch((e) => e);
    expect(causeOf(again)).toMatchObject({ code: "23505", constraint: "checkout_key_pkey" });
  });

  it("empty an older install's pointers into another shop on the upgrade, instead of failing it", async () => {
    const old = await databaseAtMigration("cross_shop_pointers", 23);
    try {
      const q = (text: string, values: unknown[]) => old.db.$client.query(text, values);
      const [mine, theirs] = [await oldShop(old.db), await oldShop(old.db)];
      const kurta = await oldProduct(old.db, mine.id, "Kurta");
      const saree = await oldProduct(old.db, theirs.id, "Saree");
      const [theirCategory] = (
        await q(`insert into category (seller_id, main, name) values ($1, 'women', 'Sarees') returning id`, [theirs.id])
      ).rows;
      await q("update product set category_id = $1 where id = $2", [theirCategory.id, kurta.id]);
      const buyer = await oldUser(old.db, "Buyer");
      const [cart] = (await q("insert into cart (seller_id, user_id) values ($1, $2) returning id", [mine.id, buyer.id])).rows;
      await q(
        "insert into cart_line (cart_id, product_id, color, size, quantity) values ($1, $2, 'Red', 'M', 1), ($1, $3, 'Red', 'M', 1)",
        [cart.id, kurta.id, saree.id],
      );

      await old.migrateRest();
      expect((await q("select category_id from product where id = $1", [kurta.id])).rows).toEqual([{ category_id: null }]);
      expect((await q("select product_id, seller_id from cart_line where cart_id = $1", [cart.id])).rows).toEqual([
        { product_id: kurta.id, seller_id: mine.id },
      ]);
    } finally {
      await old.dispose();
    }
  });
});
