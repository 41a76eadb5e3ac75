// A shop's GSTR-1 for a period, sheet by sheet as the Returns Offline Tool imports it, from the frozen
// documents issued in the period (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
//
// Cells: amounts in rupees with two decimals and no grouping ("1234.50", "-80.00" for a B2CS net
// below zero); dates DD-MMM-YYYY with English month names ("05-Oct-2026"), the format the tool's help
// sheet asks for; places of supply as the tool's list names them, "NN-State" ("29-Karnataka"); rates as
// the documents have them ("18"). Cess is 0.00: no good sold here carries compensation cess.
import Papa from "papaparse";
import { paiseToCsvRupees } from "~/domain/catalog/csv";
import { escapeFormula } from "~/domain/catalog/csv-format";
import { type DocsRow, docsRows } from "./gstr1-docs";
import { GSTR1_HEADERS, type Gstr1Sheet } from "./gstr1-headers";
import { type HsnRow, hsnRows } from "./gstr1-hsn";
import { type B2csRow, b2csRows, type DocumentRow, tableRows } from "./gstr1-rows";
import type { PeriodDocuments } from "./gstr1-supply";

export interface Gstr1Rows {
  b2b: DocumentRow[];
  b2cl: DocumentRow[];
  b2cs: B2csRow[];
  cdnr: DocumentRow[];
  cdnur: DocumentRow[];
  hsn_b2b: HsnRow[];
  hsn_b2c: HsnRow[];
  docs: DocsRow[];
}

export function buildGstr1(docs: PeriodDocuments): Gstr1Rows {
  return {
    b2b: tableRows(docs, "invoices", "b2b"),
    b2cl: tableRows(docs, "invoices", "b2cl"),
    b2cs: b2csRows(docs),
    cdnr: tableRows(docs, "notes", "b2b"),
    cdnur: tableRows(docs, "notes", "b2cl"),
    hsn_b2b: hsnRows(docs, "b2b"),
    hsn_b2c: hsnRows(docs, "b2c"),
    docs: docsRows(docs),
  };
}

/** Paise → "1234.50" / "-80.00". */
export const rupees = (paise: number) => `${paise < 0 ? "-" : ""}${paiseToCsvRupees(Math.abs(paise))}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-05" → "05-Oct-2026". */
export function toolDate(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** { state: "Karnataka", code: "29" } → "29-Karnataka" (the state alone if it has no code). */
export const placeOfSupplyCell = (p: { state: string; code: string }) => (p.code ? `${p.code}-${p.state}` : p.state);

/** Words a person typed (a buyer's name), never run by a spreadsheet as a formula. */
const text = (s: string) => escapeFormula(s);
const NO_CESS = "0.00";
const REGULAR_B2B = "Regular B2B";
const CREDIT_NOTE = "C";
const NOT_REVERSE_CHARGE = "N";
/** A consumer sale not made through an e-commerce operator collecting tax at source. */
const OTHER_THAN_ECOMMERCE = "OE";
/** The pieces a document line is counted in (its unit "pcs"), as the tool's list of quantity codes names it. */
const PIECES = "PCS-PIECES";

const CELLS: { [S in Gstr1Sheet]: (row: Gstr1Rows[S][number]) => string[] } = {
  b2b: (r) => [
    r.gstin ?? "",
    text(r.receiverName),
    r.number,
    toolDate(r.date),
    rupees(r.documentValuePaise),
    placeOfSupplyCell(r.placeOfSupply),
    NOT_REVERSE_CHARGE,
    "",
    REGULAR_B2B,
    "",
    String(r.rate),
    rupees(r.amounts.taxablePaise),
    NO_CESS,
  ],
  b2cl: (r) => [
    r.number,
    toolDate(r.date),
    rupees(r.documentValuePaise),
    placeOfSupplyCell(r.placeOfSupply),
    "",
    String(r.rate),
    rupees(r.amounts.taxablePaise),
    NO_CESS,
    "",
  ],
  b2cs: (r) => [OTHER_THAN_ECOMMERCE, placeOfSupplyCell(r.placeOfSupply), "", String(r.rate), rupees(r.amounts.taxablePaise), NO_CESS, ""],
  cdnr: (r) => [
    r.gstin ?? "",
    text(r.receiverName),
    r.number,
    toolDate(r.date),
    CREDIT_NOTE,
    placeOfSupplyCell(r.placeOfSupply),
    NOT_REVERSE_CHARGE,
    REGULAR_B2B,
    rupees(r.documentValuePaise),
    "",
    String(r.rate),
    rupees(r.amounts.taxablePaise),
    NO_CESS,
  ],
  cdnur: (r) => [
    "B2CL",
    r.number,
    toolDate(r.date),
    CREDIT_NOTE,
    placeOfSupplyCell(r.placeOfSupply),
    rupees(r.documentValuePaise),
    "",
    String(r.rate),
    rupees(r.amounts.taxablePaise),
    NO_CESS,
  ],
  hsn_b2b: hsnCells,
  hsn_b2c: hsnCells,
  docs: (r) => [r.nature, r.from, r.to, String(r.total), String(r.cancelled)],
};

function hsnCells(r: HsnRow): string[] {
  const a = r.amounts;
  // Description is left to the portal, which fills it from its HSN list since the May 2025 period.
  return [
    r.hsn,
    "",
    PIECES,
    String(r.quantity),
    rupees(a.valuePaise),
    String(r.rate),
    rupees(a.taxablePaise),
    rupees(a.igstPaise),
    rupees(a.cgstPaise),
    rupees(a.sgstPaise),
    NO_CESS,
  ];
}

/** One sheet's cells, header row first. */
export function gstr1Table<S extends Gstr1Sheet>(sheet: S, rows: Gstr1Rows): string[][] {
  const cells = CELLS[sheet] as (row: Gstr1Rows[S][number]) => string[];
  return [[...GSTR1_HEADERS[sheet]], ...(rows[sheet] as Gstr1Rows[S][number][]).map(cells)];
}

/**
 * One sheet as CSV text (CRLF). Only typed words are formula-escaped: the amounts must stay numbers
 * ("-80.00" is a B2CS net, not a formula). No byte-order mark: the tool matches the first header
 * exactly, and every header and code is ASCII.
 */
export function gstr1Csv(sheet: Gstr1Sheet, rows: Gstr1Rows): string {
  return `${Papa.unparse(gstr1Table(sheet, rows), { delimiter: ",", newline: "\r\n" })}\r\n`;
}
