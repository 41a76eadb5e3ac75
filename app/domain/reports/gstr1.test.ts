// GSTR-1 from documents: the sheets' header rows are the committed ones, the tables a document goes to
// follow Rule 59(4), and over generated orders, shipments, cancelled lines and cancelled orders the
// sheets add up to the documents to the paisa.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/domain/catalog/csv-format";
import { buildCreditNoteData, rowsToCredit } from "~/domain/invoices/credit";
import { buildInvoiceData, type CreditNoteData, documentNumber, type InvoiceData } from "~/domain/invoices/document";
import { MANUAL_GST_RATES } from "~/domain/invoices/rates";
import { checkoutTax } from "~/domain/invoices/tax";
import { compositionTurnoverPaise } from "./cmp08";
import { buildGstr1, gstr1Csv, placeOfSupplyCell, rupees, toolDate } from "./gstr1";
import { GSTR1_HEADERS, GSTR1_SHEETS } from "./gstr1-headers";
import {
  type Amounts,
  addAmounts,
  b2clAbovePaise,
  type IssuedCreditNote,
  type IssuedInvoice,
  NO_AMOUNTS,
  type PeriodDocuments,
  supplyTable,
} from "./gstr1-supply";

const SHOP_STATE = "Maharashtra";
const BUYER_GSTIN = "29AAPFU0939F1ZV";

interface OrderSpec {
  lines: { pricePaise: number; quantity: number; hsn: string; manualRate: number | null }[];
  discountPercent: number;
  deliveryFeePaise: number;
  codFeePaise: number;
  placeOfSupply: string;
  business: boolean;
  /** The invoice's day; before October 2026 it lies before the period (its notes may still be in it). */
  day: string;
  /** Lines cancelled after shipping (one credit note), then maybe the whole order (another). */
  cancelledLines: number[];
  orderCancelled: boolean;
  gstStatus: "regular" | "composition";
}

const line = fc.record({
  pricePaise: fc.oneof(fc.integer({ min: 100, max: 5_000_00 }), fc.integer({ min: 20_000_00, max: 1_20_000_00 })),
  quantity: fc.integer({ min: 1, max: 3 }),
  // In the table (by price, flat, changed on 22 September 2025) and outside it with the seller's own rate.
  hsn: fc.constantFrom("6205", "6109", "4202", "7113", "3401", "9503", "8517", "9999"),
  manualRate: fc.constantFrom(...MANUAL_GST_RATES),
});

const order: fc.Arbitrary<OrderSpec> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  discountPercent: fc.constantFrom(0, 0, 10, 25, 100),
  deliveryFeePaise: fc.constantFrom(0, 4_900, 9_999),
  codFeePaise: fc.constantFrom(0, 2_500),
  placeOfSupply: fc.constantFrom(SHOP_STATE, SHOP_STATE, "Karnataka", "Gujarat"),
  business: fc.boolean(),
  day: fc.constantFrom("2026-09-20", "2026-10-01", "2026-10-15", "2026-10-31"),
  cancelledLines: fc.subarray([0, 1, 2, 3]),
  orderCancelled: fc.boolean(),
  gstStatus: fc.constantFrom("regular", "regular", "regular", "composition"),
});

/** The documents one order gets: its invoice when shipped, then a credit note per cancellation (in October). */
function documentsOf(spec: OrderSpec, n: number, counters: { invoice: number; note: number }) {
  const lines = spec.lines.map((l) => ({
    totalPaise: l.pricePaise * l.quantity,
    quantity: l.quantity,
    hsn: l.hsn,
    manualRate: l.hsn === "8517" || l.hsn === "9999" ? l.manualRate : null,
  }));
  const subtotal = lines.reduce((s, l) => s + l.totalPaise, 0);
  const tax = checkoutTax({
    profile: { status: spec.gstStatus, state: SHOP_STATE },
    placeOfSupply: spec.placeOfSupply,
    lines,
    discountPaise: Math.floor((subtotal * spec.discountPercent) / 100),
    deliveryFeePaise: spec.deliveryFeePaise,
    codFeePaise: spec.codFeePaise,
    day: spec.day,
  });
  counters.invoice += 1;
  const invoice: InvoiceData = buildInvoiceData({
    number: documentNumber("demo", "2026-27", counters.invoice),
    issuedAt: new Date(`${spec.day}T12:00:00+05:30`),
    orderNumber: String(n),
    supplier: { name: "Demo", address: "Pune", gstin: "27AAPFU0939F1ZV", state: SHOP_STATE, gstStatus: spec.gstStatus, logoKey: null },
    recipient: { name: `Buyer ${n}`, address: "Somewhere", gstin: spec.business && spec.gstStatus === "regular" ? BUYER_GSTIN : null },
    goods: spec.lines.map((l, i) => ({ lineNo: i, description: `Thing ${i}`, hsn: l.hsn, quantity: l.quantity })),
    tax,
  });
  const notes: CreditNoteData[] = [];
  const steps = [
    { orderCancelled: false, cancelledLines: new Set(spec.cancelledLines.filter((i) => i < spec.lines.length)) },
    { orderCancelled: spec.orderCancelled, cancelledLines: new Set(spec.cancelledLines) },
  ];
  for (const state of steps) {
    const rows = rowsToCredit(
      invoice.lines,
      notes.map((x) => x.lines),
      state,
    );
    if (rows.length === 0) continue;
    counters.note += 1;
    const number = documentNumber("demo", "2026-27", counters.note, "credit_note");
    notes.push(buildCreditNoteData({ invoice, number, date: "2026-10-31", reason: "Cancelled", rows }));
  }
  return { invoice: { sequence: counters.invoice, data: invoice }, notes, invoiceValuePaise: invoice.totals.valuePaise };
}

/** The period (October 2026): invoices issued in it, and every credit note (all are issued on its last day). */
function october(specs: OrderSpec[]): PeriodDocuments {
  const counters = { invoice: 0, note: 0 };
  const invoices: IssuedInvoice[] = [];
  const creditNotes: IssuedCreditNote[] = [];
  specs.forEach((spec, n) => {
    const { invoice, notes, invoiceValuePaise } = documentsOf(spec, n, counters);
    if (invoice.data.date >= "2026-10-01") invoices.push(invoice);
    for (const data of notes) creditNotes.push({ sequence: Number(data.number.split("/").pop()), data, invoiceValuePaise });
  });
  return { invoices, creditNotes };
}

/** A regular seller's one-line order to a consumer in its own state, shipped in October, with `spec`'s changes. */
const oneLine = (l: Omit<OrderSpec["lines"][number], "manualRate">, spec: Partial<OrderSpec>): OrderSpec => ({
  lines: [{ ...l, manualRate: null }],
  discountPercent: 0,
  deliveryFeePaise: 0,
  codFeePaise: 0,
  placeOfSupply: SHOP_STATE,
  business: false,
  day: "2026-10-05",
  cancelledLines: [],
  orderCancelled: false,
  gstStatus: "regular",
  ...spec,
});

const sum = (rows: readonly { amounts: Amounts }[]) => rows.reduce((s, r) => addAmounts(s, r.amounts), NO_AMOUNTS);
const totalsOf = (docs: readonly { totals: Amounts }[]) => docs.reduce((s, d) => addAmounts(s, d.totals), NO_AMOUNTS);
describe("the GSTR-1 sheets reconcile with the documents", () => {
  it("to the paisa, over generated orders, credit notes and sellers", () => {
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 8 }), (specs) => {
        const docs = october(specs);
        const sheets = buildGstr1(docs);
        const taxInvoices = docs.invoices.filter((i) => i.data.kind === "tax_invoice").map((i) => i.data);
        const taxNotes = docs.creditNotes.filter((n) => n.data.against.kind === "tax_invoice");
        const tableOf = (n: IssuedCreditNote) =>
          supplyTable({ ...n.data, date: n.data.against.date, invoiceValuePaise: n.invoiceValuePaise });
        const b2csNotes = taxNotes.filter((n) => tableOf(n) === "b2cs").map((n) => n.data);
        const registeredNotes = taxNotes.filter((n) => tableOf(n) !== "b2cs").map((n) => n.data);

        // Tables 4, 5 and 7 (net): the invoices less the notes netted into table 7.
        const supplies = sum([...sheets.b2b, ...sheets.b2cl, ...sheets.b2cs]);
        expect(supplies).toEqual(addAmounts(totalsOf(taxInvoices), totalsOf(b2csNotes), -1));
        // Table 9B: the notes against B2B and B2CL invoices.
        expect(sum([...sheets.cdnr, ...sheets.cdnur])).toEqual(totalsOf(registeredNotes));
        // Table 12: every invoice less every note.
        const hsn = sum([...sheets.hsn_b2b, ...sheets.hsn_b2c]);
        expect(hsn).toEqual(addAmounts(totalsOf(taxInvoices), totalsOf(taxNotes.map((n) => n.data)), -1));
        // Pieces: the goods invoiced less the goods credited.
        const pieces = (ds: readonly (InvoiceData | CreditNoteData)[]) =>
          ds.flatMap((d) => d.lines).reduce((s, l) => s + (l.kind === "goods" ? l.quantity : 0), 0);
        const hsnPieces = [...sheets.hsn_b2b, ...sheets.hsn_b2c].reduce((s, r) => s + r.quantity, 0);
        expect(hsnPieces).toBe(pieces(taxInvoices) - pieces(taxNotes.map((n) => n.data)));
        // B2B rows and their notes are exactly the registered buyers' documents.
        expect(sheets.b2b.every((r) => r.gstin === BUYER_GSTIN)).toBe(true);
        expect(sheets.cdnr.every((r) => r.gstin === BUYER_GSTIN)).toBe(true);
        expect(sheets.b2cl.every((r) => r.gstin === null && r.documentValuePaise > b2clAbovePaise(r.date))).toBe(true);
        // Table 13 counts every document issued.
        const counted = (nature: string) => sheets.docs.filter((d) => d.nature === nature).reduce((s, d) => s + d.total, 0);
        expect(counted("Invoices for outward supply")).toBe(docs.invoices.length);
        expect(counted("Credit Note")).toBe(docs.creditNotes.length);
        // The CSV's taxable values are the rows' own, in rupees.
        const csvTaxable = parseCsv(gstr1Csv("b2cs", sheets))
          .records.slice(1)
          .reduce((s, r) => s + Math.round(Number(r.fields[4]) * 100), 0);
        expect(csvTaxable).toBe(sum(sheets.b2cs).taxablePaise);
        // CMP-08: the composition documents' value less their notes.
        const bills = docs.invoices.filter((i) => i.data.kind === "bill_of_supply").map((i) => i.data);
        const billNotes = docs.creditNotes.filter((n) => n.data.against.kind === "bill_of_supply").map((n) => n.data);
        expect(compositionTurnoverPaise(docs)).toBe(totalsOf(bills).valuePaise - totalsOf(billNotes).valuePaise);
      }),
      { numRuns: 300 },
    );
  });
});

describe("each sheet's CSV", () => {
  it("starts with the committed header row of the tool's template", () => {
    const sheets = buildGstr1({ invoices: [], creditNotes: [] });
    for (const sheet of GSTR1_SHEETS) {
      const { records } = parseCsv(gstr1Csv(sheet, sheets));
      expect(records.map((r) => r.fields)).toEqual([[...GSTR1_HEADERS[sheet]]]);
    }
  });

  it("writes a B2B invoice as the tool reads it, and keeps a typed name from running as a formula", () => {
    const docs = october([
      oneLine({ pricePaise: 11_800, quantity: 2, hsn: "4202" }, { placeOfSupply: "Karnataka", business: true, day: "2026-10-05" }),
    ]);
    docs.invoices[0].data.recipient.name = "=HYPERLINK(1)";
    const rows = parseCsv(gstr1Csv("b2b", buildGstr1(docs))).records.map((r) => r.fields);
    // parseCsv takes the escaping apostrophe off again; the raw text keeps it.
    expect(rows[1]).toEqual([
      BUYER_GSTIN,
      "=HYPERLINK(1)",
      "DEMO/26-27/1",
      "05-Oct-2026",
      "236.00",
      "29-Karnataka",
      "N",
      "",
      "Regular B2B",
      "",
      "18",
      "200.00",
      "0.00",
    ]);
    expect(gstr1Csv("b2b", buildGstr1(docs))).toContain("'=HYPERLINK(1)");
  });
});

describe("which table an invoice goes to", () => {
  const consumer = { recipient: { gstin: null }, intraState: false };
  it("is B2CL only for inter-state consumer invoices above ₹1 lakh (from August 2024; ₹2.5 lakh before)", () => {
    expect(supplyTable({ ...consumer, date: "2026-10-05", invoiceValuePaise: 1_00_000_00 })).toBe("b2cs");
    expect(supplyTable({ ...consumer, date: "2026-10-05", invoiceValuePaise: 1_00_000_01 })).toBe("b2cl");
    expect(supplyTable({ ...consumer, date: "2024-07-31", invoiceValuePaise: 2_00_000_00 })).toBe("b2cs");
    expect(supplyTable({ ...consumer, date: "2024-08-01", invoiceValuePaise: 2_00_000_00 })).toBe("b2cl");
    expect(supplyTable({ ...consumer, intraState: true, date: "2026-10-05", invoiceValuePaise: 9_00_000_00 })).toBe("b2cs");
    expect(supplyTable({ ...consumer, recipient: { gstin: BUYER_GSTIN }, date: "2026-10-05", invoiceValuePaise: 1 })).toBe("b2b");
  });
});

describe("cells", () => {
  it("write rupees with two decimals and a sign, dates DD-MMM-YYYY and places of supply with their code", () => {
    expect([rupees(123_450), rupees(-8_000), rupees(5), rupees(0)]).toEqual(["1234.50", "-80.00", "0.05", "0.00"]);
    expect([toolDate("2026-10-05"), toolDate("2027-01-31")]).toEqual(["05-Oct-2026", "31-Jan-2027"]);
    expect(placeOfSupplyCell({ state: "Karnataka", code: "29" })).toBe("29-Karnataka");
  });

  it("net a credit note against last month's B2CS invoice into this month's table 7, below zero if need be", () => {
    const docs = october([oneLine({ pricePaise: 10_500, quantity: 1, hsn: "7323" }, { day: "2026-09-20", orderCancelled: true })]);
    const sheets = buildGstr1(docs);
    expect(docs.invoices).toEqual([]);
    expect(sheets.b2cs).toMatchObject([{ rate: 5, amounts: { valuePaise: -10_500, taxablePaise: -10_000 } }]);
    expect(sheets.cdnur).toEqual([]);
    expect(sheets.docs).toEqual([{ nature: "Credit Note", from: "DEMO/CN/26-27/1", to: "DEMO/CN/26-27/1", total: 1, cancelled: 0 }]);
  });
});
