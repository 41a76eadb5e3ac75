// pdfkit's drawing tools for the tax documents (document-pdf.server.ts) and the packing slip
// (app/domain/orders/packing-slip.server.ts). Fonts: Noto Sans Devanagari from @fontsource, embedded
// (subset) so Hindi product names render; its Latin and Devanagari halves ship as two files, so text
// is set in runs per script.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { lazily } from "~/utils/lazy";

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
