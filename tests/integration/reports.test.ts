// The Reports page's figures for October 2026, to the paisa, from orders placed in and around it
// (at the IST midnights on either side), cancelled, returned to the seller, refunded in and out of the month, paid by UPI,
// in cash collected or still to collect, claimed — and another shop's orders, which never count.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankCredit, checkout, orders, paymentEvent } from "../../app/db/schema";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "../../app/db/schema/values";
import { businessSummary, dailySales } from "../../app/domain/reports/business-summary.server";
import { paymentsSummary } from "../../app/domain/reports/payments-summary.server";
import { monthPeriod } from "../../app/domain/reports/period";
import { loader } from "../../app/routes/dashboard/reports";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeUser } from "./checkout-fixtures";
import { callDashboard, type OpenShop, openShop, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let own: OpenShop;
let rival: OpenShop;
let customerId: string;

const OCTOBER = monthPeriod(2026, 10);
const TODAY = "2026-11-29";
const ist = (local: string) => new Date(`${local}+05:30`);

interface Seed {
  shop?: OpenShop;
  placed: string;
  status: OrderStatus;
  method: PaymentMethod;
  pay: PaymentStatus;
  subtotal: number;
  discount?: number;
  delivery?: number;
  cod?: number;
  tax?: number;
  /** What was asked when placed, where a cancelled line has since lowered the total. */
  placedTotal?: number;
  settled?: string;
  refund?: number;
  refunded?: string;
  /** Cash on delivery: when the shopper confirmed it. */
  codConfirmed?: string;
}

async function seed(o: Seed) {
  const id = randomUUID();
  const shop = o.shop ?? own;
  const total = o.subtotal - (o.discount ?? 0) + (o.delivery ?? 0) + (o.cod ?? 0);
  await s.db.insert(checkout).values({
    id,
    userId: customerId,
    sellerId: shop.shop.id,
    requestFingerprint: id,
    subtotalPaise: o.subtotal,
    discountPaise: o.discount ?? 0,
    deliveryFeePaise: o.delivery ?? 0,
    codFeePaise: o.cod ?? 0,
    taxPaise: o.tax ?? 0,
    totalPaise: total,
    placedTotalPaise: o.placedTotal ?? total,
    paymentMethod: o.method,
    paymentStatus: o.pay,
    settledAt: o.settled ? ist(o.settled) : null,
    refundPaise: o.refund ?? null,
    refundedAt: o.refunded ? ist(o.refunded) : null,
    codConfirmedAt: o.codConfirmed ? ist(o.codConfirmed) : null,
    createdAt: ist(o.placed),
  });
  await s.db.insert(orders).values({
    id,
    userId: customerId,
    sellerId: shop.shop.id,
    status: o.status,
    deliveryMode: o.method === "pay_at_shop" ? "in-shop" : "delivery",
    shippingAddress: "12 Gandhi Road, Chennai 600001",
    contactNumber: "9876543210",
    customerName: "Ravi",
    createdAt: ist(o.placed),
  });
  return id;
}

beforeAll(async () => {
  s = await createTestServices();
  own = await openShop(s, "report-shop", "203.0.113.61");
  rival = await openShop(s, "report-rival", "203.0.113.62");
  customerId = (await makeUser(s.db, "Ravi")).id;
  const upi = { method: "upi", pay: "paid" } as const;
  // ── placed in October, standing
  // The first instant of October in India (30 Sep 18:30 UTC).
  await seed({
    ...upi,
    placed: "2026-10-01T00:00:00",
    status: "delivered",
    subtotal: 100_000,
    discount: 10_000,
    delivery: 5_000,
    tax: 4_286,
    settled: "2026-10-01T10:00:00",
  });
  // The last second of October in India (31 Oct 18:29:59 UTC).
  await seed({
    placed: "2026-10-31T23:59:59",
    status: "shipped",
    method: "cod",
    pay: "to_collect",
    subtotal: 30_000,
    delivery: 4_000,
    cod: 2_000,
    tax: 1_500,
  });
  // A line cancelled (total 28,500 of 38,500 asked) and refunded in November: in the sales at its new total.
  await seed({
    placed: "2026-10-15T12:00:00",
    status: "delivered",
    method: "upi",
    pay: "refunded",
    subtotal: 30_000,
    discount: 1_500,
    tax: 1_400,
    placedTotal: 38_500,
    settled: "2026-10-15T13:00:00",
    refund: 10_000,
    refunded: "2026-11-02T09:00:00",
  });
  await seed({
    placed: "2026-10-20T18:00:00",
    status: "delivered",
    method: "pay_at_shop",
    pay: "collected",
    subtotal: 25_000,
    tax: 1_190,
    settled: "2026-10-20T18:05:00",
  });
  await seed({
    placed: "2026-10-25T08:00:00",
    status: "pending",
    method: "upi",
    pay: "claimed",
    subtotal: 12_000,
    discount: 1_200,
    delivery: 3_000,
    tax: 571,
  });
  // ── placed in October, cancelled
  await seed({
    placed: "2026-10-10T11:00:00",
    status: "cancelled",
    method: "upi",
    pay: "refunded",
    subtotal: 20_000,
    settled: "2026-10-10T11:30:00",
    refund: 20_000,
    refunded: "2026-10-12T16:00:00",
  });
  await seed({ placed: "2026-10-05T09:00:00", status: "cancelled", method: "cod", pay: "to_collect", subtotal: 7_000, cod: 1_000 });
  // ── placed in October, the parcel came back to the seller: not a sale, and no cash to collect
  await seed({
    placed: "2026-10-12T10:00:00",
    status: "returned",
    method: "cod",
    pay: "to_collect",
    subtotal: 9_000,
    delivery: 2_000,
    cod: 1_000,
  });
  // ── placed outside October
  // The last second of September: out of the sales, but its cash was collected in October.
  await seed({
    placed: "2026-09-30T23:59:59",
    status: "delivered",
    method: "cod",
    pay: "collected",
    subtotal: 50_000,
    cod: 4_000,
    settled: "2026-10-02T19:00:00",
  });
  await seed({ ...upi, placed: "2026-09-29T10:00:00", status: "delivered", subtotal: 9_000, settled: "2026-09-30T23:00:00" });
  // Cancelled in September and refunded in October: the refund is October's.
  await seed({
    placed: "2026-09-20T10:00:00",
    status: "cancelled",
    method: "upi",
    pay: "refunded",
    subtotal: 15_000,
    settled: "2026-09-20T10:30:00",
    refund: 15_000,
    refunded: "2026-10-05T12:00:00",
  });
  // The first instant of November, paid at once.
  await seed({ ...upi, placed: "2026-11-01T00:00:00", status: "confirmed", subtotal: 40_000, settled: "2026-11-01T00:10:00" });
  // Cash from August, still to collect.
  await seed({
    placed: "2026-08-15T10:00:00",
    status: "confirmed",
    method: "cod",
    pay: "to_collect",
    subtotal: 8_000,
    delivery: 2_000,
    cod: 1_000,
  });
  // ── another shop's October, of every kind
  for (const pay of ["paid", "claimed", "to_collect"] as const) {
    await seed({
      shop: rival,
      placed: "2026-10-10T10:00:00",
      status: "confirmed",
      method: pay === "to_collect" ? "cod" : "upi",
      pay,
      subtotal: 77_700,
      settled: pay === "paid" ? "2026-10-10T10:05:00" : undefined,
    });
  }
  await seed({
    shop: rival,
    placed: "2026-10-11T10:00:00",
    status: "cancelled",
    method: "upi",
    pay: "refunded",
    subtotal: 5_000,
    refund: 5_000,
    refunded: "2026-10-11T11:00:00",
  });
});
afterAll(() => s?.dispose());

describe("the October report", () => {
  it("adds up each figure to the paisa", async () => {
    expect(await businessSummary(s.db, own.shop.id, OCTOBER)).toEqual({
      orders: 5,
      cancelled: 2,
      returned: 1,
      grossPaise: 197_000,
      discountPaise: 12_700,
      deliveryFeePaise: 12_000,
      codFeePaise: 2_000,
      taxPaise: 8_947,
      // 95,000 + 36,000 + 28,500 + 25,000 + 13,800: gross − discounts + delivery + COD fees.
      netSalesPaise: 198_300,
      netGoodsPaise: 184_300,
      refunds: 2,
      refundsPaise: 35_000,
      upiConfirmed: 1,
      upiConfirmedPaise: 95_000,
      cashCollected: 2,
      cashCollectedPaise: 79_000,
      toCollect: 2,
      toCollectPaise: 47_000,
      toConfirm: 1,
      toConfirmPaise: 13_800,
    });
  });

  it("has a bar per day summing to the net goods, beside the 31 days before", async () => {
    const days = await dailySales(s.db, own.shop.id, OCTOBER, TODAY);
    expect(days).toHaveLength(31);
    expect(days.reduce((sum, d) => sum + (d.paise ?? 0), 0)).toBe(184_300);
    const sold = days.filter((d) => d.paise).map((d) => [d.day, d.paise]);
    expect(sold).toEqual([
      ["2026-10-01", 90_000],
      ["2026-10-15", 28_500],
      ["2026-10-20", 25_000],
      ["2026-10-25", 10_800],
      ["2026-10-31", 30_000],
    ]);
    // The previous stretch is 31 Aug – 30 Sep: the 29th's UPI order and the 30th's late COD order.
    expect(days[0]).toMatchObject({ previousDay: "2026-08-31", previousPaise: 0 });
    expect(days[29]).toMatchObject({ previousDay: "2026-09-29", previousPaise: 9_000 });
    expect(days[30]).toMatchObject({ previousDay: "2026-09-30", previousPaise: 50_000 });
    expect(days.reduce((sum, d) => sum + d.previousPaise, 0)).toBe(59_000);
  });

  it("is what the page's loader gives for ?month=2026-10, and a bad period is this month, not an error", async () => {
    const url = (q: string) => `${s.env.BASE_URL}/${own.shop.handle}/dashboard/reports${q}`;
    const october = (await callDashboard(s, loader, url("?month=2026-10"), own.cookie)) as Awaited<ReturnType<typeof loader>>;
    expect(october.period.key).toBe("2026-10");
    expect(october.summary.netSalesPaise).toBe(198_300);
    for (const q of ["?month=2026-13", "?quarter=2026-Q9&period=%00", "?month[]=1&month=x"]) {
      const page = await callDashboard(s, loader, url(q), own.cookie);
      expect(statusOf(page), q).toBe(200);
      expect((page as Awaited<ReturnType<typeof loader>>).period.preset, q).toBe("this-month");
    }
  });
});

describe("the October payments", () => {
  it("splits UPI by who confirmed it, COD by the shopper's confirmation, and counts returns and credits to check", async () => {
    const shop = await openShop(s, "report-pay", "203.0.113.63");
    const paid = async (settled: string, subtotal: number, via: "bank_sms" | "seller") => {
      const id = await seed({ shop, placed: "2026-10-02T10:00:00", status: "delivered", method: "upi", pay: "paid", subtotal, settled });
      await s.db.insert(paymentEvent).values({ sellerId: shop.shop.id, checkoutId: id, status: "paid", via, createdAt: ist(settled) });
    };
    await paid("2026-10-05T10:00:00", 10_000, "bank_sms");
    await paid("2026-10-06T10:00:00", 20_000, "seller");
    await paid("2026-11-02T10:00:00", 40_000, "bank_sms"); // settled in November
    const cod = { shop, method: "cod", pay: "to_collect", subtotal: 30_000 } as const;
    await seed({ ...cod, placed: "2026-10-07T10:00:00", status: "confirmed", codConfirmed: "2026-10-07T11:00:00" });
    await seed({ ...cod, placed: "2026-10-08T10:00:00", status: "pending" });
    await seed({ ...cod, placed: "2026-10-09T10:00:00", status: "cancelled" });
    await seed({ ...cod, placed: "2026-10-10T10:00:00", status: "returned", codConfirmed: "2026-10-10T11:00:00" });
    const credit = (utr: string, state: "unmatched" | "mismatch" | "dismissed", received: string) => ({
      sellerId: shop.shop.id,
      utr,
      amountPaise: 500,
      source: "sms" as const,
      bank: "sbi",
      state,
      receivedAt: ist(received),
      // A mismatch names the order it was claimed for.
      checkoutId: null,
    });
    await s.db
      .insert(bankCredit)
      .values([
        credit("100000000001", "unmatched", "2026-10-12T10:00:00"),
        credit("100000000003", "dismissed", "2026-10-14T10:00:00"),
        credit("100000000004", "unmatched", "2026-11-03T10:00:00"),
      ]);
    expect(await paymentsSummary(s.db, shop.shop.id, OCTOBER)).toEqual({
      upiByBank: 1,
      upiByBankPaise: 10_000,
      upiByHand: 1,
      upiByHandPaise: 20_000,
      codConfirmed: 2,
      codUnconfirmed: 1,
      returned: 1,
      returnedPaise: 30_000,
      creditsToCheck: 1,
      returnsAsked: 0,
      returnsOpen: 0,
    });
  });
});
