// "Delete my account" on real PostgreSQL (issue 39): a shopper with orders at two shops, an invoice
// the law lets us reduce and one it does not (a business buyer's), a credit note, a review, a
// wishlist, a cart, saved addresses, a return with a photo, a bank credit from their VPA, a contact
// message and a data-rights request. Nothing goes during the 14-day cooling-off window; at day 14
// every table of both schemas (public and pgboss) is scanned for the person's e-mail, mobile, name and
// address: the only hits allowed are the invoice and credit-note recipients CGST Rule 46 requires.
// The same e-mail then signs up as a new person, and the invoices still print.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankCredit, creditNote, dataExport, helpRequest, invoice, privacyRequest, session, user } from "../../app/db/schema";
import { changeCart } from "../../app/domain/cart/cart.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { type DiscardFilesJob, discardFiles } from "../../app/domain/images/discard-later.server";
import { storeImage } from "../../app/domain/images/images.server";
import type { CreditNoteData, InvoiceData } from "../../app/domain/invoices/document";
import { documentPdfResponse, findOrderInvoice } from "../../app/domain/invoices/invoices.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { markCollected } from "../../app/domain/payments/seller-payment.server";
import { accountDeletionState, cancelAccountDeletion, requestAccountDeletion } from "../../app/domain/privacy/account-deletion.server";
import { eraseDueAccounts } from "../../app/domain/privacy/erase-due.server";
import { recipientRequired } from "../../app/domain/privacy/invoice-recipient";
import { RETURN_PHOTO_RULES } from "../../app/domain/returns/forms";
import { saveReturnPolicy } from "../../app/domain/returns/policy.server";
import { requestReturn } from "../../app/domain/returns/request.server";
import { actOnReturn } from "../../app/domain/returns/seller.server";
import { saveReview } from "../../app/domain/reviews/shopper-reviews.server";
import { addToWishlist } from "../../app/domain/wishlist/wishlist.server";
import { composeMail } from "../../app/jobs/mail.server";
import { IMAGE_WIDTHS, imageFileKey } from "../../app/media/urls";
import { QUEUES } from "../../app/queue/queue.server";
import { pdfText } from "../setup/pdf-text";
import { scanTables } from "../setup/personal-data-scan";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop, placeDelivery, takePayments } from "./checkout-fixtures";
import { registeredShop } from "./registered-shop-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "kestrel-vale-42";
let ip = 10;

/** Signs up through better-auth (a password account); returns the id and a session cookie. */
async function signUp(email: string, name: string) {
  const res = await s.auth.handler(
    new Request(`${s.env.BASE_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.env.BASE_URL, "x-haat-client-ip": `203.0.113.${ip++}` },
      body: JSON.stringify({ name, email, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** better-auth's own password check, as the profile's action uses it. */
const verifyPassword = async (hash: string, password: string) => (await s.auth.$context).password.verify({ hash, password });

/** Who the person is: distinctive strings (a random tail), in Latin or Devanagari script. */
function personOf(tag: string, word = "Kestrelvale", tail = randomUUID().slice(0, 6)) {
  const digits = String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999));
  return {
    email: `zq.${tag.toLowerCase()}.${tail}@example.com`,
    name: `Zubeida ${word}${tail} Quarshie`,
    mobile: digits,
    flat: `Flat ${tag}9Q ${word} Towers ${tail}`,
    area: `Ombrellino ${word} Marg ${tail}`,
  };
}
/** Generated people: a word from either script and a random lower-case tail. */
const people = fc
  .tuple(
    fc.constantFrom("Kestrelvale", "Ombrecourt", "कमलकुंज", "गुलमोहर"),
    fc.stringMatching(/^[a-z]{8}$/),
    fc.stringMatching(/^[6-9][0-9]{9}$/),
  )
  .map(([word, tail, mobile]) => ({ ...personOf("P", word, tail), mobile }));
type Person = ReturnType<typeof personOf>;

const tiny = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

/** The person's saved address in Pune, with their name, mobile and street. */
const homeOf = (id: string, p: Person) =>
  createAddress(s.db, id, {
    name: p.name,
    mobile: p.mobile,
    flatHouseBuilding: p.flat,
    areaStreetSector: p.area,
    landmark: "",
    pincode: "411001",
    townCity: "Pune",
    state: "Maharashtra",
  });

/** The person's whole life at two shops; returns what the assertions need. */
async function shopperWithHistory(p: Person) {
  const id = await signUp(p.email, p.name);
  await s.db
    .update(user)
    .set({ mobile: p.mobile, address: JSON.stringify({ flatHouseBuilding: p.flat }), pincode: "411001" })
    .where(eq(user.id, id));
  const home = await homeOf(id, p);
  const shopper = { id, addressId: home.id };
  const world = await registeredShop(s.db);
  const { shop, kurtas } = world;
  const lines = [
    { productId: kurtas[0].id, color: "Red", size: "M", quantity: 1 },
    { productId: kurtas[1].id, color: "Red", size: "M", quantity: 1 },
  ];
  // A consumer's ₹800 order, delivered and paid: its invoice may lose the name and address.
  const small = (await placeDelivery(s.db, shopper, shop, lines, { paymentMethod: "cod" })).orderId;
  for (const step of ["confirmed", "shipped", "delivered"] as const) await changeOrderStatus(s.db, shop.id, small, step, shop.ownerUserId);
  await markCollected(s.db, { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: small, seen: "to_collect" });
  // A business buyer's order, shipped: Rule 46 keeps its recipient.
  const b2b = (
    await placeDelivery(s.db, shopper, shop, [lines[0]], {
      paymentMethod: "cod",
      buyerGstin: "27AAPFU0939F1ZV",
      buyerName: `Quarshie ${p.name.split(" ")[1]} Traders`,
    })
  ).orderId;
  for (const step of ["confirmed", "shipped", "delivered"] as const) await changeOrderStatus(s.db, shop.id, b2b, step, shop.ownerUserId);
  // A return with a photo and a note that names the mobile; refunded, so a credit note is issued.
  await saveReturnPolicy(s.db, shop.id, { intent: "returns", windowDays: 7, exchanges: true, photos: false });
  const photo = await storeImage(s.storage, new Uint8Array(await tiny()), RETURN_PHOTO_RULES, `returns/${shop.id}`);
  const { id: returnId } = await requestReturn(
    s.db,
    { userId: id, sellerId: shop.id },
    small,
    { intent: "return-request", lines: [1], kind: "refund", reason: "size_fit", note: `Call me on ${p.mobile}` },
    [photo],
  );
  await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-approve", returnId });
  await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-refund", returnId, amount: 30_000, refundUtr: "412345678901" });
  await saveReview(s.db, shop.id, kurtas[0].id, { id, name: p.name }, { rating: 5, body: `Fits well. ${p.name}` });
  // The UPI credit that paid the business order, from the person's mobile VPA.
  await s.db.insert(bankCredit).values({
    sellerId: shop.id,
    utr: String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)),
    amountPaise: 50_000,
    source: "sms",
    bank: "hdfc",
    sender: `${p.mobile}@ybl`,
    state: "matched",
    checkoutId: b2b,
  });
  // A second shop: a pending order, the cart and the wishlist.
  const other = await makeShop(s.db);
  await takePayments(s.db, other.id);
  const shawl = await makeProduct(s.db, other.id, { pricePaise: 20_000 });
  const pending = (
    await placeDelivery(s.db, shopper, other, [{ productId: shawl.id, color: "Red", size: "M", quantity: 1 }], { paymentMethod: "cod" })
  ).orderId;
  await changeCart(s.db, { userId: id }, other, { intent: "add", productId: shawl.id, color: "Red", size: "L", quantity: 1 });
  await addToWishlist(s.db, id, other.id, shawl.id);
  // A data export waiting to be downloaded: its row and its file (which holds the person's data).
  const exportKey = `exports/${randomUUID()}.zip`;
  await s.storage.put(exportKey, Buffer.from(`${p.name} ${p.email} ${p.mobile}`), "application/zip");
  await s.db
    .insert(dataExport)
    .values({ kind: "shopper", userId: id, status: "ready", storageKey: exportKey, expiresAt: new Date(Date.now() + 7 * DAY) });
  await s.db.insert(helpRequest).values({ name: p.name, email: p.email, message: `Please call ${p.mobile}` });
  await s.db.insert(privacyRequest).values({
    kind: "access",
    userId: id,
    name: p.name,
    email: p.email,
    message: "My data, please",
    dueAt: new Date(Date.now() + 30 * DAY),
  });
  return { id, shop, other, small, b2b, pending, photo, exportKey };
}

/** Where the person's strings are, in every table of both schemas. */
const scan = (p: Person) => scanTables(s.db, [p.email, p.mobile, p.name, p.flat, p.area]);

describe("deleting a shopper's account", () => {
  it("erases nothing for 13 days, then everything but what Rule 46 requires; the e-mail signs up afresh", async () => {
    // A few generated people (names and addresses in both scripts, mobiles): each one's whole life, erased and scanned.
    await fc.assert(fc.asyncProperty(people, eraseAndScan), { numRuns: 3, endOnFailure: true });
  });

  async function eraseAndScan(p: Person) {
    const h = await shopperWithHistory(p);
    const [current] = await s.db.select().from(session).where(eq(session.userId, h.id));
    // A second device's session: ended by the request, unlike the one asking.
    await s.db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId: h.id, expiresAt: new Date(Date.now() + DAY) });
    const asker = { userId: h.id, role: "customer" as const, sessionId: current.id, sessionCreatedAt: current.createdAt };

    // THE SCAN finds the person before: it can fail.
    const before = await scan(p);
    expect(await s.storage.get(h.exportKey)).not.toBeNull();
    expect(await s.storage.get(imageFileKey(h.photo, 320))).not.toBeNull();
    expect(before.tables.filter((t) => t.startsWith("pgboss.")).length).toBeGreaterThan(0);
    // The shopper's messages about their orders wait in pg-boss's table (ids only) until the erasure.
    const shopperMails = async () =>
      (
        await s.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = 'shopper' and data->>'checkoutId' in (${h.small}, ${h.b2b}, ${h.pending})`,
        )
      ).rows[0].n;
    expect(await shopperMails()).toBeGreaterThan(0);
    const tablesBefore = new Set(before.hits.map((x) => x.table));
    for (const t of ["public.user", "public.address", "public.orders", "public.shop_customer", "public.invoice", "public.review"])
      expect(tablesBefore).toContain(t);
    expect(before.hits.some((x) => x.table === "public.return_request" && x.needles.includes(p.mobile))).toBe(true);

    // An order still on its way holds the request back; once the seller cancels it, it is accepted.
    const open = await refusal(requestAccountDeletion(s.db, asker, { password: PASSWORD, sellerId: h.shop.id }, verifyPassword));
    expect(open.code).toBe("orders_open");
    await changeOrderStatus(s.db, h.other.id, h.pending, "cancelled", h.other.ownerUserId);

    // The proof: a wrong password is refused on its field and changes nothing.
    const wrong = await refusal(requestAccountDeletion(s.db, asker, { password: "nope-nope", sellerId: h.shop.id }, verifyPassword));
    expect([wrong.code, wrong.field, wrong.message]).toEqual(["wrong_password", "password", "That password is not right."]);
    expect((await refusal(requestAccountDeletion(s.db, asker, { password: "", sellerId: h.shop.id }, verifyPassword))).code).toBe(
      "password_required",
    );
    expect(await accountDeletionState(s.db, asker)).toEqual({ state: "open", proof: "password" });

    const t0 = new Date();
    const asked = await requestAccountDeletion(s.db, asker, { password: PASSWORD, sellerId: h.shop.id }, verifyPassword, t0);
    expect(asked.erasesOn).toBe(new Date(t0.getTime() + 14 * DAY).toISOString());
    expect(await accountDeletionState(s.db, asker)).toEqual({ state: "pending", erasesOn: asked.erasesOn });
    expect((await s.db.select({ id: session.id }).from(session).where(eq(session.userId, h.id))).map((x) => x.id)).toEqual([current.id]);
    // The e-mail names the day and how to cancel.
    const { rows: jobs } = await s.db.execute<{ data: { kind: string; userId: string } }>(
      sql`select data from pgboss.job where name = 'mail' and data->>'kind' = 'account-deletion' and data->>'userId' = ${h.id}`,
    );
    expect(jobs).toHaveLength(1);
    const mail = await composeMail(s.db, s.env.BASE_URL, jobs[0].data as never);
    expect(mail?.to).toBe(p.email);
    expect(mail?.subject).toMatch(/^Your account will be deleted on \d+ \w+ \d{4}$/);
    expect(mail?.text).toContain("Keep my account");

    // Day 13: nothing is erased.
    expect(await eraseDueAccounts(s.db, new Date(t0.getTime() + 13 * DAY))).toEqual([]);
    expect((await scan(p)).hits.length).toBe(before.hits.length);

    // Day 14: erased, once.
    expect(await eraseDueAccounts(s.db, new Date(t0.getTime() + 14 * DAY))).toEqual([h.id]);
    expect(await eraseDueAccounts(s.db, new Date(t0.getTime() + 15 * DAY))).toEqual([]);

    const after = await scan(p);
    expect(await shopperMails()).toBe(0);
    // Allowed: the business buyer's invoice, whose recipient (name of the business, address) Rule 46 keeps.
    const [b2bInvoice] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, h.b2b));
    expect(after.hits.map((x) => x.table)).toEqual(["public.invoice"]);
    expect(after.hits[0].row).toContain(b2bInvoice.number);
    expect(after.hits[0].needles.sort()).toEqual([p.area.toLowerCase(), p.flat.toLowerCase()].sort());
    expect(recipientRequired(b2bInvoice.data as InvoiceData)).toBe(true);
    // The consumer's invoice and its credit note: the place of supply only.
    const [smallInvoice] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, h.small));
    const [note] = await s.db.select().from(creditNote).where(eq(creditNote.checkoutId, h.small));
    expect((smallInvoice.data as InvoiceData).recipient).toEqual({ name: "", address: "Maharashtra", gstin: null });
    expect((note.data as CreditNoteData).recipient).toEqual({ name: "", address: "Maharashtra", gstin: null });

    // The user row stays, emptied; the photo is gone from storage.
    const [row] = await s.db.select().from(user).where(eq(user.id, h.id));
    expect(row).toMatchObject({ name: "", email: `erased-${h.id}@erased.invalid`, mobile: null, address: null, photoKey: null });
    expect(row.erasedAt?.getTime()).toBe(t0.getTime() + 14 * DAY);
    // The files go by the queue, in a job committed with the erasure: a storage that fails leaves the job to be
    // tried again (and the files in place); the next try deletes them all.
    const { rows: discards } = await s.db.execute<{ data: DiscardFilesJob }>(
      sql`select data from pgboss.job where name = ${QUEUES.discardFiles.name} and data->'files' ? ${h.exportKey}`,
    );
    expect(discards).toHaveLength(1);
    expect(discards[0].data.files).toEqual([h.exportKey]);
    const failing = { ...s.storage, delete: () => Promise.reject(new Error("storage down")) };
    await expect(discardFiles(failing, discards[0].data)).rejects.toThrow("storage down");
    expect(await s.storage.get(h.exportKey)).not.toBeNull();
    await discardFiles(s.storage, discards[0].data);
    for (const width of IMAGE_WIDTHS) expect(await s.storage.get(imageFileKey(h.photo, width))).toBeNull();
    expect(await s.storage.get(h.exportKey)).toBeNull();

    // The invoices still print, with their number and place of supply.
    for (const orderId of [h.small, h.b2b]) {
      const found = await findOrderInvoice(s.db, { sellerId: h.shop.id }, orderId);
      if (!found) throw new Error("invoice lost");
      const text = await pdfText(Buffer.from(await (await documentPdfResponse(s.storage, found)).arrayBuffer()));
      expect(text).toContain(found.number);
      expect(text).toContain("Place of supply: Maharashtra (27)");
    }

    // The same e-mail is free again: a new person.
    const again = await signUp(p.email, "Somebody New");
    expect(again).not.toBe(h.id);
  }

  it("never erases a cancelled request, nor a seller's or an admin's account", async () => {
    const p = personOf("B");
    const id = await signUp(p.email, p.name);
    const asker = { userId: id, role: "customer" as const, sessionId: "none", sessionCreatedAt: new Date() };
    const shop = await makeShop(s.db);
    const t0 = new Date();
    await requestAccountDeletion(s.db, asker, { password: PASSWORD, sellerId: shop.id }, verifyPassword, t0);
    await cancelAccountDeletion(s.db, id);
    expect(await accountDeletionState(s.db, asker)).toEqual({ state: "open", proof: "password" });
    expect(await eraseDueAccounts(s.db, new Date(t0.getTime() + 60 * DAY))).toEqual([]);
    const [row] = await s.db.select().from(user).where(eq(user.id, id));
    expect([row.email, row.erasedAt, row.deletionRequestedAt]).toEqual([p.email, null, null]);
    // The queued e-mail of the cancelled request sends nothing.
    const { rows: jobs } = await s.db.execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = 'mail' and data->>'kind' = 'account-deletion' and data->>'userId' = ${id}`,
    );
    expect(await composeMail(s.db, s.env.BASE_URL, jobs[0].data as never)).toBeNull();

    for (const role of ["seller", "admin"] as const) {
      const refused = await refusal(
        requestAccountDeletion(s.db, { ...asker, role }, { password: PASSWORD, sellerId: shop.id }, verifyPassword, t0),
      );
      expect([refused.code, refused.status]).toEqual(["account_not_deletable", 403]);
    }
    expect(
      (await refusal(requestAccountDeletion(s.db, { ...asker, role: "seller" }, { password: PASSWORD, sellerId: shop.id }, verifyPassword)))
        .message,
    ).toBe("A shop owner's account cannot be deleted here: close your shop first.");
  });

  it("asks a Google-only person for a sign-in of the last 10 minutes", async () => {
    const id = randomUUID();
    await s.db.insert(user).values({ id, name: "Google Person", email: `${id}@example.com` });
    const shop = await makeShop(s.db);
    const now = new Date();
    const stale = { userId: id, role: "customer" as const, sessionId: "x", sessionCreatedAt: new Date(now.getTime() - 11 * 60_000) };
    expect(await accountDeletionState(s.db, stale, now)).toEqual({ state: "open", proof: "google-stale" });
    expect((await refusal(requestAccountDeletion(s.db, stale, { password: "", sellerId: shop.id }, verifyPassword, now))).code).toBe(
      "reauth_required",
    );
    const fresh = { ...stale, sessionCreatedAt: new Date(now.getTime() - 9 * 60_000) };
    expect(await accountDeletionState(s.db, fresh, now)).toEqual({ state: "open", proof: "google" });
    await requestAccountDeletion(s.db, fresh, { password: "", sellerId: shop.id }, verifyPassword, now);
    expect((await accountDeletionState(s.db, fresh, now)).state).toBe("pending");
  });
});

describe("an erasure and an order on its way", () => {
  it("waits for the parcel, then leaves no trace, whichever of delivery and erasure commits first", async () => {
    for (let round = 0; round < 4; round++) {
      const p = personOf(`R${round}`);
      const id = await signUp(p.email, p.name);
      const home = await homeOf(id, p);
      const { shop, kurtas } = await registeredShop(s.db);
      const t0 = new Date();
      const asker = { userId: id, role: "customer" as const, sessionId: "this", sessionCreatedAt: t0 };
      await requestAccountDeletion(s.db, asker, { password: PASSWORD, sellerId: shop.id }, verifyPassword, t0);
      // Within the cooling-off window the shopper still buys: the parcel needs their address.
      const line = { productId: kurtas[0].id, color: "Red", size: "M", quantity: 1 };
      const orderId = (await placeDelivery(s.db, { id, addressId: home.id }, shop, [line], { paymentMethod: "cod" })).orderId;
      for (const step of ["confirmed", "shipped"] as const) await changeOrderStatus(s.db, shop.id, orderId, step, shop.ownerUserId);
      const due = new Date(t0.getTime() + 14 * DAY);
      expect(await eraseDueAccounts(s.db, due)).not.toContain(id);
      expect((await scan(p)).hits.some((x) => x.table === "public.orders")).toBe(true);
      // Delivery and the next run at once, on the real pool: neither fails (no deadlock escapes the retries).
      await Promise.all([eraseDueAccounts(s.db, due), changeOrderStatus(s.db, shop.id, orderId, "delivered", shop.ownerUserId)]);
      await eraseDueAccounts(s.db, due);
      const [issued] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, orderId));
      expect((issued.data as InvoiceData).recipient).toEqual({ name: "", address: "Maharashtra", gstin: null });
      expect((await scan(p)).hits).toEqual([]);
    }
  });
});
