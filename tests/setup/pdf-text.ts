// A PDF's text as a PDF text extractor reads it, whitespace collapsed: what a reader's tools would find.
import { PDFParse } from "pdf-parse";

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}
