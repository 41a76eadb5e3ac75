// The peer bench's one shop, the same on both sides: Haat's bench catalogue generator makes a shop
// of PEER_PRODUCTS products (2 colours × 3 sizes each, stock per size), and Vendure gets the same
// products (name, description, price, a variant per colour and size with its stock) through its own
// CSV importer. Both are kept between runs; a finished Vendure seed is marked in its database.
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type Catalogue, ensureCatalogue } from "./catalogue";
import { freshDatabase } from "./harness";
import { populateVendure, VENDURE_VERSION } from "./peer-vendure";
import type { CartKey } from "./plans";

export interface PeerVariant {
  color: string;
  size: string;
  stock: number;
}

export interface PeerProduct {
  haatId: string;
  slug: string;
  name: string;
  description: string;
  pricePaise: number;
  variants: PeerVariant[];
}

export interface PeerShop {
  handle: string;
  haatUrl: string;
  products: PeerProduct[];
  /** What checkouts order: the three newest products' first size, as the main bench's checkout. */
  checkoutLines: CartKey[];
  /** What add-to-cart picks from: the first size of every tenth product. */
  cartLines: CartKey[];
}

/** Stock of the lines the load buys, on both sides: no run can sell them out. */
export const HOT_STOCK = 1_000_000_000;

const query = async <T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
};

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const firstLine = (p: PeerProduct): CartKey => ({ productId: p.haatId, color: p.variants[0].color, size: p.variants[0].size });

/**
 * Haat's shop: one seller with `products` products from the bench generator, every product active
 * and at its list price (Vendure has no sale price or hidden-product flag in its importer), read back
 * newest first.
 */
export async function haatShop(adminUrl: string, products: number): Promise<PeerShop> {
  const catalogue: Catalogue = await ensureCatalogue(adminUrl, { products, sellers: 1 });
  const url = catalogue.url;
  const changed = await query(
    url,
    "update product set active = true, sale_price_paise = null where not active or sale_price_paise is not null returning id",
  );
  if (changed.length) await query(url, "vacuum analyze product");
  const rows = await query<{
    id: string;
    name: string;
    description: string;
    price: number;
    color: string;
    size: string;
    stock: number;
    handle: string;
  }>(
    url,
    `select p.id, p.name, p.description, p.price_paise price, st.color, st.size, st.stock, s.handle
     from product p join seller s on s.id = p.seller_id join product_stock st on st.product_id = p.id
     order by p.created_at desc, p.id, st.color, st.size`,
  );
  const byId = new Map<string, PeerProduct>();
  for (const r of rows) {
    let p = byId.get(r.id);
    if (!p) {
      p = { haatId: r.id, slug: slugOf(r.name), name: r.name, description: r.description, pricePaise: r.price, variants: [] };
      byId.set(r.id, p);
    }
    p.variants.push({ color: r.color, size: r.size, stock: r.stock });
  }
  const list = [...byId.values()];
  return {
    handle: rows[0].handle,
    haatUrl: url,
    products: list,
    checkoutLines: list.slice(0, 3).map(firstLine),
    cartLines: list.filter((_, i) => i % 10 === 0).map(firstLine),
  };
}

const csvCell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
export const skuOf = (productIndex: number, color: string, size: string) => `p${productIndex}-${color}-${size}`;

/** Vendure's import CSV: a product's fields on its first row, one row per variant (colour|size options). */
function productsCsv(shop: PeerShop): string {
  const hot = new Set([...shop.checkoutLines, ...shop.cartLines].map((l) => `${l.productId}|${l.color}|${l.size}`));
  const header =
    "name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets";
  const lines = [header];
  shop.products.forEach((p, i) => {
    p.variants.forEach((v, j) => {
      const stock = hot.has(`${p.haatId}|${v.color}|${v.size}`) ? HOT_STOCK : v.stock;
      const own = j === 0 ? [p.name, p.slug, p.description, "", "", "color|size"] : ["", "", "", "", "", ""];
      const cells = [
        ...own,
        `${v.color}|${v.size}`,
        skuOf(i, v.color, v.size),
        (p.pricePaise / 100).toFixed(2),
        "Standard Tax",
        stock,
        "true",
        "",
        "",
      ];
      lines.push(cells.map(csvCell).join(","));
    });
  });
  return `${lines.join("\n")}\n`;
}

const fingerprint = (shop: PeerShop) => `${VENDURE_VERSION}:${shop.products.length}:${shop.products[0].haatId}:${shop.cartLines.length}`;

/** Whether the Vendure database holds a finished seed of this shop. */
export async function vendureSeeded(url: string, shop: PeerShop): Promise<boolean> {
  try {
    const rows = await query<{ fingerprint: string }>(url, "select fingerprint from bench_seed");
    return rows[0]?.fingerprint === fingerprint(shop);
  } catch {
    return false;
  }
}

/** A fresh Vendure database with the shop imported by Vendure's populate (the search index follows in the server's job queue). */
export async function seedVendure(adminUrl: string, database: string, dir: string, shop: PeerShop): Promise<string> {
  const url = await freshDatabase(adminUrl, database);
  const csv = path.join(dir, "products.csv");
  await fs.writeFile(csv, productsCsv(shop));
  const started = Date.now();
  await populateVendure(dir, url, csv);
  console.log(`  Vendure populate (${shop.products.length} products): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url;
}

/** Marks the seed finished, once the search index has every product. */
export async function markVendureSeeded(url: string, shop: PeerShop): Promise<void> {
  await query(url, "create table if not exists bench_seed (fingerprint text not null)");
  await query(url, "delete from bench_seed");
  await query(url, "insert into bench_seed values ($1)", [fingerprint(shop)]);
  await query(url, "vacuum analyze");
}

/** Vendure's variant id of each (product index, colour, size), by the sku the CSV gave it. */
export async function vendureVariantIds(url: string): Promise<Map<string, string>> {
  const rows = await query<{ id: number; sku: string }>(url, `select id, sku from product_variant where "deletedAt" is null`);
  return new Map(rows.map((r) => [r.sku, String(r.id)]));
}
