import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { escapeFormula, parseCsv, toCsv, unescapeFormula } from "./csv-format";

const FORMULA = /^[=+\-@\t\r]/;
// Characters that stress the quoting and the formula escape, plus any code point but NUL.
const cellChar = fc.oneof(
  fc.constantFrom(",", '"', "\n", "\r\n", "\r", "=", "+", "-", "@", "'", "\t", " ", "₹", "कुर्ता", "😀"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => c !== "\0"),
);
const cell = fc.string({ unit: cellChar, maxLength: 30 });

describe("formula escaping (OWASP CSV injection)", () => {
  it("escaped cells never start with a formula character, and unescaping gives the cell back", () => {
    fc.assert(
      fc.property(cell, (s) => {
        expect(escapeFormula(s)).not.toMatch(FORMULA);
        expect(unescapeFormula(escapeFormula(s))).toBe(s);
      }),
      { numRuns: 1000 },
    );
    expect(escapeFormula("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(escapeFormula("'=x")).toBe("''=x");
    expect(escapeFormula("it's")).toBe("it's");
    expect(unescapeFormula("'-5")).toBe("-5");
    expect(unescapeFormula("'hello")).toBe("'hello");
  });

  it("no cell of written CSV begins with a formula character when read by another parser", () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const read = Papa.parse<string[]>(toCsv(rows), { delimiter: ",", newline: "\r\n", skipEmptyLines: true });
        for (const row of read.data) for (const c of row) expect(c).not.toMatch(FORMULA);
      }),
      { numRuns: 500 },
    );
  });
});

describe("toCsv → parseCsv", () => {
  it("gives back any rows (the last cell of a row cannot end in CR: a CRLF file's line end is cut there)", () => {
    const row = fc
      .array(cell, { minLength: 2, maxLength: 4 })
      .map((cells) => [...cells.slice(0, -1), cells[cells.length - 1].replace(/\r+$/, "")]);
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (rows) => {
        const { records, error } = parseCsv(toCsv(rows));
        expect(error).toBeUndefined();
        expect(records.map((r) => r.fields)).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });

  it("numbers the line each record starts on, counting line breaks inside quoted values", () => {
    const { records } = parseCsv(
      toCsv([
        ["a", "one\ntwo"],
        ["b", "x"],
      ]),
    );
    expect(records.map((r) => r.line)).toEqual([1, 3]);
    expect(parseCsv("a,b\rc,d\r").records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["c", "d"] },
    ]);
  });

  it("refuses text after a closing quote instead of guessing", () => {
    const { records, error } = parseCsv('a,b\nx,"ab"cd\n');
    expect(records).toEqual([{ line: 1, fields: ["a", "b"] }]);
    expect([error?.code, error?.status, error?.details.line]).toEqual(["csv_malformed_quote", 422, 2]);
  });
});
