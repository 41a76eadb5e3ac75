// A shopper's data export end to end against real PostgreSQL and a real SMTP sink: asked for once
// (a second ask is the same export), made by the queue's handler with the clock passed in, holding
// the shopper's orders at both shops and nothing of another shopper's, downloadable only by its
// owner until it expires, and announced by an e-mail that links to its page.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { account, consentEvent, dataExport, session, user } from "../../app/db/schema";
import { changeCart } from "../../app/domain/cart/cart.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { exportPage } from "../../app/domain/privacy/export-view";
import { currentExport, exportOf, openExport, requestExport } from "../../app/domain/privacy/exports.server";
import { RETENTION_DAYS } from "../../app/domain/privacy/retention";
import { saveReview, toggleHelpful } from "../../app/domain/reviews/shopper-reviews.server";
import { addToWishlist } from "../../app/domain/wishlist/wishlist.server";
import { handleDataExport } from "../../app/jobs/data-export.server";
import { startWorkers } from "../../app/jobs/workers.server";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeProduct, makeShop, makeUser, placeDelivery, takePayments } from "./checkout-fixtures";
import { kurtaOrder, registeredShop } from "./registered-shop-fixtures";

const BASE = "https://haat.example";
const DAY = 24 * 60 * 60 * 1000;
let s: TestServices;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  s = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, BASE_URL: BASE });
});
afterAll(async () => {
  await s?.dispose();
  await sink?.close();
});

/** Two shops; Meera orders at both, writes a review, votes, saves, keeps a cart; Ravi orders at the first and reviews the same kurta. */
async function world() {
  const first = await registeredShop(s.db);
  const meera = first.shopper;
  const second = await makeShop(s.db);
  await takePayments(s.db, second.id);
  const saree = await makeProduct(s.db, second.id, { pricePaise: 120_050, name: "Silk Saree" });
  const atFirst = await kurtaOrder(s.db, first, "cod", "delivered");
  const atSecond = (
    await placeDelivery(s.db, meera, second, [{ productId: saree.id, color: "Red", size: "M", quantity: 1 }], { paymentMethod: "upi" })
  ).orderId;

  const raviUser = await makeUser(s.db, "Ravi Zanzibarwala");
  const raviAddress = await createAddress(s.db, raviUser.id, {
    name: "Ravi Zanzibarwala",
    mobile: "9123456780",
    flatHouseBuilding: "77 Quokka Towers",
    areaStreetSector: "Xylophone Lane",
    landmark: "",
    pincode: "411001",
    townCity: "Pune",
    state: "Maharashtra",
  });
  const ravi = { ...raviUser, addressId: raviAddress.id };
  const raviOrder = await kurtaOrder(s.db, { ...first, shopper: ravi }, "cod", "delivered");

  const kurta = first.kurtas[0];
  await saveReview(s.db, first.shop.id, kurta.id, { id: meera.id, name: meera.name }, { rating: 5, body: "Lovely cotton" });
  const raviReview = await saveReview(
    s.db,
    first.shop.id,
    kurta.id,
    { id: ravi.id, name: ravi.name },
    { rating: 2, body: "Quibbling wombat words" },
  );
  await toggleHelpful(s.db, first.shop.id, raviReview.id, meera.id);
  await addToWishlist(s.db, meera.id, second.id, saree.id);
  await changeCart(s.db, { userId: meera.id }, second, { intent: "add", productId: saree.id, color: "Red", size: "L", quantity: 2 });
  await s.db
    .insert(consentEvent)
    .values({ userId: meera.id, purpose: "marketing", given: true, noticeVersion: "2026-11", source: "account" });
  // Secrets that must not leave: a password hash and a session token.
  await s.db
    .insert(account)
    .values({ id: randomUUID(), accountId: meera.id, providerId: "credential", userId: meera.id, password: "scrypt$SECRET-HASH" });
  await s.db.insert(session).values({
    id: randomUUID(),
    userId: meera.id,
    token: "SECRET-SESSION-TOKEN",
    expiresAt: new Date(Date.now() + DAY),
    ipAddress: "203.0.113.7",
    userAgent: "Test Browser",
  });
  return { first, second, meera, ravi, atFirst, atSecond, raviOrder };
}

const unzip = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(Buffer.concat(chunks)))).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
};

describe("a shopper's data export", () => {
  it("holds their orders at both shops and nothing of another shopper; only they can open it, until it expires; the mail links to it", async () => {
    const w = await world();
    const now = new Date("2026-11-29T10:00:00Z");
    const subject = { kind: "shopper" as const, userId: w.meera.id, sellerId: null };
    const asked = await requestExport(s.db, subject, now);
    expect(asked.state).toBe("preparing");
    // A second ask while it is being made is the same export.
    expect((await requestExport(s.db, subject, now)).id).toBe(asked.id);

    await handleDataExport(s, { exportId: asked.id }, false, now);
    const ready = await currentExport(s.db, subject, now);
    expect(ready).toMatchObject({ id: asked.id, state: "ready" });
    expect(new Date(ready?.expiresAt ?? 0).getTime()).toBe(now.getTime() + RETENTION_DAYS.dataExport * DAY);
    // Asking again while it can be downloaded is still that one.
    expect((await requestExport(s.db, subject, now)).id).toBe(asked.id);

    const opened = await openExport(s, w.meera.id, asked.id, now);
    if (!opened) throw new Error("the owner could not open their export");
    const files = await unzip(opened.body);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["data.json", "index.html", "README.txt", "orders.csv", "order-lines.csv", "addresses.csv"]),
    );

    const data = JSON.parse(files["data.json"]);
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [orderNumber(w.atFirst), orderNumber(w.atSecond)].sort(),
    );
    expect(data.orders.map((o: { shopHandle: string }) => o.shopHandle).sort()).toEqual([w.first.shop.handle, w.second.handle].sort());
    expect(data.orderLines.map((l: { product: string }) => l.product)).toContain("Silk Saree");
    expect(data.account).toMatchObject({ email: w.meera.email, name: "Meera" });
    expect(data.reviews).toHaveLength(1);
    expect(data.reviewVotes).toHaveLength(1);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cartLines).toMatchObject([{ product: "Silk Saree", quantity: 2 }]);
    expect(data.consents).toMatchObject([{ purpose: "marketing", given: true }]);
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.sessions).toMatchObject([{ ipAddress: "203.0.113.7", userAgent: "Test Browser" }]);
    // Paise in the JSON, rupees in the CSV and the page.
    const saree = data.orders.find((o: { shopHandle: string }) => o.shopHandle === w.second.handle);
    expect(saree.subtotalPaise).toBe(120_050);
    expect(files["orders.csv"]).toContain("subtotalRupees");
    expect(files["orders.csv"]).toContain("1200.50");
    expect(files["index.html"]).toContain("₹1,200.50");
    expect(files["index.html"]).not.toMatch(/<script/i);
    expect(files["README.txt"]).toMatch(/no copy of the e-mails/);

    const everything = Object.values(files).join("\n");
    for (const foreign of [
      w.ravi.id,
      w.ravi.email,
      "Zanzibarwala",
      "Quokka",
      "Xylophone",
      "9123456780",
      "Quibbling wombat",
      w.raviOrder,
      orderNumber(w.raviOrder),
      "SECRET-HASH",
      "SECRET-SESSION-TOKEN",
      w.first.shop.ownerUserId,
    ])
      expect(everything, `the archive holds ${foreign}`).not.toContain(foreign);

    // Another person, even signed in, gets nothing; nor does the owner once it has expired.
    expect(await openExport(s, w.ravi.id, asked.id, now)).toBeNull();
    const expiry = new Date(now.getTime() + RETENTION_DAYS.dataExport * DAY);
    expect(await openExport(s, w.meera.id, asked.id, new Date(expiry.getTime() - 1000))).not.toBeNull();
    expect(await openExport(s, w.meera.id, asked.id, expiry)).toBeNull();
    expect(await openExport(s, w.meera.id, "not-a-uuid", now)).toBeNull();

    // The "ready" mail, delivered by the workers, links to the export's page.
    await startWorkers(s, { pollingIntervalSeconds: 0.5 });
    const link = `${BASE}${exportPage(asked.id)}`;
    const exportMail = () => sink.inbox.find((m) => m.to === w.meera.email && m.text.includes(link));
    await vi.waitFor(() => expect(exportMail(), "a mail with the export's link").toBeDefined(), { timeout: 20_000, interval: 100 });
    expect(exportMail()?.html).toContain(link);
    expect(sink.inbox.some((m) => m.to === w.ravi.email && m.text.includes(asked.id))).toBe(false);
    // The job the ask queued finds the export made and leaves it as it was.
    const [row] = await s.db.select().from(dataExport).where(eq(dataExport.id, asked.id));
    expect(row.readyAt?.toISOString()).toBe(now.toISOString());
  });

  it("an archive whose README and page speak Hindi for a Hindi shopper", async () => {
    const { shopper } = await registeredShop(s.db);
    await s.db.update(user).set({ locale: "hi" }).where(eq(user.id, shopper.id));
    const asked = await requestExport(s.db, { kind: "shopper", userId: shopper.id, sellerId: null });
    await handleDataExport(s, { exportId: asked.id });
    const opened = await openExport(s, shopper.id, asked.id);
    if (!opened) throw new Error("not ready");
    const files = await unzip(opened.body);
    expect(files["index.html"]).toContain('lang="hi"');
    expect(files["README.txt"]).toContain("Haat पर आपका डेटा");
  });

  it("an export the queue gives up on is marked failed on its last try, and a new one can be asked for", async () => {
    const shopper = await makeUser(s.db, "Unlucky");
    const asked = await requestExport(s.db, { kind: "shopper", userId: shopper.id, sellerId: null });
    const fullDisk = { ...s.storage, putFile: () => Promise.reject(new Error("disk full")) };
    // The zip is made in a temporary file, gone however the export ends.
    const tmp = await mkdtemp(path.join(os.tmpdir(), "haat-export-test-"));
    vi.stubEnv("TMPDIR", tmp);
    try {
      await expect(handleDataExport({ db: s.db, storage: fullDisk }, { exportId: asked.id }, false)).rejects.toThrow("disk full");
      expect(await readdir(tmp)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await rm(tmp, { recursive: true, force: true });
    }
    expect((await currentExport(s.db, { kind: "shopper", userId: shopper.id, sellerId: null }))?.state).toBe("preparing");
    await expect(handleDataExport({ db: s.db, storage: fullDisk }, { exportId: asked.id }, true)).rejects.toThrow("disk full");
    expect((await exportOf(s.db, shopper.id, asked.id))?.state).toBe("failed");
    const again = await requestExport(s.db, { kind: "shopper", userId: shopper.id, sellerId: null });
    expect(again.id).not.toBe(asked.id);
  });
});
