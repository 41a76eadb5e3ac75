// A statement upload as a table of text cells, whatever its name says: the bytes decide between an
// .xlsx (a zip), a real binary .xls (refused), an HTML or XML "xls", and delimited text.
import Papa from "papaparse";
import { markupRows } from "./markup-table";
import { xlsxRows } from "./statement-xlsx";

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const MAX_STATEMENT_ROWS = 20_000;

export type UnreadableReason = "too_large" | "not_a_table" | "old_xls" | "empty";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
// The Compound File header of Excel 97–2003 workbooks (and of every other OLE2 file).
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The text of a text upload: UTF-8 or UTF-16 by their byte-order marks, UTF-8 without one, else Latin-1. */
function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Older exports are in the Windows code page; Latin-1 reads every byte and the ASCII of the table alike.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  }
}

const DELIMITERS = [",", ";", "\t"];
// Enough rows to pass any preamble and see the table under it.
const DELIMITER_SAMPLE_ROWS = 200;

/**
 * Delimited text split by the delimiter that makes the most of its first rows alike: the most rows
 * of three or more fields sharing one field count (a comma inside "1,049.00" in a tab file breaks
 * that, the preamble lines count for no delimiter). Quoted fields may hold delimiters and line breaks.
 */
function delimitedRows(text: string): string[][] {
  let best = DELIMITERS[0];
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(text, { delimiter, preview: DELIMITER_SAMPLE_ROWS }).data;
    const counts = new Map<number, number>();
    for (const row of rows) if (row.length >= 3) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    const score = Math.max(0, ...counts.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return Papa.parse<string[]>(text, { delimiter: best }).data;
}

const isEmptyRow = (row: string[]) => row.every((cell) => cell.trim() === "");

/** The upload's rows of text cells, or why it cannot be read. */
export async function readTable(bytes: Uint8Array): Promise<string[][] | { unreadable: UnreadableReason }> {
  if (bytes.length > MAX_STATEMENT_BYTES) return { unreadable: "too_large" };
  if (bytes.length === 0) return { unreadable: "empty" };
  if (startsWith(bytes, OLE2)) return { unreadable: "old_xls" };
  let rows: string[][];
  if (startsWith(bytes, ZIP)) {
    const sheet = await xlsxRows(bytes);
    if (sheet === "too_large") return { unreadable: "too_large" };
    if (sheet === null) return { unreadable: "not_a_table" };
    rows = sheet;
  } else {
    const text = decode(bytes).replace(/^\ufeff/, "");
    rows = (/^\s*</.test(text) ? markupRows(text) : null) ?? delimitedRows(text);
  }
  const filled = rows.filter((row) => !isEmptyRow(row)).length;
  if (filled === 0) return { unreadable: "empty" };
  if (filled > MAX_STATEMENT_ROWS) return { unreadable: "too_large" };
  return rows;
}
