import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ClaimPaymentSchema, RefundFormSchema, utrMessage } from "./payment-forms";

describe("ClaimPaymentSchema", () => {
  it("takes any 12 digits, grouped with spaces or dashes as UPI apps show them, as the bare digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.array(fc.constantFrom(" ", "-"), { maxLength: 3 }), (digits, seps) => {
        const grouped = [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].join(seps[0] ?? "");
        expect(ClaimPaymentSchema.parse({ utr: grouped }).utr).toBe(digits);
      }),
    );
  });

  it("refuses anything that is not 12 digits with the one message", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{12}$/.test(s.replace(/[\s-]/g, ""))),
        (utr) => {
          const parsed = ClaimPaymentSchema.safeParse({ utr });
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues[0]?.message).toBe(utrMessage());
        },
      ),
    );
  });
});

describe("RefundFormSchema", () => {
  const base = { intent: "pay-refund", from: "paid" };
  it("reads rupees as paise and an empty UTR as none", () => {
    expect(RefundFormSchema.parse({ ...base, amount: "499.50", refundUtr: "" })).toMatchObject({ amount: 49_950, refundUtr: undefined });
    expect(RefundFormSchema.parse({ ...base, amount: "1", refundUtr: "4123 4567 8901" }).refundUtr).toBe("412345678901");
  });
  it.each(["", "-1", "1.005", "1e3", "abc"])("refuses the amount %j", (amount) => {
    expect(RefundFormSchema.safeParse({ ...base, amount }).success).toBe(false);
  });
  it("refuses a UTR that is not 12 digits and a forged status", () => {
    expect(RefundFormSchema.safeParse({ ...base, amount: "1", refundUtr: "123" }).success).toBe(false);
    expect(RefundFormSchema.safeParse({ ...base, from: "hacked", amount: "1" }).success).toBe(false);
  });
});
