// A PDF as a reader meets it: its text as a PDF text extractor reads it (whitespace collapsed: what a
// reader's tools would find), and its first page drawn to a PNG (what a person sees).
import { PDFParse } from "pdf-parse";

async function withParser<T>(pdf: Buffer, read: (parser: PDFParse) => Promise<T>): Promise<T> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await read(parser);
  } finally {
    await parser.destroy();
  }
}

export const pdfText = (pdf: Buffer): Promise<string> =>
  withParser(pdf, async (parser) => (await parser.getText()).text.replace(/\s+/g, " "));

/** The first page as a PNG `width` pixels wide. */
export const pdfFirstPagePng = (pdf: Buffer, width = 1240): Promise<Buffer> =>
  withParser(pdf, async (parser) => {
    const shot = await parser.getScreenshot({ first: 1, desiredWidth: width, imageBuffer: true, imageDataUrl: false });
    return Buffer.from(shot.pages[0]?.data ?? new Uint8Array());
  });
