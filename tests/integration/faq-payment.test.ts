import { describe, expect, it } from "vitest";
import { faq } from "../../app/components/pages/content";
import { withLocale } from "../../app/i18n/locale.server";

// The platform FAQ describes payment as it works now: UPI to the seller's UPI ID, cash on delivery, pay at the shop.
describe("the platform FAQ on payment", () => {
  it.each([
    ["en", ["UPI ID", "UTR", "cash on delivery", "at the shop"], /agree/i],
    ["hi", ["UPI ID", "UTR", "कैश ऑन डिलीवरी", "दुकान पर"], /तय करते/],
  ] as const)("in %s names each way to pay and no longer says payment is agreed with the seller", (locale, words, stale) => {
    const pay = withLocale(locale, () => faq()[2]);
    for (const word of words) expect(pay.a).toContain(word);
    expect(pay.a).not.toMatch(stale);
  });
});
