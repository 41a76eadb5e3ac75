// The schema against Citus's rules for distributed and reference tables (tests/setup/distribution-rules.ts),
// with the placement of every table declared in app/db/distribution.ts.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DISTRIBUTION, LOCAL_SCHEMAS } from "../../app/db/distribution";
import { orderItem, orders, product } from "../../app/db/schema";
import { checkDistribution, formatViolation, RULES, schemasOf } from "../setup/distribution-rules";
import { checkStatements, recordStatements } from "../setup/statement-rules";
import { createTestServices, type TestServices } from "../setup/test-services";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services?.dispose());

// Shop-scoped keys (docs/decisions/0147-shop-scoped-keys.md): a change that breaks a rule fails here
// with the rule's name and the table's.
it("holds the schema to Citus's rules: no table breaks one", async () => {
  const found = (await checkDistribution(services.db, "public", DISTRIBUTION)).map(formatViolation);
  expect(found).toEqual([]);
});

it("places every schema: public table by table, the others whole", async () => {
  const placed = ["public", ...LOCAL_SCHEMAS];
  expect((await schemasOf(services.db)).filter((s) => !placed.includes(s))).toEqual([]);
});

// The test of the test: a copy of the product table, with its keys deliberately broken, in a schema of
// its own, and a table the placement does not name.
it("flags a broken copy of a table with the rule it breaks, and passes it once mended", async () => {
  const db = services.db;
  const run = (text: string) => db.execute(sql.raw(text));
  await run("create schema scratch");
  try {
    await run("create table scratch.seller (id uuid primary key)");
    await run("create table scratch.product (like public.product including all)");
    await run("alter table scratch.product drop constraint if exists product_pkey");
    await run("alter table scratch.product add constraint product_pkey primary key (id)");
    await run(
      "alter table scratch.product add constraint product_seller_fk foreign key (seller_id) references scratch.seller (id) on delete set null",
    );
    await run("create table scratch.product_note (id uuid primary key, product_id uuid references scratch.product (id))");
    await run("create table scratch.unplaced (id uuid primary key)");
    const placements = {
      seller: { kind: "distributed", column: "id" },
      product: { kind: "distributed", column: "seller_id" },
      product_note: { kind: "reference" },
    } as const;
    const found = async () => (await checkDistribution(db, "scratch", placements)).map(formatViolation);
    expect(await found()).toEqual([
      "product: foreign-key-action-on-distribution-column (product_seller_fk)",
      "product: unique-key-without-distribution-column (product_pkey)",
      "product_note: foreign-key-reference-to-distributed (product_note_product_id_fkey)",
      "unplaced: table-unclassified (unplaced)",
    ]);

    await run("drop table scratch.product_note, scratch.unplaced");
    await run("alter table scratch.product drop constraint product_pkey, drop constraint product_seller_fk");
    await run("alter table scratch.product add primary key (seller_id, id)");
    await run("alter table scratch.product add foreign key (seller_id) references scratch.seller (id) on delete cascade");
    expect(await found()).toEqual(["product_note: classified-table-absent (product_note)"]);
  } finally {
    await run("drop schema scratch cascade");
  }
});

// The statement half, on statements the app's own database handle sent: a lookup by id alone would
// visit every shard; the same lookup pinned to its shop, and a join carried by seller_id, visit one.
it("flags a statement that reads a shop's rows without naming the shop, and passes one pinned to it", async () => {
  const { db } = services;
  const recording = recordStatements(db.$client);
  const [shop, id] = [randomUUID(), randomUUID()];
  await db.select().from(product).where(eq(product.id, id));
  await db
    .select()
    .from(product)
    .where(and(eq(product.sellerId, shop), eq(product.id, id)));
  await db
    .select()
    .from(orders)
    .innerJoin(orderItem, eq(orderItem.orderId, orders.id))
    .where(and(eq(orders.sellerId, shop), eq(orders.id, id)));
  await db
    .select()
    .from(orders)
    .innerJoin(orderItem, and(eq(orderItem.orderId, orders.id), eq(orderItem.sellerId, orders.sellerId)))
    .where(and(eq(orders.sellerId, shop), eq(orders.id, id)));
  recording.stop();
  expect(recording.statements.size).toBe(4);
  const client = await db.$client.connect();
  try {
    const found = await checkStatements(client, recording.statements, DISTRIBUTION);
    expect(found.map((v) => `${v.rule} ${v.subject}: ${v.statement.replace(/"/g, "").slice(0, 20)}`)).toEqual([
      "statement-not-pinned-to-one-shop product: select id, seller_id",
      // Joined by the order's id alone: the pin on orders.seller_id does not reach order_item. Joined by
      // (order_id, seller_id) as well, it does, and the fourth statement passes.
      "statement-not-pinned-to-one-shop order_item: select orders.id, or",
    ]);
  } finally {
    client.release();
  }
});

it("names a source for every rule", () => {
  for (const [name, rule] of Object.entries(RULES)) expect(rule.source, name).toMatch(/^(https:\/\/|app\/)/);
});
