// The access log (issue 39): a seller opening a customer's page, an order, or the customers' CSV
// leaves one row each with who, what, whose, where and from which address; the admin reads the log
// newest first, filtered by a person or a shop.
import { randomUUID } from "node:crypto";
import { eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog, creditNote, user } from "../../app/db/schema";
import type { AccessAction } from "../../app/db/schema/values";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { documentFileName } from "../../app/domain/invoices/order-documents";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { listAccessLog, recordAccess } from "../../app/domain/privacy/access-log.server";
import { requestExport } from "../../app/domain/privacy/exports.server";
import { handleDataExport } from "../../app/jobs/data-export.server";
import { loader as adminInboxLoader } from "../../app/routes/admin/inbox";
import { middleware as adminGuards } from "../../app/routes/admin/layout";
import { loader as adminSellersLoader } from "../../app/routes/admin/sellers";
import { loader as creditNoteLoader } from "../../app/routes/dashboard/credit-note-pdf";
import { loader as customerLoader } from "../../app/routes/dashboard/customer";
import { loader as customersLoader } from "../../app/routes/dashboard/customers";
import { loader as csvLoader } from "../../app/routes/dashboard/customers-csv";
import { loader as gstr1Loader } from "../../app/routes/dashboard/gstr1-csv";
import { loader as invoiceLoader } from "../../app/routes/dashboard/invoice-pdf";
import { loader as orderLoader } from "../../app/routes/dashboard/order";
import { loader as ordersLoader } from "../../app/routes/dashboard/orders";
import { loader as slipLoader } from "../../app/routes/dashboard/packing-slip-pdf";
import * as archiveRoute from "../../app/routes/data-export-archive";
import { dashboardGuards, routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeUser, signUpForCookie } from "./checkout-fixtures";
import { type OpenShop, openShop, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let a: OpenShop;
let b: OpenShop;
let shopper: { id: string };
let orderId: string;

beforeAll(async () => {
  s = await createTestServices();
  a = await openShop(s, "log-shop-a", "203.0.113.1");
  b = await openShop(s, "log-shop-b", "203.0.113.2");
  const product = await makeProduct(s.db, a.shop.id, { pricePaise: 50_000 });
  shopper = await makeUser(s.db, "Meera Iyer");
  const address = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Meera Iyer" });
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: a.shop.id },
    {
      checkoutId: randomUUID(),
      addressId: address.id,
      deliveryMode: "delivery",
      lines: [{ productId: product.id, color: "Red", size: "L", quantity: 1, name: "Cotton Kurta" }],
    },
  );
  orderId = placed.orderId;
});
afterAll(() => s?.dispose());

type Loader = (args: never) => unknown;
async function open(loader: Loader, shop: OpenShop, path: string, params: Record<string, string>, ip: string) {
  const request = new Request(`${s.env.BASE_URL}/${shop.shop.handle}/dashboard/${path}`, {
    headers: { cookie: shop.cookie, "x-haat-client-ip": ip },
  });
  return routeArgs({ services: s, request, params: { shop: shop.shop.handle, ...params }, guards: dashboardGuards })
    .then((args) => loader(args))
    .catch((e: unknown) => e);
}
const rowsOf = (subjectKind: string) => s.db.select().from(accessLog).where(eq(accessLog.subjectKind, subjectKind));

describe("the access log", () => {
  it("records one row when a seller opens a customer's page: the owner, the customer, the shop, the address", async () => {
    const before = await rowsOf("customer");
    expect(statusOf(await open(customerLoader, a, `customers/${shopper.id}`, { userId: shopper.id }, "198.51.100.7"))).toBe(200);
    const rows = (await rowsOf("customer")).filter((r) => !before.some((x) => x.id === r.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: a.shop.ownerUserId,
      actorRole: "seller",
      action: "read",
      subjectKind: "customer",
      subjectId: shopper.id,
      subjectUserId: shopper.id,
      sellerId: a.shop.id,
      ipAddress: "198.51.100.7",
    });
  });

  it("records the order page's read with its customer, and the customers' CSV as an export", async () => {
    expect(statusOf(await open(orderLoader, a, `orders/${orderId}`, { orderId }, "198.51.100.8"))).toBe(200);
    expect(await rowsOf("order")).toMatchObject([{ action: "read", subjectId: orderId, subjectUserId: shopper.id, sellerId: a.shop.id }]);
    const csv = (await open(csvLoader, a, "customers.csv", {}, "198.51.100.9")) as Response;
    expect(csv.status).toBe(200);
    await csv.text();
    expect(await rowsOf("customers.csv")).toMatchObject([{ action: "export", sellerId: a.shop.id, ipAddress: "198.51.100.9" }]);
  });

  it("a seller who is not the shop's owner is turned away and logs nothing there", async () => {
    const count = (await rowsOf("customer")).length;
    const refused = await open(customerLoader, a, `customers/${shopper.id}`, { userId: shopper.id }, "198.51.100.10").catch((e) => e);
    expect(statusOf(refused)).toBe(200); // a's own owner: let through (control)
    const intruder = await routeArgs({
      services: s,
      request: new Request(`${s.env.BASE_URL}/${a.shop.handle}/dashboard/customers/${shopper.id}`, { headers: { cookie: b.cookie } }),
      params: { shop: a.shop.handle, userId: shopper.id },
      guards: dashboardGuards,
    }).then(
      (args) => customerLoader(args),
      (e: unknown) => e,
    );
    expect(intruder).toBeInstanceOf(Response);
    expect((await rowsOf("customer")).length).toBe(count + 1);
  });

  it("lists newest first, by person (actor or subject) and by shop", async () => {
    await recordAccess(s.db, { actor: { id: "admin-1", role: "admin" }, action: "read", subjectKind: "users", ip: "192.0.2.1" });
    const all = await listAccessLog(s.db, {});
    expect(all.rows[0]).toMatchObject({ actorUserId: "admin-1", subjectKind: "users" });
    const times = all.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const mine = await listAccessLog(s.db, { user: shopper.id });
    expect(mine.rows.length).toBe(all.rows.filter((r) => r.subjectUserId === shopper.id).length);
    expect(mine.rows.length).toBeGreaterThan(0);
    const shopB = await listAccessLog(s.db, { shop: `/${b.shop.handle}` });
    expect(shopB.total).toBe(0);
    const shopA = await listAccessLog(s.db, { shop: a.shop.handle, user: shopper.id });
    expect(shopA.rows.every((r) => r.shop === a.shop.handle)).toBe(true);
  });
});

// Every other page or download that shows a person's data: each as its rightful reader leaves exactly
// one row (a list one per page view), and as a wrong reader (another shop's owner, a seller in the
// admin, someone else's export) none.
describe("every read of personal data is logged once, and a refused one not at all", () => {
  interface Reader {
    cookie: string;
    id: string;
    role: string;
  }
  interface Case {
    name: string;
    loader: Loader;
    url: string;
    params: Record<string, string>;
    guards: readonly Guard[];
    reader: Reader;
    wrong: string;
    row: { action: AccessAction; subjectKind: string; subjectId?: string | null; sellerId: string | null; subjectUserId: string | null };
  }
  type Guard = (args: never, next: () => Promise<Response>) => unknown;

  async function cases(): Promise<Case[]> {
    const owner: Reader = { cookie: a.cookie, id: a.shop.ownerUserId, role: "seller" };
    const buyer = await signUpForCookie(s, "Kavya", "203.0.113.30");
    const admin = await signUpForCookie(s, "Root", "203.0.113.31");
    await s.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    // Kavya's order at shop a, shipped (its invoice) and one of its two lines cancelled (a credit note).
    const product = await makeProduct(s.db, a.shop.id, { pricePaise: 40_000 });
    const address = await createAddress(s.db, buyer.id, { ...ADDRESS, name: "Kavya Rao" });
    const line = (color: string) => ({ productId: product.id, color, size: "L", quantity: 1, name: "Cotton Kurta" });
    const { orderId: shipped } = await placeOrders(
      s.db,
      { userId: buyer.id, sellerId: a.shop.id },
      { checkoutId: randomUUID(), addressId: address.id, deliveryMode: "delivery", lines: [line("Red"), line("Red")] },
    );
    await changeOrderStatus(s.db, a.shop.id, shipped, "confirmed", a.shop.ownerUserId, {});
    await changeOrderStatus(s.db, a.shop.id, shipped, "shipped", a.shop.ownerUserId, {});
    await cancelOrderLine(s.db, a.shop.id, shipped, 1);
    const [note] = await s.db.select({ number: creditNote.number }).from(creditNote).where(eq(creditNote.checkoutId, shipped));
    // Kavya's own export, and shop a's whole-shop export.
    const mine = await requestExport(s.db, { kind: "shopper", userId: buyer.id, sellerId: null });
    const shopWide = await requestExport(s.db, { kind: "shop", userId: a.shop.ownerUserId, sellerId: a.shop.id });
    for (const e of [mine, shopWide]) await handleDataExport(s, { exportId: e.id });

    const dash = (path: string, params: Record<string, string>, row: Case["row"]) => ({
      url: `${s.env.BASE_URL}/${a.shop.handle}/dashboard/${path}`,
      params: { shop: a.shop.handle, ...params },
      guards: dashboardGuards,
      reader: owner,
      wrong: b.cookie,
      row: { ...row, sellerId: a.shop.id },
    });
    const own = { sellerId: a.shop.id, subjectUserId: buyer.id };
    const none = { sellerId: a.shop.id, subjectUserId: null };
    const adminPage = (path: string) => ({
      url: `${s.env.BASE_URL}/admin/${path}`,
      params: {},
      guards: adminGuards as readonly Guard[],
      reader: { cookie: admin.cookie, id: admin.id, role: "admin" },
      wrong: a.cookie,
    });
    const archive = (exportId: string, reader: Reader, wrong: string) => ({
      url: `${s.env.BASE_URL}/exports/${exportId}/archive.zip`,
      params: { exportId },
      guards: archiveRoute.middleware as readonly Guard[],
      reader,
      wrong,
    });
    return [
      { name: "orders list", loader: ordersLoader, ...dash("orders", {}, { action: "read", subjectKind: "orders", ...none }) },
      {
        name: "returns filter",
        loader: ordersLoader,
        ...dash("orders?status=returns", {}, { action: "read", subjectKind: "orders", ...none }),
      },
      { name: "customers list", loader: customersLoader, ...dash("customers", {}, { action: "read", subjectKind: "customers", ...none }) },
      {
        name: "invoice",
        loader: invoiceLoader,
        ...dash(
          `orders/${shipped}/invoice.pdf`,
          { orderId: shipped },
          { action: "read", subjectKind: "invoice", subjectId: shipped, ...own },
        ),
      },
      {
        name: "credit note",
        loader: creditNoteLoader,
        ...dash(
          `orders/${shipped}/credit-notes/${documentFileName(note.number)}`,
          { orderId: shipped, file: documentFileName(note.number) },
          { action: "read", subjectKind: "credit-note", subjectId: shipped, ...own },
        ),
      },
      {
        name: "packing slip",
        loader: slipLoader,
        ...dash(
          `orders/${shipped}/packing-slip.pdf`,
          { orderId: shipped },
          { action: "read", subjectKind: "packing-slip", subjectId: shipped, ...own },
        ),
      },
      {
        name: "GSTR-1 B2B sheet",
        loader: gstr1Loader,
        ...dash(
          "reports/gstr1/b2b.csv?month=2026-11",
          { sheet: "b2b" },
          { action: "export", subjectKind: "gstr1.csv", subjectId: "b2b", ...none },
        ),
      },
      {
        name: "admin inbox",
        loader: adminInboxLoader,
        ...adminPage("inbox"),
        row: { action: "read", subjectKind: "inbox", sellerId: null, subjectUserId: null },
      },
      {
        name: "admin sellers",
        loader: adminSellersLoader,
        ...adminPage("sellers"),
        row: { action: "read", subjectKind: "sellers", sellerId: null, subjectUserId: null },
      },
      {
        name: "a shopper's own archive",
        loader: archiveRoute.loader,
        ...archive(mine.id, { cookie: buyer.cookie, id: buyer.id, role: "customer" }, b.cookie),
        row: { action: "export", subjectKind: "export-archive", subjectId: mine.id, sellerId: null, subjectUserId: buyer.id },
      },
      {
        name: "a shop's archive",
        loader: archiveRoute.loader,
        ...archive(shopWide.id, owner, buyer.cookie),
        row: { action: "export", subjectKind: "export-archive", subjectId: shopWide.id, sellerId: a.shop.id, subjectUserId: null },
      },
    ];
  }

  async function call(c: Pick<Case, "loader" | "url" | "params" | "guards">, cookie: string) {
    const before = (await s.db.select({ id: accessLog.id }).from(accessLog)).map((r) => r.id);
    const request = new Request(c.url, { headers: { cookie, "x-haat-client-ip": "198.51.100.40" } });
    const result = await routeArgs({ services: s, request, params: c.params, guards: c.guards })
      .then((args) => c.loader(args))
      .catch((e: unknown) => e);
    if (result instanceof Response) await result.body?.cancel();
    const rows = await s.db
      .select()
      .from(accessLog)
      .where(before.length ? notInArray(accessLog.id, before) : undefined);
    return { status: statusOf(result), rows };
  }

  it("for each route: one row as its reader, none as a wrong reader", async () => {
    const failures: string[] = [];
    for (const c of await cases()) {
      const refused = await call(c, c.wrong);
      if (refused.status === 200) failures.push(`${c.name}: the wrong reader got in`);
      if (refused.rows.length) failures.push(`${c.name}: the refused request logged ${refused.rows.length}`);
      const read = await call(c, c.reader.cookie);
      if (read.status !== 200) failures.push(`${c.name}: the reader got ${read.status}`);
      const want = { actorUserId: c.reader.id, actorRole: c.reader.role, ipAddress: "198.51.100.40", subjectId: null, ...c.row };
      if (read.rows.length !== 1) failures.push(`${c.name}: ${read.rows.length} rows instead of 1`);
      else
        for (const [key, value] of Object.entries(want))
          if (read.rows[0][key as keyof (typeof read.rows)[0]] !== value)
            failures.push(`${c.name}: ${key} is ${String(read.rows[0][key as keyof (typeof read.rows)[0]])}, not ${String(value)}`);
    }
    expect(failures).toEqual([]);
  });

  it("a GSTR-1 sheet without buyers (B2CS, HSN, documents) is not logged", async () => {
    for (const sheet of ["b2cs", "hsn_b2c", "docs"]) {
      const c = {
        loader: gstr1Loader,
        url: `${s.env.BASE_URL}/${a.shop.handle}/dashboard/reports/gstr1/${sheet}.csv?month=2026-11`,
        params: { shop: a.shop.handle, sheet },
        guards: dashboardGuards,
      };
      expect(await call(c, a.cookie), sheet).toMatchObject({ status: 200, rows: [] });
    }
  });
});
