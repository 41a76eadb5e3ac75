// The invoice document (docs/decisions/0077-gst-invoices.md): what CGST Rule 46 (tax invoice) and
// Rule 49 (bill of supply) ask for, frozen as JSON when the checkout is placed. Pure.
import type { GstStatus } from "~/db/schema/values";
import { istDay } from "~/utils/dates";
import { GST_STATE_CODES, indianState } from "./gstin";
import type { CheckoutTax, TaxLine } from "./tax";

export type InvoiceKind = "tax_invoice" | "bill_of_supply";

export const COMPOSITION_NOTE = "Composition taxable person, not eligible to collect tax on supplies";
export const SIGNATURE_LINE = "Authorised signatory";

export interface InvoiceLine extends TaxLine {
  description: string;
  /** HSN code of goods; empty for the fees (services). */
  hsn: string;
  quantity: number;
  unit: string;
}

export interface InvoiceData {
  kind: InvoiceKind;
  title: string;
  number: string;
  /** "2026-04-01", the IST day of issue. */
  date: string;
  supplier: { name: string; address: string; gstin: string | null; state: string; stateCode: string; gstStatus: GstStatus };
  recipient: { name: string; address: string; gstin: string | null };
  placeOfSupply: { state: string; code: string };
  reverseCharge: "No";
  /** Intra-state: CGST + SGST; inter-state: IGST. Meaningless on a bill of supply. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: { valuePaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; taxPaise: number };
  /** The composition sentence (Rule 46 proviso / section 10(4)); null otherwise. */
  note: string | null;
  signature: string;
}

/** The financial year (April–March, in India) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = istDay(at).split("-").map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const INVOICE_NUMBER_MAX = 16;

/**
 * "{PREFIX}/{YY-YY}/{sequence}", at most 16 characters (Rule 46(b): letters, digits, '-' and
 * '/'): the prefix is the shop handle upper-cased, cut so the whole fits; dropped if nothing fits.
 */
export function invoiceNumber(handle: string, year: string, sequence: number): string {
  const tail = `/${year.slice(2)}/${sequence}`;
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

export interface DocumentInput {
  number: string;
  issuedAt: Date;
  supplier: { name: string; address: string; gstin: string | null; state: string; gstStatus: GstStatus };
  recipient: { name: string; address: string };
  goods: readonly { description: string; hsn: string | null; quantity: number }[];
  tax: CheckoutTax;
}

export function invoiceKind(status: GstStatus): InvoiceKind {
  return status === "regular" ? "tax_invoice" : "bill_of_supply";
}

export function buildInvoiceData(input: DocumentInput): InvoiceData {
  const { tax, supplier } = input;
  const kind = invoiceKind(supplier.gstStatus);
  const lines: InvoiceLine[] = input.goods.map((g, i) => ({
    ...tax.lines[i],
    description: g.description,
    hsn: g.hsn ?? "",
    quantity: g.quantity,
    unit: "pcs",
  }));
  if (tax.delivery.valuePaise > 0) lines.push({ ...tax.delivery, description: "Delivery charge", hsn: "", quantity: 1, unit: "" });
  if (tax.cod.valuePaise > 0) lines.push({ ...tax.cod, description: "Cash on delivery fee", hsn: "", quantity: 1, unit: "" });
  const sum = (k: keyof TaxLine) => lines.reduce((s, l) => s + l[k], 0);
  const home = placeOfSupply(supplier.state);
  return {
    kind,
    title: kind === "tax_invoice" ? "Tax invoice" : "Bill of supply",
    number: input.number,
    date: istDay(input.issuedAt),
    supplier: { ...supplier, state: home.state, stateCode: home.code },
    recipient: { ...input.recipient, gstin: null },
    placeOfSupply: placeOfSupply(tax.placeOfSupply),
    reverseCharge: "No",
    intraState: tax.intraState,
    lines,
    totals: {
      valuePaise: sum("valuePaise"),
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
      taxPaise: sum("taxPaise"),
    },
    note: supplier.gstStatus === "composition" ? COMPOSITION_NOTE : null,
    signature: SIGNATURE_LINE,
  };
}
