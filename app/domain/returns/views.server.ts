// A return as the order pages show it: the shopper's (what they may still ask for, and their requests)
// and the seller's (the requests with the buttons that apply).
import { and, gt, inArray } from "drizzle-orm";
import { productStock } from "~/db/schema";
import { type OrderStatus, RETURN_REQUEST_REASONS } from "~/db/schema/values";
import type { DbOrTx } from "~/db/transaction.server";
import { deliveredAt, orderReturnRows, returnableLines } from "./lines.server";
import { getReturnPolicy } from "./policy.server";
import { canWithdraw, DEFECT_REASONS, linesValue, returnsOpen, returnWindowEnd, sellerReturnActions, windowFor } from "./rules";
import type { SellerReturn, ShopperReturns, ShownReturn } from "./shown";

type ReturnRows = Awaited<ReturnType<typeof orderReturnRows>>;

function shownRequest(r: ReturnRows[number]): ShownReturn {
  return {
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    note: r.note,
    photoKeys: r.photoKeys,
    status: r.status,
    declineReason: r.declineReason,
    refundPaise: r.refundPaise,
    refundUtr: r.refundUtr,
    courier: r.courier,
    trackingNumber: r.trackingNumber,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    valuePaise: linesValue(r.lines.map((l) => l.item)),
    lines: r.lines.map(({ item, wantedColor, wantedSize }) => ({
      lineNo: item.lineNo,
      name: item.name,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      imageKey: item.imageKey,
      wantedColor,
      wantedSize,
    })),
  };
}

/** The shopper's returns panel: their requests, and what they may still ask for (null: nothing, with why). */
export async function shopperReturns(
  db: DbOrTx,
  sellerId: string,
  order: { id: string; status: OrderStatus },
  now = new Date(),
): Promise<ShopperReturns> {
  const [policy, delivered, rows, available] = await Promise.all([
    getReturnPolicy(db, sellerId),
    deliveredAt(db, order.id),
    orderReturnRows(db, order.id),
    returnableLines(db, order.id),
  ]);
  // Any reason within the shop's days; damaged, wrong or not-as-described goods within the longer defect window.
  const state = returnsOpen(policy.windowDays, order.status, delivered, now);
  const defectState = returnsOpen(windowFor(policy.windowDays, "damaged"), order.status, delivered, now);
  const reasons = state === "open" ? RETURN_REQUEST_REASONS : defectState === "open" ? DEFECT_REASONS : [];
  const productIds = [...new Set(available.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const variants =
    state === "open" && policy.exchanges && productIds.length
      ? await db
          .select({ productId: productStock.productId, color: productStock.color, size: productStock.size })
          .from(productStock)
          .where(and(inArray(productStock.productId, productIds), gt(productStock.stock, 0)))
      : [];
  return {
    requests: rows.map((r) => ({ ...shownRequest(r), canWithdraw: canWithdraw(r.status) })),
    state,
    windowDays: policy.windowDays,
    windowEnds: delivered && policy.windowDays > 0 ? returnWindowEnd(delivered, policy.windowDays).toISOString() : null,
    defectWindowEnds: delivered ? returnWindowEnd(delivered, windowFor(policy.windowDays, "damaged")).toISOString() : null,
    offer:
      reasons.length && available.length
        ? {
            exchanges: policy.exchanges,
            photos: policy.photos,
            reasons: [...reasons],
            lines: available.map((l) => ({
              lineNo: l.lineNo,
              name: l.name,
              color: l.color,
              size: l.size,
              quantity: l.quantity,
              valuePaise: linesValue([l]),
              // The same again is always offered: the returned piece comes back first.
              variants: !l.productId
                ? []
                : [
                    { color: l.color, size: l.size },
                    ...variants
                      .filter((v) => v.productId === l.productId && !(v.color === l.color && v.size === l.size))
                      .map(({ color, size }) => ({ color, size })),
                  ],
            })),
          }
        : null,
  };
}

/** The seller's returns panel: every request of the order with the buttons that apply. */
export async function sellerReturns(db: DbOrTx, orderId: string): Promise<SellerReturn[]> {
  const rows = await orderReturnRows(db, orderId);
  return rows.map((r) => ({ ...shownRequest(r), actions: sellerReturnActions(r.status, r.kind) }));
}

/** An order's lines, each saying whether it left the order as a refunded return (not a cancellation). */
export function withReturnedLines<O extends { items: { lineNo: number; cancelled: boolean }[] }>(
  order: O,
  requests: readonly Pick<ShownReturn, "status" | "lines">[],
): Omit<O, "items"> & { items: (O["items"][number] & { returned: boolean })[] } {
  const returned = new Set(requests.filter((r) => r.status === "refunded").flatMap((r) => r.lines.map((l) => l.lineNo)));
  return { ...order, items: order.items.map((i) => ({ ...i, returned: i.cancelled && returned.has(i.lineNo) })) };
}
