// The product form's and the catalogue's messages are made when a form is checked, in the
// request's language: a schema built at import would keep whatever language was current then.
import { describe, expect, it } from "vitest";
import { withLocale } from "~/i18n/locale.server";
import { orderStatusWord } from "../orders/status-words";
import { ProductFormSchema } from "./product-form";
import { ProductInputSchema } from "./product-input";

const bad = { name: " ", price: "0", main: "men", colors: [{ color: "Red", stock: { M: "-1" } }] };

function messages(locale: string) {
  return withLocale(locale, () => {
    const form = ProductFormSchema.safeParse(bad);
    const input = ProductInputSchema.safeParse({ name: "", pricePaise: 1.5, main: "men", colors: [] });
    return [...(form.error?.issues ?? []), ...(input.error?.issues ?? [])].map((i) => i.message);
  });
}

describe("product form messages follow the language", () => {
  it("are English by default and Hindi under hi, from the same schema", () => {
    const en = messages("en");
    expect(en).toContain("Product name is required.");
    expect(en).toContain("Stock cannot be negative.");
    expect(en).toContain("Price must be in whole paise.");
    expect(en).toContain("Add at least one colour.");
    const hi = messages("hi");
    expect(hi).toContain("प्रोडक्ट का नाम ज़रूरी है।");
    expect(hi).toContain("स्टॉक शून्य से कम नहीं हो सकता।");
    expect(hi).toContain("कम से कम एक रंग जोड़ें।");
    expect(hi.some((m) => /[A-Za-z]{3}/.test(m))).toBe(false);
    // Asked again in English after Hindi: nothing was frozen.
    expect(messages("en")).toEqual(en);
  });

  it("order statuses read as the spec's English words, and in Hindi under hi", () => {
    expect(withLocale("en", () => orderStatusWord("delivered"))).toBe("delivered");
    expect(withLocale("hi", () => orderStatusWord("delivered"))).toBe("डिलीवर हो गया");
  });
});
