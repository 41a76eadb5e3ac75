// A tax document as a PDF (docs/decisions/0077-gst-invoices.md, credit notes 0131), drawn with pdfkit
// from the frozen JSON: one layout for the tax invoice, the bill of supply and the credit note. Every
// word is real text (a reader's tools, and the tests, extract it).
import { dayMonthYear } from "~/utils/dates";
import { amountInWords } from "./amount-words";
import type { DocumentLine, TaxDocument } from "./document";
import { type Doc, money, startPdf, write } from "./pdf.server";

const LEFT = 40;
const RIGHT = 555;
const META_X = 340;
const LOGO_BOX: [number, number] = [90, 50];

/** Whether the document shows tax: a tax invoice, or a credit note against one. */
const showsTax = (data: TaxDocument) => (data.kind === "credit_note" ? data.against.kind : data.kind) === "tax_invoice";

const NUMBER_LABEL = { tax_invoice: "Invoice number", bill_of_supply: "Bill number", credit_note: "Credit note number" } as const;

/**
 * The document; `logo` (PNG or JPEG bytes, see document-logo.server.ts) is printed top-left when given
 * and readable.
 */
export async function renderDocumentPdf(data: TaxDocument, logo: Buffer | null = null): Promise<Buffer> {
  const { doc, done } = await startPdf({ size: "A4", margin: 40, title: `${data.title} ${data.number}`, author: data.supplier.name });
  const logoBottom = logo ? drawLogo(doc, logo) : 0;
  write(doc, data.title.toUpperCase(), LEFT, 40, { size: 16, bold: true, width: RIGHT - LEFT, align: "center" });
  let y = parties(doc, data, Math.max(75, logoBottom + 8));
  y = linesTable(doc, data, y);
  y = totals(doc, data, y);
  y = Math.max(doc.y + 40, y + 60);
  if (y > 760) {
    doc.addPage();
    y = 60;
  }
  write(doc, `For ${data.supplier.name}`, META_X, y, { width: RIGHT - META_X, align: "right" });
  write(doc, data.signature, META_X, doc.y + 24, { width: RIGHT - META_X, align: "right" });
  doc.end();
  return done;
}

/** The logo fitted in its box; the y below it, or 0 when pdfkit cannot read the bytes (then no logo). */
function drawLogo(doc: Doc, logo: Buffer): number {
  try {
    doc.image(logo, LEFT, 30, { fit: LOGO_BOX });
    return 30 + LOGO_BOX[1];
  } catch {
    return 0;
  }
}

/** The supplier (left), the document's particulars (right), then the recipient; the y below them. */
function parties(doc: Doc, data: TaxDocument, top: number): number {
  const s = data.supplier;
  write(doc, s.name, LEFT, top, { bold: true, size: 11, width: 280 });
  write(doc, s.address || "—", LEFT, doc.y + 2, { width: 280 });
  write(doc, `GSTIN: ${s.gstin ?? "Not registered"}`, LEFT, doc.y + 2, { width: 280 });
  write(doc, `State: ${s.state || "—"}${s.stateCode ? ` (code ${s.stateCode})` : ""}`, LEFT, doc.y + 2, { width: 280 });
  const supplierBottom = doc.y;

  const place = data.placeOfSupply;
  const meta = [
    `${NUMBER_LABEL[data.kind]}: ${data.number}`,
    `Date: ${dayMonthYear(data.date)}`,
    ...(data.kind === "credit_note" ? [`Against invoice ${data.against.number} dated ${dayMonthYear(data.against.date)}`] : []),
    `Order number: ${data.orderNumber}`,
    `Place of supply: ${place.state || "—"}${place.code ? ` (${place.code})` : ""}`,
    `Tax payable on reverse charge: ${data.reverseCharge}`,
  ];
  let y = top;
  for (const line of meta) {
    write(doc, line, META_X, y, { width: RIGHT - META_X });
    y = doc.y + 2;
  }

  y = Math.max(supplierBottom, y) + 12;
  const r = data.recipient;
  // A registered buyer claims the tax back with its GSTIN, so it leads.
  write(doc, r.gstin ? "Bill to (registered)" : "Bill to", LEFT, y, { bold: true });
  if (r.gstin) write(doc, `GSTIN: ${r.gstin}`, LEFT, doc.y + 2, { bold: true });
  write(doc, r.name, LEFT, doc.y + 2, { width: RIGHT - LEFT });
  write(doc, r.address || "—", LEFT, doc.y + 2, { width: RIGHT - LEFT });
  if (data.kind === "credit_note") write(doc, `Reason: ${data.reason}`, LEFT, doc.y + 8, { width: RIGHT - LEFT });
  return doc.y;
}

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (l: DocumentLine) => string;
  /** The column's figure in the totals row, when it sums. */
  total?: string;
}

function columnsOf(data: TaxDocument): Column[] {
  const taxed = showsTax(data);
  const t = data.totals;
  const cols: Column[] = [
    { title: "Description", width: taxed ? 150 : 245, align: "left", cell: (l) => l.description, total: "Total" },
    { title: "HSN", width: 50, align: "left", cell: (l) => l.hsn },
    { title: "Qty", width: 45, align: "right", cell: (l) => `${l.quantity}${l.unit ? ` ${l.unit}` : ""}` },
  ];
  if (taxed) {
    cols.push(
      // i18n-ignore: a tax document is printed in English, in the words of the GST rules
      { title: "Taxable value", width: 70, align: "right", cell: (l) => money(l.taxablePaise), total: money(t.taxablePaise) },
      { title: "Rate", width: 35, align: "right", cell: (l) => `${l.rate}%` },
    );
    if (data.intraState)
      cols.push(
        { title: "CGST", width: 55, align: "right", cell: (l) => money(l.cgstPaise), total: money(t.cgstPaise) },
        { title: "SGST", width: 55, align: "right", cell: (l) => money(l.sgstPaise), total: money(t.sgstPaise) },
      );
    else cols.push({ title: "IGST", width: 110, align: "right", cell: (l) => money(l.igstPaise), total: money(t.igstPaise) });
  }
  const used = cols.reduce((w, c) => w + c.width, 0);
  cols.push({ title: "Total", width: RIGHT - LEFT - used, align: "right", cell: (l) => money(l.valuePaise), total: money(t.valuePaise) });
  return cols;
}

/** The rows (goods, then each fee's share with its line's HSN and rate) and a totals row; the y below. */
function linesTable(doc: Doc, data: TaxDocument, top: number): number {
  const cols = columnsOf(data);
  const row = (cells: string[], at: number, bold = false) => {
    let x = LEFT;
    let bottom = at;
    cells.forEach((cell, i) => {
      write(doc, cell, x + 2, at, { width: cols[i].width - 4, align: cols[i].align, bold, size: 8 });
      bottom = Math.max(bottom, doc.y);
      x += cols[i].width;
    });
    return bottom + 4;
  };
  const rule = (at: number) => doc.moveTo(LEFT, at).lineTo(RIGHT, at).stroke();

  write(doc, data.kind === "credit_note" ? "Rows credited. Amounts in ₹" : "Amounts in ₹", LEFT, top + 10, { size: 8 });
  let y = row(
    cols.map((c) => c.title),
    doc.y + 4,
    true,
  );
  rule(y - 2);
  for (const line of data.lines) {
    if (y > 740) {
      doc.addPage();
      y = 40;
    }
    y = row(
      cols.map((c) => c.cell(line)),
      y,
    );
  }
  rule(y);
  y = row(
    cols.map((c) => c.total ?? ""),
    y + 3,
    true,
  );
  return y;
}

/** The summary of the tax, the total in figures and in words, and the notes; the y below. */
function totals(doc: Doc, data: TaxDocument, top: number): number {
  const t = data.totals;
  const totalLabel = data.kind === "credit_note" ? "Total credited" : "Total value";
  const rows: [string, string][] = showsTax(data)
    ? [
        ["Taxable value", money(t.taxablePaise)],
        ...(data.intraState
          ? ([
              ["CGST", money(t.cgstPaise)],
              ["SGST", money(t.sgstPaise)],
            ] as [string, string][])
          : ([["IGST", money(t.igstPaise)]] as [string, string][])),
        ["Total tax", money(t.taxPaise)],
      ]
    : [];
  rows.push([totalLabel, money(t.valuePaise)]);
  let y = top + 6;
  if (y > 700) {
    doc.addPage();
    y = 40;
  }
  for (const [k, v] of rows) {
    write(doc, k, META_X, y, { width: 110, bold: k === totalLabel });
    write(doc, v, 450, y, { width: RIGHT - 450, align: "right", bold: k === totalLabel });
    y = doc.y + 3;
  }
  write(doc, `Amount in words: ${amountInWords(t.valuePaise)}`, LEFT, y + 6, { width: RIGHT - LEFT });
  if (showsTax(data)) write(doc, "Prices include GST.", LEFT, doc.y + 4, { size: 8 });
  if (data.note) write(doc, data.note, LEFT, doc.y + 4, { bold: true, width: RIGHT - LEFT });
  return doc.y;
}
