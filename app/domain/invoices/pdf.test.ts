// The tax documents as PDFs read back with a PDF text extractor: every field CGST Rules 46, 49 and 53
// ask for is on the page, Hindi names survive, a bill of supply carries no tax, and a credit note names
// the invoice it takes rows back from.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/setup/pdf-text";
import { buildCreditNoteData, rowsToCredit } from "./credit";
import { buildInvoiceData, COMPOSITION_NOTE, type InvoiceInput } from "./document";
import { renderDocumentPdf } from "./document-pdf.server";
import { scriptRuns } from "./pdf.server";
import { checkoutTax, type TaxProfile } from "./tax";

const SHOP = { name: "Demo Fashions", address: "12 FC Road, Pune 411004", gstin: "27AAPFU0939F1ZV" };

/**
 * An order of two lines on 4 May 2026: two handloom sarees of ₹1,050 (HSN 6205, 5% at or below ₹2,500
 * a piece) and a silk saree of ₹5,900 (an HSN outside the table, the seller's 18%), ₹59 delivery and
 * `codFee` for cash on delivery.
 */
function input(profile: TaxProfile, placeOfSupply: string, o: { gstin?: string | null; buyerGstin?: string | null; codFee?: number } = {}) {
  const goods = [
    { lineNo: 1, description: "हथकरघा साड़ी (Red, M)", hsn: "6205", quantity: 2 },
    { lineNo: 2, description: "Silk Saree (Blue, Free)", hsn: "50072010", quantity: 1 },
  ];
  return {
    number: "DEMO/26-27/7",
    issuedAt: new Date("2026-05-04T10:00:00+05:30"),
    orderNumber: "2B91D5ECEA",
    supplier: {
      ...SHOP,
      gstin: o.gstin === undefined ? SHOP.gstin : o.gstin,
      state: profile.state,
      gstStatus: profile.status,
      logoKey: null,
    },
    recipient: { name: "Asha Rao", address: "12 Lotus Residency, MG Road, Bengaluru 560001", gstin: o.buyerGstin ?? null },
    goods,
    tax: checkoutTax({
      profile,
      placeOfSupply,
      lines: [
        { totalPaise: 2 * 105_000, quantity: 2, hsn: "6205", manualRate: null },
        { totalPaise: 590_000, quantity: 1, hsn: "50072010", manualRate: 18 },
      ],
      discountPaise: 0,
      deliveryFeePaise: 5_900,
      codFeePaise: o.codFee ?? 0,
      day: "2026-05-04",
    }),
  } satisfies InvoiceInput;
}

const REGULAR: TaxProfile = { status: "regular", state: "Maharashtra" };
const textOf = async (...args: Parameters<typeof renderDocumentPdf>) => pdfText(await renderDocumentPdf(...args));

describe("tax invoice PDF", () => {
  it("carries every Rule 46 field inter-state to a registered buyer, with IGST and the fee rows at their lines' rates", async () => {
    const data = buildInvoiceData(input(REGULAR, "Karnataka", { buyerGstin: "29AAGCR4375J1ZU" }));
    const text = await textOf(data);
    for (const field of [
      "TAX INVOICE",
      "Order number: 2B91D5ECEA",
      "Demo Fashions",
      "12 FC Road, Pune 411004",
      "GSTIN: 27AAPFU0939F1ZV",
      "State: Maharashtra (code 27)",
      "Invoice number: DEMO/26-27/7",
      "Date: 04-05-2026",
      "Bill to (registered) GSTIN: 29AAGCR4375J1ZU Asha Rao",
      "12 Lotus Residency, MG Road, Bengaluru 560001",
      "Place of supply: Karnataka (29)",
      "Tax payable on reverse charge: No",
      "Description HSN Qty Taxable value Rate IGST Total",
      "Silk Saree (Blue, Free) 50072010 1 pcs",
      "6205 2 pcs 2,000.00 5% 100.00 2,100.00", // 2 × ₹1,050 at 5%: ₹100 IGST
      "5,000.00 18% 900.00 5,900.00",
      // ₹59 delivery shared by value (₹2,100 : ₹5,900), each share at its line's HSN and rate.
      "Delivery charge 6205 1 14.75 5% 0.74 15.49",
      "Delivery charge 50072010 1 36.87 18% 6.64 43.51",
      "Total 7,051.62 1,007.38 8,059.00",
      "Amounts in ₹",
      "Total value 8,059.00",
      "Amount in words: Rupees Eight Thousand Fifty-Nine Only",
      "Prices include GST.",
      "For Demo Fashions",
      "Authorised signatory",
    ])
      expect(text).toContain(field);
    expect(text).not.toMatch(/CGST|SGST|Credit note|Against invoice/);
  });

  it("splits CGST and SGST intra-state, prints the COD fee's shares, and a consumer is billed without a GSTIN", async () => {
    const data = buildInvoiceData(input(REGULAR, "Maharashtra", { codFee: 4_000 }));
    const pdf = await renderDocumentPdf(data);
    const text = await pdfText(pdf);
    expect(text).toContain("Description HSN Qty Taxable value Rate CGST SGST Total");
    expect(text).toContain("2,000.00 5% 50.00 50.00 2,100.00");
    expect(text).toContain("5,000.00 18% 450.00 450.00 5,900.00");
    expect(text).toMatch(/Cash on delivery fee 6205 1 [\d.]+ 5%/);
    expect(text).toMatch(/Cash on delivery fee 50072010 1 [\d.]+ 18%/);
    expect(text).toContain(`Total value ${(8_099).toLocaleString("en-IN")}.00`);
    expect(text).toContain("Amount in words: Rupees Eight Thousand Ninety-Nine Only");
    expect(text).toContain("Bill to Asha Rao");
    expect(text).not.toContain("(registered)");
    expect(text).not.toContain("IGST");
    // Text extraction reads glyphs in visual order, so a name without reordered vowel signs or a
    // reph: the shaping itself was checked on a rendered page (docs/decisions/0077-gst-invoices.md).
    expect(text).toContain("हथकरघा साड़ी (Red, M)");
    expect(pdf.toString("latin1")).toMatch(/FontFile2|FontFile3/);
  });
});

describe("bill of supply PDF", () => {
  it("is a bill of supply without tax lines for a composition seller, with the composition sentence", async () => {
    const data = buildInvoiceData(input({ status: "composition", state: "Maharashtra" }, "Karnataka"));
    expect(data.totals.taxPaise).toBe(0);
    const text = await textOf(data);
    for (const field of [
      "BILL OF SUPPLY",
      "Bill number: DEMO/26-27/7",
      "Date: 04-05-2026",
      COMPOSITION_NOTE,
      "GSTIN: 27AAPFU0939F1ZV",
      "Description HSN Qty Total",
      "Total 8,059.00",
      "Amount in words: Rupees Eight Thousand Fifty-Nine Only",
      "Authorised signatory",
    ])
      expect(text).toContain(field);
    for (const tax of ["CGST", "SGST", "IGST", "Taxable value", "Rate", "Prices include GST"]) expect(text).not.toContain(tax);
  });

  it("is a bill of supply without tax or composition sentence for an unregistered seller", async () => {
    const data = buildInvoiceData(input({ status: "unregistered", state: "Maharashtra" }, "Karnataka", { gstin: null }));
    const text = await textOf(data);
    expect(text).toContain("BILL OF SUPPLY");
    expect(text).toContain("GSTIN: Not registered");
    expect(text).not.toContain(COMPOSITION_NOTE);
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });
});

describe("credit note PDF", () => {
  const invoice = buildInvoiceData(input(REGULAR, "Maharashtra"));
  const note = (rows: typeof invoice.lines, inv = invoice) =>
    buildCreditNoteData({ invoice: inv, number: "DEMO/CN/26-27/1", date: "2026-05-09", reason: "Line cancelled by the seller", rows });

  it("names the invoice it is against and prints only the credited rows, with their tax", async () => {
    // The silk saree's line is cancelled: its goods row comes back, its delivery share stays with the parcel.
    const rows = rowsToCredit(invoice.lines, [], { orderCancelled: false, cancelledLines: new Set([2]) });
    const text = await textOf(note(rows));
    for (const field of [
      "CREDIT NOTE",
      "Credit note number: DEMO/CN/26-27/1",
      "Date: 09-05-2026",
      "Against invoice DEMO/26-27/7 dated 04-05-2026",
      "Order number: 2B91D5ECEA",
      "Reason: Line cancelled by the seller",
      "Rows credited.",
      "Silk Saree (Blue, Free) 50072010 1 pcs 5,000.00 18% 450.00 450.00 5,900.00",
      "Total 5,000.00 450.00 450.00 5,900.00",
      "Total tax 900.00",
      "Total credited 5,900.00",
      "Amount in words: Rupees Five Thousand Nine Hundred Only",
    ])
      expect(text).toContain(field);
    expect(text).not.toMatch(/हथकरघा|Delivery charge|Invoice number|Total value/);
  });

  it("takes back every row of a cancelled order, fee rows included", async () => {
    const rows = rowsToCredit(invoice.lines, [], { orderCancelled: true, cancelledLines: new Set() });
    const text = await textOf(note(rows));
    expect(text).toContain("Delivery charge 6205 1");
    expect(text).toContain("Delivery charge 50072010 1");
    expect(text).toContain("Total credited 8,059.00");
  });

  it("against a bill of supply shows no tax", async () => {
    const bill = buildInvoiceData(input({ status: "composition", state: "Maharashtra" }, "Maharashtra"));
    const text = await textOf(note(bill.lines.slice(0, 1), bill));
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(COMPOSITION_NOTE);
    expect(text).toContain("Total credited 2,100.00");
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable value/);
  });
});

describe("the shop's logo", () => {
  it("is embedded as an image when readable, and skipped when the bytes are not an image", async () => {
    const data = buildInvoiceData(input(REGULAR, "Karnataka"));
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    const withLogo = await renderDocumentPdf(data, png);
    expect(withLogo.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const broken = await renderDocumentPdf(data, Buffer.from("not an image"));
    expect(broken.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
    expect(await pdfText(broken)).toContain("TAX INVOICE");
  });
});

describe("script runs", () => {
  it("cuts text into runs of one script", () => {
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
