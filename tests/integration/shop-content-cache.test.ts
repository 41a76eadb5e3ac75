// The shop home's navigation is kept per shop content version (app/domain/sellers/content-cache.server.ts,
// docs/decisions/0104-shop-content-cache.md). Whatever a seller changes, in any order, the next
// request (which reads the shop's row first) sees exactly what an uncached read sees.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { seller, user } from "../../app/db/schema";
import { MAIN_CATEGORIES } from "../../app/db/schema/values";
import {
  addSellerSubcategory,
  createCategory,
  deleteCategory,
  moveCategory,
  renameCategory,
  setCategoryPicture,
} from "../../app/domain/catalog/categories.server";
import { getShopNavigation, type ShopRef } from "../../app/domain/catalog/listing.server";
import { createProduct, setProductActive, updateProduct } from "../../app/domain/catalog/products.server";
import { DomainError } from "../../app/domain/errors";
import { addBanner, moveBanner, removeBanner } from "../../app/domain/sellers/banners.server";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

/** The shop's row as a request reads it: content version included. */
const current = async (id: string): Promise<ShopRef> => (await s.db.select().from(seller).where(eq(seller.id, id)))[0];
/** A database handle of its own has a cache of its own: an empty one, so this read goes to PostgreSQL. */
const uncached = () => drizzle(s.db.$client, { schema }) as Database;

const tee = (main: number) => ({
  name: "Plain Tee",
  pricePaise: 50_000,
  main: MAIN_CATEGORIES[main],
  colors: [{ color: "Black", stock: { M: 2 } }],
});

type Op =
  | { kind: "category"; main: number; name: string }
  | { kind: "subcategory"; of: number; name: string }
  | { kind: "rename" | "delete" | "picture"; of: number; name: string }
  | { kind: "move"; of: number; step: -1 | 1 }
  | { kind: "banner" }
  | { kind: "unbanner" | "banner-move"; of: number }
  | { kind: "product"; main: number }
  | { kind: "product-main"; of: number; main: number }
  | { kind: "product-active"; of: number; active: boolean };

const index = fc.nat(20);
const mainIndex = fc.nat(MAIN_CATEGORIES.length - 1);
const name = fc.stringMatching(/^[A-Z][a-z]{2,8}$/);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("category" as const), main: mainIndex, name }),
  fc.record({ kind: fc.constant("subcategory" as const), of: index, name }),
  fc.record({ kind: fc.constantFrom("rename" as const, "delete" as const, "picture" as const), of: index, name }),
  fc.record({ kind: fc.constant("move" as const), of: index, step: fc.constantFrom(-1 as const, 1 as const) }),
  fc.record({ kind: fc.constant("banner" as const) }),
  fc.record({ kind: fc.constantFrom("unbanner" as const, "banner-move" as const), of: index }),
  fc.record({ kind: fc.constant("product" as const), main: mainIndex }),
  fc.record({ kind: fc.constant("product-main" as const), of: index, main: mainIndex }),
  fc.record({ kind: fc.constant("product-active" as const), of: index, active: fc.boolean() }),
);

describe("the shop home's navigation, kept per content version", () => {
  it("after any sequence of changes is what an uncached read gives (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const ownerId = randomUUID();
        const handle = `cache-${ownerId.slice(0, 8)}`;
        await s.db.insert(user).values({ id: ownerId, name: handle, email: `${handle}@example.com`, role: "seller" });
        const [shop] = await s.db.insert(seller).values({ handle, ownerUserId: ownerId, shopName: handle }).returning();
        const categories: string[] = [];
        const subcategories: string[] = [];
        const banners: string[] = [];
        const products: string[] = [];
        const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
        // Each change is refused or done as the dashboard would; either way the views must agree.
        const apply = async (o: Op) => {
          switch (o.kind) {
            case "category":
              categories.push((await createCategory(s.db, shop.id, { main: MAIN_CATEGORIES[o.main], name: o.name })).id);
              return;
            case "subcategory": {
              const of = pick(categories, o.of);
              if (of) subcategories.push((await addSellerSubcategory(s.db, shop.id, of, { name: o.name })).id);
              return;
            }
            case "rename":
            case "delete":
            case "picture": {
              const level = o.of % 2 ? "subcategory" : "category";
              const id = pick(level === "category" ? categories : subcategories, o.of);
              if (!id) return;
              if (o.kind === "rename") await renameCategory(s.db, shop.id, id, { name: o.name }, level);
              else if (o.kind === "picture") await setCategoryPicture(s.db, shop.id, id, async () => `categories/${o.name}`, level);
              else await deleteCategory(s.db, shop.id, id, level);
              return;
            }
            case "move": {
              const id = pick(categories, o.of);
              if (id) await moveCategory(s.db, shop.id, id, o.step, "category");
              return;
            }
            case "banner":
              banners.push((await addBanner(s.db, shop.id, `banners/${randomUUID()}`)).id);
              return;
            case "unbanner":
            case "banner-move": {
              const id = pick(banners, o.of);
              if (!id) return;
              if (o.kind === "unbanner") await removeBanner(s.db, shop.id, id);
              else await moveBanner(s.db, shop.id, id, o.of % 2 ? 1 : -1);
              return;
            }
            case "product": {
              products.push((await createProduct(s.db, shop.id, tee(o.main))).id);
              return;
            }
            case "product-main": {
              const id = pick(products, o.of);
              if (id) await updateProduct(s.db, shop.id, id, tee(o.main));
              return;
            }
            case "product-active": {
              const id = pick(products, o.of);
              if (id) await setProductActive(s.db, shop.id, id, o.active);
              return;
            }
          }
        };
        for (const o of ops) {
          await apply(o).catch((error: unknown) => {
            if (!(error instanceof DomainError)) throw error; // e.g. a second category of one name
          });
          const now = await current(shop.id);
          for (const main of [null, ...MAIN_CATEGORIES.slice(0, 3)]) {
            for (const category of [null, ...categories.slice(0, 3), randomUUID()]) {
              const query = { main, category };
              expect(await getShopNavigation(s.db, now, query)).toEqual(await getShopNavigation(uncached(), now, query));
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
