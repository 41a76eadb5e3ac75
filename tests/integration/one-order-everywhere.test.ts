// One purchase has one number and one total everywhere it appears (docs/decisions/0128-one-order-per-purchase.md):
// for generated carts — one to four lines, a coupon or none, cash on delivery, UPI or no payment
// through Haat, a line cancelled by the seller or not — every place that shows the order (the
// shopper's list and page, the confirmation, the seller's list, search, page, payment panel and
// packing slip, the Today money, the customer page, each e-mail, the pay screen and guest tracking)
// names it by the same number and shows the same total: what is paid or to be collected.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { coupon, deliveryRules } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { getShopCustomer } from "../../app/domain/customers/shop-customers.server";
import { checkoutMailFacts, orderStatusMailFacts } from "../../app/domain/notifications/mail-facts.server";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { getCustomerOrder, listCustomerOrders } from "../../app/domain/orders/customer-orders.server";
import { packingSlipOf } from "../../app/domain/orders/packing-slip.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { sellerMoneyToday } from "../../app/domain/orders/seller-order-stats.server";
import { getSellerOrder } from "../../app/domain/orders/seller-orders.server";
import { trackOrder } from "../../app/domain/orders/track.server";
import { getSellerPayment } from "../../app/domain/payments/seller-payment.server";
import { getPaymentScreen } from "../../app/domain/payments/shopper-payment.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const SIZES = ["M", "L"] as const;
const purchase = fc.record({
  lines: fc.uniqueArray(
    fc.record({ product: fc.nat({ max: 1 }), size: fc.constantFrom(...SIZES), quantity: fc.integer({ min: 1, max: 2 }) }),
    { minLength: 1, maxLength: 4, selector: (l) => `${l.product}/${l.size}` },
  ),
  prices: fc.tuple(fc.integer({ min: 10_000, max: 30_000 }), fc.integer({ min: 10_000, max: 30_000 })),
  method: fc.constantFrom("cod" as const, "upi" as const, null),
  coupon: fc.boolean(),
  cancel: fc.option(fc.nat({ max: 3 }), { nil: null }),
});

it("shows one number and one total for a purchase on every page, e-mail, slip and lookup (property)", async () => {
  await fc.assert(
    fc.asyncProperty(purchase, async (p) => {
      const shop = await makeShop(s.db);
      if (p.method) await takePayments(s.db, shop.id);
      await s.db.insert(deliveryRules).values({ sellerId: shop.id, flatFeePaise: 4_900 });
      if (p.coupon) await s.db.insert(coupon).values({ sellerId: shop.id, code: "SAVE10", kind: "percent", value: 10 });
      const products = [
        await makeProduct(s.db, shop.id, { pricePaise: p.prices[0], stock: 10 }),
        await makeProduct(s.db, shop.id, { pricePaise: p.prices[1], stock: 10 }),
      ];
      const shopper = await makeCustomerWithAddress(s.db, "Meera");
      const placed = await placeOrders(
        s.db,
        { userId: shopper.id, sellerId: shop.id, shopName: shop.shopName },
        {
          checkoutId: randomUUID(),
          addressId: shopper.addressId,
          deliveryMode: "delivery",
          couponCode: p.coupon ? "SAVE10" : "",
          ...(p.method ? { paymentMethod: p.method } : {}),
          lines: p.lines.map((l) => ({ productId: products[l.product].id, color: "Red", size: l.size, quantity: l.quantity })),
        },
      );
      const id = placed.orderId;
      let total = placed.totals.totalPaise;
      if (p.cancel !== null && p.lines.length > 1) total = (await cancelOrderLine(s.db, shop.id, id, p.cancel % p.lines.length)).totalPaise;
      const number = orderNumber(id);
      expect(placed.number).toBe(number);

      const mine = await listCustomerOrders(s.db, shopper.id, shop.id);
      expect(mine.map((o) => [o.id, o.totalPaise])).toEqual([[id, total]]);
      const details = await getCustomerOrder(s.db, shopper.id, shop.id, id);
      expect([details?.number, details?.totalPaise, details?.checkout.totals.totalPaise]).toEqual([number, total, total]);
      const found = await listSellerOrders(s.db, shop.id, { q: `#${number}` });
      expect(found.orders.map((o) => [o.id, o.totalPaise])).toEqual([[id, total]]);
      const sellerSide = await getSellerOrder(s.db, shop.id, id);
      expect([sellerSide?.number, sellerSide?.totalPaise]).toEqual([number, total]);
      const payment = await getSellerPayment(s.db, shop.id, id);
      expect([payment?.reference, payment?.totalPaise]).toEqual([number, total]);
      const customer = await getShopCustomer(s.db, shop.id, shopper.id);
      expect(customer?.orders.map((o) => o.totalPaise)).toEqual([total]);
      expect(customer?.customer.spentPaise).toBe(total);
      const slip = await packingSlipOf(s.db, shop.id, id);
      expect(slip?.number).toBe(number);
      expect(slip?.collectPaise).toBe(p.method === "cod" ? total : null);
      if (p.method === "cod") expect((await sellerMoneyToday(s.db, shop.id)).toCollectPaise).toBe(total);
      for (const audience of ["shopper", "seller"] as const) {
        const mail = await checkoutMailFacts(s.db, "https://haat.example", { sellerId: shop.id, checkoutId: id }, audience);
        expect([mail?.facts.reference, mail?.facts.totals.totalPaise]).toEqual([number, total]);
      }
      const news = await orderStatusMailFacts(s.db, "https://haat.example", id, "cancelled");
      expect([news?.facts.reference, news?.facts.totalPaise]).toEqual([number, total]);
      expect((await trackOrder(s.db, shop.id, { reference: number, mobile: ADDRESS.mobile })).reference).toBe(number);
      if (p.method === "upi") {
        const screen = await getPaymentScreen(s.db, shopper.id, shop.id, id);
        expect([screen?.reference, screen?.amountPaise]).toEqual([number, total]);
        expect(new URL(screen?.uri ?? "").searchParams.get("tr")).toBe(number);
      }
    }),
    { numRuns: 25 },
  );
}, 120_000);
