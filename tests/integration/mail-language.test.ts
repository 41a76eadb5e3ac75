// E-mails in their recipient's language, end to end through the queue and a real SMTP
// sink: the shopper's user.locale for their order e-mails, the shop owner's for the seller's, the
// request's for a password reset; English when unset or unknown. And a sign-up keeps the language
// it was made in (the real locale middleware in front of the real auth handler).

import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "better-auth/node";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentSettings, seller, user } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { localeMiddleware, withLocale } from "../../app/i18n/locale.server";
import { handleLowStockDigest } from "../../app/jobs/mail.server";
import { startWorkers } from "../../app/jobs/workers.server";
import { formatDateTime } from "../../app/utils/dates";
import { type SmtpSink, type SunkMail, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

const BASE = "https://haat.example";
let s: TestServices;
let sink: SmtpSink;
let server: ReturnType<express.Express["listen"]>;
let origin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  s = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, BASE_URL: BASE });
  await startWorkers(s, { pollingIntervalSeconds: 0.5 });
  // As app/http/app.server.ts mounts them: the request's language, then better-auth.
  const app = express();
  app.use(localeMiddleware(false));
  app.all("/api/auth/*splat", toNodeHandler(s.auth));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await s?.dispose();
  await sink?.close();
});

const setLocale = (userId: string, locale: string | null) => s.db.update(user).set({ locale }).where(eq(user.id, userId));

async function upiShop(ownerLocale: string | null) {
  const shop = await makeShop(s.db);
  await setLocale(shop.ownerUserId, ownerLocale);
  await s.db
    .insert(paymentSettings)
    .values({ sellerId: shop.id, upiId: "asha@oksbi", payeeName: "Asha Rao", acceptsUpi: true, acceptsCod: true });
  return shop;
}

async function place(shop: { id: string; shopName: string }, method: "upi" | "cod", shopperLocale: string | null) {
  const p = await makeProduct(s.db, shop.id, { pricePaise: 49_900, stock: 5 });
  const c = await makeCustomerWithAddress(s.db, "Meera");
  await setLocale(c.id, shopperLocale);
  const lines = [{ productId: p.id, color: "Red", size: "M", quantity: 2, name: "Cotton Kurta" }];
  const placed = await placeOrders(
    s.db,
    { userId: c.id, sellerId: shop.id, shopName: shop.shopName },
    { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", paymentMethod: method, lines },
  );
  return { placed, customer: c, ref: orderNumber(placed.orderId) };
}

/** The first message to `to` whose subject contains `about`, once it has arrived. */
async function mailTo(to: string, about: string): Promise<SunkMail> {
  const found = () => sink.inbox.find((m) => m.to === to && m.subject.includes(about));
  await vi.waitFor(() => expect(found(), `"${about}" to ${to}`).toBeDefined(), { timeout: 20_000, interval: 100 });
  return found() as SunkMail;
}

/** The text with its line breaks (the plain-text part wraps at 80 columns) as single spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** Latin words left in a Hindi text once the order's data, links and the kept terms are taken out. */
function englishLeft(text: string, data: string[]): string[] {
  let rest = flat(text).replace(/https?:\/\/\S+/g, " ");
  for (const d of data) rest = rest.split(d).join(" ");
  const kept = new Set(["UPI", "UTR", "PDF", "AWB"]);
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !kept.has(w));
}

describe("order e-mails follow their recipient's user.locale", () => {
  it("a Hindi shopper gets the order in Hindi while the seller (no locale) gets the exact English one", async () => {
    const shop = await upiShop(null);
    const { placed, customer, ref } = await place(shop, "upi", "hi");

    const mine = await mailTo(customer.email, ref);
    expect(mine.subject).toBe(`${shop.shopName} पर आपका ऑर्डर ${ref}`);
    const { rows } = await s.db.execute<{ dueAt: string; placedAt: string; address: string }>(
      sql`select c.payment_due_at as "dueAt", o.created_at as "placedAt", o.shipping_address as address
          from checkout c join orders o on o.id = c.id where c.id = ${placed.orderId}`,
    );
    const [{ dueAt, placedAt, address }] = rows;
    // The dates as the template writes them in Hindi (the date helpers follow the language).
    const [due, placedOn] = withLocale("hi", () => [formatDateTime(dueAt), formatDateTime(placedAt)]);
    for (const part of [flat(mine.text), mine.html]) {
      expect(part).toContain("धन्यवाद, Meera: आपका ऑर्डर हो गया");
      expect(part).toContain(`${due} तक asha@oksbi पर UPI से ₹998.00 का भुगतान करें, फिर पेमेंट स्क्रीन पर 12 अंकों का UTR डालें।`);
      expect(part).toContain("कुल");
      expect(part).toContain("अपना ऑर्डर देखें");
      expect(part).toContain(`${shop.shopName} की ओर से हाट ने भेजा।`);
      // Data stays as written, the platform's colour is in Hindi; money stays en-IN.
      expect(part).toContain("Cotton Kurta (लाल, M) × 2");
      expect(part).toContain("12 Lotus Residency");
    }
    expect(mine.html).toMatch(/<html[^>]*lang="hi"/);
    const data = [shop.shopName, ref, "Meera", "Cotton Kurta (लाल, M)", "asha@oksbi", due, placedOn, flat(address)];
    expect(englishLeft(mine.text, data)).toEqual([]);

    const theirs = await mailTo(shop.email, "New order");
    expect(theirs.subject).toBe(`New order ${ref} at ${shop.shopName}: ₹998.00`);
    expect(flat(theirs.text)).toContain(`Order ${ref}. Payment: UPI.`);
    expect(flat(theirs.text)).toContain("You get this e-mail because this shop's e-mail address is yours on Haat.");
    expect(flat(theirs.text)).toContain(`Sent by Haat for ${shop.shopName}.`);
    expect(theirs.html).toMatch(/<html[^>]*lang="en"/);
  });

  it("a Hindi shop owner gets new orders in Hindi while a shopper with no (or an unknown) locale gets the exact English ones", async () => {
    const shop = await upiShop("hi");
    const { customer, ref } = await place(shop, "cod", null);
    const mine = await mailTo(customer.email, ref);
    expect(mine.subject).toBe(`Your order ${ref} at ${shop.shopName}`);
    expect(flat(mine.text)).toContain("Thank you, Meera: your order is placed");
    expect(flat(mine.text)).toContain("Pay ₹998.00 in cash when it is delivered.");
    expect(flat(mine.text)).toContain("You get this e-mail because you placed this order.");
    expect(mine.html).toMatch(/<html[^>]*lang="en"/);

    const theirs = await mailTo(shop.email, "नया ऑर्डर");
    expect(theirs.subject).toBe(`${shop.shopName} में नया ऑर्डर ${ref}: ₹998.00`);
    for (const part of [flat(theirs.text), theirs.html]) {
      expect(part).toContain("Meera का नया ऑर्डर");
      expect(part).toContain(`ऑर्डर ${ref}। पेमेंट: कैश ऑन डिलीवरी।`);
      expect(part).toContain("ऑर्डर खोलें");
    }
    expect(theirs.html).toMatch(/<html[^>]*lang="hi"/);

    const other = await place(shop, "cod", "fr");
    expect((await mailTo(other.customer.email, other.ref)).subject).toBe(`Your order ${other.ref} at ${shop.shopName}`);
  });

  it("status updates and the low-stock digest too", async () => {
    const shop = await upiShop("hi");
    await s.db.update(seller).set({ lowStockThreshold: 3 }).where(eq(seller.id, shop.id));
    const { placed, customer, ref } = await place(shop, "cod", "hi");
    await changeOrderStatus(s.db, shop.id, placed.orderId, "confirmed", shop.ownerUserId);
    const confirmed = await mailTo(customer.email, "कन्फ़र्म");
    expect(confirmed.subject).toBe(`आपका ऑर्डर कन्फ़र्म हो गया है: Cotton Kurta (ऑर्डर ${ref}, ${shop.shopName})`);
    expect(flat(confirmed.text)).toContain(`${shop.shopName} ने Cotton Kurta (लाल, M) × 2 कन्फ़र्म कर दिया है। वे इसे जल्द ही भेजेंगे।`);

    await handleLowStockDigest(s.db); // 5 − 2 = 3 of size M left: at the threshold
    const digest = await mailTo(shop.email, "स्टॉक कम");
    expect(digest.subject).toBe(`${shop.shopName} में स्टॉक कम: 1 साइज़`);
    expect(flat(digest.text)).toContain("इन साइज़ का स्टॉक 3 या उससे कम है:");
    expect(digest.text).toContain("3 बचे");
    expect(digest.text).toContain("Cotton Kurta (लाल, M)");
  });
});

function authPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "x-haat-client-ip": "203.0.113.77", ...headers },
    body: JSON.stringify(body),
  });
}

const localeOf = async (email: string) => (await s.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;

describe("the request's language", () => {
  it("a sign-up records it as user.locale (a client cannot set it), and a password reset is mailed in it", async () => {
    const hindi = `hindi-${randomUUID().slice(0, 6)}@example.com`;
    const res = await authPost(
      "/sign-up/email",
      { name: "Lata", email: hindi, password: "secret-123" },
      { "accept-language": "hi-IN,hi;q=0.9" },
    );
    expect(res.status).toBe(200);
    expect(await localeOf(hindi)).toBe("hi");

    const english = `english-${randomUUID().slice(0, 6)}@example.com`;
    // Only the server sets it: a sign-up that tries is a 400 and stores nothing.
    const sneaky = await authPost("/sign-up/email", { name: "Ravi", email: english, password: "secret-123", locale: "hi" });
    expect(sneaky.status).toBe(400);
    expect(await localeOf(english)).toBeUndefined();
    expect((await authPost("/sign-up/email", { name: "Ravi", email: english, password: "secret-123" })).status).toBe(200);
    expect(await localeOf(english)).toBe("en");

    // The switcher's cookie chooses the language of the reset e-mail, whoever the account is.
    await authPost("/request-password-reset", { email: english, redirectTo: "/demo/reset-password" }, { cookie: "haat_lang=hi" });
    const reset = await mailTo(english, "पासवर्ड");
    expect(reset.subject).toBe("अपना हाट पासवर्ड रीसेट करें");
    expect(reset.text).toMatch(/^नमस्ते Ravi,\n\nकिसी ने आपके हाट खाते का पासवर्ड रीसेट करने का अनुरोध किया है।/);
    expect(reset.text).toMatch(/\/api\/auth\/reset-password\/\S+\?callbackURL=/);

    await authPost("/request-password-reset", { email: hindi, redirectTo: "/demo/reset-password" });
    const plain = await mailTo(hindi, "Reset");
    expect(plain.subject).toBe("Reset your Haat password");
    expect(plain.text).toMatch(/^Hello Lata,\n\nSomeone asked to reset the password of your Haat account\./);
  });
});
