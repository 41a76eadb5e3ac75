// Which columns of a statement hold what: a bank's known layout or the one a seller chose, saved per
// shop as plain JSON (docs/decisions/0136-bank-statement-uploads.md).
import { z } from "zod";
import { headerKey } from "./statement-values";

/** How many rows from the top a header row is looked for in: preambles run to about twenty. */
export const HEADER_SCAN_ROWS = 60;

const columnName = z.string().trim().min(1).max(120);

/**
 * Columns by their header text as the file shows it. Either `credit` (a deposits column, with an
 * optional `debit` beside it) or `amount` (one column for both, told apart by `drCr` — "Cr"/"Dr" —
 * or, without it, by its sign); `credit` is "" in the second case. `headerRow` (1-based) is where
 * the headers were found last time: tried first, then the rows near the top.
 */
export const StatementMappingSchema = z
  .object({
    headerRow: z.number().int().min(1).max(HEADER_SCAN_ROWS).optional(),
    date: columnName,
    narration: columnName,
    credit: z.union([z.literal(""), columnName]),
    debit: columnName.optional(),
    reference: columnName.optional(),
    amount: columnName.optional(),
    drCr: columnName.optional(),
  })
  .superRefine((mapping, ctx) => {
    if ((mapping.credit === "") === (mapping.amount === undefined)) {
      ctx.addIssue({ code: "custom", path: ["credit"], message: "a credit column or an amount column, not both" });
    }
    if (mapping.debit !== undefined && mapping.credit === "") {
      ctx.addIssue({ code: "custom", path: ["debit"], message: "a debit column goes with a credit column" });
    }
    if (mapping.drCr !== undefined && mapping.amount === undefined) {
      ctx.addIssue({ code: "custom", path: ["drCr"], message: "a Dr/Cr column goes with an amount column" }); // i18n-ignore: a saved mapping's check, never shown
    }
  });

export type StatementMapping = z.infer<typeof StatementMappingSchema>;

/** Column positions (0-based) of a mapping in one table. */
export interface Columns {
  date: number;
  narration: number;
  credit: number | null;
  debit: number | null;
  amount: number | null;
  drCr: number | null;
  reference: number | null;
}

/** The first cell named `name`: as written, else ignoring case, spaces and punctuation. */
function columnOf(header: string[], name: string): number {
  const trimmed = header.map((cell) => cell.trim());
  const exact = trimmed.indexOf(name.trim());
  if (exact !== -1) return exact;
  const key = headerKey(name);
  return key === "" ? -1 : trimmed.findIndex((cell) => headerKey(cell) === key);
}

function columnsIn(header: string[], mapping: StatementMapping): Columns | null {
  const named = (name: string | undefined) => (name === undefined || name === "" ? null : columnOf(header, name));
  const columns = {
    date: columnOf(header, mapping.date),
    narration: columnOf(header, mapping.narration),
    credit: named(mapping.credit),
    debit: named(mapping.debit),
    amount: named(mapping.amount),
    drCr: named(mapping.drCr),
    reference: named(mapping.reference),
  };
  return Object.values(columns).includes(-1) ? null : (columns as Columns);
}

/** Where a mapping's header row is (0-based) and its columns; null when no row near the top has them all. */
export function locateMapping(rows: string[][], mapping: StatementMapping): { headerIndex: number; columns: Columns } | null {
  const hinted = mapping.headerRow === undefined ? -1 : mapping.headerRow - 1;
  const order = [hinted, ...Array.from({ length: Math.min(rows.length, HEADER_SCAN_ROWS) }, (_, i) => i)];
  for (const headerIndex of order) {
    const header = rows[headerIndex];
    const columns = header && columnsIn(header, mapping);
    if (columns) return { headerIndex, columns };
  }
  return null;
}
