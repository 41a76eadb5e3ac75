// The Payments & delivery and coupon forms as the action parses them (Conform's form data), and
// the rupee helper under them: exact paise for every amount a seller can type.
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rupeesToPaise } from "~/utils/decimal";
import { paiseToRupees } from "~/utils/money";
import { CouponFormSchema, couponFormValues } from "./coupon-form";
import { DeliveryFormSchema, MAX_PINCODES, PaymentFormSchema, parsePincodes } from "./settings-forms";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]]));

/** Indian digit grouping as a seller may type it: 1,00,000 or 100,000 or none. */
const grouped = (rupees: number, style: "in" | "intl" | "none") =>
  style === "none" ? String(rupees) : rupees.toLocaleString(style === "in" ? "en-IN" : "en-US");

describe("rupeesToPaise", () => {
  it("reads any amount up to 7 rupee digits and 2 decimals exactly, grouped or not, with or without ₹", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(0, 1, 2),
        fc.constantFrom("in", "intl", "none") as fc.Arbitrary<"in" | "intl" | "none">,
        fc.constantFrom("", "₹", "₹ ", " "),
        (rupees, paise, decimals, style, prefix) => {
          // One decimal digit can only say tens of paise.
          const p = decimals === 1 ? paise - (paise % 10) : decimals === 0 ? 0 : paise;
          const fraction = decimals === 0 ? "" : `.${String(p).padStart(2, "0").slice(0, decimals)}`;
          expect(rupeesToPaise(`${prefix}${grouped(rupees, style)}${fraction}`)).toBe(rupees * 100 + p);
        },
      ),
    );
  });

  it("is the inverse of paiseToRupees (what the form shows is what it reads back)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it("refuses what is not an amount: never NaN, negative, fractional paise or a float artefact", () => {
    for (const bad of ["", "-5", "1.999", "1e3", "abc", "₹", "12.3.4", "0x10", "12345678", "١٢٣"]) expect(rupeesToPaise(bad)).toBeNull();
    expect(rupeesToPaise("1,049.50")).toBe(104_950);
    expect(rupeesToPaise("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const v = rupeesToPaise(s);
        expect(v === null || (Number.isSafeInteger(v) && v >= 0)).toBe(true);
      }),
    );
  });
});

describe("payment form", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(formOf({ intent: "payment", ...fields }), { schema: PaymentFormSchema });

  it("reads the methods, lower-cases the UPI ID and turns rupees into paise", () => {
    const result = parse({
      upiId: " Lakshmi.Sarees@OKSBI ",
      payeeName: "Lakshmi Sarees",
      acceptsUpi: "on",
      acceptsCod: "on",
      codFee: "1,049.50",
      codMaxOrder: "5000",
      paymentWindowHours: "48",
      codShipping: "ship_confirmed",
      codConfirmHours: "6",
      codLateAction: "cancel",
      codOffPincodes: "791001, 7911 791001",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      upiId: "lakshmi.sarees@oksbi",
      payeeName: "Lakshmi Sarees",
      acceptsUpi: true,
      acceptsCod: true,
      acceptsPayAtShop: false,
      codFeePaise: 104_950,
      codMaxOrderPaise: 500_000,
      paymentWindowHours: 48,
      codShipping: "ship_confirmed",
      codConfirmHours: 6,
      codLateAction: "cancel",
      codOffPincodes: ["791001", "7911"],
    });
    expect(parse({ codShipping: "sometimes" }).status).toBe("error");
    expect(parse({ codConfirmHours: "169" }).status).toBe("error");
    expect(parse({ codOffPincodes: "79100a" }).status).toBe("error");
  });

  it("defaults: nothing ticked, no fee, no COD limit, a 24-hour window", () => {
    const result = parse({});
    expect(result.status === "success" && result.value).toMatchObject({
      acceptsUpi: false,
      codFeePaise: 0,
      codMaxOrderPaise: null,
      paymentWindowHours: 24,
    });
  });

  it("refuses UPI without a UPI ID or payee name, a malformed ID, and out-of-range amounts and windows", () => {
    expect(errorsOf(parse({ acceptsUpi: "on" }))).toEqual({
      upiId: "Enter your UPI ID to accept UPI payments.",
      payeeName: "Enter the payee name shoppers see in their UPI app.",
    });
    expect(errorsOf(parse({ upiId: "not-a-upi-id" })).upiId).toBe("Enter a UPI ID like name@bank.");
    expect(errorsOf(parse({ upiId: "a@b" })).upiId).toBe("Enter a UPI ID like name@bank.");
    expect(errorsOf(parse({ payeeName: "x".repeat(51) })).payeeName).toBe("The payee name can be at most 50 characters.");
    expect(parse({ payeeName: "x".repeat(50) }).status).toBe("success");
    expect(errorsOf(parse({ codFee: "10000.01" })).codFee).toBe("The COD fee can be at most ₹10,000.");
    expect(parse({ codFee: "10,000" }).status).toBe("success");
    expect(errorsOf(parse({ codFee: "-1" })).codFee).toMatch(/must be an amount in rupees/);
    expect(errorsOf(parse({ codMaxOrder: "0" })).codMaxOrder).toMatch(/empty for no limit/);
    for (const hours of ["0", "169", "1.5", "abc"]) expect(errorsOf(parse({ paymentWindowHours: hours })).paymentWindowHours).toBeTruthy();
    for (const hours of ["1", "168"]) expect(parse({ paymentWindowHours: hours }).status).toBe("success");
  });
});

describe("pincode lists", () => {
  const prefix = fc.stringMatching(/^[1-9]\d{0,5}$/);
  const separator = fc.constantFrom(",", " ", "\n", ", ", "\r\n", "\t", " ,\n");

  it("reads any list however it is separated: every entry once, in the order first given", () => {
    fc.assert(
      fc.property(fc.array(prefix, { maxLength: 60 }), fc.array(separator, { minLength: 60, maxLength: 60 }), (list, seps) => {
        const text = list.map((p, i) => `${p}${seps[i]}`).join("");
        expect(parsePincodes(text)).toEqual({ pincodes: [...new Set(list)], bad: [] });
      }),
    );
  });

  it("names every bad entry and keeps none of them", () => {
    const bad = fc.oneof(fc.stringMatching(/^\d{7,9}$/), fc.stringMatching(/^0\d{0,5}$/), fc.stringMatching(/^[1-9]\d{0,4}[a-z]$/));
    fc.assert(
      fc.property(fc.array(prefix, { maxLength: 10 }), fc.array(bad, { minLength: 1, maxLength: 5 }), (good, wrong) => {
        const result = parsePincodes([...good, ...wrong].join(", "));
        expect(result.bad).toEqual([...new Set(wrong)]);
        expect(result.pincodes).toEqual([...new Set(good)]);
      }),
    );
  });
});

describe("delivery form", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(formOf({ intent: "delivery", ...fields }), { schema: DeliveryFormSchema });

  it("reads the fee, the free-above amount and the area; keeps only what the area uses", () => {
    const result = parse({ flatFee: "49", freeAbove: "999.99", area: "pincodes", state: "Kerala", pincodes: "560001, 5601\n560001 110" });
    expect(result.status === "success" && result.value).toEqual({
      flatFeePaise: 4_900,
      freeAbovePaise: 99_999,
      area: "pincodes",
      state: "",
      pincodes: ["560001", "5601", "110"],
    });
    const state = parse({ area: "state", state: "Tamil Nadu", pincodes: "560001" });
    expect(state.status === "success" && state.value).toEqual({
      flatFeePaise: 0,
      freeAbovePaise: null,
      area: "state",
      state: "Tamil Nadu",
      pincodes: [],
    });
  });

  it("requires a state for 'Only my state' and pincodes for 'These pincodes'; names bad pincodes", () => {
    expect(errorsOf(parse({ area: "state" })).state).toBe("Choose your state to deliver only within it.");
    expect(errorsOf(parse({ area: "state", state: "Atlantis" })).state).toBe("Choose your state from the list.");
    expect(errorsOf(parse({ area: "pincodes", pincodes: " , " })).pincodes).toBe("Enter the pincodes you deliver to.");
    expect(errorsOf(parse({ area: "pincodes", pincodes: "560001, 12a, 1234567, 012" })).pincodes).toBe(
      'These are not pincodes or pincode prefixes (1–6 digits): "12a", "1234567", "012".',
    );
    expect(errorsOf(parse({ area: "nowhere" })).area).toBe("Choose where you deliver.");
    expect(errorsOf(parse({ area: "india", freeAbove: "0" })).freeAbove).toMatch(/never free/);
  });

  it(`takes at most ${MAX_PINCODES} pincodes (after removing repeats)`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => String(100_000 + i));
    expect(parse({ area: "pincodes", pincodes: list(MAX_PINCODES).join(" ") }).status).toBe("success");
    expect(parse({ area: "pincodes", pincodes: [...list(MAX_PINCODES), ...list(10)].join(" ") }).status).toBe("success");
    expect(errorsOf(parse({ area: "pincodes", pincodes: list(MAX_PINCODES + 1).join(" ") })).pincodes).toBe(
      `At most ${MAX_PINCODES} pincodes; this list has ${MAX_PINCODES + 1}.`,
    );
  });
});

describe("coupon form", () => {
  const parse = (fields: Record<string, string>) =>
    parseWithZod(formOf({ intent: "save", code: "diwali10", kind: "percent", value: "10", ...fields }), { schema: CouponFormSchema });

  it("upper-cases the code, reads percent or rupees, and stores the last day as the next midnight in India", () => {
    const result = parse({
      minOrder: "499",
      maxDiscount: "150.50",
      validFrom: "2025-10-20",
      validUntil: "2025-10-31",
      usageLimit: "5",
      oncePerCustomer: "on",
    });
    expect(result.status === "success" && result.value).toEqual({
      id: undefined,
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      minOrderPaise: 49_900,
      maxDiscountPaise: 15_050,
      validFrom: new Date("2025-10-19T18:30:00.000Z"),
      validUntil: new Date("2025-10-31T18:30:00.000Z"),
      usageLimit: 5,
      oncePerCustomer: true,
    });
    const flat = parse({ kind: "flat", value: "1,049.50" });
    expect(flat.status === "success" && flat.value).toMatchObject({
      kind: "flat",
      value: 104_950,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
    });
    // One day: from and until the same day.
    expect(parse({ validFrom: "2025-11-01", validUntil: "2025-11-01" }).status).toBe("success");
  });

  it("shows a saved coupon back as it was typed", () => {
    const result = parse({
      kind: "flat",
      value: "100.5",
      minOrder: "999",
      validFrom: "2025-10-20",
      validUntil: "2025-10-31",
      usageLimit: "3",
    });
    if (result.status !== "success") throw new Error("parse failed");
    const shown = couponFormValues({ ...result.value, id: "x", usedCount: 0, active: true });
    expect(shown).toMatchObject({
      code: "DIWALI10",
      value: "100.50",
      minOrder: "999",
      validFrom: "2025-10-20",
      validUntil: "2025-10-31",
      usageLimit: 3,
    });
  });

  it("refuses bad codes, values, dates and limits with the field's message", () => {
    for (const code of ["AB", "A".repeat(21), "-ABC", "SAVE 10", "SAVE!", "सेल10"])
      expect(errorsOf(parse({ code })).code).toMatch(/3 to 20 letters/);
    for (const code of ["ABC", "A".repeat(20), "save_10-x"]) expect(parse({ code }).status).toBe("success");
    for (const value of ["0", "101", "12.5", "ten"])
      expect(errorsOf(parse({ value })).value).toBe("A percent off must be a whole number from 1 to 100.");
    for (const value of ["1", "100", "25%"]) expect(parse({ value }).status).toBe("success");
    expect(errorsOf(parse({ kind: "flat", value: "0" })).value).toBe("The amount off must be more than ₹0.");
    expect(errorsOf(parse({ kind: "flat", value: "1.234" })).value).toMatch(/amount in rupees/);
    expect(errorsOf(parse({ kind: "half" })).kind).toBe("Choose percent off or an amount off.");
    expect(errorsOf(parse({ validFrom: "2025-11-02", validUntil: "2025-11-01" })).validUntil).toBe(
      "The last day cannot be before the first day.",
    );
    expect(errorsOf(parse({ validFrom: "2025-02-30" })).validFrom).toBe("The first day must be a date.");
    expect(errorsOf(parse({ usageLimit: "0" })).usageLimit).toMatch(/at least 1/);
    expect(errorsOf(parse({ maxDiscount: "0" })).maxDiscount).toMatch(/no cap/);
    expect(errorsOf(parse({ id: "not-an-id" })).id).toBe("This coupon does not exist.");
  });
});
