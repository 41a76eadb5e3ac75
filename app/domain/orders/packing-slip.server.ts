// The packing slip a seller prints from the order page and puts in (or on) the parcel: the order
// number, where it goes and to whom, the lines still ordered, and for cash the amount to collect in
// large type, so a courier cannot misread it. A4, or a 4×6-inch label for thermal printers.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders, seller } from "~/db/schema";
import { type Doc, money, startPdf, write } from "~/domain/invoices/pdf.server";
import { isUuid } from "~/utils/uuid";
import { orderLines } from "./order-lines.server";
import { orderNumber } from "./reference";
import { endedUndelivered } from "./seller-actions";

export type SlipSize = "a4" | "label";
const SLIP_SIZES: Record<SlipSize, string | [number, number]> = { a4: "A4", label: [288, 432] }; // 4 × 6 inches at 72 points per inch

export interface PackingSlip {
  shopName: string;
  number: string;
  placedAt: Date;
  inShop: boolean;
  customerName: string;
  address: string;
  mobile: string;
  lines: { text: string; quantity: number }[];
  /** Cash to take from the shopper (on delivery or at the shop); null when nothing is to collect. */
  collectPaise: number | null;
}

/** This shop's order as its slip prints it, and whose it is (the access log's subject); null when it is not the shop's. */
export async function packingSlipOf(
  db: Database,
  sellerId: string,
  orderId: string,
): Promise<(PackingSlip & { customerId: string }) | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ o: orders, total: checkout.totalPaise, paymentStatus: checkout.paymentStatus, shopName: seller.shopName })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!row) return null;
  const lines = (await orderLines(db, sellerId, orderId)).filter((l) => l.cancelledAt === null);
  return {
    customerId: row.o.userId,
    shopName: row.shopName,
    number: orderNumber(row.o.id),
    placedAt: row.o.createdAt,
    inShop: row.o.deliveryMode === "in-shop",
    customerName: row.o.customerName,
    address: row.o.shippingAddress,
    mobile: row.o.contactNumber,
    lines: lines.map((l) => ({ text: `${l.name} (${l.color}, ${l.size})`, quantity: l.quantity })),
    collectPaise: row.paymentStatus === "to_collect" && !endedUndelivered(row.o.status) ? row.total : null,
  };
}

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export async function renderPackingSlip(slip: PackingSlip, size: SlipSize): Promise<Buffer> {
  const label = size === "label";
  const margin = label ? 14 : 40;
  const { doc, done } = await startPdf({ size: SLIP_SIZES[size], margin, title: `Packing slip ${slip.number}`, author: slip.shopName });
  const width = doc.page.width - 2 * margin;
  const scale = label ? 0.8 : 1;
  const at = (gap: number) => doc.y + gap * scale;
  write(doc, slip.shopName, margin, margin, { bold: true, size: 11 * scale, width });
  write(doc, "PACKING SLIP", margin, at(2), { size: 8 * scale, width });
  write(doc, `Order ${slip.number}`, margin, at(6), { bold: true, size: 18 * scale, width });
  write(doc, `Placed ${DATE.format(slip.placedAt)}`, margin, at(2), { size: 9 * scale, width });
  rule(doc, margin, at(8), width);
  write(doc, slip.inShop ? "COLLECT AT THE SHOP" : "SHIP TO", margin, at(8), { bold: true, size: 9 * scale, width });
  write(doc, slip.customerName, margin, at(2), { bold: true, size: 13 * scale, width });
  if (!slip.inShop) write(doc, slip.address, margin, at(2), { size: 11 * scale, width });
  write(doc, `Mobile ${slip.mobile}`, margin, at(2), { size: 11 * scale, width });
  rule(doc, margin, at(8), width);
  write(doc, "ITEMS", margin, at(8), { bold: true, size: 9 * scale, width });
  for (const line of slip.lines) {
    if (doc.y > doc.page.height - margin - 90 * scale) doc.addPage();
    write(doc, `${line.quantity} × ${line.text}`, margin, at(3), { size: 10 * scale, width });
  }
  rule(doc, margin, at(8), width);
  // The one amount, in one line: what the courier or the counter takes in cash.
  const cash = slip.collectPaise === null ? "PREPAID: NOTHING TO COLLECT" : `COLLECT ₹${money(slip.collectPaise)}`;
  write(doc, cash, margin, at(10), { bold: true, size: (slip.collectPaise === null ? 14 : 24) * scale, width });
  doc.end();
  return done;
}

function rule(doc: Doc, x: number, y: number, width: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .stroke();
  doc.y = y;
}

export async function packingSlipResponse(slip: PackingSlip, size: SlipSize): Promise<Response> {
  const pdf = await renderPackingSlip(slip, size);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="packing-slip-${slip.number}-${size}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
