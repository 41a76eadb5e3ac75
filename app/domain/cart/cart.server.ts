// The shopper's cart on the server (docs/decisions/0084-server-cart.md): one per signed-in shopper
// and shop, one per guest browser and shop. Every change runs in a transaction holding the cart's
// row lock, so two tabs adding at once still keep the stock rule (docs/product.md#cart).

import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cart, cartLine } from "~/db/schema";
import { MAX_CART_LINES } from "~/db/schema/values";
import type { DbOrTx, Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { retentionCutoff } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { type CartForm, type CartReply, StoredLineSchema, StoredLinesSchema } from "./forms";
import type { CartLine, LineKey } from "./lines";

/** Whose cart: a signed-in shopper's, or a guest browser's (its signed cookie's id). */
export type CartOwner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

export interface CartView {
  lines: CartLine[];
  /** Units in the cart (the header badge). */
  count: number;
}

const EMPTY: CartView = { lines: [], count: 0 };

function ownerIs(owner: CartOwner) {
  return owner.userId !== undefined ? eq(cart.userId, owner.userId) : eq(cart.guestId, owner.guestId);
}

/** The cart's lines with each product's name, price, picture and stock now. Lines are flagged, never dropped. */
export async function loadCart(db: DbOrTx, owner: CartOwner, shop: { id: string; status: string }): Promise<CartView> {
  const rows = await db.execute<{
    product_id: string;
    color: string;
    size: string;
    quantity: number;
    name: string;
    price_paise: number;
    sale_price_paise: number | null;
    active: boolean;
    stock: number | null;
    image_key: string | null;
  }>(sql`
    select l.product_id, l.color, l.size, l.quantity, p.name, p.price_paise, p.sale_price_paise, p.active, s.stock,
      (select pc.image_keys->>0 from product_color pc where pc.product_id = p.id
        order by (pc.color = l.color) desc, pc.position limit 1) as image_key
    from cart
    join cart_line l on l.cart_id = cart.id
    join product p on p.id = l.product_id
    left join product_stock s on s.product_id = l.product_id and s.color = l.color and s.size = l.size
    where cart.seller_id = ${shop.id} and ${ownerIs(owner)}
    order by l.added_at, l.product_id, l.color, l.size`);
  if (rows.rows.length === 0) return EMPTY;
  const lines = rows.rows.map((r): CartLine => {
    const stock = r.stock ?? 0;
    const state = !r.active || shop.status !== "active" || r.stock === null ? "unavailable" : stock === 0 ? "sold-out" : "ok";
    return {
      productId: r.product_id,
      color: r.color,
      size: r.size,
      quantity: r.quantity,
      state,
      stock,
      product: { name: r.name, pricePaise: r.price_paise, salePricePaise: r.sale_price_paise, imageKey: r.image_key },
    };
  });
  return { lines, count: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

/** Units in the cart, for the header's badge (one indexed lookup). */
export async function cartCount(db: DbOrTx, owner: CartOwner, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLine.quantity}), 0)::int` })
    .from(cart)
    .innerJoin(cartLine, eq(cartLine.cartId, cart.id))
    .where(and(eq(cart.sellerId, sellerId), ownerIs(owner)));
  return row?.count ?? 0;
}

/** The owner's cart for this shop if there is one, locked for the rest of the transaction. */
async function lockExistingCart(tx: Tx, owner: CartOwner, sellerId: string): Promise<string | null> {
  const rows = await tx
    .select({ id: cart.id })
    .from(cart)
    .where(and(eq(cart.sellerId, sellerId), ownerIs(owner)))
    .for("update");
  return rows[0]?.id ?? null;
}

/** The owner's cart for this shop, created if needed, locked for the rest of the transaction. */
async function lockCart(tx: Tx, owner: CartOwner, sellerId: string): Promise<string> {
  const inserted = await tx.execute<{ id: string }>(
    owner.userId !== undefined
      ? sql`insert into cart (seller_id, user_id) values (${sellerId}, ${owner.userId})
            on conflict (user_id, seller_id) where user_id is not null do update set updated_at = now() returning id`
      : sql`insert into cart (seller_id, guest_id) values (${sellerId}, ${owner.guestId})
            on conflict (guest_id, seller_id) where guest_id is not null do update set updated_at = now() returning id`,
  );
  // The upsert took the row lock: concurrent changes to this cart wait here.
  return inserted.rows[0].id;
}

/** A variant's stock in this shop; null when it cannot be bought (no such product, colour or size, inactive). */
async function sellableStock(tx: Tx, shop: { id: string; status: string }, key: LineKey): Promise<number | null> {
  if (!isUuid(key.productId) || shop.status !== "active") return null;
  const rows = await tx.execute<{ stock: number }>(sql`
    select s.stock from product p
    join product_stock s on s.product_id = p.id and s.color = ${key.color} and s.size = ${key.size}
    where p.id = ${key.productId.toLowerCase()} and p.seller_id = ${shop.id} and p.active`);
  return rows.rows[0]?.stock ?? null;
}

const notInCart = () => new DomainError("not_in_cart", m.account_item_not_in_cart(), { status: 409 });
const UNAVAILABLE = () => new DomainError("unavailable", m.account_item_unavailable(), { status: 409 });
const outOfStock = (stock: number) =>
  new DomainError("out_of_stock", m.account_only_in_stock({ stock }), { status: 409, field: "quantity", details: { stock } });

async function lineQuantity(tx: Tx, cartId: string, key: LineKey): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartLine.quantity })
    .from(cartLine)
    .where(
      and(eq(cartLine.cartId, cartId), eq(cartLine.productId, key.productId), eq(cartLine.color, key.color), eq(cartLine.size, key.size)),
    );
  return row?.quantity ?? 0;
}

async function lineCount(tx: Tx, cartId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartLine).where(eq(cartLine.cartId, cartId));
  return row?.n ?? 0;
}

/** Writes a line's quantity (0 deletes it). */
async function writeLine(tx: Tx, sellerId: string, cartId: string, key: LineKey, quantity: number) {
  const where = and(
    eq(cartLine.cartId, cartId),
    eq(cartLine.productId, key.productId),
    eq(cartLine.color, key.color),
    eq(cartLine.size, key.size),
  );
  if (quantity <= 0) {
    await tx.delete(cartLine).where(where);
    return;
  }
  await tx
    .insert(cartLine)
    .values({ sellerId, cartId, productId: key.productId, color: key.color, size: key.size, quantity })
    .onConflictDoUpdate({
      target: [cartLine.cartId, cartLine.productId, cartLine.color, cartLine.size, cartLine.sellerId],
      set: { quantity },
    });
}

function normalizedKey(k: LineKey): LineKey {
  return { productId: k.productId.toLowerCase(), color: k.color, size: k.size };
}

/**
 * Adds lines carried over from elsewhere (a guest cart at sign-in, a cart the browser kept before
 * this change), each capped by stock; a line that cannot be bought is left out. Says what changed.
 */
async function addCapped(tx: Tx, shop: { id: string; status: string }, cartId: string, incoming: Array<LineKey & { quantity: number }>) {
  const names = await productNames(
    tx,
    shop.id,
    incoming.map((l) => l.productId),
  );
  const changes: string[] = [];
  for (const raw of incoming) {
    const key = normalizedKey(raw);
    const stock = await sellableStock(tx, shop, key);
    const label = `${names.get(key.productId) ?? m.account_an_item()} (${key.color}, ${key.size})`;
    const existing = await lineQuantity(tx, cartId, key);
    if (stock === null) {
      if (existing === 0) changes.push(m.account_merge_gone({ label }));
      continue;
    }
    if (existing === 0 && (await lineCount(tx, cartId)) >= MAX_CART_LINES) {
      changes.push(m.account_merge_full({ label }));
      continue;
    }
    const wanted = existing + raw.quantity;
    const capped = Math.min(wanted, stock);
    if (capped < wanted) {
      changes.push(
        capped <= existing ? m.account_merge_not_added({ label, stock }) : m.account_merge_reduced({ label, quantity: capped, stock }),
      );
    }
    if (capped > existing) await writeLine(tx, shop.id, cartId, key, capped);
  }
  return changes;
}

/**
 * Names of this shop's published products among the ids. Any other id (unknown, another shop's,
 * unpublished) gets the same generic label, so the reply cannot be used to read hidden names.
 */
async function productNames(tx: Tx, sellerId: string, ids: string[]): Promise<Map<string, string>> {
  const valid = [...new Set(ids.map((id) => id.toLowerCase()).filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await tx.execute<{ id: string; name: string }>(
    sql`select id, name from product where seller_id = ${sellerId} and active and id in (${sql.join(
      valid.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.rows.map((r) => [r.id, r.name]));
}

/** The old browser cart's lines (import): anything unreadable is skipped, never an error. */
function storedLines(json: string): Array<LineKey & { quantity: number }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const list = StoredLinesSchema.safeParse(parsed);
  if (!list.success) return [];
  return list.data.flatMap((l) => {
    const line = StoredLineSchema.safeParse(l);
    return line.success && isUuid(line.data.productId) ? [line.data] : [];
  });
}

/** Carries out one cart form (add, set, remove, clear, import) and answers the new count. */
export async function changeCart(db: Database, owner: CartOwner, shop: { id: string; status: string }, form: CartForm): Promise<CartReply> {
  return db.transaction(async (tx) => {
    // Only adding makes a cart; changing one that does not exist changes nothing.
    const adds = form.intent === "add" || form.intent === "import";
    const cartId = adds ? await lockCart(tx, owner, shop.id) : await lockExistingCart(tx, owner, shop.id);
    const reply: CartReply = { count: 0 };
    if (!cartId) {
      if (form.intent === "set" && form.quantity > 0) throw notInCart();
      return { ...reply, ...(form.intent === "clear" ? {} : { quantity: 0 }) };
    }
    switch (form.intent) {
      case "add": {
        const key = normalizedKey(form);
        const stock = await sellableStock(tx, shop, key);
        if (stock === null) throw UNAVAILABLE();
        const existing = await lineQuantity(tx, cartId, key);
        if (existing + form.quantity > stock) throw outOfStock(stock);
        if (existing === 0 && (await lineCount(tx, cartId)) >= MAX_CART_LINES)
          throw new DomainError("cart_full", m.account_cart_full({ max: MAX_CART_LINES }), { status: 409 });
        await writeLine(tx, shop.id, cartId, key, existing + form.quantity);
        reply.quantity = existing + form.quantity;
        break;
      }
      case "set": {
        const key = normalizedKey(form);
        if (form.quantity > 0) {
          // Lowering a line is always allowed (the shopper is fixing a sold-out line); raising it keeps the stock rule.
          const existing = await lineQuantity(tx, cartId, key);
          if (existing === 0) throw notInCart();
          if (form.quantity > existing) {
            const stock = await sellableStock(tx, shop, key);
            if (stock === null) throw UNAVAILABLE();
            if (form.quantity > stock) throw outOfStock(stock);
          }
        }
        await writeLine(tx, shop.id, cartId, key, Math.max(0, form.quantity));
        reply.quantity = Math.max(0, form.quantity);
        break;
      }
      case "remove":
        await writeLine(tx, shop.id, cartId, normalizedKey(form), 0);
        reply.quantity = 0;
        break;
      case "clear":
        await tx.delete(cartLine).where(eq(cartLine.cartId, cartId));
        break;
      case "import": {
        const lines = storedLines(form.lines);
        reply.changes = await addCapped(tx, shop, cartId, lines);
        break;
      }
    }
    reply.count = await cartCount(tx, owner, shop.id);
    return reply;
  });
}

/** Whether this guest browser has a cart in this shop (checked before the merge's transaction). */
export async function hasGuestCart(db: DbOrTx, guestId: string, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cart.id })
    .from(cart)
    .where(and(eq(cart.guestId, guestId), eq(cart.sellerId, sellerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * At sign-in (the first shop page after it): the guest browser's cart for this shop moves into the
 * shopper's, capped by stock (docs/decisions/0064-guest-cart-merge.md). Null when there was none.
 */
export async function mergeGuestCart(
  db: Database,
  guestId: string,
  userId: string,
  shop: { id: string; status: string },
): Promise<{ changes: string[] } | null> {
  return db.transaction(async (tx) => {
    // Locked first: a second tab merging at the same moment waits, then finds the cart gone.
    const locked = await tx.execute<{ id: string }>(
      sql`select id from cart where guest_id = ${guestId} and seller_id = ${shop.id} for update`,
    );
    const guestCartId = locked.rows[0]?.id;
    if (!guestCartId) return null;
    const lines = await tx
      .select({ productId: cartLine.productId, color: cartLine.color, size: cartLine.size, quantity: cartLine.quantity })
      .from(cartLine)
      .where(eq(cartLine.cartId, guestCartId))
      .orderBy(cartLine.addedAt);
    await tx.delete(cart).where(eq(cart.id, guestCartId));
    if (lines.length === 0) return null;
    const userCartId = await lockCart(tx, { userId }, shop.id);
    return {
      changes: await addCapped(tx, shop, userCartId, lines),
    };
  });
}

/**
 * Placing orders takes what was ordered out of the shopper's cart, in the placing transaction: a
 * line added meanwhile on another device stays, and a replayed checkout takes nothing twice.
 */
export async function takeOrderedLines(tx: Tx, userId: string, sellerId: string, ordered: Array<LineKey & { quantity: number }>) {
  for (const line of ordered) {
    await tx.execute(sql`
      with target as (
        select l.cart_id, l.product_id, l.color, l.size from cart_line l join cart c on c.id = l.cart_id and c.seller_id = l.seller_id
        where c.user_id = ${userId} and c.seller_id = ${sellerId}
          and l.product_id = ${line.productId} and l.color = ${line.color} and l.size = ${line.size}
      ),
      lowered as (
        update cart_line l set quantity = l.quantity - ${line.quantity} from target t
        where (l.cart_id, l.product_id, l.color, l.size) = (t.cart_id, t.product_id, t.color, t.size)
          and l.seller_id = ${sellerId} and l.quantity > ${line.quantity}
        returning 1
      )
      delete from cart_line l using target t
      where (l.cart_id, l.product_id, l.color, l.size) = (t.cart_id, t.product_id, t.color, t.size)
        and l.seller_id = ${sellerId} and l.quantity <= ${line.quantity}`);
  }
}

/** Deletes guest carts untouched for RETENTION_DAYS.guestCart (the retention job); a shopper's cart is kept. */
export async function pruneGuestCarts(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff("guestCart", now);
  const deleted = await db.execute(sql`delete from cart where guest_id is not null and updated_at < ${cutoff}`);
  return deleted.rowCount ?? 0;
}
