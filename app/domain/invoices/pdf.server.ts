// The invoice as a PDF (docs/decisions/0077-gst-invoices.md), drawn with pdfkit from the frozen
// document; its drawing tools also draw the packing slip (app/domain/orders/packing-slip.server.ts). Fonts: Noto Sans Devanagari from @fontsource, embedded (subset) so Hindi product names
// render; its Latin and Devanagari halves ship as two files, so text is set in runs per script.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { lazily } from "~/utils/lazy";
import type { DocumentLine, InvoiceData } from "./document";

const require = createRequire(import.meta.url);
const loadPdfKit = lazily(() => import("pdfkit").then((module) => module.default));
const fontFile = (subset: "latin" | "devanagari", weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`));

let fonts: Record<string, Buffer> | null = null;
function loadFonts() {
  fonts ??= {
    latin: fontFile("latin", 400),
    "latin-bold": fontFile("latin", 700),
    deva: fontFile("devanagari", 400),
    "deva-bold": fontFile("devanagari", 700),
  };
  return fonts;
}

// Devanagari, Vedic extensions, the joiners and the rupee sign live in the Devanagari file.
const DEVA = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u20B9]|\u200C|\u200D/;

/** The text cut into runs of one script each. */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    // Spaces (both files have them) stay with the run they are in; everything else by its file.
    const deva = /\s/.test(ch) && runs.length ? runs[runs.length - 1].deva : DEVA.test(ch);
    const last = runs[runs.length - 1];
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  return runs;
}

export type Doc = InstanceType<typeof PDFDocument>;
export interface TextOptions {
  width?: number;
  align?: "left" | "right" | "center";
  bold?: boolean;
  size?: number;
}

/** Text at (x, y), set in runs per script (Latin, Devanagari). */
export function write(doc: Doc, text: string, x: number, y: number, o: TextOptions = {}) {
  const runs = scriptRuns(text || " ");
  doc.fontSize(o.size ?? 9);
  runs.forEach((run, i) => {
    doc.font(`${run.deva ? "deva" : "latin"}${o.bold ? "-bold" : ""}`);
    const opts = { width: o.width ?? 515, align: o.align, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
}

// Amounts without the rupee sign (the table says "Amounts in ₹"): the sign lives in the other
// font file, and pdfkit cannot right-align a cell made of two runs.
const AMOUNT = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (paise: number) => AMOUNT.format(paise / 100);

/** A new document with the fonts registered, and the PDF's bytes once it is ended. */
export async function startPdf(options: { size: string | [number, number]; margin: number; title: string; author: string }) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: options.size, margin: options.margin, info: { Title: options.title, Author: options.author } });
  for (const [name, file] of Object.entries(loadFonts())) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The invoice; `orderNumber` (the order it bills, as the shopper and seller know it) is printed with its particulars. */
export async function renderInvoicePdf(data: InvoiceData, orderNumber?: string): Promise<Buffer> {
  const { doc, done } = await startPdf({ size: "A4", margin: 40, title: `${data.title} ${data.number}`, author: data.supplier.name });

  const left = 40;
  const right = 555;
  const taxInvoice = data.kind === "tax_invoice";
  write(doc, data.title.toUpperCase(), left, 40, { size: 16, bold: true, width: right - left, align: "center" });

  // Supplier (left) and the document's particulars (right).
  const s = data.supplier;
  write(doc, s.name, left, 75, { bold: true, size: 11, width: 280 });
  write(doc, s.address || "—", left, doc.y + 2, { width: 280 });
  write(doc, `GSTIN: ${s.gstin ?? "Not registered"}`, left, doc.y + 2, { width: 280 });
  write(doc, `State: ${s.state || "—"}${s.stateCode ? ` (code ${s.stateCode})` : ""}`, left, doc.y + 2, { width: 280 });
  const supplierBottom = doc.y;
  const meta: [string, string][] = [
    [taxInvoice ? "Invoice number" : "Bill number", data.number],
    ["Date", data.date],
    ["Place of supply", `${data.placeOfSupply.state || "—"}${data.placeOfSupply.code ? ` (${data.placeOfSupply.code})` : ""}`],
    ["Tax payable on reverse charge", data.reverseCharge],
    ...(orderNumber ? ([["Order number", orderNumber]] as [string, string][]) : []),
  ];
  let y = 75;
  for (const [k, v] of meta) {
    write(doc, `${k}: ${v}`, 340, y, { width: right - 340 });
    y = doc.y + 2;
  }

  y = Math.max(supplierBottom, y) + 12;
  write(doc, "Bill to", left, y, { bold: true });
  write(doc, data.recipient.name, left, doc.y + 2, { width: right - left });
  write(doc, data.recipient.address || "—", left, doc.y + 2, { width: right - left });
  if (data.recipient.gstin) write(doc, `GSTIN: ${data.recipient.gstin}`, left, doc.y + 2);

  // The lines.
  const cols: { title: string; width: number; align: "left" | "right"; cell: (l: DocumentLine) => string }[] = [
    { title: "Description", width: taxInvoice ? 150 : 245, align: "left", cell: (l) => l.description },
    { title: "HSN", width: 50, align: "left", cell: (l) => l.hsn },
    { title: "Qty", width: 45, align: "right", cell: (l) => `${l.quantity}${l.unit ? ` ${l.unit}` : ""}` },
  ];
  if (taxInvoice) {
    cols.push(
      { title: "Taxable value", width: 70, align: "right", cell: (l) => money(l.taxablePaise) },
      { title: "Rate", width: 35, align: "right", cell: (l) => `${l.rate}%` },
    );
    if (data.intraState)
      cols.push(
        { title: "CGST", width: 55, align: "right", cell: (l) => money(l.cgstPaise) },
        { title: "SGST", width: 55, align: "right", cell: (l) => money(l.sgstPaise) },
      );
    else cols.push({ title: "IGST", width: 110, align: "right", cell: (l) => money(l.igstPaise) });
  }
  cols.push({
    title: "Total",
    width: right - left - cols.reduce((w, c) => w + c.width, 0),
    align: "right",
    cell: (l) => money(l.valuePaise),
  });

  const row = (cells: string[], top: number, bold = false) => {
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      write(doc, cell, x + 2, top, { width: cols[i].width - 4, align: cols[i].align, bold, size: 8 });
      bottom = Math.max(bottom, doc.y);
      x += cols[i].width;
    });
    return bottom + 4;
  };
  write(doc, "Amounts in ₹", left, doc.y + 10, { size: 8 });
  y = doc.y + 4;
  y = row(
    cols.map((c) => c.title),
    y,
    true,
  );
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .stroke();
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
  doc.moveTo(left, y).lineTo(right, y).stroke();

  // Totals.
  const t = data.totals;
  const totals: [string, string][] = taxInvoice
    ? [
        ["Taxable value", money(t.taxablePaise)],
        ...(data.intraState
          ? ([
              ["CGST", money(t.cgstPaise)],
              ["SGST", money(t.sgstPaise)],
            ] as [string, string][])
          : ([["IGST", money(t.igstPaise)]] as [string, string][])),
        ["Total tax", money(t.taxPaise)],
        ["Total value", money(t.valuePaise)],
      ]
    : [["Total value", money(t.valuePaise)]];
  y += 8;
  for (const [k, v] of totals) {
    write(doc, k, 340, y, { width: 110, bold: k === "Total value" });
    write(doc, v, 450, y, { width: right - 450, align: "right", bold: k === "Total value" });
    y = doc.y + 3;
  }
  if (taxInvoice) write(doc, "Prices include GST.", left, y + 6, { size: 8 });
  if (data.note) write(doc, data.note, left, y + 6, { bold: true, width: right - left });

  y = Math.max(doc.y + 40, y + 60);
  write(doc, `For ${s.name}`, 340, y, { width: right - 340, align: "right" });
  write(doc, data.signature, 340, doc.y + 24, { width: right - 340, align: "right" });
  doc.end();
  return done;
}
