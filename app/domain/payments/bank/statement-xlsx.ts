// The first sheet of an .xlsx statement as rows of text, through read-excel-file's Node entry.
import { readSheet } from "read-excel-file/node";

/**
 * What the parts of an .xlsx may unpack to at most: a 20,000-row statement is a few megabytes of
 * XML, and a small zip that says it unpacks to far more is refused before anything is inflated.
 */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The unpacked size the zip's central directory declares (PKWARE APPNOTE 4.3.16); null when it has none. */
function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
      total += view.getUint32(at + 24, true);
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

const dayOf = (date: Date) => (Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10));

/**
 * The first sheet's cells as text: numbers as the digits Excel stored (read-excel-file's
 * parseNumber keeps them from becoming floats), date cells as the day they show, "YYYY-MM-DD"
 * (Excel keeps no zone: read-excel-file gives that day's UTC midnight). "too_large" for a zip that
 * unpacks beyond the limit, null for one that is not a readable workbook.
 */
export async function xlsxRows(bytes: Uint8Array): Promise<string[][] | "too_large" | null> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === null) return null;
  if (unpacked > MAX_UNPACKED_BYTES) return "too_large";
  try {
    const sheet = await readSheet<string>(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      parseNumber: (digits) => digits,
    });
    return sheet.map((row) =>
      row.map((cell) => {
        if (cell === null) return "";
        if (cell instanceof Date) return dayOf(cell);
        return String(cell);
      }),
    );
  } catch {
    return null;
  }
}
