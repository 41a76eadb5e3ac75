// The seller's forms speak the language of the parse, not of the import: the same schema object
// gives English messages in an English request and Hindi ones in a Hindi request (a message made at
// module level would be English in both). The shop's default About text and FAQ follow too.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CouponFormSchema, couponGives } from "~/domain/payments/coupon-form";
import { DeliveryFormSchema, PaymentFormSchema } from "~/domain/payments/settings-forms";
import { withLocale } from "~/i18n/locale.server";
import { handleProblem, SellerRegisterSchema, ShopProfileSchema } from "./forms";
import { GstFormSchema, gstStatusOptions } from "./gst-forms";
import { defaultAbout, defaultFaq, ShopPagesSchema } from "./shop-pages";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const firstErrors = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]]));
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every message the forms give for the same bad input, in one language. */
function messages() {
  return {
    payment: firstErrors(
      parseWithZod(formOf({ intent: "payment", acceptsUpi: "on", upiId: "nope", codFee: "abc", paymentWindowHours: "500" }), {
        schema: PaymentFormSchema,
      }),
    ),
    delivery: firstErrors(parseWithZod(formOf({ intent: "delivery", area: "pincodes", pincodes: "abc" }), { schema: DeliveryFormSchema })),
    coupon: firstErrors(
      parseWithZod(formOf({ intent: "save", code: "x", kind: "percent", value: "500", validFrom: "2025-02-31" }), {
        schema: CouponFormSchema,
      }),
    ),
    // The discount is checked once the fields parse (zod's object transform), so on a form of its own.
    couponValue: firstErrors(
      parseWithZod(formOf({ intent: "save", code: "DIWALI10", kind: "percent", value: "500" }), { schema: CouponFormSchema }),
    ),
    profile: firstErrors(parseWithZod(formOf({ phone: "12", lowStockThreshold: "-1" }), { schema: ShopProfileSchema })),
    register: firstErrors(parseWithZod(formOf({ handle: "admin", password: "1" }), { schema: SellerRegisterSchema })),
    gst: firstErrors(parseWithZod(formOf({ intent: "gst", gstStatus: "regular" }), { schema: GstFormSchema })),
    pages: ShopPagesSchema.safeParse({ about: "", faq: [{ question: "Q?", answer: "" }] }).error?.issues[0]?.message,
  };
}

describe("seller forms in the request's language", () => {
  it("give the spec's English in English and Hindi in Hindi, from the same schemas", () => {
    const en = withLocale("en", messages);
    const hi = withLocale("hi", messages);
    expect(en.payment).toMatchObject({
      upiId: "Enter a UPI ID like name@bank.",
      codFee: "The COD fee must be an amount in rupees, such as 499 or 1,049.50.",
      paymentWindowHours: "The payment window must be between 1 and 168 hours (7 days).",
    });
    expect(en.delivery.pincodes).toBe('These are not pincodes or pincode prefixes (1–6 digits): "abc".');
    expect(en.coupon).toMatchObject({
      code: "A code has 3 to 20 letters, digits, '-' or '_', starting with a letter or digit.",
      validFrom: "The first day must be a date.",
    });
    expect(en.couponValue).toEqual({ value: "A percent off must be a whole number from 1 to 100." });
    expect(en.profile).toMatchObject({ phone: "Phone number must be 10 digits.", shopName: "Please enter a shop name." });
    expect(en.register.handle).toBe("“admin” is reserved. Please choose another shop link.");
    expect(en.gst).toMatchObject({ gstin: "Enter your GSTIN.", gstState: "Choose the state you are registered in." });
    expect(en.pages).toBe("Each FAQ entry needs both a question and an answer.");

    expect(hi.payment).toMatchObject({ codFee: "COD चार्ज: रुपयों में रकम डालें, जैसे 499 या 1,049.50।" });
    expect(hi.register.handle).toBe("“admin” आरक्षित है। कृपया दुकान का कोई दूसरा लिंक चुनें।");
    // Every message that was English is now Hindi, field for field.
    for (const key of ["payment", "delivery", "coupon", "couponValue", "profile", "register", "gst"] as const) {
      expect(Object.keys(hi[key]).sort()).toEqual(Object.keys(en[key]).sort());
      for (const [field, text] of Object.entries(hi[key])) expect(text, `${key}.${field}`).toMatch(DEVANAGARI);
    }
    expect(hi.pages).toMatch(DEVANAGARI);
  });

  it("labels, handle rules, coupon summaries and the default About text and FAQ follow the language", () => {
    const shop = { shopName: "Lakshmi Sarees", ownerName: "Lakshmi", location: "Jaipur", phone: "9876543210", email: "l@example.com" };
    const en = withLocale("en", () => ({
      options: gstStatusOptions().map((o) => o.label),
      handle: handleProblem("a--b"),
      gives: couponGives({ kind: "percent", value: 10 }),
      about: defaultAbout(shop),
      faq: defaultFaq(shop),
    }));
    expect(en.options).toEqual(["Not registered for GST", "Registered (regular)", "Registered (composition scheme)"]);
    expect(en.handle).toBe("Shop link cannot have two hyphens in a row.");
    expect(en.gives).toBe("10% off");
    expect(en.about).toBe(
      "Lakshmi Sarees is a shop in Jaipur run by Lakshmi.\n\nOrder online and choose home delivery to your address, or in-shop purchase to pick up your order at the shop.\n\nQuestions about a product or an order? Please call 9876543210 or write to l@example.com.",
    );
    expect(en.faq.at(-2)).toEqual({
      question: "How can I contact the shop?",
      answer: "Please call 9876543210 or e-mail l@example.com (Lakshmi).",
    });

    const hi = withLocale("hi", () => ({
      options: gstStatusOptions().map((o) => o.label),
      gives: couponGives({ kind: "percent", value: 10 }),
      about: defaultAbout(shop),
      faq: defaultFaq(shop),
    }));
    for (const label of hi.options) expect(label).toMatch(DEVANAGARI);
    expect(hi.gives).toBe("10% छूट");
    expect(hi.about.startsWith("Lakshmi Sarees Jaipur में एक दुकान है")).toBe(true);
    for (const entry of hi.faq) {
      expect(entry.question).toMatch(DEVANAGARI);
      expect(entry.answer).toMatch(DEVANAGARI);
    }
  });
});
