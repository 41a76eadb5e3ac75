// A seller's bank statement export read into the UPI credits Haat matches to orders
// (docs/decisions/0136-bank-statement-uploads.md). Only BankCredit's fields leave this module: the
// file, its balances, debits and every other row are dropped here.
import { istMidnight } from "~/utils/dates";
import { type BankCredit, findOrderRef } from "./credit";
import { detectLayout, headerLikeRow } from "./statement-layouts";
import { type Columns, locateMapping, type StatementMapping, StatementMappingSchema } from "./statement-mapping";
import { readTable, type UnreadableReason } from "./statement-table";
import { type Amount, readAmount, readDay, upiReference } from "./statement-values";

export { type StatementMapping, StatementMappingSchema } from "./statement-mapping";
export { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS, type UnreadableReason } from "./statement-table";

export type StatementReading =
  | {
      kind: "credits";
      /** "sbi", "hdfc", "icici", "axis", "kotak", "yes", "federal", "canara", "pnb", "bob", or "mapped" (the seller's columns). */
      bank: string;
      credits: BankCredit[];
      /** Credit rows without a twelve-digit UPI reference (NEFT, cash, interest…), or whose amount cannot be read. */
      skipped: number;
      /** The columns read, with the header row found: save it to read the next file alike. */
      mapping: StatementMapping;
    }
  | { kind: "needs_mapping"; headers: string[]; sample: string[][] }
  | { kind: "unreadable"; reason: UnreadableReason };

const SAMPLE_ROWS = 5;

/** "cr", "dr", or null when a row's Dr/Cr cell does not say. */
function direction(cell: string): "cr" | "dr" | null {
  const word = cell.trim().toLowerCase();
  if (/^(cr|c|credit|deposit)\b/.test(word)) return "cr";
  if (/^(dr|d|debit|withdrawal)\b/.test(word)) return "dr";
  return null;
}

const isAmount = (amount: ReturnType<typeof readAmount>) => typeof amount === "object" && amount.paise > 0;

/** A row's credit in paise: null for a debit or an empty row, "unreadable" when it cannot tell. */
function creditPaise(cell: (column: number | null) => string, columns: Columns): number | null | "unreadable" {
  const amount = readAmount(cell(columns.amount ?? columns.credit));
  if (amount === "unreadable") {
    // A row the bank calls a debit, or with an amount in its debit column, is none of ours to count.
    const debit = columns.amount === null ? isAmount(readAmount(cell(columns.debit))) : direction(cell(columns.drCr)) === "dr";
    return debit ? null : "unreadable";
  }
  if (amount === "blank" || amount.paise === 0) return null;
  const side = columns.amount === null ? creditColumnSide(amount) : amountColumnSide(amount, cell(columns.drCr), columns.drCr !== null);
  if (side === "unreadable") return side;
  return side === "cr" ? amount.paise : null;
}

// In a credit column every amount is money in, unless the bank marks it otherwise.
const creditColumnSide = (amount: Amount) => (amount.sign < 0 || amount.mark === "dr" ? "dr" : "cr");

// In one amount column the Dr/Cr column says which, else a "Cr"/"Dr" after the amount, else
// (no Dr/Cr column at all) the sign; a credit must be a positive amount.
function amountColumnSide(amount: Amount, drCrCell: string, hasDrCr: boolean): "cr" | "dr" | "unreadable" {
  const side = direction(drCrCell) ?? amount.mark ?? (hasDrCr ? null : amount.sign > 0 ? "cr" : "dr");
  if (side === null || (side === "cr" && amount.sign < 0)) return "unreadable";
  return side;
}

function readCredits(rows: string[][], headerIndex: number, columns: Columns): { credits: BankCredit[]; skipped: number } {
  const credits: BankCredit[] = [];
  let skipped = 0;
  for (const row of rows.slice(headerIndex + 1)) {
    const cell = (column: number | null) => (column === null ? "" : (row[column] ?? ""));
    // A row without a day is not a transaction: opening balance, totals, a legend, a repeated header.
    const day = readDay(cell(columns.date));
    if (day === null) continue;
    const paise = creditPaise(cell, columns);
    if (paise === null) continue;
    const narration = cell(columns.narration).trim();
    const utr = paise === "unreadable" ? null : upiReference(narration, cell(columns.reference));
    if (paise === "unreadable" || utr === null) {
      skipped++;
      continue;
    }
    credits.push({ amountPaise: paise, utr, orderRef: findOrderRef(narration), creditedAt: istMidnight(day) });
  }
  return { credits, skipped };
}

/** The headers of the first header-like row and the rows under it, without the columns that have no header. */
function needsMapping(rows: string[][]): StatementReading {
  const at = headerLikeRow(rows);
  if (at === -1) return { kind: "unreadable", reason: "not_a_table" };
  const named = rows[at].flatMap((header, column) => (header.trim() === "" ? [] : [column]));
  const sample = rows
    .slice(at + 1)
    .filter((row) => row.some((cell) => cell.trim() !== ""))
    .slice(0, SAMPLE_ROWS)
    .map((row) => named.map((column) => (row[column] ?? "").trim()));
  return { kind: "needs_mapping", headers: named.map((column) => rows[at][column].trim()), sample };
}

/**
 * Reads an uploaded statement: with the seller's saved mapping when it fits the file, else by the
 * bank's known header row, else asks for a mapping (headers and a sample to choose from). The file's
 * name is not looked at: banks name text and HTML ".xls". Never throws on any bytes.
 */
export async function readStatement(
  file: { name: string; bytes: Uint8Array },
  mapping?: StatementMapping | null,
): Promise<StatementReading> {
  const rows = await readTable(file.bytes);
  if (!Array.isArray(rows)) return { kind: "unreadable", reason: rows.unreadable };
  const saved = StatementMappingSchema.safeParse(mapping);
  // The seller's mapping first; the banks' layouts are only looked for when it does not fit.
  const candidates = [() => (saved.success ? { bank: "mapped", mapping: saved.data } : null), () => detectLayout(rows)];
  for (const next of candidates) {
    const candidate = next();
    const located = candidate && locateMapping(rows, candidate.mapping);
    if (!candidate || !located) continue;
    return {
      kind: "credits",
      bank: candidate.bank,
      ...readCredits(rows, located.headerIndex, located.columns),
      mapping: { ...candidate.mapping, headerRow: located.headerIndex + 1 },
    };
  }
  return needsMapping(rows);
}
