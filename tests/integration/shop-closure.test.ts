// A seller closes their shop (docs/decisions/0140-data-fiduciaries-and-retention.md): refused until
// the shop's data is downloaded and without the password; the storefront goes at once; reopening
// within the cooling-off window keeps everything; at day 14 the owner's account and the shop's own
// personal data are erased, and every table of both schemas is scanned for the owner's strings: the
// only rows left holding them are the tax documents and the payee copied into each paid order.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentSettings, product, seller, user } from "../../app/db/schema";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { rotateSmsToken, shopOfSmsToken } from "../../app/domain/payments/bank/sms-feed.server";
import type { Asker } from "../../app/domain/privacy/account-deletion.server";
import { eraseDueAccounts } from "../../app/domain/privacy/erase-due.server";
import { requestExport } from "../../app/domain/privacy/exports.server";
import { closeShop, reopenShop } from "../../app/domain/privacy/shop-closure.server";
import { handleDataExport } from "../../app/jobs/data-export.server";
import { scanTables } from "../setup/personal-data-scan";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, placeDelivery, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "heron-creek-77";

async function verifyPassword(hash: string, password: string) {
  return (await s.auth.$context).password.verify({ hash, password });
}

/** A GST-registered shop whose owner signed up with a password, every personal field distinctive, and a delivered, invoiced order. */
async function ownedShop() {
  const tag = randomUUID().slice(0, 8);
  const owner = {
    email: `owner-${tag}@example.com`,
    name: `Ownername${tag}`,
    shopEmail: `contact-${tag}@example.com`,
    phone: `98${tag.replace(/\D/g, "7").padEnd(8, "7").slice(0, 8)}`,
    location: `Streetname${tag}, Pune`,
    upiId: `upi${tag}@oksbi`,
  };
  const res = await s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": `198.51.100.${tag.charCodeAt(0)}` },
      body: JSON.stringify({ name: owner.name, email: owner.email, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  await s.db.update(user).set({ role: "seller", mobile: owner.phone }).where(eq(user.id, userId));
  const [shop] = await s.db
    .insert(seller)
    .values({
      handle: `closing-${tag}`,
      ownerUserId: userId,
      shopName: `Closing ${tag}`,
      ownerName: owner.name,
      email: owner.shopEmail,
      phone: owner.phone,
      location: owner.location,
      gstStatus: "regular",
      gstin: "27AAPFU0939F1ZV",
      gstState: "Maharashtra",
    })
    .returning();
  await takePayments(s.db, shop.id);
  await s.db.update(paymentSettings).set({ upiId: owner.upiId, payeeName: owner.name }).where(eq(paymentSettings.sellerId, shop.id));
  const kurta = await makeProduct(s.db, shop.id, { pricePaise: 50_000 });
  await s.db.update(product).set({ hsnCode: "6211" }).where(eq(product.id, kurta.id));
  const shopper = await makeCustomerWithAddress(s.db, "Meera");
  const { orderId } = await placeDelivery(s.db, shopper, shop, [{ productId: kurta.id, color: "Red", size: "M", quantity: 1 }], {
    paymentMethod: "upi",
  });
  for (const step of ["confirmed", "shipped", "delivered"] as const) await changeOrderStatus(s.db, shop.id, orderId, step, userId);
  const asker: Asker = { userId, role: "seller", sessionId: "another-session", sessionCreatedAt: new Date() };
  return { owner, userId, shop, asker, orderId };
}

/** The tables (schema.table) with a row holding one of `needles`. */
const tablesHolding = async (needles: string[]) => [...new Set((await scanTables(s.db, needles)).hits.map((h) => h.table))];

describe("closing a shop", () => {
  it("needs the download and the password, hides the shop, can be taken back, and at day 14 leaves only tax records", async () => {
    const h = await ownedShop();
    const now = new Date();
    const input = { sellerId: h.shop.id, password: PASSWORD };
    const smsSecret = await rotateSmsToken(s.db, h.shop.id, now);
    expect(await shopOfSmsToken(s.db, smsSecret)).toBe(h.shop.id);

    expect((await refusal(closeShop(s.db, h.asker, input, verifyPassword, now))).code).toBe("export_first");
    const asked = await requestExport(s.db, { kind: "shop", userId: h.userId, sellerId: h.shop.id }, now);
    await handleDataExport({ db: s.db, storage: s.storage }, { exportId: asked.id }, false, now);
    expect((await refusal(closeShop(s.db, h.asker, { ...input, password: "not-it" }, verifyPassword, now))).code).toBe("wrong_password");
    const statusOf = async () => (await s.db.select({ status: seller.status }).from(seller).where(eq(seller.id, h.shop.id)))[0].status;
    expect(await statusOf()).toBe("active");

    await closeShop(s.db, h.asker, input, verifyPassword, now);
    expect(await statusOf()).toBe("closed");
    await reopenShop(s.db, h.userId, h.shop.id, now);
    expect(await statusOf()).toBe("active");
    const [kept] = await s.db.select({ at: user.deletionRequestedAt }).from(user).where(eq(user.id, h.userId));
    expect(kept.at).toBeNull();
    await closeShop(s.db, h.asker, input, verifyPassword, now);

    const needles = Object.values(h.owner);
    expect(await tablesHolding(needles)).toEqual(
      expect.arrayContaining(["public.user", "public.seller", "public.payment_settings", "public.invoice"]),
    );
    expect(await eraseDueAccounts(s.db, new Date(now.getTime() + 13 * DAY))).not.toContain(h.userId);
    expect(await eraseDueAccounts(s.db, new Date(now.getTime() + 14 * DAY + 1000))).toContain(h.userId);
    // The invoice's supplier block is a tax document; the checkout keeps the payee the shopper paid.
    expect(await tablesHolding(needles)).toEqual(["public.checkout", "public.invoice"]);
    const [gone] = await s.db.select().from(seller).where(eq(seller.id, h.shop.id));
    expect(gone).toMatchObject({ status: "closed", ownerName: "", email: "", phone: "", location: "" });
    // The bank-SMS address opens nothing once its owner is erased: no more credits (and senders) kept.
    expect(await shopOfSmsToken(s.db, smsSecret)).toBeNull();
  });
});
