// A return's news (docs/decisions/0139-returns-and-exchanges.md): to the seller when asked, to the
// shopper when decided and when the money or the exchange is sent. Read as the rows are when sent.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, returnRequest, seller, user } from "~/db/schema";
import { orderNumber } from "~/domain/orders/reference";
import { orderReturnRows } from "~/domain/returns/lines.server";
import type { ReturnFacts } from "./facts";
import { lineFacts, type MailFacts, owner } from "./mail-facts.server";
import type { Audience } from "./notify.server";

export async function returnMailFacts(
  db: Database,
  baseUrl: string,
  returnId: string,
  audience: Audience,
): Promise<MailFacts<ReturnFacts> | null> {
  const [row] = await db
    .select({
      orderId: returnRequest.orderId,
      handle: seller.handle,
      shopName: seller.shopName,
      shopEmail: seller.email,
      ownerLocale: owner.locale,
      customerName: orders.customerName,
      shopperEmail: user.email,
      shopperLocale: user.locale,
    })
    .from(returnRequest)
    .innerJoin(orders, eq(orders.id, returnRequest.orderId))
    .innerJoin(seller, eq(seller.id, returnRequest.sellerId))
    .innerJoin(user, eq(user.id, returnRequest.userId))
    .leftJoin(owner, eq(owner.id, seller.ownerUserId))
    .where(eq(returnRequest.id, returnId));
  if (!row) return null;
  const request = (await orderReturnRows(db, row.orderId)).find((r) => r.id === returnId);
  if (!request) return null;
  const shopUrl = `${baseUrl}/${row.handle}`;
  const toLine = lineFacts(baseUrl);
  const facts: ReturnFacts = {
    shopName: row.shopName,
    shopUrl,
    reference: orderNumber(row.orderId),
    orderUrl: audience === "seller" ? `${shopUrl}/dashboard/orders/${row.orderId}` : `${shopUrl}/orders/${row.orderId}`,
    status: request.status,
    kind: request.kind,
    reason: request.reason,
    note: request.note,
    customerName: row.customerName,
    lines: request.lines.map(({ item, wantedColor, wantedSize }) => ({
      ...toLine({ ...item, totalPaise: item.pricePaise * item.quantity }),
      wantedColor,
      wantedSize,
    })),
    declineReason: request.declineReason,
    refundPaise: request.refundPaise,
    refundUtr: request.refundUtr,
    courier: request.courier,
    trackingNumber: request.trackingNumber,
  };
  const recipient =
    audience === "seller" ? { to: row.shopEmail, locale: row.ownerLocale } : { to: row.shopperEmail, locale: row.shopperLocale };
  return { facts, recipient };
}
