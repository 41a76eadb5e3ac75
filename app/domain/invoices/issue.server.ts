// Issuing a checkout's invoice inside the checkout transaction (docs/decisions/0077-gst-invoices.md).
import { eq, sql } from "drizzle-orm";
import { invoice, invoiceSeries, seller } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { buildInvoiceData, type DocumentInput, financialYear, invoiceKind, invoiceNumber } from "./document";

export interface IssueInput extends Omit<DocumentInput, "number" | "issuedAt" | "supplier"> {
  checkoutId: string;
  sellerId: string;
  issuedAt: Date;
}

/**
 * Takes the next number of the shop's series for the financial year and stores the frozen
 * document. The upsert locks the series row until the transaction ends, so numbers are gap-free:
 * concurrent checkouts at one shop take them one at a time, and a rolled-back checkout gives its
 * number back. Call it last in the transaction to hold that lock for as short a time as possible.
 */
export async function issueInvoice(tx: Tx, input: IssueInput) {
  const [shop] = await tx
    .select({
      handle: seller.handle,
      name: seller.shopName,
      address: seller.location,
      gstin: seller.gstin,
      state: seller.gstState,
      gstStatus: seller.gstStatus,
    })
    .from(seller)
    .where(eq(seller.id, input.sellerId));
  if (!shop) throw new Error(`issueInvoice: no seller ${input.sellerId}`);
  const year = financialYear(input.issuedAt);
  const [series] = await tx
    .insert(invoiceSeries)
    .values({ sellerId: input.sellerId, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.sellerId, invoiceSeries.financialYear],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSeries.lastNumber });
  const number = invoiceNumber(shop.handle, year, series.sequence);
  const data = buildInvoiceData({
    ...input,
    number,
    supplier: {
      name: shop.name,
      address: shop.address,
      // Only a registered seller prints a GSTIN.
      gstin: shop.gstStatus === "unregistered" ? null : shop.gstin,
      state: shop.state,
      gstStatus: shop.gstStatus,
    },
  });
  await tx.insert(invoice).values({
    checkoutId: input.checkoutId,
    sellerId: input.sellerId,
    kind: invoiceKind(shop.gstStatus),
    financialYear: year,
    sequence: series.sequence,
    number,
    data,
    issuedAt: input.issuedAt,
  });
  return { number, sequence: series.sequence, financialYear: year };
}
