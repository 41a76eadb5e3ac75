// The HSN side of a regular GST seller's catalogue on a real database: which active products no tax
// invoice could be issued for (no HSN of their own or from their category), shown when the seller
// registers and on the Products page, and the 22 September 2025 rate-change report until dismissed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstRateChange } from "../../app/db/schema";
import { createCategory, setCategoryHsn } from "../../app/domain/catalog/categories.server";
import { dismissRateChanges, pendingRateChanges } from "../../app/domain/catalog/gst-rate-changes.server";
import { createProduct } from "../../app/domain/catalog/products.server";
import { productsWithoutHsn } from "../../app/domain/catalog/products-without-hsn.server";
import { action as productsAction, loader as productsLoader } from "../../app/routes/dashboard/products";
import { action as profileAction } from "../../app/routes/dashboard/profile";
import { createTestServices, type TestServices } from "../setup/test-services";
import { callDashboard, type OpenShop, openShop, replyOf } from "./dashboard-fixtures";

let s: TestServices;
let a: OpenShop;
let b: OpenShop;
const ids: Record<string, string> = {};

const addProduct = async (owner: OpenShop, name: string, extra: { hsnCode?: string; categoryId?: string; active?: boolean } = {}) =>
  (
    await createProduct(s.db, owner.shop.id, {
      name,
      pricePaise: 99_900,
      main: "women",
      colors: [{ color: "Red", stock: { M: 1 } }],
      ...extra,
    })
  ).id;

beforeAll(async () => {
  s = await createTestServices();
  a = await openShop(s, "hsn-kurtis", "203.0.113.61");
  b = await openShop(s, "hsn-other", "203.0.113.62");
  const kurtis = await createCategory(s.db, a.shop.id, { main: "women", name: "Kurtis", hsnCode: "6211" });
  const sarees = await createCategory(s.db, a.shop.id, { main: "women", name: "Sarees" });
  ids.own = await addProduct(a, "Own HSN top", { hsnCode: "6206" });
  ids.fromCategory = await addProduct(a, "Anarkali kurti", { categoryId: kurtis.id });
  ids.sareeNone = await addProduct(a, "Banarasi saree", { categoryId: sarees.id });
  ids.bareNone = await addProduct(a, "Another piece");
  ids.hidden = await addProduct(a, "Hidden piece", { active: false });
  ids.sarees = sarees.id;
  await addProduct(b, "B's piece without HSN");
});
afterAll(() => s?.dispose());

const url = (owner: OpenShop, page: string) => `${s.env.BASE_URL}/${owner.shop.handle}/dashboard/${page}`;
const registerRegular = (owner: OpenShop) =>
  callDashboard(s, profileAction as never, url(owner, "profile"), owner.cookie, {
    intent: "gst",
    gstStatus: "regular",
    gstin: "27AAPFU0939F1ZV",
    gstState: "Maharashtra",
  });

describe("products without an HSN", () => {
  it("are the shop's active ones with none of their own and none from their category", async () => {
    expect(await productsWithoutHsn(s.db, a.shop.id)).toEqual({
      products: [
        { id: ids.bareNone, name: "Another piece" },
        { id: ids.sareeNone, name: "Banarasi saree" },
      ],
      total: 2,
    });
    await setCategoryHsn(s.db, a.shop.id, ids.sarees, { hsnCode: "5007" });
    expect((await productsWithoutHsn(s.db, a.shop.id)).products.map((p) => p.name)).toEqual(["Another piece"]);
    await setCategoryHsn(s.db, a.shop.id, ids.sarees, { hsnCode: "" });
  });

  it("are listed when the GST form is saved as regular, and on the Products page with each product's HSN", async () => {
    const unregistered = (await callDashboard(s, productsLoader as never, url(a, "products"), a.cookie)) as { missingHsn: unknown };
    expect(unregistered.missingHsn).toBeNull();

    const saved = replyOf(await registerRegular(a)) as { message: string; data: { missingHsn: { total: number } } };
    expect(saved.message).toBe("GST details saved.");
    expect(saved.data.missingHsn.total).toBe(2);

    const page = (await callDashboard(s, productsLoader as never, url(a, "products"), a.cookie)) as {
      regular: boolean;
      missingHsn: { total: number; products: Array<{ name: string }> };
      products: Array<{ id: string; hsnCode: string | null; categoryHsn: string | null }>;
    };
    expect(page.regular).toBe(true);
    expect(page.missingHsn.products.map((p) => p.name)).toEqual(["Another piece", "Banarasi saree"]);
    const hsnOf = (id: string) => page.products.find((p) => p.id === id);
    expect(hsnOf(ids.own)).toMatchObject({ hsnCode: "6206", categoryHsn: null });
    expect(hsnOf(ids.fromCategory)).toMatchObject({ hsnCode: null, categoryHsn: "6211" });
  });
});

describe("the rate-change report", () => {
  it("shows the shop's own rows until the seller dismisses them, then none; another shop's stay", async () => {
    const row = (owner: OpenShop, name: string, productId: string | null, oldRate: number, newRate: number) => ({
      sellerId: owner.shop.id,
      productId,
      productName: name,
      hsnCode: "6912",
      oldRate,
      newRate,
    });
    await s.db.insert(gstRateChange).values([row(a, "Mug", ids.own, 12, 5), row(a, "Cushion", null, 28, 18), row(b, "Plate", null, 12, 5)]);
    expect((await pendingRateChanges(s.db, a.shop.id)).map((c) => [c.productName, c.oldRate, c.newRate])).toEqual([
      ["Cushion", 28, 18],
      ["Mug", 12, 5],
    ]);
    const page = (await callDashboard(s, productsLoader as never, url(a, "products"), a.cookie)) as { rateChanges: unknown[] };
    expect(page.rateChanges).toHaveLength(2);

    // Dismissed through the page's form, as a browser without JavaScript posts it.
    const reply = replyOf(
      await callDashboard(s, productsAction as never, url(a, "products"), a.cookie, { intent: "dismiss-rate-changes" }),
    );
    expect(reply).toMatchObject({ status: "success", message: "Notice hidden." });
    expect(await pendingRateChanges(s.db, a.shop.id)).toEqual([]);
    expect((await pendingRateChanges(s.db, b.shop.id)).map((c) => c.productName)).toEqual(["Plate"]);
    const dismissed = await s.db.select().from(gstRateChange).where(eq(gstRateChange.sellerId, a.shop.id));
    expect(dismissed.every((c) => c.dismissedAt instanceof Date)).toBe(true);

    // Dismissing again changes nothing; B's notice is B's to dismiss.
    await dismissRateChanges(s.db, a.shop.id);
    expect(await pendingRateChanges(s.db, b.shop.id)).toHaveLength(1);
  });
});
