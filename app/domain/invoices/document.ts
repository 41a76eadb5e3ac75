// The invoice document (docs/decisions/0077-gst-invoices.md): what CGST Rule 46 (tax invoice) and
// Rule 49 (bill of supply) ask for, frozen as JSON when the checkout is placed. Pure.
import type { GstStatus } from "~/db/schema/values";
import { istDay } from "~/utils/dates";
import { GST_STATE_CODES, indianState } from "./gstin";
import type { CheckoutTax, TaxLine } from "./tax";

export type InvoiceKind = "tax_invoice" | "bill_of_supply";
export type DocumentKind = InvoiceKind | "credit_note";
/** Each shop numbers its invoices (tax invoices and bills of supply) and its credit notes in two series. */
export type DocumentSeries = "invoice" | "credit_note";

export const COMPOSITION_NOTE = "Composition taxable person, not eligible to collect tax on supplies";
export const SIGNATURE_LINE = "Authorised signatory";

/** A row of a document: an order line's goods, or a fee's share that follows that line (its HSN and rate). */
export interface DocumentLine extends TaxLine {
  kind: "goods" | "delivery" | "cod";
  /** The order line (order_item.line_no) it is, or follows. */
  lineNo: number;
  description: string;
  /** The HSN of the goods (a fee's share carries its line's). */
  hsn: string;
  quantity: number;
  unit: string;
}

export interface DocumentTotals {
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface Supplier {
  name: string;
  address: string;
  gstin: string | null;
  state: string;
  stateCode: string;
  gstStatus: GstStatus;
  /** The shop's logo (a media key), printed at the top when set. */
  logoKey: string | null;
}

export interface Recipient {
  name: string;
  address: string;
  /** A business buyer's GSTIN (B2B); null for a consumer. */
  gstin: string | null;
}

interface DocumentBase {
  title: string;
  number: string;
  /** "2026-04-01", the IST day of issue (printed DD-MM-YYYY). */
  date: string;
  /** The order it is for (app/domain/orders/reference.ts). */
  orderNumber: string;
  supplier: Supplier;
  recipient: Recipient;
  placeOfSupply: { state: string; code: string };
  reverseCharge: "No";
  /** Intra-state: CGST + SGST; inter-state: IGST. Meaningless without tax. */
  intraState: boolean;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** The composition sentence (Rule 46 proviso / section 10(4)); null otherwise. */
  note: string | null;
  signature: string;
}

export interface InvoiceData extends DocumentBase {
  kind: InvoiceKind;
}

/** A credit note (CGST Act section 34, Rule 53(1A)): the rows it takes back from one invoice. */
export interface CreditNoteData extends DocumentBase {
  kind: "credit_note";
  against: { number: string; date: string; kind: InvoiceKind };
  reason: string;
}

export type TaxDocument = InvoiceData | CreditNoteData;

/** The financial year (April–March, in India) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = istDay(at).split("-").map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const INVOICE_NUMBER_MAX = 16;

/**
 * "{PREFIX}/{YY-YY}/{sequence}" for invoices, "{PREFIX}/CN/{YY-YY}/{sequence}" for credit notes (their
 * own series), at most 16 characters (Rule 46(b): letters, digits, '-' and '/'): the prefix is the shop
 * handle upper-cased, cut so the whole fits; dropped if nothing fits.
 */
export function documentNumber(handle: string, year: string, sequence: number, series: DocumentSeries = "invoice"): string {
  const tail = `${series === "credit_note" ? "/CN" : ""}/${year.slice(2)}/${sequence}`;
  const room = INVOICE_NUMBER_MAX - tail.length;
  const prefix = handle
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, "")
    .slice(0, Math.max(room, 0))
    .replace(/-+$/, "");
  return prefix ? `${prefix}${tail}` : tail.slice(1);
}

/** A place of supply as printed: the state's name and GST code ("" when not a known state). */
export function placeOfSupply(state: string): { state: string; code: string } {
  const known = indianState(state);
  return known ? { state: known, code: GST_STATE_CODES[known] } : { state: state.trim(), code: "" };
}

export function invoiceKind(status: GstStatus): InvoiceKind {
  return status === "regular" ? "tax_invoice" : "bill_of_supply";
}

/** The sums of a document's rows. */
export function documentTotals(lines: readonly TaxLine[]): DocumentTotals {
  const sum = (k: keyof TaxLine) => lines.reduce((s, l) => s + l[k], 0);
  return {
    valuePaise: sum("valuePaise"),
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    taxPaise: sum("taxPaise"),
  };
}

export interface InvoiceInput {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  supplier: Omit<Supplier, "stateCode">;
  recipient: Recipient;
  /** The order's live lines, in the order the tax was worked out. */
  goods: readonly { lineNo: number; description: string; hsn: string | null; quantity: number }[];
  tax: CheckoutTax;
}

const FEE_WORDS = { delivery: "Delivery charge", cod: "Cash on delivery fee" } as const;

export function buildInvoiceData(input: InvoiceInput): InvoiceData {
  const { tax, supplier, goods } = input;
  const kind = invoiceKind(supplier.gstStatus);
  const lines: DocumentLine[] = goods.map((g, i) => ({
    ...withoutSource(tax.lines[i]),
    kind: "goods",
    lineNo: g.lineNo,
    description: g.description,
    hsn: g.hsn ?? "",
    quantity: g.quantity,
    unit: "pcs",
  }));
  for (const f of tax.fees) {
    const { fee, line, ...amounts } = f;
    lines.push({
      ...amounts,
      kind: fee,
      lineNo: goods[line].lineNo,
      description: FEE_WORDS[fee],
      hsn: goods[line].hsn ?? "",
      quantity: 1,
      unit: "",
    });
  }
  const home = placeOfSupply(supplier.state);
  return {
    kind,
    title: kind === "tax_invoice" ? "Tax invoice" : "Bill of supply",
    number: input.number,
    date: istDay(input.issuedAt),
    orderNumber: input.orderNumber,
    supplier: { ...supplier, state: home.state, stateCode: home.code },
    recipient: input.recipient,
    placeOfSupply: placeOfSupply(tax.placeOfSupply),
    reverseCharge: "No",
    intraState: tax.intraState,
    lines,
    totals: documentTotals(lines),
    note: supplier.gstStatus === "composition" ? COMPOSITION_NOTE : null,
    signature: SIGNATURE_LINE,
  };
}

function withoutSource({ source: _source, ...line }: CheckoutTax["lines"][number]): TaxLine {
  return line;
}
