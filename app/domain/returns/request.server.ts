// The shopper's side of a return (docs/decisions/0139-returns-and-exchanges.md): ask for one or more
// lines of a delivered order back, within the shop's days, or take a request back before it is decided.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, productStock, returnLine, returnRequest } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { MAX_RETURN_PHOTOS, type ReturnRequestInput, readWant } from "./forms";
import { deliveredAt, returnableLines } from "./lines.server";
import { getReturnPolicy } from "./policy.server";
import { canWithdraw, type ReturnsOpen, returnsOpen, windowFor } from "./rules";

type Shopper = { userId: string; sellerId: string };

const orderNotFound = () => new DomainError("order_not_found", m.account_order_not_found(), { status: 404 });
const returnNotFound = () => new DomainError("return_not_found", m.dash_return_not_found(), { status: 404 });

export const closedMessage = (state: Exclude<ReturnsOpen, "open">) =>
  ({
    no_returns: m.account_return_no_returns,
    not_delivered: m.account_return_not_delivered,
    window_closed: m.account_return_window_closed,
  })[state]();

/** A shopper's request: its photos are stored already (the caller discards them if this refuses). */
export async function requestReturn(
  db: Database,
  who: Shopper,
  orderId: string,
  input: Omit<ReturnRequestInput, "photos">,
  photoKeys: string[] = [],
  now = new Date(),
) {
  if (!isUuid(orderId)) throw orderNotFound();
  // Lock order (app/db/transaction.server.ts): the order row, then the request rows after it.
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, who.userId), eq(orders.sellerId, who.sellerId)))
      .for("update");
    if (!order) throw orderNotFound();
    const policy = await getReturnPolicy(tx, who.sellerId);
    const open = returnsOpen(windowFor(policy.windowDays, input.reason), order.status, await deliveredAt(tx, orderId), now);
    if (open !== "open") throw new DomainError("returns_closed", closedMessage(open), { status: 409 });
    if (policy.photos && photoKeys.length === 0)
      throw new DomainError("photos_required", m.account_return_photos_required(), { status: 422, field: "photos" });
    if (input.kind === "exchange" && !policy.exchanges)
      throw new DomainError("no_exchanges", m.account_return_no_exchanges(), { status: 422, field: "kind" });
    const available = await returnableLines(tx, orderId);
    const chosen = [...new Set(input.lines)];
    const lines = chosen.map((lineNo) => available.find((l) => l.lineNo === lineNo));
    if (lines.some((l) => l === undefined))
      throw new DomainError("line_not_returnable", m.account_return_line_taken(), { status: 409, field: "lines" });
    const wanted = new Map<number, { color: string; size: string }>();
    if (input.kind === "exchange") {
      for (const line of lines as NonNullable<(typeof lines)[number]>[]) {
        const want = readWant(input.want?.[String(line.lineNo)]);
        const exists =
          want && line.productId
            ? await tx
                .select({ stock: productStock.stock })
                .from(productStock)
                .where(
                  and(eq(productStock.productId, line.productId), eq(productStock.color, want.color), eq(productStock.size, want.size)),
                )
            : [];
        if (!want || exists.length === 0)
          throw new DomainError("pick_variant", m.account_return_pick_variant({ item: line.name }), {
            status: 422,
            field: `want.${line.lineNo}`,
          });
        wanted.set(line.lineNo, want);
      }
    }
    const [created] = await tx
      .insert(returnRequest)
      .values({
        orderId,
        sellerId: who.sellerId,
        userId: who.userId,
        kind: input.kind,
        reason: input.reason,
        note: input.note,
        photoKeys: photoKeys.slice(0, MAX_RETURN_PHOTOS),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returnRequest.id });
    await tx.insert(returnLine).values(
      chosen.map((lineNo) => ({
        sellerId: who.sellerId,
        returnId: created.id,
        lineNo,
        wantedColor: wanted.get(lineNo)?.color ?? null,
        wantedSize: wanted.get(lineNo)?.size ?? null,
      })),
    );
    await notify(tx, { kind: "return", returnId: created.id, status: "requested" });
    return { id: created.id };
  });
}

/** The shopper takes back a request the seller has not decided: its lines may be asked for again. */
export async function withdrawReturn(db: Database, who: Shopper, orderId: string, returnId: string, now = new Date()) {
  if (!isUuid(orderId) || !isUuid(returnId)) throw returnNotFound();
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, who.userId), eq(orders.sellerId, who.sellerId)))
      .for("update");
    if (!order) throw returnNotFound();
    const [request] = await tx
      .select({ status: returnRequest.status })
      .from(returnRequest)
      .where(and(eq(returnRequest.id, returnId), eq(returnRequest.orderId, orderId)))
      .for("update");
    if (!request) throw returnNotFound();
    if (!canWithdraw(request.status)) throw new DomainError("return_decided", m.account_return_already_decided(), { status: 409 });
    await tx
      .update(returnRequest)
      .set({ status: "withdrawn", closedAt: now, updatedAt: now })
      .where(and(eq(returnRequest.id, returnId), inArray(returnRequest.status, ["requested"])));
  });
}
