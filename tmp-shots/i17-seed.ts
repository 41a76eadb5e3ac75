import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { createDatabase } from "../app/db/client.server";
import { address, product, review, seller, user, wishlistItem } from "../app/db/schema";
import { placeOrders } from "../app/domain/checkout/place-orders.server";

const pw = readFileSync("/tmp/i17-shots-data/pg.password", "utf8").trim();
const db = createDatabase(`postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${process.env.PGPORT}/haat`, 4);
const [shop] = await db.select().from(seller).where(eq(seller.handle, "demo"));
const products = await db.execute<{ id: string; name: string; color: string; size: string }>(sql`
  select p.id, p.name, s.color, s.size from product p join product_stock s on s.product_id = p.id
  where p.seller_id = ${shop.id} and p.active and s.stock > 5 order by p.created_at desc limit 40`);
const seen = new Set<string>();
const picks = products.rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true))).slice(0, 6);
const names = ["Asha Rao", "Meera Iyer", "Rahul Verma", "Sunita Devi", "Karan Singh", "Priya Nair", "Vikram Joshi", "Anjali Gupta"];
const bodies = [
  "Lovely fabric and the colour is exactly as shown. Fits well.",
  "Good quality for the price. Delivery took four days.",
  "Stitching came loose after one wash. Seller replaced it quickly though.",
  "My daughter loves it! Ordering another colour.",
  "Average. The size runs a little small, order one size up.",
  "Excellent! Soft cotton, perfect for summer.",
  "Not as shown in the picture.",
  "Value for money.",
];
let i = 0;
for (const name of names) {
  const id = randomUUID();
  const email = `${name.split(" ")[0].toLowerCase()}.${id.slice(0, 4)}@example.com`;
  await db.insert(user).values({ id, name, email, role: "customer" });
  const [a] = await db
    .insert(address)
    .values({ userId: id, name, mobile: `98${String(76543210 + i).padStart(8, "0")}`, flatHouseBuilding: `${12 + i} Lotus Residency`, areaStreetSector: "MG Road", pincode: "411001", townCity: "Pune", state: "Maharashtra" })
    .returning();
  const count = 1 + (i % 3);
  for (let k = 0; k < count; k++) {
    const p = picks[(i + k) % picks.length];
    const placed = await placeOrders(db, { userId: id, sellerId: shop.id }, { checkoutId: randomUUID(), addressId: a.id, deliveryMode: "delivery", lines: [{ productId: p.id, color: p.color, size: p.size, quantity: 1 + (k % 2), name: p.name }] });
    await db.execute(sql`update orders set status = 'delivered' where checkout_id = ${placed.checkoutId}`);
  }
  const p0 = picks[0];
  const [r] = await db.insert(review).values({ sellerId: shop.id, productId: (i < 6 ? p0 : picks[1]).id, userId: id, rating: [5, 4, 2, 5, 3, 5, 1, 4][i], body: bodies[i], authorName: name, helpfulCount: [3, 1, 0, 5, 0, 2, 0, 1][i] }).returning();
  if (i === 0) await db.update(review).set({ reply: "Thank you Asha! Glad you liked it.", repliedAt: new Date() }).where(eq(review.id, r.id));
  i++;
}
// The demo customer's wishlist: a price drop, back in stock, up.
const [customer] = await db.select().from(user).where(eq(user.email, "customer@example.com"));
const [p1, p2, p3] = [picks[2], picks[3], picks[4]];
const price = async (pid: string) => (await db.select({ p: sql<number>`coalesce(sale_price_paise, price_paise)` }).from(product).where(eq(product.id, pid)))[0].p;
await db.insert(wishlistItem).values([
  { userId: customer.id, productId: p1.id, sellerId: shop.id, savedPricePaise: (await price(p1.id)) + 5000 },
  { userId: customer.id, productId: p2.id, sellerId: shop.id, savedPricePaise: await price(p2.id), savedInStock: false },
  { userId: customer.id, productId: p3.id, sellerId: shop.id, savedPricePaise: (await price(p3.id)) - 2000 },
]).onConflictDoNothing();
console.log("reviewed product", picks[0].id, picks[0].name);
await db.$client.end();
