// The archive's readable files hold whatever a person typed (names, addresses, review words): the
// page must show it as text, never as markup, and the CSV must give every value back as it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/domain/catalog/csv-format";
import { csvOf, type DataRow, htmlPage } from "./archive-writers";

const value = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("<script>alert(1)</script>", '=HYPERLINK("x")', '"a,b"\r\nc', "' onload='x"),
);
const rows = fc.array(fc.record({ name: value, note: value }), { minLength: 1, maxLength: 5 });

describe("archive writers", () => {
  it("the page shows every value as text: no tag, attribute or script can come from the data", () => {
    fc.assert(
      fc.property(rows, value, (data, title) => {
        const html = htmlPage({ lang: "en", title, intro: [title], empty: "-", sections: [{ title, rows: data }] });
        const markup = html.match(/<[a-z!/][^>]*>/gi) ?? [];
        const allowed = /^<\/?(!doctype html|html|head|meta|title|style|body|h1|h2|p|section|dl|dt|dd)\b/i;
        expect(markup.filter((tag) => !allowed.test(tag))).toEqual([]);
        expect(html).not.toMatch(/<script/i);
      }),
    );
  });

  it("the CSV gives every value back as it was (formulas escaped and unescaped)", () => {
    fc.assert(
      fc.property(rows, (data) => {
        const { records, error } = parseCsv(csvOf(data));
        expect(error).toBeUndefined();
        expect(records.map((r) => r.fields)).toEqual([["name", "note"], ...data.map((r) => [r.name, r.note])]);
      }),
      { numRuns: 300 },
    );
  });

  it("amounts: paise become rupees in the CSV (any sign, any size) and on the page", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const [, line] = parseCsv(csvOf([{ totalPaise: paise } satisfies DataRow])).records;
        expect(line?.fields[0]).toBe((paise / 100).toFixed(2).replace(/^-0\.00$/, "0.00"));
      }),
    );
    expect(csvOf([{ totalPaise: 120_050 }])).toBe("totalRupees\r\n1200.50\r\n");
    expect(
      htmlPage({ lang: "en", title: "t", intro: [], empty: "-", sections: [{ title: "s", rows: [{ totalPaise: 120_050 }] }] }),
    ).toContain("₹1,200.50");
  });
});
