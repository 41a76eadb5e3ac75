// Reading and writing CSV text (RFC 4180, papaparse) for spreadsheets, apart from what the
// catalogue's columns mean (csv.ts, csv-rows.ts). Browser-safe.
import Papa from "papaparse";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";

export interface CsvRecord {
  /** The 1-based line of the file the record starts on (a quoted field may span lines). */
  line: number;
  fields: string[];
}

/**
 * A cell a spreadsheet would run as a formula starts with one of = + - @ TAB CR (OWASP, "CSV
 * Injection"). Export puts an apostrophe before such a cell, and before one that already starts
 * with apostrophes and then such a character, so import can take exactly one apostrophe off again
 * and every value comes back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * Splits CSV text into records: comma-separated, fields optionally in double quotes, `""` inside
 * quotes is one quote, quoted fields may hold commas and line breaks, lines end in LF, CRLF (or
 * both mixed) or CR. A leading byte-order mark (Excel adds one) is dropped, blank lines are skipped
 * and escaped formulas are unescaped. A broken quote or a NUL character is reported as a
 * DomainError with the line, not guessed at; the records before it are still returned.
 */
export function parseCsv(text: string): { records: CsvRecord[]; error?: DomainError & { details: { line: number } } } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const fail = (code: string, at: number, message: string) =>
    new DomainError(code, message, { status: 422, details: { line: countLineBreaks(src.slice(0, at)) + 1 } }) as DomainError & {
      details: { line: number };
    };
  // PostgreSQL text cannot hold NUL; a file full of them is usually UTF-16 ("Unicode text").
  const nul = src.indexOf("\0");
  if (nul !== -1) return { records: [], error: fail("csv_nul", nul, m.dash_csv_nul()) };

  const records: CsvRecord[] = [];
  let error: ReturnType<typeof fail> | undefined;
  // With LF as the separator a CRLF line leaves a "\r" at the end of its last field (cut below),
  // so files that mix LF and CRLF read like today's; a file with CR alone is split at CR.
  const newline = src.includes("\n") || !src.includes("\r") ? "\n" : "\r";
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(src, {
    delimiter: ",",
    newline,
    step: (result, parser) => {
      const problem = result.errors[0];
      if (problem) {
        error = fail(
          problem.code === "InvalidQuotes" ? "csv_malformed_quote" : "csv_unclosed_quote",
          problem.index ?? start,
          problem.code === "InvalidQuotes" ? m.dash_csv_malformed_quote() : m.dash_csv_unclosed_quote(),
        );
        parser.abort();
        return;
      }
      const fields = result.data;
      if (newline === "\n" && fields.length > 0) fields[fields.length - 1] = fields[fields.length - 1].replace(/\r$/, "");
      // A line with nothing on it is not a record.
      if (!(fields.length === 1 && fields[0] === "")) records.push({ line, fields: fields.map(unescapeFormula) });
      line += countLineBreaks(src.slice(start, result.meta.cursor));
      start = result.meta.cursor;
    },
  });
  return error ? { records, error } : { records };
}

/** Rows as CSV text with CRLF line ends; formulas escaped, fields quoted where needed (and with spaces at either end). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cells = rows.map((row) => row.map((cell) => escapeFormula(String(cell))));
  return `${Papa.unparse(cells, { delimiter: ",", newline: "\r\n", quotes: (value) => /^\s|\s$/.test(String(value)) })}\r\n`;
}
