// The Coupons page on a real database: creating, editing and (de)activating a shop's coupons, a
// duplicate code as the code field's error (not a 500), a use limit never below the uses counted,
// and every query scoped by the owner's shop: another shop's coupon id is not found and unchanged.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupon } from "../../app/db/schema";
import { getCoupon, listCoupons, saveCoupon } from "../../app/domain/payments/coupons.server";
import { action, loader } from "../../app/routes/dashboard/coupons";
import { isFailure } from "../../app/utils/reply";
import { createTestServices, type TestServices } from "../setup/test-services";
import { callDashboard, type OpenShop, openShop, replyOf, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let a: OpenShop;
let b: OpenShop;

beforeAll(async () => {
  s = await createTestServices();
  a = await openShop(s, "coupon-sarees", "203.0.113.51");
  b = await openShop(s, "coupon-shoes", "203.0.113.52");
});
afterAll(() => s?.dispose());

const url = (owner: OpenShop, query = "") => `${s.env.BASE_URL}/${owner.shop.handle}/dashboard/coupons${query}`;
const post = (owner: OpenShop, fields: Record<string, string>, as: OpenShop = owner) =>
  callDashboard(s, action as never, url(owner), as.cookie, fields);
const fieldError = (r: unknown, field: string) => {
  const reply = replyOf(r);
  return isFailure(reply) ? reply.error[field]?.[0] : undefined;
};
const savedId = (r: unknown) => (replyOf(r) as { data: { id: string } }).data.id;
const rowsOf = (owner: OpenShop) => s.db.select().from(coupon).where(eq(coupon.sellerId, owner.shop.id));

const DIWALI = {
  intent: "save",
  code: " diwali10 ",
  kind: "percent",
  value: "10",
  minOrder: "499",
  maxDiscount: "150",
  validFrom: "2025-10-20",
  validUntil: "2025-10-31",
  usageLimit: "5",
  oncePerCustomer: "on",
};

describe("create and edit", () => {
  it("creates an active coupon with the code upper-cased and the days in India's time", async () => {
    const r = await post(a, DIWALI);
    expect([statusOf(r), (replyOf(r) as { message?: string }).message]).toEqual([200, "Coupon DIWALI10 saved."]);
    const saved = await getCoupon(s.db, a.shop.id, savedId(r));
    expect(saved).toMatchObject({
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      minOrderPaise: 49_900,
      maxDiscountPaise: 15_000,
      validFrom: new Date("2025-10-20T00:00:00+05:30"),
      validUntil: new Date("2025-11-01T00:00:00+05:30"),
      usageLimit: 5,
      oncePerCustomer: true,
      usedCount: 0,
      active: true,
    });
    const page = (await callDashboard(s, loader as never, url(a, `?edit=${savedId(r)}`), a.cookie)) as {
      coupons: unknown[];
      editing: { validUntil: string; code: string };
    };
    expect(page.coupons).toHaveLength(1);
    expect(page.editing).toMatchObject({ code: "DIWALI10", validUntil: "2025-10-31" });
  });

  it("a duplicate code in the same shop is the code field's error, not a 500; another shop may use it", async () => {
    const before = await rowsOf(a);
    const r = await post(a, { ...DIWALI, code: "Diwali10", kind: "flat", value: "100" });
    expect([statusOf(r), fieldError(r, "code")]).toEqual([409, "Your shop already has a coupon DIWALI10. Choose another code."]);
    expect(await rowsOf(a)).toEqual(before);
    expect(statusOf(await post(b, DIWALI))).toBe(200);
  });

  it("edits a coupon, also renaming it onto a taken code refused as a field error", async () => {
    const id = savedId(await post(a, { ...DIWALI, code: "FLAT100", kind: "flat", value: "100", usageLimit: "" }));
    const r = await post(a, {
      ...DIWALI,
      id,
      code: "FLAT150",
      kind: "flat",
      value: "150.50",
      minOrder: "",
      maxDiscount: "",
      validFrom: "",
      validUntil: "",
    });
    expect(statusOf(r)).toBe(200);
    expect(await getCoupon(s.db, a.shop.id, id)).toMatchObject({
      code: "FLAT150",
      value: 15_050,
      minOrderPaise: 0,
      maxDiscountPaise: null,
      validFrom: null,
      validUntil: null,
    });
    const clash = await post(a, { ...DIWALI, id, code: "diwali10" });
    expect([statusOf(clash), fieldError(clash, "code")]).toEqual([409, "Your shop already has a coupon DIWALI10. Choose another code."]);
    expect((await getCoupon(s.db, a.shop.id, id))?.code).toBe("FLAT150");
  });

  it("never lowers the use limit below the uses already counted", async () => {
    const id = savedId(await post(a, { ...DIWALI, code: "USED3", usageLimit: "10" }));
    await s.db.update(coupon).set({ usedCount: 3 }).where(eq(coupon.id, id));
    const r = await post(a, { ...DIWALI, id, code: "USED3", usageLimit: "2" });
    expect([statusOf(r), fieldError(r, "usageLimit")]).toEqual([
      409,
      "This coupon has been used 3 times; the use limit cannot be lower than that.",
    ]);
    expect((await getCoupon(s.db, a.shop.id, id))?.usageLimit).toBe(10);
    expect(statusOf(await post(a, { ...DIWALI, id, code: "USED3", usageLimit: "3" }))).toBe(200);
    expect(statusOf(await post(a, { ...DIWALI, id, code: "USED3", usageLimit: "" }))).toBe(200);
    expect((await getCoupon(s.db, a.shop.id, id))?.usageLimit).toBeNull();
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const before = await rowsOf(a);
    for (const [fields, field] of [
      [{ code: "x" }, "code"],
      [{ value: "101" }, "value"],
      [{ kind: "flat", value: "0" }, "value"],
      [{ validFrom: "2025-11-02", validUntil: "2025-11-01" }, "validUntil"],
      [{ usageLimit: "0" }, "usageLimit"],
      [{ id: "not-a-uuid" }, "id"],
    ] as const) {
      const r = await post(a, { ...DIWALI, code: "NEWONE", ...(fields as Record<string, string>) });
      expect([statusOf(r), typeof fieldError(r, field)]).toEqual([400, "string"]);
    }
    expect(await rowsOf(a)).toEqual(before);
  });
});

describe("activate and deactivate", () => {
  it("switches a coupon off and on again", async () => {
    const [first] = await listCoupons(s.db, a.shop.id);
    expect(statusOf(await post(a, { intent: "deactivate", id: first.id }))).toBe(200);
    expect((await getCoupon(s.db, a.shop.id, first.id))?.active).toBe(false);
    expect(statusOf(await post(a, { intent: "activate", id: first.id }))).toBe(200);
    expect((await getCoupon(s.db, a.shop.id, first.id))?.active).toBe(true);
  });

  it("an unknown or malformed id is not found; an unknown intent a 400", async () => {
    expect(statusOf(await post(a, { intent: "deactivate", id: "00000000-0000-4000-8000-000000000000" }))).toBe(404);
    expect(statusOf(await post(a, { intent: "deactivate", id: "'; drop table coupon; --" }))).toBe(404);
    expect(statusOf(await post(a, { intent: "explode" }))).toBe(400);
  });
});

describe("one shop's coupons are not another's", () => {
  it("seller A cannot read, edit, or switch off shop B's coupon from A's own dashboard", async () => {
    const [theirs] = await listCoupons(s.db, b.shop.id);
    const before = await rowsOf(b);
    const read = await callDashboard(s, loader as never, url(a, `?edit=${theirs.id}`), a.cookie);
    expect(statusOf(read)).toBe(404);
    const page = (await callDashboard(s, loader as never, url(a), a.cookie)) as { coupons: Array<{ id: string }> };
    expect(page.coupons.map((c) => c.id)).not.toContain(theirs.id);
    expect(statusOf(await post(a, { intent: "deactivate", id: theirs.id }))).toBe(404);
    expect(statusOf(await post(a, { ...DIWALI, id: theirs.id, code: "HIJACK" }))).toBe(404);
    await expect(
      saveCoupon(s.db, a.shop.id, { ...theirs, usedCount: undefined, active: undefined, code: "HIJACK2" } as never),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await rowsOf(b)).toEqual(before);
    expect((await rowsOf(a)).map((c) => c.code)).not.toContain("HIJACK");
  });

  it("seller A's session cannot post into shop B's dashboard at all", async () => {
    const before = await rowsOf(b);
    const [theirs] = before;
    const r = await post(b, { intent: "deactivate", id: theirs.id }, a);
    expect(statusOf(r)).toBeGreaterThanOrEqual(300);
    expect(statusOf(r)).toBeLessThan(400);
    expect(await rowsOf(b)).toEqual(before);
  });
});
