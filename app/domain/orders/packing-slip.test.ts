// The packing slip read back with a PDF text extractor, at both sizes: the order number, the
// address and mobile, every line still ordered, and the one amount to collect (or that nothing is).
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/setup/pdf-text";
import { type PackingSlip, renderPackingSlip } from "./packing-slip.server";

const slip: PackingSlip = {
  shopName: "Meera Fashion",
  number: "2B91D5ECEA",
  placedAt: new Date("2026-11-29T10:00:00+05:30"),
  inShop: false,
  customerName: "Asha Rao",
  address: "Flat 302, Lotus Residency, Indiranagar, Bengaluru, Karnataka, 560038",
  mobile: "9876543210",
  lines: [
    { text: "Cotton Kurta (Red, M)", quantity: 1 },
    { text: "चंदेरी दुपट्टा (Blue, Free Size)", quantity: 2 },
  ],
  collectPaise: 127_900,
};

describe("the packing slip", () => {
  for (const size of ["a4", "label"] as const)
    it(`prints the number, where it goes, the lines and the cash to collect (${size})`, async () => {
      const text = await pdfText(await renderPackingSlip(slip, size));
      for (const part of [
        "Order 2B91D5ECEA",
        "Asha Rao",
        "Indiranagar",
        "Mobile 9876543210",
        "1 × Cotton Kurta (Red, M)",
        "2 × चंदेरी",
        "COLLECT ₹1,279.00",
      ])
        expect(text).toContain(part);
    });

  it("says a prepaid parcel has nothing to collect, and an in-shop order is collected at the shop", async () => {
    const text = await pdfText(await renderPackingSlip({ ...slip, collectPaise: null, inShop: true }, "label"));
    expect(text).toContain("PREPAID: NOTHING TO COLLECT");
    expect(text).toContain("COLLECT AT THE SHOP");
    expect(text).not.toContain("₹");
  });
});
