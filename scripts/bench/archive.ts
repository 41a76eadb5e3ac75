// The shop archive's memory (docs/decisions/0140): a generated shop big enough to matter (BENCH_PRODUCTS
// products with two WebP images each of a real photo's size, BENCH_ORDERS orders each with its invoice)
// archived the OLD way (every file in one Record, zipSync, one Buffer stored; kept here only as the
// baseline) and the NEW way (makeExport: entries one at a time, streamed to a temporary file, stored
// with putFile), each in its own child process so its RSS high-water mark (resourceUsage().maxRSS)
// is that variant's alone. Prints peak RSS, time and archive size per variant and the ratio.
//
//   npm run bench:archive   (BENCH_PRODUCTS, BENCH_ORDERS, BENCH_DIR)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import pg from "pg";
import sharp from "sharp";
import { createDatabase } from "../../app/db/client.server";
import { dataExport, seller } from "../../app/db/schema";
import { buildInvoiceData, documentNumber } from "../../app/domain/invoices/document";
import { checkoutTax } from "../../app/domain/invoices/tax";
import type { ArchiveEntry } from "../../app/domain/privacy/archive-zip.server";
import { makeExport } from "../../app/domain/privacy/exports.server";
import { shopArchive } from "../../app/domain/privacy/shop-archive.server";
import { shopperArchive } from "../../app/domain/privacy/shopper-archive.server";
import { createLocalDiskStorage } from "../../app/media/storage.server";
import { IMAGE_WIDTHS, imageFileKey } from "../../app/media/urls";
import { migrateApp } from "../../app/services.server";
import { seedShopCustomers } from "./customers-seed";
import { BENCH_DIR, benchPostgres, envNumber, freshDatabase, machine, printTable, writeResults } from "./harness";

const PRODUCTS = envNumber("BENCH_PRODUCTS", 300);
const ORDERS = envNumber("BENCH_ORDERS", 1000);
const DATABASE = "bench_archive";
const HANDLE = "bench-archive";
const UPLOADS = path.join(BENCH_DIR, "archive-uploads");
const WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
const VARIANTS = ["old", "new"] as const;
type Variant = (typeof VARIANTS)[number];

interface Measured {
  variant: Variant;
  seconds: number;
  /** KiB, as resourceUsage() reports it. */
  maxRssKiB: number;
  /** RSS just before the archive was started (the runtime, the app's modules, the pool). */
  startRssKiB: number;
  zipBytes: number;
}

/** A photo-like WebP: smooth noise (detail at eight pixels' scale), WIDTH wide, 4:3, about 200 KB like a product photo at quality 80. */
async function photo(seed: number): Promise<Buffer> {
  const [w, h] = [WIDTH / 8, (WIDTH * 3) / 32];
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(WIDTH, (WIDTH * 3) / 4, { kernel: "cubic" })
    .modulate({ hue: seed % 360 })
    .webp({ quality: 80 })
    .toBuffer();
}

/** The shop, and its images' mean size in bytes. */
async function seed(url: string): Promise<{ sellerId: string; imageBytes: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`insert into "user" (id, name, email, role) values ('owner-archive', 'Owner', 'owner@bench.example', 'seller')`);
    const { rows } = await c.query<{ id: string }>(
      `insert into seller (handle, owner_user_id, shop_name, email, gst_status, gstin, gst_state, location)
       values ($1, 'owner-archive', 'Bench Archive Shop', 'owner@bench.example', 'regular', '27AAPFU0939F1ZV', 'Maharashtra', '12 FC Road, Pune') returning id`,
      [HANDLE],
    );
    const sellerId = rows[0].id;
    // Products, one colour each with two images (keys products/<shop>/<n>-a|b), every file on disk.
    await c.query(
      `with p as (
         insert into product (seller_id, name, description, price_paise, main)
         select $1, 'Handloom Kurta ' || g, 'Cotton, hand block printed in Bagru. Size chart in the photos.', 49900 + g * 100, 'women'
         from generate_series(1, $2::int) g returning id, name)
       insert into product_color (seller_id, product_id, color, image_keys)
       select $1, id, 'Indigo', jsonb_build_array('products/' || $1 || '/' || split_part(name, ' ', 3) || '-a', 'products/' || $1 || '/' || split_part(name, ' ', 3) || '-b') from p`,
      [sellerId, PRODUCTS],
    );
    const storage = createLocalDiskStorage(UPLOADS);
    const distinct = await Promise.all(Array.from({ length: 24 }, (_, i) => photo(i * 37)));
    for (let g = 1; g <= PRODUCTS; g++) {
      for (const [i, side] of ["a", "b"].entries()) {
        await storage.put(imageFileKey(`products/${sellerId}/${g}-${side}`, WIDTH), distinct[(g * 2 + i) % distinct.length], "image/webp");
      }
    }
    await seedShopCustomers(c, { sellerId, prefix: "archive", customers: Math.max(1, Math.floor(ORDERS / 3)), orders: ORDERS });
    // Each order's invoice: a two-line tax invoice as checkout freezes it.
    const tax = checkoutTax({
      profile: { status: "regular", state: "Maharashtra" },
      placeOfSupply: "Karnataka",
      lines: [
        { totalPaise: 129_900, quantity: 1, hsn: "6204", manualRate: null },
        { totalPaise: 59_900, quantity: 2, hsn: "6214", manualRate: null },
      ],
      discountPaise: 5_000,
      deliveryFeePaise: 6_000,
      codFeePaise: 0,
      day: "2026-06-01",
    });
    const orders = await c.query<{ id: string; n: number; name: string }>(
      `select o.id, row_number() over (order by o.created_at, o.id)::int n, o.customer_name name from orders o where o.seller_id = $1`,
      [sellerId],
    );
    for (const o of orders.rows) {
      const number = documentNumber(HANDLE, "2026-27", o.n);
      const data = buildInvoiceData({
        number,
        issuedAt: new Date("2026-06-01T12:00:00+05:30"),
        orderNumber: String(o.n),
        supplier: {
          name: "Bench Archive Shop",
          address: "12 FC Road, Pune",
          gstin: "27AAPFU0939F1ZV",
          state: "Maharashtra",
          gstStatus: "regular",
          logoKey: null,
        },
        recipient: { name: o.name, address: "3 Lotus Residency, MG Road, Bengaluru, Karnataka 560001", gstin: null },
        goods: [
          { lineNo: 0, description: "Handloom Kurta, Indigo, M", hsn: "6204", quantity: 1 },
          { lineNo: 1, description: "Bandhani Dupatta, Red", hsn: "6214", quantity: 2 },
        ],
        tax,
      });
      await c.query(
        `insert into invoice (checkout_id, seller_id, kind, financial_year, sequence, number, data) values ($1, $2, $3, '2026-27', $4, $5, $6)`,
        [o.id, sellerId, data.kind, o.n, number, JSON.stringify(data)],
      );
    }
    await c.query("vacuum analyze");
    return { sellerId, imageBytes: Math.round(distinct.reduce((sum, b) => sum + b.length, 0) / distinct.length) };
  } finally {
    await c.end();
  }
}

/** The OLD way, kept only here: every entry's bytes in one Record, zipped in memory, stored as one Buffer. */
async function oldWay(entries: AsyncIterable<ArchiveEntry>, storage: ReturnType<typeof createLocalDiskStorage>, key: string) {
  const files: Record<string, Uint8Array> = {};
  const encode = (part: string | Uint8Array) => (typeof part === "string" ? new TextEncoder().encode(part) : part);
  for await (const { path: name, content } of entries) {
    if (typeof content === "string" || content instanceof Uint8Array) files[name] = encode(content);
    else {
      const parts: Uint8Array[] = [];
      for await (const part of content) parts.push(encode(part));
      files[name] = Buffer.concat(parts);
    }
  }
  const zip = zipSync(files, { level: 6, mtime: new Date() });
  await storage.put(key, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), "application/zip");
  return zip.byteLength;
}

/** One variant, in this (child) process: prints its measurement as JSON. */
async function child(variant: Variant, url: string) {
  const db = createDatabase(url, 2);
  const storage = createLocalDiskStorage(UPLOADS);
  const [shop] = await db.select({ id: seller.id, owner: seller.ownerUserId }).from(seller).where(eq(seller.handle, HANDLE));
  const [row] = await db
    .insert(dataExport)
    .values({ kind: "shop", userId: shop.owner, sellerId: shop.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const startRssKiB = Math.round(process.memoryUsage().rss / 1024);
  const started = performance.now();
  let zipBytes: number;
  if (variant === "old") {
    zipBytes = await oldWay(
      shopArchive({ db, storage }, { userId: shop.owner, sellerId: shop.id }),
      storage,
      `private/exports/${row.id}.zip`,
    );
  } else {
    await makeExport({ db, storage, builders: { shop: shopArchive, shopper: shopperArchive } }, { exportId: row.id }, async () => {});
    const [made] = await db.select({ bytes: dataExport.bytes }).from(dataExport).where(eq(dataExport.id, row.id));
    zipBytes = made.bytes ?? 0;
  }
  const seconds = (performance.now() - started) / 1000;
  await storage.delete(`private/exports/${row.id}.zip`);
  await db.delete(dataExport).where(eq(dataExport.id, row.id));
  await db.$client.end();
  const measured: Measured = { variant, seconds, maxRssKiB: process.resourceUsage().maxRSS, startRssKiB, zipBytes };
  console.log(`RESULT ${JSON.stringify(measured)}`);
}

async function main() {
  const server = await benchPostgres();
  const url = await freshDatabase(server.adminUrl, DATABASE);
  try {
    const db = createDatabase(url, 1);
    await migrateApp(db);
    await db.$client.end();
    await rm(UPLOADS, { recursive: true, force: true });
    await mkdir(UPLOADS, { recursive: true });
    const seeding = Date.now();
    const { imageBytes } = await seed(url);
    console.log(
      `seeded ${PRODUCTS} products (${PRODUCTS * 2} images of ${Math.round(imageBytes / 1024)} KB on average), ${ORDERS} orders with invoices in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const results: Measured[] = [];
    for (const variant of VARIANTS) {
      const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--variant", variant, url], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, LOG_LEVEL: "warn" },
      });
      const line = run.stdout.split("\n").find((l) => l.startsWith("RESULT "));
      if (run.status !== 0 || !line) throw new Error(`the ${variant} variant failed (${run.status}):\n${run.stderr.slice(-4000)}`);
      results.push(JSON.parse(line.slice("RESULT ".length)));
    }
    const mb = (kib: number) => Math.round(kib / 1024);
    printTable(
      results.map((r) => ({
        variant: r.variant,
        "peak RSS MB": mb(r.maxRssKiB),
        "RSS at start MB": mb(r.startRssKiB),
        "growth MB": mb(r.maxRssKiB - r.startRssKiB),
        seconds: Number(r.seconds.toFixed(1)),
        "zip MB": Number((r.zipBytes / 1024 / 1024).toFixed(1)),
      })),
    );
    const [old, streamed] = results;
    const ratio = {
      peakRss: old.maxRssKiB / streamed.maxRssKiB,
      growth: (old.maxRssKiB - old.startRssKiB) / Math.max(1, streamed.maxRssKiB - streamed.startRssKiB),
      time: old.seconds / streamed.seconds,
    };
    console.log(
      `old / new: peak RSS ×${ratio.peakRss.toFixed(2)}, growth during the archive ×${ratio.growth.toFixed(1)}, time ×${ratio.time.toFixed(2)}`,
    );
    console.log(
      `results: ${await writeResults("archive", { machine: machine(), db: server.label, products: PRODUCTS, orders: ORDERS, imageBytes, results, ratio })}`,
    );
  } finally {
    await server.stop();
  }
}

const variantAt = process.argv.indexOf("--variant");
if (variantAt >= 0) await child(process.argv[variantAt + 1] as Variant, process.argv[variantAt + 2]);
else await main();
