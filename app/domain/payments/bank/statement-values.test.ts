import { describe, expect, it } from "vitest";
import { headerKey, readAmount, readDay, upiReference } from "./statement-values";

const paise = (text: string) => {
  const amount = readAmount(text);
  return typeof amount === "string" ? amount : amount.sign * amount.paise;
};

describe("readAmount", () => {
  it.each([
    ["1,049.00", 104900],
    ["1049", 104900],
    ["1,00,000.50", 10000050],
    ["100,000.5", 10000050],
    ["\t1,049.00", 104900],
    ["₹ 250", 25000],
    ["Rs.1,049.5", 104950],
    ["INR 12", 1200],
    ["-180.00", -18000],
    ["(180.00)", -18000],
    [".5", 50],
    ["0.00", 0],
    // What a spreadsheet keeps of 1049.50 after arithmetic, and a third decimal either side of half.
    ["1049.4999999999998", 104950],
    ["10.005", 1001],
    ["10.0049", 1000],
    ["99999999999.99", 9999999999999],
  ])("%j is %i paise", (text, expected) => {
    expect(paise(text)).toBe(expected);
  });

  it("keeps the Cr or Dr written after the amount", () => {
    expect(readAmount("1049.5 Cr")).toEqual({ paise: 104950, sign: 1, mark: "cr" });
    expect(readAmount("2,500.00Dr")).toEqual({ paise: 250000, sign: 1, mark: "dr" });
    expect(readAmount("75.25 (CR)")).toEqual({ paise: 7525, sign: 1, mark: "cr" });
  });

  it.each(["", "  ", "-", "--"])("%j is blank", (text) => {
    expect(readAmount(text)).toBe("blank");
  });

  it.each(["1.049.00", "abc", "12a", ",100", "2,22,344.00/ 4,63,197.44", "1e3", "12345678901234.00"])("%j is unreadable", (text) => {
    expect(readAmount(text)).toBe("unreadable");
  });
});

describe("readDay", () => {
  it.each([
    ["28/11/2026", "2026-11-28"],
    ["28-11-26", "2026-11-28"],
    ["28.11.2026", "2026-11-28"],
    ["1/2/2026", "2026-02-01"],
    ["28 Nov 2026", "2026-11-28"],
    ["28-Nov-2026", "2026-11-28"],
    ["28-NOV-26", "2026-11-28"],
    ["28 November 2026", "2026-11-28"],
    ["5 Sept 2026", "2026-09-05"],
    ["Nov 28, 2026", "2026-11-28"],
    ["2026-11-28", "2026-11-28"],
    ["2026-11-28T00:00:00.000", "2026-11-28"],
    ["06-06-2026 22:04:25", "2026-06-06"],
    ["46354", "2026-11-28"],
    ["46354.5", "2026-11-28"],
    ["29/02/2028", "2028-02-29"],
  ])("%j is %s", (text, day) => {
    expect(readDay(text)).toBe(day);
  });

  it.each(["", "OPENING BALANCE", "31/11/2026", "29/02/2027", "13/13/2026", "28 Novx 2026", "12345", "1,049.00", "28/11/1999", "********"])(
    "%j is no day",
    (text) => {
      expect(readDay(text)).toBeNull();
    },
  );
});

describe("upiReference", () => {
  it.each([
    ["UPI/633012345678/Order 2B91D5ECEA/ravi@okicici/ICICI Bank/ICI7de43", "", "633012345678"],
    ["UPI-RAVI KUMAR-ravi@okhdfcbank-HDFC0000001-633012345678-NOTE", "", "633012345678"],
    ["UPI/CR/633012345678/RAVI/HDFC/ravi@ok/note", "", "633012345678"],
    ["BY TRANSFER-UPI/CR/633012345678/RAVI/HDFC", "", "633012345678"],
    // A payer's address made of a mobile number with its country code is not the reference.
    ["UPI-PRIYA-919812345678@ybl-YESB0YBLUPI-633098765432-ORDER", "", "633098765432"],
    ["UPI-ANITA-anita@oksbi-SBIN0001234-NA", "0000633077778888", "633077778888"],
    ["UPI-ANITA-anita@oksbi-SBIN0001234-NA", "633077778888", "633077778888"],
  ])("%j (ref %j) is %s", (narration, reference, utr) => {
    expect(upiReference(narration, reference)).toBe(utr);
  });

  it.each([
    ["NEFT CR-SBIN0001234-ACME-N331263012345678", "633077778888"],
    ["IMPS-633312345678-KUMAR-SBIN", "0000633312345678"],
    ["CASH DEPOSIT SELF 633312345678", ""],
    ["UPI-ANITA-anita@oksbi-NA", "63307777888"],
    ["UPI-ANITA-anita@oksbi-NA", "1633077778888"],
    ["UPI/CR/6330123456789/RAVI", ""],
    ["UPI/CR/A633012345678/RAVI", ""],
  ])("%j (ref %j) has none", (narration, reference) => {
    expect(upiReference(narration, reference)).toBeNull();
  });
});

describe("headerKey", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(headerKey(" Withdrawal Amount (INR ) ")).toBe("withdrawalamountinr");
    expect(headerKey("Chq./Ref.No.")).toBe(headerKey("CHQ REF NO"));
  });
});
