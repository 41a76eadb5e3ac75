// The Payments & delivery page on a real database: saving and reading back each form (one row per
// shop, upserted), refusals that change nothing, and that the forms only ever touch the signed-in
// owner's own shop.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRules, paymentSettings } from "../../app/db/schema";
import { DEFAULT_PAYMENT_SETTINGS, loadShopPayments } from "../../app/domain/payments/shop-payments.server";
import { action, loader } from "../../app/routes/dashboard/payments";
import { failureMessage, isFailure } from "../../app/utils/reply";
import { createTestServices, type TestServices } from "../setup/test-services";
import { callDashboard, type OpenShop, openShop, replyOf, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let a: OpenShop;
let b: OpenShop;

beforeAll(async () => {
  s = await createTestServices();
  a = await openShop(s, "upi-sarees", "203.0.113.41");
  b = await openShop(s, "cod-shoes", "203.0.113.42");
});
afterAll(() => s?.dispose());

const url = (owner: OpenShop) => `${s.env.BASE_URL}/${owner.shop.handle}/dashboard/payments`;
const post = (owner: OpenShop, fields: Record<string, string>, as: OpenShop | null = owner) =>
  callDashboard(s, action as never, url(owner), as?.cookie ?? "", fields);
const stored = (owner: OpenShop) => loadShopPayments(s.db, owner.shop.id);

const UPI_FORM = {
  intent: "payment",
  upiId: "Lakshmi.Sarees@OKSBI",
  payeeName: "Lakshmi Sarees",
  acceptsUpi: "on",
  acceptsCod: "on",
  codFee: "1,049.50",
  codMaxOrder: "5000",
  paymentWindowHours: "12",
};

describe("payment settings", () => {
  it("a shop that never saved reads as taking no payment", async () => {
    expect((await stored(a)).settings).toEqual(DEFAULT_PAYMENT_SETTINGS);
    const page = (await callDashboard(s, loader as never, url(a), a.cookie)) as { payment: { paymentWindowHours: number; upiId: string } };
    expect(page.payment).toMatchObject({ upiId: "", paymentWindowHours: 24 });
  });

  it("saves (lower-case UPI ID, exact paise) and saves again over the same row", async () => {
    const r = await post(a, UPI_FORM);
    expect([statusOf(r), (replyOf(r) as { message?: string }).message]).toEqual([200, "Payment settings saved."]);
    expect((await stored(a)).settings).toEqual({
      upiId: "lakshmi.sarees@oksbi",
      payeeName: "Lakshmi Sarees",
      acceptsUpi: true,
      acceptsCod: true,
      acceptsPayAtShop: false,
      codFeePaise: 104_950,
      codMaxOrderPaise: 500_000,
      paymentWindowHours: 12,
      // The COD confirmation rules the form left at their defaults.
      codShipping: "ship_all",
      codConfirmHours: 24,
      codLateAction: "flag",
      codOffPincodes: [],
    });
    await post(a, { ...UPI_FORM, acceptsCod: "", codFee: "", codMaxOrder: "", acceptsPayAtShop: "on" });
    expect((await stored(a)).settings).toMatchObject({ acceptsCod: false, acceptsPayAtShop: true, codFeePaise: 0, codMaxOrderPaise: null });
    expect(await s.db.select().from(paymentSettings).where(eq(paymentSettings.sellerId, a.shop.id))).toHaveLength(1);
    // The page shows what is stored.
    const page = (await callDashboard(s, loader as never, url(a), a.cookie)) as { payment: { upiId: string } };
    expect(page.payment.upiId).toBe("lakshmi.sarees@oksbi");
  });

  it("refuses UPI without a UPI ID, a bad ID, and out-of-range numbers with a 400 that changes nothing", async () => {
    const before = await stored(a);
    for (const [fields, field, message] of [
      [{ upiId: "" }, "upiId", "Enter your UPI ID to accept UPI payments."],
      [{ upiId: "lakshmi" }, "upiId", "Enter a UPI ID like name@bank."],
      [{ payeeName: "" }, "payeeName", "Enter the payee name shoppers see in their UPI app."],
      [{ codFee: "10000.01" }, "codFee", "The COD fee can be at most ₹10,000."],
      [{ paymentWindowHours: "169" }, "paymentWindowHours", "The payment window must be between 1 and 168 hours (7 days)."],
    ] as const) {
      const r = await post(a, { ...UPI_FORM, ...fields });
      const reply = replyOf(r);
      expect([statusOf(r), isFailure(reply) && reply.error[field]?.[0]]).toEqual([400, message]);
    }
    expect(statusOf(await post(a, { ...UPI_FORM, upiId: "a\0b@oksbi" }))).toBe(400);
    expect(statusOf(await post(a, { intent: "explode" }))).toBe(400);
    expect(await stored(a)).toEqual(before);
  });
});

describe("delivery rules", () => {
  it("saves each area with only what it uses, and reads back as the checkout will", async () => {
    await post(a, {
      intent: "delivery",
      flatFee: "49",
      freeAbove: "999",
      area: "pincodes",
      state: "Kerala",
      pincodes: "600001 6001, 600001",
    });
    expect((await stored(a)).rules).toEqual({
      flatFeePaise: 4_900,
      freeAbovePaise: 99_900,
      area: "pincodes",
      state: "",
      pincodes: ["600001", "6001"],
    });
    await post(a, { intent: "delivery", flatFee: "", freeAbove: "", area: "state", state: "Tamil Nadu", pincodes: "600001" });
    expect((await stored(a)).rules).toEqual({ flatFeePaise: 0, freeAbovePaise: null, area: "state", state: "Tamil Nadu", pincodes: [] });
    expect(await s.db.select().from(deliveryRules).where(eq(deliveryRules.sellerId, a.shop.id))).toHaveLength(1);
  });

  it("refuses a missing state, missing or bad pincodes, naming the bad ones, and changes nothing", async () => {
    const before = await stored(a);
    const refused = async (fields: Record<string, string>) => {
      const r = await post(a, { intent: "delivery", ...fields });
      expect(statusOf(r)).toBe(400);
      return failureMessage(replyOf(r));
    };
    expect(await refused({ area: "state", state: "" })).toBe("Choose your state to deliver only within it.");
    expect(await refused({ area: "pincodes", pincodes: "" })).toBe("Enter the pincodes you deliver to.");
    expect(await refused({ area: "pincodes", pincodes: "600001, 60x, 0600" })).toBe(
      'These are not pincodes or pincode prefixes (1–6 digits): "60x", "0600".',
    );
    expect(await refused({ area: "india", flatFee: "4.999" })).toMatch(/amount in rupees/);
    expect(await stored(a)).toEqual(before);
  });
});

describe("access", () => {
  it("another seller and a guest cannot save into this shop (the dashboard guard; customers: the access matrix)", async () => {
    const before = await stored(b);
    const ownerBefore = await stored(a);
    for (const as of [a, null]) {
      const r = await post(b, { ...UPI_FORM, upiId: "hijack@oksbi" }, as);
      expect(statusOf(r)).toBeGreaterThanOrEqual(300);
      expect(statusOf(r)).toBeLessThan(400); // sent to the storefront or its login, nothing saved
    }
    expect(await stored(b)).toEqual(before);
    expect(await stored(a)).toEqual(ownerBefore);
    const read = await callDashboard(s, loader as never, url(b), a.cookie);
    expect(read).toBeInstanceOf(Response);
  });

  it("an owner's save only ever writes the owner's own row, whatever the form carries", async () => {
    const before = await stored(b);
    await post(a, { ...UPI_FORM, sellerId: b.shop.id, seller_id: b.shop.id });
    expect(await stored(b)).toEqual(before);
  });
});
