// The tax years (docs/decisions/0142-past-the-tax-years.md): an order is forgotten only once both laws
// are done with it — GST: 72 months from the annual return's due date, 31 December after its financial
// year (CGST Act s.36, Rule 56); income tax: six years from the end of its assessment year (Rule 6F) —
// and never kept more than a financial year beyond the promised TAX_RECORD_YEARS.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_RECORD_YEARS, taxRecordsCutoff } from "./retention";

const IST_MS = 330 * 60 * 1000;
/** The first year of the financial year (April–March, IST) a moment belongs to. */
const fyStart = (d: Date) => {
  const ist = new Date(d.getTime() + IST_MS);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
};
const ist = (iso: string) => new Date(`${iso}+05:30`);

const moments = fc.date({ min: new Date("2017-07-01T00:00:00Z"), max: new Date("2060-01-01T00:00:00Z"), noInvalidDate: true });

describe("taxRecordsCutoff", () => {
  it("forgets an order only after the GST and income-tax periods, and within a year of the promised years", () => {
    fc.assert(
      fc.property(moments, moments, (placed, now) => {
        const forgotten = placed < taxRecordsCutoff(now);
        const fy = fyStart(placed);
        const gstEnd = ist(`${fy + 1 + 6}-12-31T23:59:59`); // annual return due 31 Dec after the year, + 72 months
        const incomeTaxEnd = ist(`${fy + 2 + 6}-03-31T23:59:59`); // assessment year ends 31 March, + 6 years
        const promised = ist(`${fy + 1 + TAX_RECORD_YEARS}-04-01T00:00:00`); // TAX_RECORD_YEARS after the year ends
        if (forgotten) {
          expect(now > gstEnd && now > incomeTaxEnd).toBe(true);
          expect(now >= promised).toBe(true);
        } else {
          expect(now < promised).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("turns at midnight IST on 1 April", () => {
    expect(taxRecordsCutoff(ist("2034-03-31T23:59:59"))).toEqual(ist("2025-04-01T00:00:00"));
    expect(taxRecordsCutoff(ist("2034-04-01T00:00:00"))).toEqual(ist("2026-04-01T00:00:00"));
  });
});
