import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutTotals } from "~/domain/checkout/totals";
import { formatPaise } from "~/utils/money";
import { buildTimeline } from "./timeline";
import { NO_TRACKING } from "./tracking";
import { orderMessages, orderSummaryText } from "./whatsapp-messages";

const FACTS = {
  reference: "9431901B2C",
  customerName: "Asha",
  contactNumber: "9876543210",
  shopName: "Asha Stores",
  shopUrl: "https://haat.example/asha",
  tracking: { courier: "Delhivery", trackingNumber: "DLV123", trackingUrl: "https://dlv.example/t/DLV123" },
  payment: {
    method: "upi" as const,
    status: "awaiting" as const,
    checkoutId: "c0ffee00-0000-4000-8000-000000000000",
    totalPaise: 104_900,
    dueAt: new Date("2026-11-24T10:00:00Z"),
  },
};
const NOW = new Date("2026-11-23T10:00:00Z");
const text = (href: string) => new URL(href).searchParams.get("text") ?? "";

describe("the seller's WhatsApp messages", () => {
  it("prefill confirmed, shipped with courier/AWB/link, out for delivery and the UPI payment reminder", () => {
    const messages = orderMessages(FACTS, NOW);
    expect(messages.map((m) => m.key)).toEqual(["confirmed", "shipped", "out-for-delivery", "payment-reminder"]);
    for (const m of messages) expect(m.href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    const shipped = text(messages[1].href);
    for (const part of ["#9431901B2C", "Delhivery", "AWB DLV123", "https://dlv.example/t/DLV123", "https://haat.example/asha/track"])
      expect(shipped).toContain(part);
    const reminder = text(messages[3].href);
    expect(reminder).toContain("https://haat.example/asha/pay/c0ffee00-0000-4000-8000-000000000000");
    expect(reminder).toContain("₹1,049");
  });

  it("remind of payment only for a UPI checkout still payable", () => {
    for (const payment of [
      { ...FACTS.payment, status: "paid" as const },
      { ...FACTS.payment, status: "claimed" as const },
      { ...FACTS.payment, method: "cod" as const, status: "to_collect" as const },
      null,
    ])
      expect(orderMessages({ ...FACTS, payment }, NOW).map((m) => m.key)).not.toContain("payment-reminder");
    expect(orderMessages({ ...FACTS, payment: { ...FACTS.payment, status: "not_received" } }, NOW).map((m) => m.key)).toContain(
      "payment-reminder",
    );
    // Once the payment window has ended the shopper can no longer pay: no reminder.
    for (const dueAt of [NOW, new Date("2026-11-22T10:00:00Z"), null])
      expect(orderMessages({ ...FACTS, payment: { ...FACTS.payment, dueAt } }, NOW).map((m) => m.key)).not.toContain("payment-reminder");
  });

  it("speak to the shopper in their language, with the same links", () => {
    const hindi = orderMessages({ ...FACTS, shopperLocale: "hi" }, NOW);
    expect(hindi.map((m) => m.key)).toEqual(["confirmed", "shipped", "out-for-delivery", "payment-reminder"]);
    expect(text(hindi[0].href)).toBe("नमस्ते Asha जी, यह Asha Stores है। हमने आपका ऑर्डर #9431901B2C कन्फ़र्म कर दिया है। भेजते ही हम आपको मैसेज करेंगे।");
    const shipped = text(hindi[1].href);
    for (const part of ["कूरियर: Delhivery", "(AWB DLV123)", "https://dlv.example/t/DLV123", "https://haat.example/asha/track"])
      expect(shipped).toContain(part);
    expect(text(hindi[3].href)).toContain("https://haat.example/asha/pay/c0ffee00-0000-4000-8000-000000000000");
  });

  it("ask the shopper to send an approved return back", () => {
    const messages = orderMessages({ ...FACTS, payment: null, returnApproved: true }, NOW);
    const back = messages.find((m) => m.key === "return-approved");
    expect(text(back?.href ?? "")).toBe(
      "Hello Asha, this is Asha Stores. We have approved your return for order #9431901B2C. Please pack the items and send them back to us; we will settle it as soon as they arrive.",
    );
    expect(orderMessages({ ...FACTS, payment: null }, NOW).map((m) => m.key)).not.toContain("return-approved");
  });

  it("shipped without details still reads well; no valid number, no buttons", () => {
    const shipped = orderMessages({ ...FACTS, tracking: NO_TRACKING }, NOW).find((m) => m.key === "shipped");
    expect(text(shipped?.href ?? "")).toBe(
      "Hello Asha, this is Asha Stores. Your order #9431901B2C has been shipped. Follow it at https://haat.example/asha/track",
    );
    expect(orderMessages({ ...FACTS, contactNumber: "12345" }, NOW)).toEqual([]);
  });

  it("a parcel that came back adds the message asking whether to send it again, and only then", () => {
    for (const status of ["shipped", "delivered", "cancelled"] as const)
      expect(orderMessages({ ...FACTS, status }, NOW).map((m) => m.key)).not.toContain("returned");
    const returned = orderMessages({ ...FACTS, status: "returned" }, NOW).find((m) => m.key === "returned");
    expect(text(returned?.href ?? "")).toBe(
      "Hello Asha, this is Asha Stores. The courier could not deliver your order #9431901B2C and brought it back to us. Reply here if you still want it, and tell us the right address and a good time to reach you.",
    );
  });
});

describe("buildTimeline", () => {
  it("orders equal times the way things happen: the window ends, then the orders it cancels", () => {
    const at = new Date("2025-06-10T06:00:00Z");
    const steps = buildTimeline(
      {
        order: [
          { status: "cancelled", at },
          { status: "pending", at: new Date("2025-06-09T06:00:00Z") },
        ],
        payment: [
          { status: "expired", at },
          { status: "awaiting", at: new Date("2025-06-09T06:00:00Z") },
        ],
      },
      NO_TRACKING,
    );
    expect(steps.map((s) => s.label)).toEqual(["Order placed", "Payment window ended", "Cancelled"]);
  });
});

describe("the order's WhatsApp chat summary", () => {
  const kurta = { name: "Kurta", color: "Red", size: "M", quantity: 1 };
  const summary = (amountPaise: number) =>
    orderSummaryText({
      customerName: "Asha",
      shopName: "Asha Stores",
      reference: "9431901B2C",
      items: [kurta],
      amountPaise,
      status: "confirmed",
    });

  it("quotes what the shopper paid (₹599 less 10% plus ₹49 delivery: ₹588.10), not the list price", () => {
    const order = checkoutTotals({ subtotalPaise: 59_900, discountPaise: 5_990, deliveryFeePaise: 4_900, codFeePaise: 0 });
    const text = summary(order.totalPaise);
    expect(text).toContain("total ₹588.10");
    expect(text).not.toContain("₹599");
  });

  it("for any order: the amount is its goods less its discount plus its fees (its checkout's total)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.nat(),
        (subtotalPaise, deliveryFeePaise, codFeePaise, d) => {
          const discountPaise = d % (subtotalPaise + 1);
          const amount = checkoutTotals({ subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise }).totalPaise;
          expect(amount).toBe(subtotalPaise - discountPaise + deliveryFeePaise + codFeePaise);
          expect(summary(amount)).toContain(`total ${formatPaise(amount)}.`);
        },
      ),
    );
  });
});
