// The invoice PDF read back with a PDF text extractor: every field CGST Rules 46 and 49 ask for is
// on the page, Hindi names survive, and a bill of supply carries no tax.
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/setup/pdf-text";
import { buildInvoiceData, COMPOSITION_NOTE, type DocumentInput } from "./document";
import { renderInvoicePdf, scriptRuns } from "./pdf.server";
import { checkoutTax, type TaxProfile } from "./tax";

function input(profile: TaxProfile, placeOfSupply: string, gstin: string | null): DocumentInput {
  const goods = [
    { description: "हथकरघा साड़ी (Red, M)", hsn: "6205", quantity: 2 },
    { description: "Silk Saree (Blue, Free)", hsn: "50072010", quantity: 1 },
  ];
  return {
    number: "DEMO/26-27/7",
    issuedAt: new Date("2026-05-04T10:00:00+05:30"),
    supplier: { name: "Demo Fashions", address: "12 FC Road, Pune 411004", gstin, state: profile.state, gstStatus: profile.status },
    recipient: { name: "Asha Rao", address: "12 Lotus Residency, MG Road, Bengaluru 560001" },
    goods,
    tax: checkoutTax({
      profile,
      placeOfSupply,
      lines: [
        { totalPaise: 2 * 105_000, rate: 5 },
        { totalPaise: 590_000, rate: 18 },
      ],
      discountPaise: 0,
      deliveryFeePaise: 5_900,
      codFeePaise: 0,
    }),
  };
}

describe("invoice PDF", () => {
  it("carries every Rule 46 field on a tax invoice, inter-state with IGST", async () => {
    const data = buildInvoiceData(input({ status: "regular", state: "Maharashtra" }, "Karnataka", "27AAPFU0939F1ZV"));
    const text = await pdfText(await renderInvoicePdf(data, "2B91D5ECEA"));
    for (const field of [
      "TAX INVOICE",
      "Order number: 2B91D5ECEA",
      "Demo Fashions",
      "12 FC Road, Pune 411004",
      "GSTIN: 27AAPFU0939F1ZV",
      "Invoice number: DEMO/26-27/7",
      "Date: 2026-05-04",
      "Asha Rao",
      "12 Lotus Residency, MG Road, Bengaluru 560001",
      "Place of supply: Karnataka (29)",
      "Tax payable on reverse charge: No",
      "HSN",
      "6205",
      "50072010",
      "Silk Saree (Blue, Free)",
      "2 pcs",
      "Taxable value",
      "Rate",
      "5%",
      "18%",
      "IGST",
      "Amounts in ₹",
      "2,000.00 5% 100.00 2,100.00", // 2 × ₹1,050 at 5%: ₹100 IGST
      "5,000.00 18% 900.00 5,900.00",
      "Delivery charge 1 50.00 18% 9.00 59.00", // at the highest goods rate
      "Total value 8,059.00",
      "Authorised signatory",
    ])
      expect(text).toContain(field);
    expect(text).not.toContain("CGST");
  });

  it("renders a Hindi product name as text (Devanagari font embedded)", async () => {
    const data = buildInvoiceData(input({ status: "regular", state: "Maharashtra" }, "Maharashtra", "27AAPFU0939F1ZV"));
    const pdf = await renderInvoicePdf(data);
    const text = await pdfText(pdf);
    // Text extraction reads glyphs in visual order, so a name without reordered vowel signs or a
    // reph: the shaping itself was checked on a rendered page (docs/decisions/0077-gst-invoices.md).
    expect(text).toContain("हथकरघा साड़ी (Red, M)");
    expect(text).toMatch(/CGST.*SGST/);
    expect(pdf.toString("latin1")).toMatch(/FontFile2|FontFile3/);
  });

  it("is a bill of supply without tax lines for a composition seller, with the composition sentence", async () => {
    const data = buildInvoiceData(input({ status: "composition", state: "Maharashtra" }, "Karnataka", "27AAPFU0939F1ZV"));
    expect(data.totals.taxPaise).toBe(0);
    const text = await pdfText(await renderInvoicePdf(data));
    expect(text).toContain("BILL OF SUPPLY");
    expect(text).toContain(COMPOSITION_NOTE);
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Authorised signatory");
    for (const tax of ["CGST", "SGST", "IGST", "Taxable value", "Rate"]) expect(text).not.toContain(tax);
  });

  it("is a bill of supply without tax or composition sentence for an unregistered seller", async () => {
    const data = buildInvoiceData(input({ status: "unregistered", state: "Maharashtra" }, "Karnataka", null));
    const text = await pdfText(await renderInvoicePdf(data));
    expect(text).toContain("BILL OF SUPPLY");
    expect(text).toContain("GSTIN: Not registered");
    expect(text).not.toContain(COMPOSITION_NOTE);
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it("cuts text into script runs", () => {
    expect(scriptRuns("सूती कुर्ता (Red, M)")).toEqual([
      { deva: true, text: "सूती कुर्ता " },
      { deva: false, text: "(Red, M)" },
    ]);
    expect(scriptRuns("₹1,050.00")).toEqual([
      { deva: true, text: "₹" },
      { deva: false, text: "1,050.00" },
    ]);
  });
});
