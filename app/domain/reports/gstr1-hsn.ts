// GSTR-1 table 12, the HSN summary, split into supplies to registered buyers (B2B) and to consumers
// (B2C) since the May 2025 return period (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
import type { DocumentLine } from "~/domain/invoices/document";
import { type Amounts, addAmounts, gstr1Documents, isNothing, NO_AMOUNTS, type PeriodDocuments, type SupplyTable } from "./gstr1-supply";

export interface HsnRow {
  hsn: string;
  /** Pieces of goods: a fee row carries its goods' HSN and rate but no pieces. */
  quantity: number;
  rate: number;
  amounts: Amounts;
}

export type HsnSide = "b2b" | "b2c";

const sideOf = (table: SupplyTable): HsnSide => (table === "b2b" ? "b2b" : "b2c");

/**
 * One side's summary per HSN and rate, NET of the period's credit notes (a note takes its rows' value,
 * tax and pieces off the HSN and rate they were invoiced under), so it adds up to the period's invoices
 * less its credit notes on that side. A net of nothing is left out.
 */
export function hsnRows(docs: PeriodDocuments, side: HsnSide): HsnRow[] {
  const groups = new Map<string, HsnRow>();
  const add = (lines: readonly DocumentLine[], sign: 1 | -1) => {
    for (const l of lines) {
      const key = `${l.hsn}|${l.rate}`;
      const row = groups.get(key) ?? { hsn: l.hsn, quantity: 0, rate: l.rate, amounts: NO_AMOUNTS };
      groups.set(key, {
        ...row,
        quantity: row.quantity + (l.kind === "goods" ? sign * l.quantity : 0),
        amounts: addAmounts(row.amounts, l, sign),
      });
    }
  };
  const { invoices, notes } = gstr1Documents(docs);
  for (const i of invoices) if (sideOf(i.table) === side) add(i.data.lines, 1);
  for (const n of notes) if (sideOf(n.table) === side) add(n.data.lines, -1);
  return [...groups.values()]
    .filter((r) => r.quantity !== 0 || !isNothing(r.amounts))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
}
